"""COAT as a probed benchmark: generated question sets (items.py), prompts and adapter (prompts.py,
adapter.py), diff, explain and report (diff.py, explain.py, report.py, plots.py, show.py), the
probe command (command.py), a Python front with COAT's option names (api.py) and its part of the main job (job.py).

Light to import: every module above is imported inside the methods that need it.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Optional

from probes.benchmarks.base import (BaseBenchmark, DiffResult, ErrorSummary, Explanation, JobContext, JobInputs,
                                    Section)
from solver.errors import PhyskbError, UnknownNameError
import sys
from probes.benchmarks.coat.command import coat_probe_command


class CoatBenchmark(BaseBenchmark):
    name = "coat"
    title = "COAT: object choice for a task and utility"
    methods = ("loglik", "generate")
    default_max_new_tokens = 16
    job_limit_kb = 90  # 3 items per variation: a few minutes with SmolLM2 on a 2-core CPU
    job_limit_release = 240  # 8 per variation
    job_limit_note = "COAT's spread evenly over the 30 variations"

    def probe_command(self) -> Callable[..., None]:
        return coat_probe_command(self)

    def check_profile(self, profile: str) -> None:
        """The COAT solver's profiles (corrected | release)."""
        # deferred: loads clingo, clorm, problog (off `physkb --help`'s path)
        from solver.coat.derive import check_profile

        check_profile(profile)

    def demo(self, data: Optional[Path]) -> Optional[tuple[str, str]]:
        # deferred: loads clingo, clorm, problog (off `physkb --help`'s path)
        from solver.coat.demo import summary

        return "coat", str(summary(data))

    # -- probing
    def load_items(self, data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, Any]]:
        """COAT items are generated question sets: `data` is an items file or folder (physkb generate coat)."""
        # deferred: loads clingo, clorm, problog, pydantic (off `physkb --help`'s path)
        from probes.benchmarks.coat.items import limit_note, load_items

        if data is None:
            raise PhyskbError("COAT items come from `physkb generate coat`; pass the items file or folder")
        items = load_items(Path(data), limit)
        note = limit_note(Path(data), limit)
        if note:  # say which items were taken: a limit is not silently the first variation alone
            print(f"physkb: {note}", file=sys.stderr)
        return items

    def items_source(self, data: Optional[str | Path]) -> str:
        return str(data)

    def item_from_raw(self, raw: dict) -> Any:
        # deferred: loads clingo, clorm, problog, pydantic (off `physkb --help`'s path)
        from probes.benchmarks.coat.items import read_item

        return read_item(raw, "items.jsonl")

    def prepare(self, opts: Any, spec: Any) -> None:
        # deferred: loads clingo, clorm, problog, pydantic (off `physkb --help`'s path)
        from probes.benchmarks.coat.prompts import CHOICE_STYLES

        super().prepare(opts, spec)
        choices = opts.settings.setdefault("choices", "texts")
        opts.settings.setdefault("choose_by", "sum")
        if choices not in CHOICE_STYLES:
            raise UnknownNameError("--choices value", str(choices), CHOICE_STYLES)

    def adapter(self, kind: str, method: str, settings: dict) -> Any:
        # deferred: loads clingo, clorm, problog, pydantic (off `physkb --help`'s path)
        from probes.benchmarks.coat.adapter import CoatAdapter
        from probes.benchmarks.coat.prompts import prompt_format

        return CoatAdapter(prompt_format(settings.get("choices", "texts")), kind, method,
                           settings.get("choose_by", "sum"), settings.get("max_new_tokens") or 16,
                           ask_reason=bool(settings.get("ask_reason")))

    def summarize(self, summary: dict) -> dict:
        """Adds the shard's correct count and accuracy against the solver's gold."""
        # deferred: off `physkb --help`'s path (start-up time)
        from probes import runs

        gold = {raw["id"]: raw["gold"] for raw in runs.load_run_items(Path(summary["run"]))}
        done = {r["id"]: r for r in runs.read_predictions(Path(summary["predictions"])) if r["id"] in gold}
        correct = sum(1 for p in done.values() if p["parsed"] and p["choice"] == gold[p["id"]])
        scored = summary["n_done"]
        summary.update({"n_correct": correct, "accuracy": correct / scored if scored else None})
        return summary

    def summary_lines(self, summary: dict) -> list[str]:
        acc = summary["accuracy"]
        return [f"{summary['n_done']}/{summary['n_items']} items probed, {summary['n_unparsable']} unparsable, "
                f"accuracy {acc:.3f}" if acc is not None else "no predictions", f"run folder: {summary['run']}"]

    # -- the main job
    def job_inputs(self, ctx: JobContext) -> Optional[JobInputs]:
        # deferred: loads clingo, clorm, numpy, problog, pydantic, tqdm (off `physkb --help`'s path)
        from probes.benchmarks.coat.job import job_inputs

        return job_inputs(self, ctx)

    def job_lines(self, summary: dict, figures: dict) -> list[str]:
        # deferred: loads clingo, clorm, numpy, problog, pydantic, tqdm (off `physkb --help`'s path)
        from probes.benchmarks.coat.job import job_lines

        return job_lines(summary, figures)

    # -- analysis
    def diff(self, run_dir: Path) -> DiffResult:
        # deferred: loads clingo, clorm, problog, pydantic (off `physkb --help`'s path)
        from probes.benchmarks.coat.diff import diff_run

        d = diff_run(run_dir)
        return DiffResult(benchmark=self.name, run=d.run.path, label=d.run.label, summary=d.summary(),
                          rows=[row.to_json() for row in d.rows])

    def show_diff(self, result: DiffResult, show_items: bool) -> None:
        # deferred: loads rich (off `physkb --help`'s path)
        from probes.benchmarks.coat.show import show_diff

        show_diff(result, show_items)

    def _wrap(self, e) -> Explanation:
        # deferred: loads clingo, clorm, problog, pydantic (off `physkb --help`'s path)
        from probes.benchmarks.coat.explain import format_explanation

        return Explanation(item_id=e.item_id, category=e.category, text=format_explanation(e), correct=e.correct,
                           trace=[e.text], detail={"detail": e.detail}, extra=e.to_json())

    def explain(self, run_dir: Path, item_id: str, data: Optional[str | Path] = None,
                profile: Optional[str] = None) -> Explanation:
        # deferred: loads clingo, clorm, problog, pydantic (off `physkb --help`'s path)
        from probes.benchmarks.coat.explain import explain_run_item

        return self._wrap(explain_run_item(run_dir, item_id, data=data, profile=profile))

    def explain_errors(self, run_dir: Path, data: Optional[str | Path] = None, profile: Optional[str] = None,
                       progress: bool = False) -> ErrorSummary:
        # deferred: loads clingo, clorm, problog, pydantic (off `physkb --help`'s path)
        from probes.benchmarks.coat.explain import explain_errors

        report = explain_errors(run_dir, data=data, profile=profile, progress=progress)
        return ErrorSummary(benchmark=self.name, run=Path(run_dir),
                            explanations=[self._wrap(e) for e in report.explanations],
                            source=f"{report.source}, profile {report.profile}", extra=report.to_json())

    def show_explanation(self, explanation: Explanation) -> str:
        return explanation.text

    def show_errors(self, report: ErrorSummary, limit: int) -> str:
        # deferred: loads rich (off `physkb --help`'s path)
        from probes.benchmarks.coat.show import show_errors

        return show_errors(report, limit)

    def report_section(self, run_dirs: list[Path], out: Path, data: Optional[str | Path] = None,
                       max_examples: int = 4, profile: Optional[str] = None, progress: bool = False) -> Section:
        # deferred: off `physkb --help`'s path (start-up time)
        from probes.report_doc import Heading

        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.coat.report import coat_document, headline

        doc, diffs, errors, notes, plots = coat_document(run_dirs, out, data=data, profile=profile,
                                                         max_examples=max_examples, progress=progress)
        blocks = [Heading(b.text, min(b.level + 1, 6)) if isinstance(b, Heading) else b for b in doc.blocks]
        return Section(benchmark=self.name, blocks=blocks, plots=plots,
                       figures={"runs": [d.summary() for d in diffs], "headline": headline(diffs),
                                "errors": [e.to_json() if e else None for e in errors]}, notes=notes)


BENCHMARK = CoatBenchmark()
