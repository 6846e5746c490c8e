"""CConS's release descriptor (solver.releases): listed in solver/benchmarks.py."""
from __future__ import annotations

from solver.releases import ReleaseApi, ReleaseBenchmark


def _api() -> ReleaseApi:
    # deferred: the area pulls in ProbLog and pandas; `physkb --help` lists the benchmark without them
    from solver.sizes.release_api import CCCONS_API

    return CCCONS_API


CCCONS = ReleaseBenchmark("cccons", "CConS", "sizes",
                          "CConS: rows per subset and difficulty, label balance, contexts with in/into, nouns.", _api)
