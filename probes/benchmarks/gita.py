"""GITA (Italian tiered stories, one story per item) behind the benchmark protocol."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

from probes.benchmarks import stories as st
from probes.benchmarks import story_analysis as sa
from probes.benchmarks.base import DiffResult, ErrorSummary, Explanation, Section


class StoryBenchmark:
    """Shared by GITA and TRIP: items from the release loader (or our kb/stories), the story adapter and analysis."""

    name = "stories"
    title = "stories"
    methods = st.METHODS

    def release_stories(self, data_dir: Path) -> list:
        raise NotImplementedError

    def make_items(self, stories: list) -> list[st.StoryItem]:
        return st.single_items(stories)

    def load_items(self, data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, Any]]:
        """Release stories with --data (or $PHYSKB_DATA), else our own kb/stories; stories that cannot be
        asked (empty sentences, unknown plausibility) are left out, as the validators report them."""
        from solver.paths import resolve_data_dir

        data_dir = resolve_data_dir(data, self.name)
        stories = self.release_stories(data_dir) if data_dir is not None else st.kb_stories()
        return st.limited(self.make_items(stories), limit)

    def item_from_raw(self, raw: dict) -> Any:
        return st.item_from_raw(raw)

    def adapter(self, kind: str, method: str, settings: dict) -> Any:
        return st.adapter_for(kind, method, settings)

    def run(self, opts: Any, progress: bool = True, loaded: Any = None) -> dict:
        from probes.benchmarks.runner import run_benchmark

        summary = run_benchmark(self, opts, progress=progress, loaded=loaded)
        d = self.diff(Path(summary["run"]))
        summary["tiered"] = d.summary["tiered"]
        summary["tiered_predictions"] = str(Path(summary["run"]) / sa.TIERED_FILE)
        return summary

    def diff(self, run_dir: Path) -> DiffResult:
        return sa.diff_story_run(run_dir, self.name)

    def explain(self, run_dir: Path, item_id: str, data: Optional[str | Path] = None) -> Explanation:
        return sa.explain_story_item(run_dir, item_id)

    def explain_errors(self, run_dir: Path, data: Optional[str | Path] = None) -> ErrorSummary:
        return sa.explain_story_errors(run_dir, self.name)

    def report_section(self, run_dirs: list[Path], out: Path, data: Optional[str | Path] = None,
                       max_examples: int = 4) -> Section:
        return sa.story_section(self.name, self.title, run_dirs, out, max_examples)


class GitaBenchmark(StoryBenchmark):
    name = "gita"
    title = "GITA: story plausibility, conflicts and physical states (tiered)"

    def release_stories(self, data_dir: Path) -> list:
        from solver.states.loaders import load_gita

        return load_gita(data_dir)


BENCHMARK = GitaBenchmark()
