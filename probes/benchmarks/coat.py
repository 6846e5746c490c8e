"""COAT behind the benchmark protocol: a thin wrapper over the existing engine, diff, explain and report.

Nothing COAT-specific is re-implemented here; `physkb probe coat`, `diff`, `explain` and
`report` keep their own COAT code paths and outputs, and this wrapper lets generic callers
(the main job, a report over several benchmarks) treat COAT like any other benchmark.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

from probes.benchmarks.base import DiffResult, ErrorSummary, Explanation, Section


class CoatBenchmark:
    name = "coat"
    title = "COAT: object choice for a task and utility"
    methods = ("loglik", "generate")

    def load_items(self, data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, Any]]:
        """COAT items are generated question sets: `data` is an items file or folder (physkb generate coat)."""
        from probes.coat_adapter import load_items

        if data is None:
            from solver.errors import PhyskbError

            raise PhyskbError("COAT items come from `physkb generate coat`; pass the items file or folder")
        return load_items(Path(data), limit)

    def item_from_raw(self, raw: dict) -> Any:
        from solver.questions.schema import MultipleChoiceItem

        return MultipleChoiceItem.model_validate(raw)

    def adapter(self, kind: str, method: str, settings: dict) -> Any:
        from probes.coat_adapter import CoatAdapter
        from probes.prompts import prompt_format

        return CoatAdapter(prompt_format(settings.get("choices", "texts")), kind, method,
                           settings.get("choose_by", "sum"), settings.get("max_new_tokens") or 16)

    def run(self, opts: Any, progress: bool = True, loaded: Any = None) -> dict:
        """`opts` is probes.engine.ProbeOptions (COAT's own engine path, unchanged)."""
        from probes.engine import run_probe

        return run_probe(opts, progress=progress, loaded=loaded)

    def diff(self, run_dir: Path) -> DiffResult:
        from probes.diff import diff_run

        d = diff_run(run_dir)
        return DiffResult(benchmark=self.name, run=d.run.path, label=d.run.label, summary=d.summary(),
                          rows=[row.to_json() for row in d.rows])

    def _wrap(self, e) -> Explanation:
        from probes.explain import format_explanation

        return Explanation(item_id=e.item_id, category=e.category, text=format_explanation(e), correct=e.correct,
                           trace=[e.text], detail=e.to_json())

    def explain(self, run_dir: Path, item_id: str, data: Optional[str | Path] = None) -> Explanation:
        from probes.explain import explain_run_item

        return self._wrap(explain_run_item(run_dir, item_id, data=data))

    def explain_errors(self, run_dir: Path, data: Optional[str | Path] = None) -> ErrorSummary:
        from probes.explain import explain_errors

        report = explain_errors(run_dir, data=data)
        return ErrorSummary(benchmark=self.name, run=Path(run_dir), explanations=[self._wrap(e) for e in report.explanations],
                            source=report.source)

    def report_section(self, run_dirs: list[Path], out: Path, data: Optional[str | Path] = None,
                       max_examples: int = 4) -> Section:
        from probes.report import coat_document
        from probes.report_doc import Heading

        doc, diffs, errors, notes, plots = coat_document(run_dirs, out, data=data, max_examples=max_examples,
                                                         progress=False)
        blocks = [Heading(b.text, min(b.level + 1, 6)) if isinstance(b, Heading) else b for b in doc.blocks]
        return Section(benchmark=self.name, blocks=blocks, plots=plots,
                       figures={"runs": [d.summary() for d in diffs],
                                "errors": [e.to_json() if e else None for e in errors]}, notes=notes)


BENCHMARK = CoatBenchmark()
