"""Whether a noun names a person: the hook every reader asks (never a capital letter alone: "TV" is none).

The WordNet person sort (solver.language.sorts) answers when it is present; without it only the
words that always name people do.
"""
from __future__ import annotations

try:  # the WordNet sorts are built on another branch; until they land, the word list below answers
    from solver.language import sorts as _sorts  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - depends on the merge
    _sorts = None

_PERSON_WORDS = frozenset({
    "man", "woman", "boy", "girl", "child", "kid", "baby", "mother", "father", "mom", "mum", "dad", "son",
    "daughter", "brother", "sister", "wife", "husband", "friend", "neighbour", "neighbor", "grandmother",
    "grandfather", "grandma", "grandpa", "aunt", "uncle", "cousin", "nephew", "niece", "roommate", "guest",
    "teacher", "doctor", "nurse", "chef", "cook", "waiter", "plumber", "electrician", "locksmith", "boss",
    "colleague", "partner", "toddler", "teenager", "twin", "twins", "family", "parent", "parents", "people",
    "person", "stranger", "visitor", "customer", "nonna", "nonno", "children", "kids", "men", "women",
})


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
    return word.split()[-1] in _PERSON_WORDS
