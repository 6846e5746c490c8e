"""Running a wash or a cycle (run_cycle) uses the story's washing machine or dishwasher (instrument_needed)."""
from __future__ import annotations

from solver.actions.reader import read_story
from solver.stories.check import check_with_derived
from text_stories import text_story


def test_a_cycle_on_an_unplugged_machine_is_a_conflict():
    sentences = ["Unplug the washer to move it.", "Mop behind it.", "Add the shirts and run a cold wash."]
    found = check_with_derived([text_story(sentences)]).results["s"]
    assert found.pair == (0, 2), found.trace


def test_starting_the_washing_machine_is_switching_it_on():
    actions = [r.action for r in read_story(["Leo starts the washing machine."]).readings]
    assert actions == ["turn_on"], actions
