"""The benchmark class GITA and TRIP share: items from the release loader (or our kb/stories), the story
adapter, tiered analysis. Light to import: the story modules load inside the methods."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Optional

from probes.benchmarks.base import BaseBenchmark, DiffResult, ErrorSummary, Explanation, Section
from probes.benchmarks.stories import METHODS, TIERED_FILE, PaperReference
from probes.benchmarks.stories.command import story_probe_command
from solver.paths import resolve_data_dir


class StoryBenchmark(BaseBenchmark):
    """Subclasses name their release loader (`release_stories`) and how stories become items (`make_items`)."""

    name = "stories"
    title = "stories"
    methods = METHODS
    unit = "stories"  # what --limit counts
    probe_doc = "Probe a model on stories (plausible?, conflict pair, physical states) into a resumable run folder."
    paper_reference: Optional[PaperReference] = None  # the paper's figures, a row of the report's table

    def release_stories(self, data_dir: Path) -> list:
        raise NotImplementedError

    def make_items(self, stories: list) -> list:
        # deferred: loads clingo, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.stories import items as st

        return st.single_items(stories)

    def probe_command(self) -> Callable[..., None]:
        return story_probe_command(self)

    def demo(self, data: Optional[Path]) -> Optional[tuple[str, str]]:
        # lazy: the registry loads with `physkb --help`; the states demo only when a job runs demos
        from solver.states.demo import summary

        return "states", str(summary(data))

    def load_items(self, data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, Any]]:
        """Release stories with --data (or $PHYSKB_DATA), else our own kb/stories; stories that cannot be
        asked (empty sentences, unknown plausibility) are left out, as the validators report them."""
        # deferred: loads clingo, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.stories import items as st

        data_dir = resolve_data_dir(data, self.name)
        stories = self.release_stories(data_dir) if data_dir is not None else st.kb_stories()
        return st.limited(self.make_items(stories), limit)

    def demo_group(self, item: Any) -> Any:
        """A story and the variants made from it (GITA N, N-C0, N-O0) form one group: a demo never gives one away."""
        return tuple(sorted({s.group_id or s.id for s in item.stories}))

    def item_from_raw(self, raw: dict) -> Any:
        # deferred: loads clingo, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.stories import items as st

        return st.item_from_raw(raw)

    def adapter(self, kind: str, method: str, settings: dict) -> Any:
        # deferred: loads clingo, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.stories import items as st

        return st.adapter_for(kind, method, settings)

    def summarize(self, summary: dict) -> dict:
        d = self.diff(Path(summary["run"]))
        summary["tiered"] = d.summary["tiered"]
        summary["tiered_predictions"] = str(Path(summary["run"]) / TIERED_FILE)
        if d.summary.get("reasons"):
            summary["reasons"] = d.summary["reasons"]
        return summary

    def summary_lines(self, summary: dict) -> list[str]:
        # lazy: off `physkb --help`'s path, which loads this module (start-up time)
        from probes.intervals import counted

        tiered = summary.get("tiered") or {}
        lines = [f"{summary['n_done']}/{summary['n_items']} items probed, {summary['n_unparsable']} with an "
                 f"unparsable plausibility answer"]
        if tiered:
            lines.append("accuracy {accuracy} / consistency {consistency} / verifiability {verifiability} (%) on "
                         "{stories}".format(**{k: tiered.get(k) for k in ("accuracy", "consistency", "verifiability")},
                                            stories=counted(tiered.get("stories") or 0, "stories")))
            for part, r in (tiered.get("by_partition") or {}).items():
                lines.append(f"  {part:12s} {r['accuracy']} / {r['consistency']} / {r['verifiability']} "
                             f"({counted(r['stories'], 'stories')})")
            if tiered.get("pairs"):
                p = tiered["pairs"]
                lines.append(f"  pairs        {p['accuracy']} / {p['consistency']} / {p['verifiability']} "
                             f"({counted(p['pairs'], 'pairs')})")
        r = summary.get("reasons")
        if r:
            lines.append(f"stated reasons checked {r['with_reason']}: right {r['right']}, wrong {r['wrong']}, naming "
                         f"nothing {r['no_claim']}; right answers with a wrong reason {r['correct_with_wrong_reason']}/"
                         f"{r['correct_answers']}")
        lines.append(f"score-tiered predictions: {summary.get('tiered_predictions')}")
        lines.append(f"run folder: {summary['run']}")
        return lines

    def job_lines(self, summary: dict, figures: dict) -> list[str]:
        # lazy: off `physkb --help`'s path, which loads this module (start-up time)
        from probes.intervals import counted

        tiered = summary.get("tiered")
        if not tiered:
            return super().job_lines(summary, figures)
        line = (f"accuracy {tiered.get('accuracy')} / consistency {tiered.get('consistency')} / verifiability "
                f"{tiered.get('verifiability')} (%) on {counted(tiered.get('stories') or 0, 'stories')}")
        if tiered.get("pairs"):
            line += f"; pairs {tiered['pairs'].get('accuracy')} / {tiered['pairs'].get('consistency')} / " \
                    f"{tiered['pairs'].get('verifiability')}"
        return [f"{self.name}: {line}"]

    def diff(self, run_dir: Path) -> DiffResult:
        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.stories import analysis as sa

        return sa.diff_story_run(run_dir, self.name, reference=self.paper_reference)

    def explain(self, run_dir: Path, item_id: str, data: Optional[str | Path] = None,
                profile: Optional[str] = None) -> Explanation:
        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.stories import analysis as sa

        return sa.explain_story_item(run_dir, item_id)

    def explain_errors(self, run_dir: Path, data: Optional[str | Path] = None, profile: Optional[str] = None,
                       progress: bool = False) -> ErrorSummary:
        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.stories import analysis as sa

        return sa.explain_story_errors(run_dir, self.name)

    def report_section(self, run_dirs: list[Path], out: Path, data: Optional[str | Path] = None,
                       max_examples: int = 4, profile: Optional[str] = None, progress: bool = False) -> Section:
        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.stories import analysis as sa

        return sa.story_section(self.name, self.title, run_dirs, out, max_examples, reference=self.paper_reference)
