"""GRAFFORD as a probed benchmark (the protocol of probes/benchmarks/base.py).

Items (items.py), prompt formats (adapter.py), metrics, explanations and the report section
(analysis.py); this object ties them to the registry.
"""
from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any, Optional

from probes.benchmarks.scored import ScoredBenchmark


def _sep_token(spec) -> Optional[str]:
    """The masked LM's own separator ([SEP] for BERT, </s> for RoBERTa), read from its tokenizer files."""
    # deferred: loads numpy (off `physkb --help`'s path)
    from probes.backends.hf import offline

    offline()
    # deferred: loads transformers (off `physkb --help`'s path)
    from transformers import AutoTokenizer

    try:
        return AutoTokenizer.from_pretrained(str(spec.path), local_files_only=True).sep_token
    except OSError:
        return None


class GraffordBenchmark(ScoredBenchmark):
    name = "grafford"
    title = "GRAFFORD: affordances of objects in context"
    methods = ("mlm", "cloze", "nli", "generate")
    explain_progress = True
    default_max_new_tokens = 4
    data_help = ("GRAFFORD release folder (or the shared data folder); default: $PHYSKB_DATA, else our own items "
                 "(kb/affordances/probe_items.json).")
    method_help = ("mlm (masked LM), cloze (causal LM), nli (NLI model) or generate (causal LM, Yes/No per class); "
                   "default by model kind.")
    limit_help = "Probe the first N rows."
    probe_doc = "Probe a model on GRAFFORD affordances in the paper's formats: a score for each of the 15 classes."

    def modules(self) -> tuple[ModuleType, ModuleType, ModuleType]:
        # deferred: loads clingo, clorm, problog, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.grafford import adapter, analysis, items

        return items, adapter, analysis


    def demo(self, data: Optional[Path]) -> Optional[tuple[str, str]]:
        # deferred: loads clingo, clorm, problog, simplemma (off `physkb --help`'s path)
        from solver.affordances.demo import summary

        return "affordances", str(summary(data))

    def adapter(self, kind: str, method: str, settings: dict) -> Any:
        return self.adapter_module().GraffordAdapter(kind, method, settings.get("sep_token"),
                                                     int(settings.get("max_new_tokens") or 4))

    def prepare(self, opts: Any, spec: Any) -> None:
        super().prepare(opts, spec)
        if opts.method == "mlm" and "sep_token" not in opts.settings:
            opts.settings["sep_token"] = _sep_token(spec) or "[SEP]"

    def summarize(self, summary: dict) -> dict:
        overall = self.diff(Path(summary["run"])).summary["overall"]
        summary.update({"accuracy": overall["accuracy"], "mAP": overall["mAP"],
                        "unparsable_answers": overall["unparsable_answers"]})
        return summary

    def summary_lines(self, summary: dict) -> list[str]:
        fmt = lambda v: "–" if v is None else f"{v:.3f}"  # noqa: E731
        return [super().summary_lines(summary)[0],
                f"accuracy {fmt(summary.get('accuracy'))}, mAP {fmt(summary.get('mAP'))}"
                + (f", {summary['unparsable_answers']} unparsable answers" if summary.get("unparsable_answers")
                   else ""),
                f"run folder: {summary['run']}"]


BENCHMARK = GraffordBenchmark()
