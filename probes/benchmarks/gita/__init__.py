"""GITA (Italian tiered stories, one story per item) behind the benchmark protocol."""
from __future__ import annotations

from pathlib import Path

from typing import Optional

from probes.benchmarks.stories import PaperReference, story_reference
from probes.benchmarks.stories.benchmark import StoryBenchmark


class GitaBenchmark(StoryBenchmark):
    name = "gita"
    title = "GITA: story plausibility, conflicts and physical states (tiered)"
    probe_doc = "Probe a model on GITA stories (plausible?, conflict pair, physical states) into a resumable run folder."

    @property
    def paper_reference(self) -> Optional[PaperReference]:  # type: ignore[override]
        """The GITA paper's figures (per pair) from the release's papers/gita.csv (Table 4), with n from its Table 3."""
        # deferred: off `physkb --help`'s path (start-up time)
        from probes.benchmarks.gita.papers import PAPERS

        return story_reference(PAPERS)

    def release_stories(self, data_dir: Path) -> list:
        # deferred: loads clingo, pydantic, simplemma (off `physkb --help`'s path)
        from solver.states.loaders import load_gita

        return load_gita(data_dir)


BENCHMARK = GitaBenchmark()
