"""GRAFFORD's release descriptor (solver.releases): listed in solver/benchmarks.py."""
from __future__ import annotations

from solver.releases import ReleaseApi, ReleaseBenchmark


def _api() -> ReleaseApi:
    # deferred: the area pulls in ProbLog and pandas; `physkb --help` lists the benchmark without them
    from solver.affordances.release_api import GRAFFORD_API

    return GRAFFORD_API


GRAFFORD = ReleaseBenchmark("grafford", "GRAFFORD", "affordances",
                            "GRAFFORD: class counts, agreement with the high-agreement file, class co-occurrence heatmap.",
                            _api)
