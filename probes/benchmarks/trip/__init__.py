"""TRIP (pairs of stories, one plausible) behind the benchmark protocol: one item per pair."""
from __future__ import annotations

from pathlib import Path

from probes.benchmarks.stories.benchmark import StoryBenchmark


class TripBenchmark(StoryBenchmark):
    name = "trip"
    title = "TRIP: which story of a pair is plausible, its conflict and physical states (tiered)"
    unit = "story pairs"
    probe_doc = "Probe a model on TRIP story pairs (which is plausible?, conflict pair, physical states) into a run folder."

    def release_stories(self, data_dir: Path) -> list:
        # deferred: loads clingo, pydantic, simplemma (off `physkb --help`'s path)
        from solver.states.loaders import load_trip

        return load_trip(data_dir)

    def make_items(self, stories: list) -> list:
        # deferred: loads clingo, pydantic, simplemma (off `physkb --help`'s path)
        from probes.benchmarks.stories import items as st

        return st.pair_items(stories)


BENCHMARK = TripBenchmark()
