"""Facts about how a story names its things, for the naming knowledge of kb/actions/names.lp.

A story may call one thing by a synonym or by its class word ("the loaf" ... "the bread"), and may
name a part of a thing after it ("the diary pages", "the door of the oven"). The rules need
each entity's whole name and head noun (English puts the head last, Italian first; its lemma too,
so "pages" also reads as "page"), and every entity whose name is another entity's name plus one noun.
"""
from __future__ import annotations

from solver.language import lemma

_OF = {"of", "di", "del", "della", "dello", "dei", "degli", "delle", "dell"}
_ARTICLES = {"the", "a", "an", "il", "lo", "la", "i", "gli", "le", "l"}


def _words(entity: str) -> list[str]:
    return entity.casefold().replace("’", "'").split()


def head_names(entity: str, lang: str) -> list[str]:
    """The whole name and the head noun (as written and as its lemma) of an entity."""
    words = _words(entity)
    if not words:
        return []
    if lang == "it":
        head = words[0]
    else:  # "door of the oven": the head stands before "of"
        head = words[words.index("of") - 1] if "of" in words[1:] else words[-1]
    return list(dict.fromkeys([" ".join(words), head.strip("'"), lemma(head.strip("'"), lang)]))


def part_names(entities: list[str], lang: str) -> list[tuple[str, str, str]]:
    """(part entity, whole entity, part noun) for every entity named as a noun of another entity:
    "diary pages" / "diary", "door of the oven" / "oven", "porta del garage" / "garage"."""
    names = {e: _words(e) for e in entities}
    out = []
    for part, pw in names.items():
        for whole, ww in names.items():
            if part == whole or not ww or len(pw) <= len(ww):
                continue
            rest: list[str] = []
            if pw[:len(ww)] == ww and len(pw) == len(ww) + 1:  # "diary pages"
                rest = pw[len(ww):]
            elif pw[-len(ww):] == ww:  # "door of the oven", "porta del garage"
                lead = [w for w in pw[:-len(ww)] if w not in _ARTICLES]
                if len(lead) == 2 and lead[1] in _OF:
                    rest = lead[:1]
            if len(rest) == 1:
                noun = rest[0]
                out.append((part, whole, noun))
                if lemma(noun, lang) != noun:
                    out.append((part, whole, lemma(noun, lang)))
    return out
