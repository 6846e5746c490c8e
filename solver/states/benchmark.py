"""GITA's and TRIP's release descriptors (solver.releases): listed in solver/benchmarks.py."""
from __future__ import annotations

from solver.releases import ReleaseApi, ReleaseBenchmark


def _gita() -> ReleaseApi:
    # deferred: the area pulls in clingo and pandas; `physkb --help` lists the benchmarks without them
    from solver.states.release_api import GITA_API

    return GITA_API


def _trip() -> ReleaseApi:
    # deferred, as _gita
    from solver.states.release_api import TRIP_API

    return TRIP_API


GITA = ReleaseBenchmark("gita", "GITA", "states",
                        "GITA Table 3: stories by type (JSON, type field, spreadsheet, paper), state labels, attributes, "
                        "breakpoints.", _gita)
TRIP = ReleaseBenchmark("trip", "TRIP", "states", "TRIP: pairs, stories and state labels per file, labels per attribute.",
                        _trip)
