"""The one reader of word lists and tables stated as facts (kb/language/<lang>.lp and tables in rules/).

Knowledge about words lives in the logic, not in Python: a reader asks this module for a word
set, an ordered word list or a word table by name. Files are read once per process by
solver.logic.tables (clingo parses them; only their facts are grounded).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from solver.errors import DataError
from solver.logic.tables import facts, text
from solver.paths import KB_DIR

LANGUAGES: tuple[str, ...] = ("en", "it")


def _lexicon_file(lang: str) -> Path:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    return KB_DIR / "language" / f"{lang}.lp"


@lru_cache(maxsize=None)
def words(name: str, lang: str = "en") -> frozenset[str]:
    """A word set: every W of `word(name, W)`."""
    found = frozenset(text(w) for s, w in facts(_lexicon_file(lang), "word", 2) if text(s) == name)
    if not found:
        raise DataError(f"no word set {name!r} in {_lexicon_file(lang)}")
    return found


@lru_cache(maxsize=None)
def word_list(name: str, lang: str = "en") -> tuple[str, ...]:
    """An ordered word list: the tuple of `word_list(name, (W1, W2, ...))`."""
    for s, items in facts(_lexicon_file(lang), "word_list", 2):
        if text(s) == name:
            return tuple(text(w) for w in items.arguments)
    raise DataError(f"no word list {name!r} in {_lexicon_file(lang)}")


@lru_cache(maxsize=None)
def word_pairs(name: str, lang: str = "en") -> dict[str, str]:
    """A word table: W -> V for every `word_pair(name, W, V)`."""
    found = {text(w): text(v) for s, w, v in facts(_lexicon_file(lang), "word_pair", 3) if text(s) == name}
    if not found:
        raise DataError(f"no word table {name!r} in {_lexicon_file(lang)}")
    return found


@lru_cache(maxsize=None)
def verb_forms(lang: str = "en") -> dict[str, str]:
    """Verb form -> the affordance class (cue name) its mention raises."""
    return {text(w): text(c) for c, w in facts(_lexicon_file(lang), "verb_form", 2)}


@lru_cache(maxsize=None)
def class_verbs(lang: str = "en") -> dict[str, tuple[str, str]]:
    """Affordance class -> (verb phrase, gerund phrase), as prompts say it."""
    return {text(c): (text(v), text(g)) for c, v, g in facts(_lexicon_file(lang), "class_verb", 3)}


@lru_cache(maxsize=None)
def state_words(lang: str = "en") -> dict[str, frozenset[str]]:
    """Attribute -> words a stated reason may use for its states, attributes in their stated rank."""
    rows = sorted(facts(_lexicon_file(lang), "state_words", 3), key=lambda r: r[0].number)
    table: dict[str, set[str]] = {}
    for _, attribute, word in rows:
        table.setdefault(text(attribute), set()).add(text(word))
    return {a: frozenset(ws) for a, ws in table.items()}


@lru_cache(maxsize=None)
def ordinals(lang: str = "en") -> dict[str, int]:
    """Ordinal word -> the number it names (-1: the last)."""
    return {text(w): n.number for w, n in facts(_lexicon_file(lang), "ordinal", 2)}


@lru_cache(maxsize=None)
def state_adjectives(lang: str = "en") -> dict[str, tuple[str, str]]:
    """Attribute -> (word for its false value, word for its true value), attributes in their stated rank."""
    rows = sorted(facts(_lexicon_file(lang), "state_adjective", 4), key=lambda r: r[0].number)
    return {text(a): (text(f), text(t)) for _, a, f, t in rows}


@lru_cache(maxsize=None)
def change_words(lang: str = "en") -> dict[str, str]:
    """Location change -> how a sentence says it of its entity ("is picked up")."""
    return {text(c): text(w) for c, w in facts(_lexicon_file(lang), "change_words", 2)}
