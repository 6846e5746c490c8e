"""GRAFFORD as a probed benchmark (the protocol of probes/benchmarks/base.py).

Items, prompt formats, metrics, explanations and the report section live in
probes/grafford_items.py, grafford_adapter.py and grafford_analysis.py.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

from probes.benchmarks.scored import ModuleBackedBenchmark


def _sep_token(spec) -> Optional[str]:
    """The masked LM's own separator ([SEP] for BERT, </s> for RoBERTa), read from its tokenizer files."""
    from probes.models import offline

    offline()
    from transformers import AutoTokenizer

    try:
        return AutoTokenizer.from_pretrained(str(spec.path), local_files_only=True).sep_token
    except OSError:
        return None


class GraffordBenchmark(ModuleBackedBenchmark):
    name = "grafford"
    title = "GRAFFORD: affordances of objects in context"
    methods = ("mlm", "cloze", "nli", "generate")
    module_prefix = "probes.grafford"
    explain_progress = True

    def adapter(self, kind: str, method: str, settings: dict) -> Any:
        from probes.grafford_adapter import GraffordAdapter

        return GraffordAdapter(kind, method, settings.get("sep_token"), int(settings.get("max_new_tokens") or 4))

    def run(self, opts: Any, progress: bool = True, loaded: Any = None) -> dict:
        from probes.benchmarks.runner import run_benchmark

        spec = self.resolve_method(opts)
        if opts.method == "mlm" and "sep_token" not in opts.settings:
            opts.settings["sep_token"] = _sep_token(spec) or "[SEP]"
        summary = run_benchmark(self, opts, progress=progress, loaded=loaded)
        overall = self.diff(Path(summary["run"])).summary["overall"]
        summary.update({"accuracy": overall["accuracy"], "mAP": overall["mAP"],
                        "unparsable_answers": overall["unparsable_answers"]})
        return summary


BENCHMARK = GraffordBenchmark()
