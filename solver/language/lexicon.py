"""The one reader of word lists and tables stated as facts (kb/language/<lang>.lp and tables in rules/).

Knowledge about words lives in the logic, not in Python: a reader asks this module for a word
set, an ordered word list or a word table by name. Files are parsed with clingo (only their
facts are grounded, so a rules file can hold a table beside its rules) and read once per process.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import clingo
import clingo.ast

from solver.errors import DataError
from solver.paths import KB_DIR

LANGUAGES: tuple[str, ...] = ("en", "it")


def _lexicon_file(lang: str) -> Path:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    return KB_DIR / "language" / f"{lang}.lp"


@lru_cache(maxsize=None)
def facts_of(path: Path) -> tuple[clingo.Symbol, ...]:
    """Every fact of a logic file, as symbols (pools expanded), in grounding order.

    Rules and other statements are skipped, so only the file's own facts are read and no
    warning about atoms the rules expect from elsewhere is printed.
    """
    if not path.is_file():
        raise DataError(f"knowledge file not found: {path}")
    kept: list[str] = []

    def keep(stmt: clingo.ast.AST) -> None:
        if stmt.ast_type == clingo.ast.ASTType.Rule and not stmt.body:
            kept.append(str(stmt))

    try:
        clingo.ast.parse_files([str(path)], keep)
    except RuntimeError as exc:
        raise DataError(f"cannot parse the facts of {path}: {exc}") from exc
    ctl = clingo.Control()
    ctl.add("base", [], "\n".join(kept))
    ctl.ground([("base", [])])
    return tuple(a.symbol for a in ctl.symbolic_atoms if a.is_fact)


def facts(path: Path, name: str, arity: int) -> list[tuple[clingo.Symbol, ...]]:
    """The arguments of every `name/arity` fact of a file."""
    return [tuple(s.arguments) for s in facts_of(path) if s.name == name and len(s.arguments) == arity]


def text(symbol: clingo.Symbol) -> str:
    """A string or constant argument as plain text."""
    return symbol.string if symbol.type == clingo.SymbolType.String else str(symbol)


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
