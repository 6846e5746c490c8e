"""The random baseline in the papers' pair unit: a TRIP pair asked as one question is one guess in two."""
from __future__ import annotations

import pytest
from story_probe_helpers import kb_pair

from probes.benchmarks.stories.analysis import random_baseline
from probes.benchmarks.stories.items import conflict_pairs


def test_a_pair_asked_together_is_one_guess_and_separate_stories_are_two():
    item = kb_pair("bread")
    stories = item.stories
    implausible = next(s for s in stories if not s.plausible)
    joint = random_baseline(stories, frozenset({frozenset(s.id for s in stories)}))["pairs"]
    apart = random_baseline(stories)["pairs"]
    assert joint["accuracy"] == 50.0 and apart["accuracy"] == 25.0
    assert joint["consistency"] == pytest.approx(round(50.0 / len(conflict_pairs(implausible)), 2))
    assert apart["consistency"] == pytest.approx(round(25.0 / len(conflict_pairs(implausible)), 2))
