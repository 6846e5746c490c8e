"""What a released benchmark is to the solver: its descriptor (ReleaseBenchmark) and its area's entry
points (ReleaseApi).

A descriptor is light data (names, help line, where the release lives): `physkb --help` lists every
benchmark's `stats` command from it without loading any area. What reads the release (loader, stats,
validator, the paper figures we count too) is the ReleaseApi its `api` hook returns: the area's
release module, imported only when a command needs it, since the areas pull in clingo, ProbLog and
pandas. Each descriptor lives in its area's folder (solver/<area>/benchmark.py); solver/benchmarks.py
lists them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable


@dataclass(frozen=True)
class ReleaseApi:
    """How an area reads one release: each takes the release folder."""

    load: Callable[[Path], Any]  # -> typed records (the area's loader)
    stats: Callable[[Path], Any]  # -> a solver.stats.model.StatsReport
    validate: Callable[[Path], Any]  # -> the area's validation report (default options)
    # our figure for a quantity of the paper's count table (papers/<name>.csv's `setting`), where our
    # stats count the same thing: setting -> (the stats report's figures -> our number)
    paper_figures: dict[str, Callable[[dict], Any]] = field(default_factory=dict)


@dataclass(frozen=True)
class ReleaseBenchmark:
    """One released benchmark as the solver knows it."""

    name: str  # the command-line name, and the release's folder under the shared data folder
    title: str  # as the papers write it
    area: str  # the solver area that reads it (solver/<area>/)
    stats_doc: str  # the help line of `physkb stats <name>`
    api: Callable[[], ReleaseApi]  # the area's release entry points, imported when called
    report_skip: tuple[str, ...] = ()  # stats tables too long for a report (they stay in <name>_stats.md)

    def folder(self, data: Path) -> Path:
        """This benchmark's release folder, whether `data` is the shared data folder or already the folder."""
        return data / self.name if (data / self.name).is_dir() else data

    def load(self, folder: Path) -> Any:
        """The release folder -> typed records."""
        return self.api().load(folder)

    def stats(self, folder: Path) -> Any:
        """The release folder -> a solver.stats.model.StatsReport."""
        return self.api().stats(folder)

    def validate(self, folder: Path) -> Any:
        """The release folder -> the area's validation report."""
        return self.api().validate(folder)
