"""CConS as a probed benchmark (the protocol of probes/benchmarks/base.py).

Items, prompt formats, diff, explanations and the report section live in
probes/cccons_items.py, cccons_adapter.py and cccons_analysis.py; this object ties them
to the registry so `physkb probe|diff|explain|report|run` handle CConS runs.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional


class CConsBenchmark:
    name = "cccons"
    title = "CConS: size comparison in (counter-commonsense) contexts"
    methods = ("mlm", "cloze", "generate", "nli")
    default_method = {"causal": "cloze", "masked": "mlm", "nli": "nli"}

    def load_items(self, data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, Any]]:
        from probes.cccons_items import load_items

        return load_items(data, limit)

    def item_from_raw(self, raw: dict) -> Any:
        from probes.cccons_items import item_from_raw

        return item_from_raw(raw)

    def adapter(self, kind: str, method: str, settings: dict) -> Any:
        from probes.cccons_adapter import CConsAdapter

        return CConsAdapter(kind, method, int(settings.get("max_new_tokens") or 24))

    def run(self, opts: Any, progress: bool = True, loaded: Any = None) -> dict:
        from probes.benchmarks.runner import run_benchmark
        from probes.cccons_adapter import check_method
        from probes.models import resolve_model

        spec = resolve_model(opts.model)
        kind = "causal" if spec.kind == "gguf" else spec.kind
        if opts.method in (None, "loglik"):  # a caller's generic "score the candidates": this kind's scoring format
            opts.method = self.default_method[kind]
        check_method(kind, opts.method)
        summary = run_benchmark(self, opts, progress=progress, loaded=loaded)
        result = self.diff(Path(summary["run"]))
        summary["accuracy"] = result.summary["overall"]["accuracy"]
        summary["by_group"] = {r["group"]: r["accuracy"] for r in result.summary["by_group"]}
        summary["prior_diagnostic"] = result.summary["prior_diagnostic"]["counter_commonsense"]
        return summary

    def diff(self, run_dir: Path):
        from probes.cccons_analysis import diff

        return diff(Path(run_dir))

    def explain(self, run_dir: Path, item_id: str, data: Optional[str | Path] = None):
        from probes.cccons_analysis import explain

        return explain(Path(run_dir), item_id, data)

    def explain_errors(self, run_dir: Path, data: Optional[str | Path] = None):
        from probes.cccons_analysis import explain_errors

        return explain_errors(Path(run_dir), data)

    def report_section(self, run_dirs: list[Path], out: Path, data: Optional[str | Path] = None,
                       max_examples: int = 4):
        from probes.cccons_analysis import report_section

        return report_section([Path(r) for r in run_dirs], Path(out), data, max_examples)


BENCHMARK = CConsBenchmark()
