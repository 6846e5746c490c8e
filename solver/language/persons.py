"""Sorts of nouns for the reader: is it a person (never a capital letter alone: "TV" is none), a food, a device.

The WordNet person sort (solver.language.sorts) answers when it is present; without it only the
words that always name people do (word(person, ...) in kb/language/en.lp).
"""
from __future__ import annotations

from typing import Optional

from solver.language import sorts as _sorts
from solver.language.lexicon import words



def is_person(noun: str, lang: str = "en") -> bool:
    """Whether `noun` (a lemma or a name, any case) names a person."""
    word = noun.strip().casefold()
    if not word:
        return False
    if _sorts is not None:
        try:
            return bool(_sorts.is_person(word, lang))
        except Exception:  # noqa: BLE001 - WordNet missing: fall back to the word list
            pass
    return word.split()[-1] in words("person")


def has_sort(noun: str, sort: str, listed: frozenset[str] | set[str] = frozenset(), lang: str = "en") -> bool:
    """Whether `noun` is of `sort`: named in the kb's kind list `listed` (also by its last word), or, when the
    WordNet sorts are present, of that sort there."""
    word = noun.strip().casefold()
    if word in listed or any(w in listed for w in word.split()):  # "phone battery": of the phone
        return True
    if _sorts is not None:
        try:
            return sort in _sorts.sorts_of(word, lang)
        except Exception:  # noqa: BLE001 - WordNet missing: the kb list alone answers
            return bool(listed) is False
    return not listed  # a sort nobody lists (and no WordNet): nothing rules the reading out


def verb_action(verb: str, object_noun: str = "", lang: str = "en") -> tuple[Optional[str], tuple[str, ...]]:
    """The action class of a verb no pattern lists, by its nearest WordNet hypernym that is a known action
    (devour -> eat when the object is food), with the path walked; (None, ()) without the WordNet sorts."""
    if _sorts is None:
        return None, ()
    try:
        sort = None
        if object_noun:
            sorts = _sorts.sorts_of(object_noun.casefold(), lang)
            sort = next((s for s in sorted(sorts) if _sorts.sort_actions(s)), None)
        return _sorts.verb_class(verb, sort)
    except Exception:  # noqa: BLE001 - WordNet missing: no class
        return None, ()
