"""Our lexicon of object kinds (kb/affordances/lexicon.pl): head noun -> kind.

The lexicon is a ProbLog/Prolog fact file so it sits with the rest of the knowledge base;
it is read here with ProbLog's own parser (no hand-written Prolog parsing) and then used as
a plain dictionary, because mapping a word to its kind needs no inference.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from solver.errors import DataError
from solver.logic import affordances as L
from solver.logic.problog import read_facts
from solver.paths import KB_DIR

LEXICON_FILE = KB_DIR / "affordances" / "lexicon.pl"
UNKNOWN_KIND = "unknown"


@dataclass(frozen=True)
class KindLexicon:
    """Kinds with their descriptions and the noun -> kind map."""

    kinds: dict[str, str]  # kind -> description
    noun_kind: dict[str, str]  # singular head noun -> kind
    modifier_kinds: dict[str, tuple[tuple[frozenset[str] | None, str], ...]] = field(default_factory=dict)
    size_kinds: dict[str, str] = field(default_factory=dict)  # kind in kb/sizes/nouns.pl -> kind here

    def kind_of(self, candidates: list[str]) -> tuple[str, str | None]:
        """(kind, noun that selected it) for head-noun candidates, best first; unknown when none is listed."""
        for word in candidates:
            kind = self.noun_kind.get(word)
            if kind is not None:
                return kind, word
        return UNKNOWN_KIND, None


def parse_lexicon(path: Path) -> KindLexicon:
    """Read kind/2 and kind_nouns/2 facts; a noun under two kinds is a DataError naming both."""
    if not path.is_file():
        raise DataError("lexicon file not found", where=str(path))
    kinds: dict[str, str] = {}
    noun_kind: dict[str, str] = {}
    groups: dict[str, frozenset[str]] = {}
    modifiers: list[tuple[str, str, str, str]] = []
    size_kinds: dict[str, str] = {}
    records = [L.Kind, L.KindNouns, L.KindGroup, L.ModifierKind, L.SizeKind]
    for fact, where in read_facts(path, records):
        if isinstance(fact, L.Kind):
            kinds[fact.kind] = fact.description
        elif isinstance(fact, L.KindNouns):
            for word in fact.nouns:
                if word in noun_kind and noun_kind[word] != fact.kind:
                    raise DataError(f"noun {word!r} listed under {noun_kind[word]} and {fact.kind}",
                                    where=f"{where}, field Nouns")
                noun_kind[word] = fact.kind
        elif isinstance(fact, L.KindGroup):
            groups[fact.group] = frozenset(fact.words)
        elif isinstance(fact, L.ModifierKind):
            modifiers.append((fact.word, fact.group, fact.kind, where))
        elif isinstance(fact, L.SizeKind):
            size_kinds[fact.size_kind] = fact.kind
    modifier_kinds: dict[str, list[tuple[frozenset[str] | None, str]]] = {}
    for word, group, kind, where in modifiers:
        if group != "all" and group not in groups:
            raise DataError(f"modifier_kind names unknown group {group!r}", where=where)
        if kind not in kinds:
            raise DataError(f"modifier_kind names undeclared kind {kind!r}", where=where)
        modifier_kinds.setdefault(word, []).append((None if group == "all" else groups[group], kind))
    bad = sorted(k for k in size_kinds.values() if k not in kinds)
    if bad:
        raise DataError(f"size_kind names undeclared kinds {bad}", where=str(path))
    undeclared = sorted(set(noun_kind.values()) - set(kinds))
    if undeclared:
        raise DataError(f"kind_nouns for undeclared kinds {undeclared}", where=str(path))
    if UNKNOWN_KIND not in kinds:
        raise DataError(f"the kind {UNKNOWN_KIND!r} must be declared", where=str(path))
    return KindLexicon(kinds, noun_kind, {w: tuple(v) for w, v in modifier_kinds.items()}, size_kinds)


@lru_cache(maxsize=4)
def load_lexicon(path: Path = LEXICON_FILE) -> KindLexicon:
    """The project lexicon, parsed once per process."""
    return parse_lexicon(path)
