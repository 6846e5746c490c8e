"""The release benchmarks the solver reads, one descriptor each, listed once.

A descriptor says where a benchmark's release lives under the shared data folder, which solver
area reads it, and how to load it, describe it (`physkb stats`) and validate it. The stats
command, probes' benchmarks (their `release` attribute) and the main job read these
descriptors, so adding a benchmark on par with the five is one line in RELEASES (plus its
solver area and, for probing, its probes/benchmarks/<name>/ package).

The callables import their area only when called, so listing every benchmark here keeps
`physkb --help` fast (the areas pull in clingo, ProbLog and pandas).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from solver.errors import UnknownNameError


@dataclass(frozen=True)
class ReleaseBenchmark:
    """One released benchmark as the solver knows it."""

    name: str  # the command-line name, and the release's folder under the shared data folder
    title: str  # as the papers write it
    area: str  # the solver area that reads it (solver/<area>/)
    stats_doc: str  # the help line of `physkb stats <name>`
    load: Callable[[Path], Any]  # the release folder -> typed records (the area's loader)
    stats: Callable[[Path], Any]  # the release folder -> a solver.stats.model.StatsReport
    validate: Callable[[Path], Any]  # the release folder -> the area's validation report (default options)
    report_skip: tuple[str, ...] = ()  # stats tables too long for a report (they stay in <name>_stats.md)

    def folder(self, data: Path) -> Path:
        """This benchmark's release folder, whether `data` is the shared data folder or already the folder."""
        return data / self.name if (data / self.name).is_dir() else data


# --- coat
def _coat_load(folder: Path) -> Any:
    from solver.coat.knowledge import load_coat_kb

    return load_coat_kb(folder)


def _coat_stats(folder: Path) -> Any:
    from solver.stats.coat import coat_stats

    return coat_stats(folder)


def _coat_validate(folder: Path) -> Any:
    from solver.coat.validate import validate_release

    return validate_release(_coat_load(folder))


# --- gita / trip (the states area)
def _gita_load(folder: Path) -> Any:
    from solver.states.loaders import load_gita

    return load_gita(folder)


def _trip_load(folder: Path) -> Any:
    from solver.states.loaders import load_trip

    return load_trip(folder)


def _gita_stats(folder: Path) -> Any:
    from solver.stats.stories import gita_stats

    return gita_stats(folder)


def _trip_stats(folder: Path) -> Any:
    from solver.stats.stories import trip_stats

    return trip_stats(folder)


def _gita_validate(folder: Path) -> Any:
    from solver.states.validate import validate

    return validate(_gita_load(folder), "gita")


def _trip_validate(folder: Path) -> Any:
    from solver.states.validate import validate

    return validate(_trip_load(folder), "trip")


# --- cccons (the sizes area)
def _cccons_load(folder: Path) -> Any:
    from solver.sizes.loaders import load_cccons

    return load_cccons(folder)


def _cccons_stats(folder: Path) -> Any:
    from solver.stats.cccons import cccons_stats

    return cccons_stats(folder)


def _cccons_validate(folder: Path) -> Any:
    from solver.sizes.validate import validate_cccons

    return validate_cccons(folder)


# --- grafford (the affordances area)
def _grafford_load(folder: Path) -> Any:
    from solver.affordances.loaders import load_grafford

    return load_grafford(folder)


def _grafford_stats(folder: Path) -> Any:
    from solver.stats.grafford import grafford_stats

    return grafford_stats(folder)


def _grafford_validate(folder: Path) -> Any:
    from solver.affordances.validate import validate_grafford

    return validate_grafford(folder)


# name -> descriptor, in the order commands and reports list them
RELEASES: dict[str, ReleaseBenchmark] = {b.name: b for b in (
    ReleaseBenchmark("coat", "COAT", "coat",
                     "COAT: utilities, objects, tasks, context objects, ideal / moderate / bad configurations per "
                     "utility and task.", _coat_load, _coat_stats, _coat_validate, report_skip=("tasks",)),
    ReleaseBenchmark("gita", "GITA", "states",
                     "GITA Table 3: stories by type (JSON, type field, spreadsheet, paper), state labels, attributes, "
                     "breakpoints.", _gita_load, _gita_stats, _gita_validate),
    ReleaseBenchmark("trip", "TRIP", "states", "TRIP: pairs, stories and state labels per file, labels per attribute.",
                     _trip_load, _trip_stats, _trip_validate),
    ReleaseBenchmark("cccons", "CConS", "sizes",
                     "CConS: rows per subset and difficulty, label balance, contexts with in/into, nouns.",
                     _cccons_load, _cccons_stats, _cccons_validate),
    ReleaseBenchmark("grafford", "GRAFFORD", "affordances",
                     "GRAFFORD: class counts, agreement with the high-agreement file, class co-occurrence heatmap.",
                     _grafford_load, _grafford_stats, _grafford_validate),
)}


def release(name: str) -> ReleaseBenchmark:
    """The descriptor called `name`; an unknown name lists the close ones."""
    if name not in RELEASES:
        raise UnknownNameError("benchmark", name, list(RELEASES))
    return RELEASES[name]
