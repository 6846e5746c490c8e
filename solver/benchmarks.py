"""The registry of released benchmarks: one line per benchmark, its descriptor in its area's folder.

The stats command, the report's dataset tables, probes' benchmarks (their `release` attribute) and
the main job read RELEASES, so adding a released benchmark is its descriptor (solver/<area>/benchmark.py,
see solver.releases) plus its line here; code outside the project (a plug-in, a test) calls `register`.
"""
from __future__ import annotations

from solver.affordances.benchmark import GRAFFORD
from solver.coat.benchmark import COAT
from solver.errors import PhyskbError, UnknownNameError
from solver.releases import ReleaseApi, ReleaseBenchmark
from solver.sizes.benchmark import CCCONS
from solver.states.benchmark import GITA, TRIP

__all__ = ["RELEASES", "ReleaseApi", "ReleaseBenchmark", "register", "release"]

# name -> descriptor, in the order commands and reports list them
RELEASES: dict[str, ReleaseBenchmark] = {b.name: b for b in (COAT, GITA, TRIP, CCCONS, GRAFFORD)}


def register(descriptor: ReleaseBenchmark) -> ReleaseBenchmark:
    """Add a released benchmark after the project's own (a plug-in's; its `physkb stats` command comes with
    solver.stats.commands.add_stats_commands)."""
    if RELEASES.get(descriptor.name, descriptor) is not descriptor:
        raise PhyskbError(f"benchmark name {descriptor.name!r} is taken")
    RELEASES[descriptor.name] = descriptor
    return descriptor


def unregister(name: str) -> None:
    """Remove a descriptor added with `register` (tests clean up their toys)."""
    RELEASES.pop(name, None)


def release(name: str) -> ReleaseBenchmark:
    """The descriptor called `name`; an unknown name lists the close ones."""
    if name not in RELEASES:
        raise UnknownNameError("benchmark", name, list(RELEASES))
    return RELEASES[name]
