"""Probing COAT from Python with COAT's own option names (`items`, `choices`, `choose_by`): a typed front of
the one generic run path (probes.benchmarks.runner), for scripts, benchmarks and tests."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from probes.benchmarks import get
from probes.benchmarks.runner import BenchmarkProbeOptions, Placement


@dataclass
class ProbeOptions(Placement):
    items: Path
    model: str
    method: str = "loglik"
    limit: Optional[int] = None
    out: Optional[Path] = None
    choices: str = "texts"
    choose_by: str = "sum"
    max_new_tokens: int = 16
    seed: int = 0

    def benchmark_options(self) -> BenchmarkProbeOptions:
        return BenchmarkProbeOptions(benchmark="coat", model=self.model, method=self.method, data=self.items,
                                     limit=self.limit, out=self.out, **self.placement(),
                                     max_new_tokens=self.max_new_tokens, seed=self.seed,
                                     settings={"choices": self.choices, "choose_by": self.choose_by})


def run_probe(opts: ProbeOptions, progress: bool = True, loaded: Any = None) -> dict:
    """Probe (or resume probing) COAT items; the summary of the shard's predictions with accuracy."""
    return get("coat").run(opts.benchmark_options(), progress=progress, loaded=loaded)
