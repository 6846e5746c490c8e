"""Registry of probed benchmarks, keyed by run.json's "benchmark" field (see base.py for the protocol).

One explicit list: each benchmark subpackage's __init__ defines BENCHMARK with light imports
only (its items, adapter and analysis modules are imported inside its methods), so listing
them here keeps `physkb --help` fast. A new benchmark is a new subpackage plus one line in
BENCHMARKS; code outside the project (a plug-in, a test) calls `register`.
"""
from __future__ import annotations

from pathlib import Path

from probes.benchmarks.base import Benchmark, run_benchmark_name
from probes.benchmarks.cccons import BENCHMARK as CCCONS
from probes.benchmarks.coat import BENCHMARK as COAT
from probes.benchmarks.gita import BENCHMARK as GITA
from probes.benchmarks.grafford import BENCHMARK as GRAFFORD
from probes.benchmarks.states import BENCHMARK as STATES
from probes.benchmarks.trip import BENCHMARK as TRIP
from solver.registry import Registry

# name -> benchmark, in report and main-job order (registration order: the project's own, then plug-ins)
BENCHMARKS: Registry[Benchmark] = Registry("benchmark", (COAT, GITA, TRIP, CCCONS, GRAFFORD, STATES))
# the benchmark of run folders written before run.json named one (only COAT was probed then)
UNNAMED_RUNS = COAT.name
register = BENCHMARKS.register  # add a benchmark after the project's own (a plug-in, a test)
unregister = BENCHMARKS.unregister  # remove one added with `register`
get = BENCHMARKS.named  # the benchmark called `name`; an unknown name lists the close ones


def names() -> list[str]:
    """Registered benchmark names, in report order."""
    return list(BENCHMARKS)


def run_benchmark(run_dir: str | Path) -> str:
    """The name of the benchmark a run folder probed (its run.json; older runs: UNNAMED_RUNS)."""
    return run_benchmark_name(run_dir, UNNAMED_RUNS)
