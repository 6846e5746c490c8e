"""GITA (Italian tiered stories, one story per item) behind the benchmark protocol."""
from __future__ import annotations

from pathlib import Path

from probes.benchmarks.stories import PaperReference
from probes.benchmarks.stories.benchmark import StoryBenchmark


class GitaBenchmark(StoryBenchmark):
    name = "gita"
    title = "GITA: story plausibility, conflicts and physical states (tiered)"
    probe_doc = "Probe a model on GITA stories (plausible?, conflict pair, physical states) into a resumable run folder."
    paper_reference = PaperReference("GITA paper: XLM-R", {"cloze": (72.6, 19.6, 2.5), "order": (58.1, 1.6, 0.8)},
                                     "GITA paper row: XLM-R fine-tuned, figures from the spec (cloze and order only).")

    def release_stories(self, data_dir: Path) -> list:
        from solver.states.loaders import load_gita

        return load_gita(data_dir)


BENCHMARK = GitaBenchmark()
