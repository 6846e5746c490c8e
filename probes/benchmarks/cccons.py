"""CConS as a probed benchmark (the protocol of probes/benchmarks/base.py).

Items, prompt formats, diff, explanations and the report section live in
probes/cccons_items.py, cccons_adapter.py and cccons_analysis.py; this object ties them
to the registry so `physkb probe|diff|explain|report|run` handle CConS runs.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from probes.benchmarks.scored import ModuleBackedBenchmark


class CConsBenchmark(ModuleBackedBenchmark):
    name = "cccons"
    title = "CConS: size comparison in (counter-commonsense) contexts"
    methods = ("mlm", "cloze", "generate", "nli")
    module_prefix = "probes.cccons"

    def adapter(self, kind: str, method: str, settings: dict) -> Any:
        from probes.cccons_adapter import CConsAdapter

        return CConsAdapter(kind, method, int(settings.get("max_new_tokens") or 24))

    def run(self, opts: Any, progress: bool = True, loaded: Any = None) -> dict:
        from probes.benchmarks.runner import run_benchmark

        self.resolve_method(opts)
        summary = run_benchmark(self, opts, progress=progress, loaded=loaded)
        result = self.diff(Path(summary["run"]))
        summary["accuracy"] = result.summary["overall"]["accuracy"]
        summary["by_group"] = {r["group"]: r["accuracy"] for r in result.summary["by_group"]}
        summary["prior_diagnostic"] = result.summary["prior_diagnostic"]["counter_commonsense"]
        return summary


BENCHMARK = CConsBenchmark()
