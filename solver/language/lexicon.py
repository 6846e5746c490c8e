"""The one reader of word lists and tables stated as facts (kb/language/<lang>.lp and tables in rules/).

Knowledge about words lives in the logic, not in Python: a reader asks this module for a word
set, an ordered word list or a word table by name. Files are read once per process by
solver.logic.tables (clingo parses them; only their facts are grounded).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from solver.errors import DataError
from solver.logic import words as W
from solver.logic.tables import read
from solver.paths import KB_DIR

LANGUAGES: tuple[str, ...] = ("en", "it")


def _lexicon_file(lang: str) -> Path:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    return KB_DIR / "language" / f"{lang}.lp"


@lru_cache(maxsize=None)
def words(name: str, lang: str = "en") -> frozenset[str]:
    """A word set: every W of `word(name, W)`."""
    found = frozenset(w.word for w in read(_lexicon_file(lang), W.Word) if w.set == name)
    if not found:
        raise DataError(f"no word set {name!r} in {_lexicon_file(lang)}")
    return found


@lru_cache(maxsize=None)
def word_list(name: str, lang: str = "en") -> tuple[str, ...]:
    """An ordered word list: the tuple of `word_list(name, (W1, W2, ...))`."""
    for row in read(_lexicon_file(lang), W.WordList):
        if row.list == name:
            return row.words
    raise DataError(f"no word list {name!r} in {_lexicon_file(lang)}")


@lru_cache(maxsize=None)
def word_pairs(name: str, lang: str = "en") -> dict[str, str]:
    """A word table: W -> V for every `word_pair(name, W, V)`."""
    found = {p.word: p.value for p in read(_lexicon_file(lang), W.WordPair) if p.table == name}
    if not found:
        raise DataError(f"no word table {name!r} in {_lexicon_file(lang)}")
    return found


@lru_cache(maxsize=None)
def verb_forms(lang: str = "en") -> dict[str, str]:
    """Verb form -> the affordance class (cue name) its mention raises."""
    return {f.word: f.cls for f in read(_lexicon_file(lang), W.VerbForm)}


@lru_cache(maxsize=None)
def class_verbs(lang: str = "en") -> dict[str, tuple[str, str]]:
    """Affordance class -> (verb phrase, gerund phrase), as prompts say it."""
    return {c.cls: (c.verb, c.gerund) for c in read(_lexicon_file(lang), W.ClassVerb)}


@lru_cache(maxsize=None)
def state_words(lang: str = "en") -> dict[str, frozenset[str]]:
    """Attribute -> words a stated reason may use for its states, attributes in their stated rank."""
    rows = sorted(read(_lexicon_file(lang), W.StateWords), key=lambda r: r.rank)
    table: dict[str, set[str]] = {}
    for row in rows:
        table.setdefault(row.attribute, set()).add(row.word)
    return {a: frozenset(ws) for a, ws in table.items()}


@lru_cache(maxsize=None)
def ordinals(lang: str = "en") -> dict[str, int]:
    """Ordinal word -> the number it names (-1: the last)."""
    return {o.word: o.number for o in read(_lexicon_file(lang), W.Ordinal)}


@lru_cache(maxsize=None)
def state_adjectives(lang: str = "en") -> dict[str, tuple[str, str]]:
    """Attribute -> (word for its false value, word for its true value), attributes in their stated rank."""
    rows = sorted(read(_lexicon_file(lang), W.StateAdjective), key=lambda r: r.rank)
    return {r.attribute: (r.false_word, r.true_word) for r in rows}


@lru_cache(maxsize=None)
def change_words(lang: str = "en") -> dict[str, str]:
    """Location change -> how a sentence says it of its entity ("is picked up")."""
    return {c.change: c.words for c in read(_lexicon_file(lang), W.ChangeWords)}
