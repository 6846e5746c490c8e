"""COAT's release descriptor (solver.releases): listed in solver/benchmarks.py."""
from __future__ import annotations

from solver.releases import ReleaseApi, ReleaseBenchmark


def _api() -> ReleaseApi:
    # deferred: the area pulls in clingo; `physkb --help` lists the benchmark without it
    from solver.coat.release_api import COAT_API

    return COAT_API


COAT = ReleaseBenchmark("coat", "COAT", "coat",
                        "COAT: utilities, objects, tasks, context objects, ideal / moderate / bad configurations per "
                        "utility and task.", _api, report_skip=("tasks",))
