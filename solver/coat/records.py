"""Typed records of COAT knowledge, shared by the release loaders and the project KB.

Everything downstream of the loaders works on these records only, so the release's JSON
layout and the project's ASP facts are interchangeable sources of the same knowledge.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from solver.errors import DataError
from solver.logic.coat import DomainValues
from solver.logic.tables import read
from solver.paths import KB_DIR

VARIABLES: tuple[str, ...] = ("mass", "material", "temperature", "already_in_use", "condition")

# Value domains in their canonical order, stated once in kb/coat/domains.lp (domain_values/2).
_DOMAINS_FILE = KB_DIR / "coat" / "domains.lp"
DOMAINS: dict[str, tuple[str, ...]] = {d.variable: d.values for d in read(_DOMAINS_FILE, DomainValues)}
if tuple(DOMAINS) != VARIABLES:
    raise DataError(f"{_DOMAINS_FILE} states the domains of {', '.join(DOMAINS)}; expected {', '.join(VARIABLES)}")

CLASSES: tuple[str, ...] = ("ideal", "moderate", "bad")
PROFILES: tuple[str, ...] = ("corrected", "release")


@dataclass(frozen=True)
class ConfigurationValues:
    """One value per physical-state variable of an object (no id: e.g. an oracle entry)."""

    object_name: str
    mass: str
    material: str
    temperature: str
    already_in_use: str
    condition: str

    def values(self) -> tuple[str, str, str, str, str]:
        return (self.mass, self.material, self.temperature, self.already_in_use, self.condition)

    def as_dict(self) -> dict[str, str]:
        return dict(zip(VARIABLES, self.values()))


@dataclass(frozen=True)
class Configuration(ConfigurationValues):
    """A common configuration with its id (release: possible_configurations_v1.json order)."""

    id: int = 0


@dataclass(frozen=True)
class CommonValues:
    """The commonly occurring values of each variable of one object, in their listed order."""

    object_name: str
    mass: tuple[str, ...]
    material: tuple[str, ...]
    temperature: tuple[str, ...]
    already_in_use: tuple[str, ...]
    condition: tuple[str, ...]

    def of(self, variable: str) -> tuple[str, ...]:
        return getattr(self, variable)

    def is_empty(self) -> bool:
        return not any(self.of(v) for v in VARIABLES)


@dataclass(frozen=True)
class IdealValues:
    """An object's ideal temperature(s), in-use state and condition (3_var_ideal_config.json)."""

    object_name: str
    temperature: tuple[str, ...]
    already_in_use: tuple[str, ...] = ("free",)
    condition: tuple[str, ...] = ("clean",)


@dataclass(frozen=True)
class MaterialPreference:
    """Materials of an object for a <utility, task>: `good` ascending (last = best), `bad`."""

    utility: str
    task: str
    object_name: str
    good: tuple[str, ...]
    bad: tuple[str, ...]


@dataclass(frozen=True)
class SuboptimalEntry:
    """One entry of pouch_suboptimal.json: a configuration with its released penalties and class."""

    utility: str
    task: str
    cls: str
    configuration: Configuration
    time_penalty: int
    material_penalty: int


@dataclass
class ReleaseGold:
    """The release's own answers and raw extras, kept for the validator only."""

    ideal_configurations: dict[tuple[str, str], list[ConfigurationValues]] = field(default_factory=dict)
    suboptimal: list[SuboptimalEntry] = field(default_factory=list)
    common_values_raw: dict[str, CommonValues] = field(default_factory=dict)
    ideal_values: dict[str, IdealValues] = field(default_factory=dict)
    choice_ideal_values: dict[str, IdealValues] = field(default_factory=dict)
    oracle_raw: dict[tuple[str, str], list[str]] = field(default_factory=dict)


# A configuration is bad (unusable for the task) when its time or material penalty reaches
# this; the rules read it as the fact bad_threshold/1 (rules/coat_classes.lp), probes import it.
BAD_THRESHOLD: int = 500

# The orders a Task-2 gold can be decided by (rules/coat_classes.lp gold_key/7): "sum" as the
# release generator, "time-then-material" as the paper's appendix D.5.
TASK2_GOLD_ORDERS: tuple[str, ...] = ("sum", "time-then-material")
# The rules' name (gold_key/7 Order argument) of each order.
GOLD_ORDER_ATOMS: dict[str, str] = {"sum": "sum", "time-then-material": "time_then_material"}
