"""GRAFFORD as a probed benchmark (the protocol of probes/benchmarks/base.py).

Items, prompt formats, metrics, explanations and the report section live in
probes/grafford_items.py, grafford_adapter.py and grafford_analysis.py.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional


def _sep_token(spec) -> Optional[str]:
    """The masked LM's own separator ([SEP] for BERT, </s> for RoBERTa), read from its tokenizer files."""
    from probes.models import offline

    offline()
    from transformers import AutoTokenizer

    try:
        return AutoTokenizer.from_pretrained(str(spec.path), local_files_only=True).sep_token
    except OSError:
        return None


class GraffordBenchmark:
    name = "grafford"
    title = "GRAFFORD: affordances of objects in context"
    methods = ("mlm", "cloze", "nli", "generate")
    default_method = {"causal": "cloze", "masked": "mlm", "nli": "nli"}

    def load_items(self, data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, Any]]:
        from probes.grafford_items import load_items

        return load_items(data, limit)

    def item_from_raw(self, raw: dict) -> Any:
        from probes.grafford_items import item_from_raw

        return item_from_raw(raw)

    def adapter(self, kind: str, method: str, settings: dict) -> Any:
        from probes.grafford_adapter import GraffordAdapter

        return GraffordAdapter(kind, method, settings.get("sep_token"), int(settings.get("max_new_tokens") or 4))

    def run(self, opts: Any, progress: bool = True, loaded: Any = None) -> dict:
        from probes.benchmarks.runner import run_benchmark
        from probes.grafford_adapter import check_method
        from probes.models import resolve_model

        spec = resolve_model(opts.model)
        kind = "causal" if spec.kind == "gguf" else spec.kind
        if opts.method in (None, "loglik"):  # a caller's generic "score the candidates": this kind's scoring format
            opts.method = self.default_method[kind]
        check_method(kind, opts.method)
        if opts.method == "mlm" and "sep_token" not in opts.settings:
            opts.settings["sep_token"] = _sep_token(spec) or "[SEP]"
        summary = run_benchmark(self, opts, progress=progress, loaded=loaded)
        overall = self.diff(Path(summary["run"])).summary["overall"]
        summary.update({"accuracy": overall["accuracy"], "mAP": overall["mAP"],
                        "unparsable_answers": overall["unparsable_answers"]})
        return summary

    def diff(self, run_dir: Path):
        from probes.grafford_analysis import diff

        return diff(Path(run_dir))

    def explain(self, run_dir: Path, item_id: str, data: Optional[str | Path] = None):
        from probes.grafford_analysis import explain

        return explain(Path(run_dir), item_id, data)

    def explain_errors(self, run_dir: Path, data: Optional[str | Path] = None):
        from probes.grafford_analysis import explain_errors

        return explain_errors(Path(run_dir), data, progress=True)

    def report_section(self, run_dirs: list[Path], out: Path, data: Optional[str | Path] = None,
                       max_examples: int = 4):
        from probes.grafford_analysis import report_section

        return report_section([Path(r) for r in run_dirs], Path(out), data, max_examples)


BENCHMARK = GraffordBenchmark()
