"""CConS as a probed benchmark (the protocol of probes/benchmarks/base.py).

Items (items.py), prompt formats (adapter.py), diff, explanations and the report section
(analysis.py); this object ties them to the registry.
"""
from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any, Optional

from probes.benchmarks.scored import ScoredBenchmark


class CConsBenchmark(ScoredBenchmark):
    name = "cccons"
    title = "CConS: size comparison in (counter-commonsense) contexts"
    methods = ("mlm", "cloze", "generate", "nli")
    default_max_new_tokens = 24
    data_help = ("CConS release folder (or the shared data folder); default: $PHYSKB_DATA, else our own size "
                 "pairs (kb/sizes/probe_items.json).")
    method_help = ("mlm (masked LM), cloze (causal LM), generate (causal LM) or nli (NLI model); default: mlm / "
                   "cloze / nli by model kind.")
    limit_help = "Probe N items, taken evenly from every release file."
    probe_doc = "Probe a model on CConS size comparisons in the paper's formats (resumable run folder)."
    checks_reasons = True  # --ask-reason: the size relation a stated reason names is checked (analysis)

    def modules(self) -> tuple[ModuleType, ModuleType, ModuleType]:
        # deferred: loads clingo, clorm, problog, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.cccons import adapter, analysis, items

        return items, adapter, analysis


    def demo(self, data: Optional[Path]) -> Optional[tuple[str, str]]:
        # deferred: loads clingo, clorm, networkx, problog, simplemma (off `physkb --help`'s path)
        from solver.sizes.demo import summary

        return "sizes", str(summary(data))

    def adapter(self, kind: str, method: str, settings: dict) -> Any:
        return self.adapter_module().CConsAdapter(kind, method, int(settings.get("max_new_tokens") or 24),
                                                  ask_reason=bool(settings.get("ask_reason")))

    def summarize(self, summary: dict) -> dict:
        result = self.diff(Path(summary["run"]))
        summary["accuracy"] = result.summary["overall"]["accuracy"]
        summary["by_group"] = {r["group"]: r["accuracy"] for r in result.summary["by_group"]}
        summary["prior_diagnostic"] = result.summary["prior_diagnostic"]["counter_commonsense"]
        return summary

    def summary_lines(self, summary: dict) -> list[str]:
        lines = super().summary_lines(summary)[:1]
        acc = summary.get("accuracy")
        lines.append(f"accuracy {acc:.3f}" if acc is not None else "no predictions")
        for group, value in summary.get("by_group", {}).items():
            lines.append(f"  {group:24s} {'–' if value is None else f'{value:.3f}'}")
        diag = summary.get("prior_diagnostic") or {}
        if diag.get("share") is not None:
            lines.append(f"counter-commonsense errors that follow the prior: {diag['followed_prior']}/"
                         f"{diag['judged']} ({100 * diag['share']:.1f}%)")
        lines.append(f"run folder: {summary['run']}")
        return lines


BENCHMARK = CConsBenchmark()
