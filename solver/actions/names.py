"""Facts about how a story names its things, for the naming knowledge of kb/actions/names.lp.

A story may call one thing by a synonym or by its class word ("the loaf" ... "the bread"), and may
name a part of a thing after it ("the diary pages", "the door of the oven"). The rules need
each entity's whole name and head noun (English puts the head last, Italian first; its lemma too,
so "pages" also reads as "page"), and every entity whose name is another entity's name plus one noun.
"""
from __future__ import annotations

from solver.actions.lexicon import load_lexicon
from solver.language import lemma
from solver.language.parts import is_part_of



def _is_word(word: str, cls: str) -> bool:
    """A word of `cls` (kb/language/reader_*.lp) in either language: an entity list names things in the words
    its annotators chose, whatever the story's language ("porta del garage" in a list read as English)."""
    lex = load_lexicon()
    return lex.is_word("en", word, cls) or lex.is_word("it", word, cls)


def _words(entity: str) -> list[str]:
    return entity.casefold().replace("’", "'").split()


def head_names(entity: str, lang: str) -> list[str]:
    """The whole name and the head noun (as written and as its lemma) of an entity; in English a name of
    three words or more also by its last two, a compound head after a describing word ("corded vacuum
    cleaner": a vacuum cleaner, not only a cleaner)."""
    words = _words(entity)
    if not words:
        return []
    compound: list[str] = []
    if lang == "it":
        head = words[0]
    else:  # "door of the oven": the head stands before "of"
        head = words[words.index("of") - 1] if "of" in words[1:] else words[-1]
        if "of" not in words and len(words) > 2:
            compound = [" ".join(words[-2:])]
    return list(dict.fromkeys([" ".join(words), *compound, head.strip("'"), lemma(head.strip("'"), lang)]))


def part_names(entities: list[str], lang: str) -> list[tuple[str, str, str]]:
    """(part entity, whole entity, part noun) for every entity named as a noun of another entity:
    "diary pages" / "diary", "door of the oven" / "oven", "porta del garage" / "garage"."""
    names = {e: _words(e) for e in entities}
    out = []
    for part, pw in names.items():
        for whole, ww in names.items():
            if part == whole or not ww:
                continue
            rest: list[str] = []
            if lang == "en" and len(pw) == 2 and len(ww) >= 2 and pw[0] == ww[-1]:
                rest = pw[1:]  # "shed door" / "garden shed": the whole called by its head noun alone
            elif len(pw) <= len(ww):
                continue
            elif pw[:len(ww)] == ww and len(pw) == len(ww) + 1:  # "diary pages"
                rest = pw[len(ww):]
            elif pw[-len(ww):] == ww:  # "door of the oven", "porta del garage"
                lead = [w for w in pw[:-len(ww)] if not _is_word(w, "article")]
                if len(lead) == 2 and _is_word(lead[1], "of_word"):
                    rest = lead[:1]
                elif len(lead) == 1 and lang == "it":  # the Italian reader names "la portiera della macchina" so
                    rest = lead
            if len(rest) == 1:
                noun = rest[0]
                out.append((part, whole, noun))
                if lemma(noun, lang) != noun:
                    out.append((part, whole, lemma(noun, lang)))
    return out


def thing_parts(entities: list[str], mentioned: dict[int, list[str]], sentence_words: dict[int, set[str]],
                lang: str) -> list[tuple[str, str, str]]:
    """(part entity, whole entity, part noun) for every entity whose head noun names a part of another
    entity's thing (solver/language/parts.py: "the zip" of "the suitcase", "la tela" of "l'ombrello").

    A part goes with one whole only: of several things it may belong to, the one named in a sentence
    with it (sentence_words: the words of each sentence's clauses); where that leaves none or several, it
    is not known whose part it is and none is given."""
    out = []
    for part in entities:
        pn = _heads(part, lang)
        wholes = [w for w in entities if w != part and not _same_head(part, w, lang)
                  and any(is_part_of(p, h, lang) for p in pn for h in head_names(w, lang))]
        if len(wholes) > 1:
            told = [t for t, ents in mentioned.items() if part in ents]
            wholes = [w for w in wholes if any(w in mentioned[t] or set(_heads(w, lang)) & sentence_words.get(t, set())
                                               for t in told)]
        if len(wholes) == 1:
            out.extend((part, wholes[0], n) for n in dict.fromkeys(pn))
    out.extend(_part_first(entities, lang))
    return out


def _part_first(entities: list[str], lang: str) -> list[tuple[str, str, str]]:
    """A part named before its whole ("the zip of Leo's backpack" read as "zip backpack", "la tela del mio
    ombrello" as "tela ombrello"): the reader keeps one entity for both, so the entity is its own part
    (what breaks is the part; what is used through it is the whole), and a part of the whole the story
    names on its own as well."""
    out = []
    for e in entities:
        words = _words(e)
        if len(words) < 2:
            continue
        first, rest = words[0], " ".join(words[1:])
        if any(is_part_of(n, h, lang) for n in dict.fromkeys([first, lemma(first, lang)]) for h in _heads(rest, lang)):
            out.extend((e, e, n) for n in dict.fromkeys([first, lemma(first, lang)]))
            out.extend((e, w, n) for w in entities if _words(w) == words[1:] for n in dict.fromkeys([first, lemma(first, lang)]))
    return out


def _heads(entity: str, lang: str) -> list[str]:
    """The head noun of an entity, as written and as its lemma."""
    names = head_names(entity, lang)
    return names[1:] if len(entity.split()) > 1 and len(names) > 1 else names


def _same_head(a: str, b: str, lang: str) -> bool:
    return bool(set(_heads(a, lang)) & set(_heads(b, lang)))
