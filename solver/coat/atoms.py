"""Typed records of the atoms the COAT rules show, decoded with their arity and types checked.

Python reads rule output only through these records, never by argument position: a rule
change that adds, drops or retypes an argument of a shown atom fails here, loudly, naming
the atom, instead of shifting every later field by one.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any, ClassVar, TypeVar, get_type_hints

from solver.errors import DataError

R = TypeVar("R", bound="Atom")


@dataclass(frozen=True)
class Atom:
    """Base of every decoded atom; PREDICATE names the atom, the fields are its arguments in order."""

    PREDICATE: ClassVar[str] = ""


@lru_cache(maxsize=None)
def _layout(cls: type) -> tuple[tuple[str, type], ...]:
    hints = get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in fields(cls))


def decode(atoms: dict[str, list[tuple[Any, ...]]], cls: type[R], source: str = "rules") -> list[R]:
    """Every shown `cls.PREDICATE` atom as a `cls`; an arity or type that differs is a DataError."""
    layout = _layout(cls)
    rows = atoms.get(cls.PREDICATE, [])
    out: list[R] = []
    for args in rows:
        if len(args) != len(layout):
            raise DataError(
                f"rule atom {cls.PREDICATE}/{len(args)} does not match the record {cls.__name__} "
                f"({cls.PREDICATE}/{len(layout)}: {', '.join(n for n, _ in layout)}); "
                f"the rules changed the atom, update solver/coat/atoms.py", where=source)
        for (name, kind), arg in zip(layout, args):
            if not isinstance(arg, kind) or (kind is int and isinstance(arg, bool)):
                raise DataError(f"rule atom {cls.PREDICATE}{args!r}: argument {name!r} should be "
                                f"{kind.__name__}, found {type(arg).__name__}", where=source)
        out.append(cls(*args))
    return out


@dataclass(frozen=True)
class VerdictAtom(Atom):
    """verdict/8 (coat_classes.lp): a configuration's penalties, class and class rule."""

    PREDICATE: ClassVar[str] = "verdict"
    utility: str
    task: str
    object_name: str
    config_id: int
    time_penalty: int
    material_penalty: int
    cls: str  # ideal | moderate | bad | dropped
    rule: str


@dataclass(frozen=True)
class OrderKeyAtom(Atom):
    """order_key/6 (coat_classes.lp): class rank and penalty sum."""

    PREDICATE: ClassVar[str] = "order_key"
    utility: str
    task: str
    object_name: str
    config_id: int
    class_rank: int
    penalty_sum: int


@dataclass(frozen=True)
class RankKeyAtom(Atom):
    """rank_key/8 (coat_rank.lp): best_substitute's order of a judged configuration."""

    PREDICATE: ClassVar[str] = "rank_key"
    utility: str
    task: str
    object_name: str
    config_id: int
    class_rank: int
    penalty_sum: int
    time_penalty: int
    first_choice: int

    @property
    def key(self) -> tuple[int, int, int, int]:
        return (self.class_rank, self.penalty_sum, self.time_penalty, self.first_choice)


@dataclass(frozen=True)
class GoldKeyAtom(Atom):
    """gold_key/7 (coat_classes.lp): a moderate configuration's Task-2 key under one order."""

    PREDICATE: ClassVar[str] = "gold_key"
    utility: str
    task: str
    object_name: str
    config_id: int
    order: str  # sum | time_then_material
    first: int
    second: int


@dataclass(frozen=True)
class TermAtom(Atom):
    """term/8 (coat_penalties.lp): one variable value's share of a penalty and its rule."""

    PREDICATE: ClassVar[str] = "term"
    utility: str
    task: str
    object_name: str
    variable: str
    value: str
    kind: str  # time | material
    amount: int
    rule: str


@dataclass(frozen=True)
class IdealConfigAtom(Atom):
    """ideal_config/8 (coat_ideal.lp): a Task-1 ideal configuration of a context object."""

    PREDICATE: ClassVar[str] = "ideal_config"
    utility: str
    task: str
    object_name: str
    mass: str
    material: str
    temperature: str
    already_in_use: str
    condition: str


@dataclass(frozen=True)
class ReachesAtom(Atom):
    """reaches/5 (coat_substitute.lp): the level where an object stops for a question."""

    PREDICATE: ClassVar[str] = "reaches"
    utility: str
    task: str
    object_name: str
    level: str  # context | state (utility is the unshown default)
    rule: str


@dataclass(frozen=True)
class HasUtilityAtom(Atom):
    """has_utility/3 (coat_substitute.lp): an object serves a utility, by which rule."""

    PREDICATE: ClassVar[str] = "has_utility"
    utility: str
    object_name: str
    rule: str


@dataclass(frozen=True)
class TemperatureReferenceAtom(Atom):
    """temperature_reference/2 (coat_ideal.lp): a temperature the penalty compares with."""

    PREDICATE: ClassVar[str] = "temperature_reference"
    object_name: str
    temperature: str


@dataclass(frozen=True)
class CommonConfigAtom(Atom):
    """common_config/6 (coat_configurations.lp): a configuration of commonly occurring values."""

    PREDICATE: ClassVar[str] = "common_config"
    object_name: str
    mass: str
    material: str
    temperature: str
    already_in_use: str
    condition: str

    def values(self) -> tuple[str, str, str, str, str]:
        return (self.mass, self.material, self.temperature, self.already_in_use, self.condition)


# --------------------------------------------------------------------------- the project KB's facts
# (rules/coat_kb_defaults.lp shows them; solver.coat.knowledge reads kb/coat through these)


@dataclass(frozen=True)
class UtilityAtom(Atom):
    PREDICATE: ClassVar[str] = "utility"
    name: str


@dataclass(frozen=True)
class UtilityObjectAtom(Atom):
    PREDICATE: ClassVar[str] = "utility_object"
    utility: str
    object_name: str


@dataclass(frozen=True)
class TaskAtom(Atom):
    PREDICATE: ClassVar[str] = "task"
    utility: str
    task: str


@dataclass(frozen=True)
class ContextObjectAtom(Atom):
    PREDICATE: ClassVar[str] = "context_object"
    utility: str
    task: str
    object_name: str


@dataclass(frozen=True)
class ContextRankAtom(Atom):
    PREDICATE: ClassVar[str] = "context_rank"
    utility: str
    task: str
    object_name: str
    rank: int


@dataclass(frozen=True)
class CommonValueAtom(Atom):
    PREDICATE: ClassVar[str] = "common_value"
    object_name: str
    variable: str
    value: str


@dataclass(frozen=True)
class IdealTemperatureAtom(Atom):
    PREDICATE: ClassVar[str] = "ideal_temperature"
    object_name: str
    temperature: str
    rank: int


@dataclass(frozen=True)
class MaterialGoodAtom(Atom):
    PREDICATE: ClassVar[str] = "material_good"
    utility: str
    task: str
    object_name: str
    material: str
    rank: int


@dataclass(frozen=True)
class MaterialBadAtom(Atom):
    PREDICATE: ClassVar[str] = "material_bad"
    utility: str
    task: str
    object_name: str
    material: str


@dataclass(frozen=True)
class Ai2thorTypeAtom(Atom):
    PREDICATE: ClassVar[str] = "ai2thor_type"
    name: str
