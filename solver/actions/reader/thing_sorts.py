"""The sorts of the things a reading names (WordNet, through solver.language.sorts), and overlaps of names."""
from __future__ import annotations

from typing import AbstractSet, Optional, Sequence

from solver.language.sorts import is_concrete, sorts_of
from solver.language.sorts import verb_lexname as wordnet_verb_lexname


def verb_lexname(verb: str) -> Optional[str]:
    try:
        return wordnet_verb_lexname(verb)
    except Exception:  # noqa: BLE001 - WordNet missing: unknown
        return None


def concrete_noun(word: str) -> bool:
    """Whether an English noun names a concrete thing ("balloon", "wrench"; not "time", "party"), the kind
    "a new one" can stand for (solver.language.sorts, from the cached WordNet table). Without WordNet every
    noun counts."""
    try:
        return is_concrete(word)
    except Exception:  # noqa: BLE001 - WordNet missing: every noun counts
        return True


def physical_sorts(entity: str, lang: str, usable: AbstractSet[str]) -> frozenset:
    """The sorts of a thing one can do something with (`usable`: kb usable_sort/1; not a person, an animal nor a
    place)."""
    try:
        words = entity.casefold().split()
        found = set(sorts_of(" ".join(words), lang)) | set(sorts_of(words[-1], lang))
        return frozenset(found & set(usable))
    except Exception:  # noqa: BLE001 - WordNet missing: none
        return frozenset()


def overlaps(entity: str, taken: Sequence[set[str]]) -> bool:
    """Whether an entity's words are within a filler's ("lamp" in "lamp read"), or a filler's within its with the
    same head ("lamp" in "kitchen lamp"; "sugar" is not the "sugar jar" it is taken from)."""
    words = set(entity.casefold().split())
    head = entity.casefold().split()[-1] if words else ""
    return any(words <= t or t <= words and head in t for t in taken)


def of_sorts(entity: str, sorts: Sequence[str], lang: str) -> bool:
    """Whether an entity's whole name or head noun is of one of `sorts` by WordNet (False without it)."""
    try:
        words = entity.casefold().split()
        heads = dict.fromkeys([" ".join(words), words[-1] if lang == "en" else words[0]])
        return any(k in sorts_of(h, lang) for h in heads for k in sorts)
    except Exception:  # noqa: BLE001 - WordNet missing: no instrument read from a preposition
        return False
