"""GITA (Italian tiered stories, one story per item) behind the benchmark protocol."""
from __future__ import annotations

from pathlib import Path

from probes.benchmarks.stories.benchmark import StoryBenchmark


class GitaBenchmark(StoryBenchmark):
    name = "gita"
    title = "GITA: story plausibility, conflicts and physical states (tiered)"

    def release_stories(self, data_dir: Path) -> list:
        from solver.states.loaders import load_gita

        return load_gita(data_dir)


BENCHMARK = GitaBenchmark()
