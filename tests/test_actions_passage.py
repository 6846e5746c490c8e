"""Whatever passes through an opening (a person, a cat, a wasp, steam) needs it open, and a stored thing
used where it is must have come out first unless the person has been away since. Stories of our own."""
from __future__ import annotations

import pytest

from solver.actions.reader import read_story
from text_stories import check_texts

THROUGH = [
    ("insect_window", ["Bo closed the study window.", "Bo wrote a letter.", "A fly buzzed in through the study window."],
     ["Bo opened the study window.", "Bo wrote a letter.", "A fly buzzed in through the study window."]),
    ("person_gate", ["Close the side gate.", "Rake the leaves.", "Walk out through the side gate."],
     ["Close the side gate.", "Rake the leaves.", "Open the side gate.", "Walk out through the side gate."]),
    ("animal_flap", ["I shut the dog flap.", "I made some toast.", "The puppy squeezed out through the dog flap."],
     ["I opened the dog flap.", "I made some toast.", "The puppy squeezed out through the dog flap."]),
]


@pytest.mark.parametrize("case", THROUGH, ids=[c[0] for c in THROUGH])
def test_passing_through_an_opening_needs_it_open(case):
    name, shut, opened = case
    found = check_texts({"shut": shut, "opened": opened})
    assert found["shut"].pair == (0, 2), (name, found["shut"].trace)
    assert found["opened"].pair is None, (name, found["opened"].trace)


def test_the_opening_is_the_via_role_and_the_passer_the_actor():
    reading = read_story(["A bee came in through the open door."])
    assert [(r.action, r.fillers.get("actor"), r.fillers.get("via")) for r in reading.readings] == [
        ("pass_through", ["bee"], ["open door"])]


def test_a_stored_thing_used_in_one_stretch_must_have_come_out():
    found = check_texts({
        "same_stretch": ["Ada put the milk in the fridge.", "Ada set the table.", "Ada poured the milk into her tea."],
        "away_since": ["Ada put the milk in the fridge.", "Ada drove to the office.", "Ada came home in the evening.",
                       "Ada poured the milk into her tea."],
        "taken_out": ["Ada put the milk in the fridge.", "Ada took the milk out of the fridge.",
                      "Ada poured the milk into her tea."]})
    assert found["same_stretch"].pair == (0, 2), found["same_stretch"].trace
    assert found["away_since"].pair is None, found["away_since"].trace
    assert found["taken_out"].pair is None, found["taken_out"].trace
