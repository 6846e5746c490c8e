"""The registry of released benchmarks: one line per benchmark, its descriptor in its area's folder.

The stats command, the report's dataset tables, probes' benchmarks (their `release` attribute) and
the main job read RELEASES, so adding a released benchmark is its descriptor (solver/<area>/benchmark.py,
see solver.releases) plus its line here; code outside the project (a plug-in, a test) calls `register`.
"""
from __future__ import annotations

from solver.affordances.benchmark import GRAFFORD
from solver.coat.benchmark import COAT
from solver.registry import Registry
from solver.releases import ReleaseApi, ReleaseBenchmark
from solver.sizes.benchmark import CCCONS
from solver.states.benchmark import GITA, TRIP

__all__ = ["RELEASES", "ReleaseApi", "ReleaseBenchmark", "register", "release", "unregister"]

# name -> descriptor, in the order commands and reports list them
RELEASES: Registry[ReleaseBenchmark] = Registry("benchmark", (COAT, GITA, TRIP, CCCONS, GRAFFORD))
# a plug-in's descriptor (its `physkb stats` command comes with solver.stats.commands.add_stats_commands)
register = RELEASES.register
unregister = RELEASES.unregister
release = RELEASES.named  # the descriptor called `name`; an unknown name lists the close ones
