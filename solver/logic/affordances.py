"""ProbLog facts and answers of the affordance programs (rules/affordances*.pl, kb/affordances/*.pl)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from solver.logic.problog import Fact


@dataclass(frozen=True)
class Typical(Fact):
    """typical(Kind, Classes) (kb/affordances/typical.pl): the classes a kind typically affords."""

    FUNCTOR: ClassVar[str] = "typical"
    kind: str
    classes: tuple[str, ...]


@dataclass(frozen=True)
class KindAffords(Fact):
    """P::kind_affords(Kind, Class) (kb/affordances/priors.pl); the probability is the clause's."""

    FUNCTOR: ClassVar[str] = "kind_affords"
    kind: str
    cls: str


@dataclass(frozen=True)
class NounAffords(Fact):
    FUNCTOR: ClassVar[str] = "noun_affords"
    noun: str
    cls: str


@dataclass(frozen=True)
class AttestedNoun(Fact):
    FUNCTOR: ClassVar[str] = "attested_noun"
    noun: str


@dataclass(frozen=True)
class Affords(Fact):
    """affords(Class): the answer of the affordance programs."""

    FUNCTOR: ClassVar[str] = "affords"
    cls: str


@dataclass(frozen=True)
class Fired(Fact):
    """fired(Rule, Class, Effect) (rules/affordances.pl): a named rule raised or blocked a class."""

    FUNCTOR: ClassVar[str] = "fired"
    rule: str
    cls: str
    effect: str  # raises | blocks


# ------------------------------------------------------------------ kinds of objects (kb/affordances/lexicon.pl)


@dataclass(frozen=True)
class Kind(Fact):
    """kind(Kind, Description)."""

    FUNCTOR: ClassVar[str] = "kind"
    kind: str
    description: str


@dataclass(frozen=True)
class KindNouns(Fact):
    """kind_nouns(Kind, Nouns): singular head nouns of a kind."""

    FUNCTOR: ClassVar[str] = "kind_nouns"
    kind: str
    nouns: tuple[str, ...]


@dataclass(frozen=True)
class KindGroup(Fact):
    FUNCTOR: ClassVar[str] = "kind_group"
    group: str
    words: tuple[str, ...]


@dataclass(frozen=True)
class ModifierKind(Fact):
    """modifier_kind(Word, Group, Kind): a modifier word turns a head noun of the group into the kind."""

    FUNCTOR: ClassVar[str] = "modifier_kind"
    word: str
    group: str
    kind: str


@dataclass(frozen=True)
class SizeKind(Fact):
    """size_kind(SizeKind, Kind): a kind of kb/sizes/nouns.pl read as a kind here."""

    FUNCTOR: ClassVar[str] = "size_kind"
    size_kind: str
    kind: str
