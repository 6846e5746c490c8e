"""Reading as a probe (`physkb probe states`): a model reads each story into physkb's state vocabulary, physkb
derives the verdict from the model's own reading, and both are scored in TRIP's tiers; the model is also
asked directly for its verdict, and the run reports how often that verdict follows from its reading.

Stories come from TRIP, GITA, natural stories or our kb/stories (`--data` names the folder or file; default
kb/stories). The prompt and decoding are the reading round trip's (probes/reading/adapter.py); the analysis
(analysis.py) scores states against the human annotations per attribute, the conflict pair physkb derives
(consistency) and the states behind it (verifiability), and explains every wrong verdict with the rule
trace of the annotated story: which precondition or effect the model's reading lacked.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Optional

from probes.benchmarks.base import BaseBenchmark, DiffResult, ErrorSummary, Explanation, JobContext, JobInputs, Section
from probes.benchmarks.states.command import states_probe_command
from solver.errors import PhyskbError


class StatesBenchmark(BaseBenchmark):
    name = "states"
    title = "States: a model reads stories into physkb's vocabulary; tiers from its own reading"
    methods = ("read",)
    default_method = {"causal": "read"}
    unit = "stories"
    default_max_new_tokens = 768
    job_limit_kb = 2  # a reading is a long generation: the main job reads a couple of our stories
    job_limit_release = 4
    probe_doc = ("Probe a model's reading: it reads each story into physkb's state vocabulary (constrained by the "
                 "schema), physkb derives the verdict from that reading, tiers and explained errors; the model's own "
                 "direct verdict is compared with it.")

    @property
    def release(self):
        return None  # probe-only: it reads the stories of TRIP, GITA or kb/, no release of its own

    @property
    def demo_area(self) -> Optional[str]:
        return None

    def prepare(self, opts: Any, spec: Any) -> None:
        # deferred: loads numpy (off `physkb --help`'s path)
        from probes.backends import model_kind

        if model_kind(spec) != "causal":
            raise PhyskbError(f"reading needs a generative (causal) model; {spec.name} is a {model_kind(spec)} model")
        if opts.method is None or opts.method == "loglik":
            opts.method = "read"

    def probe_command(self) -> Callable[..., None]:
        return states_probe_command(self)

    def items_source(self, data: Optional[str | Path]) -> str:
        # deferred: loads clingo, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.states.items import stories_source

        return str(stories_source(data))

    def load_items(self, data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, Any]]:
        # deferred: loads clingo, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.states.items import load_items

        return load_items(data, limit)

    def item_from_raw(self, raw: dict) -> Any:
        # deferred: loads clingo, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.stories import items as st

        return st.item_from_raw(raw)

    def adapter(self, kind: str, method: str, settings: dict) -> Any:
        # deferred: loads clingo, simplemma (off `physkb --help`'s path)
        from probes.reading.adapter import ReadingAdapter

        return ReadingAdapter(settings.get("reading_max_new_tokens") or self.default_max_new_tokens, ask_verdict=True,
                              repair=not settings.get("no_repair"), prompt_form=settings.get("prompt_form") or "full")

    def summarize(self, summary: dict) -> dict:
        d = self.diff(Path(summary["run"]))
        summary["states"] = d.summary["overall"]
        return summary

    def summary_lines(self, summary: dict) -> list[str]:
        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.states.analysis import overall_lines

        return [f"{summary['n_done']}/{summary['n_items']} stories read", *overall_lines(summary.get("states") or {}),
                f"run folder: {summary['run']}"]

    def job_inputs(self, ctx: JobContext) -> Optional[JobInputs]:
        """Our kb/stories without --data; with release data, TRIP's folder when it has one (else skipped)."""
        data = None
        if ctx.root_data is not None:
            trip = ctx.root_data / "trip" if (ctx.root_data / "trip").is_dir() else None
            if trip is None:
                ctx.say(f"\n{self.name}: no trip/ folder under {ctx.root_data}; skipped")
                return None
            data = trip
        limit = ctx.limit if ctx.limit is not None else (self.job_limit_release if data else self.job_limit_kb)
        ctx.say(f"\n=== probe {ctx.model} (read) on {self.name}: {data or 'our kb/stories'}, up to {limit} stories ===")
        return JobInputs(data=str(data) if data else None, limit=limit, method="read",
                         run_name=f"{self.name}-{ctx.model_slug}-read-{'release' if data else 'kb'}-{limit}")

    def job_lines(self, summary: dict, figures: dict) -> list[str]:
        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.states.analysis import overall_lines

        return [f"{self.name}: " + "; ".join(overall_lines(summary.get("states") or {}))]

    def diff(self, run_dir: Path) -> DiffResult:
        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.states.analysis import diff_states_run

        return diff_states_run(run_dir)

    def explain(self, run_dir: Path, item_id: str, data: Optional[str | Path] = None,
                profile: Optional[str] = None) -> Explanation:
        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.states.analysis import explain_item

        return explain_item(run_dir, item_id)

    def explain_errors(self, run_dir: Path, data: Optional[str | Path] = None, profile: Optional[str] = None,
                       progress: bool = False) -> ErrorSummary:
        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.states.analysis import explain_errors

        return explain_errors(run_dir)

    def report_section(self, run_dirs: list[Path], out: Path, data: Optional[str | Path] = None,
                       max_examples: int = 4, profile: Optional[str] = None, progress: bool = False) -> Section:
        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.states.analysis import states_section

        return states_section(self.title, run_dirs, max_examples)


BENCHMARK = StatesBenchmark()
