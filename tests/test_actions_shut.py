"""A clause that says a thing would not open ("it did not open", "was locked", "non si è aperto") tells
its state, as "it did not work" does: the thing is shut, so taking something out of it next breaks the
story unless it is opened first. Stories of our own, English and Italian."""
from __future__ import annotations

import pytest

from solver.stories.check import check_with_derived
from solver.actions.reader import read_story
from solver.states.model import Story
from text_stories import check_texts

CASES = [
    ("did_not_open", ["Mia unlocked the drawer but it did not open.", "Mia took a spoon out of the drawer."], (0, 1),
     ["Mia unlocked the drawer but it did not open.", "Mia pulled hard and opened the drawer.",
      "Mia took a spoon out of the drawer."]),
    ("locked", ["The cabinet was locked.", "Mia took a glass out of the cabinet."], (0, 1),
     ["The cabinet was locked.", "Mia unlocked the cabinet and opened it.", "Mia took a glass out of the cabinet."]),
    ("jammed_shut", ["The window was jammed shut.", "Mia put the plant in the window."], (0, 1),
     ["The window was jammed shut.", "Mia finally opened the window.", "Mia put the plant in the window."]),
    ("non_si_apre_it", ["Lia ha aperto l'armadio ma il cassetto non si è aperto.", "Lia ha preso un cucchiaio dal cassetto."],
     (0, 1), ["Lia ha aperto l'armadio e il cassetto.", "Lia ha preso un cucchiaio dal cassetto."]),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_a_thing_that_would_not_open_is_shut(case):
    name, bad, pair, good = case
    found = check_texts({"bad": bad, "good": good})
    assert found["bad"].pair == pair, (name, found["bad"].trace)
    assert found["good"].pair is None, (name, found["good"].trace)


def test_the_auxiliary_is_no_part_of_the_thing_named():
    reading = read_story(["Mia turned on the lamp but it did not work."])
    assert [(r.action, r.fillers.get("obj")) for r in reading.readings] == [("turn_on", ["lamp"]), ("is_broken", ["lamp"])]


def test_with_no_thing_to_stand_for_it_the_clause_is_not_understood():
    # The parser reader resolves "it" in "Mia pulled the drawer but it did not open" to the drawer (a thing
    # named in a clause no pattern reads is still a thing named); with nothing named, nothing stands for "it".
    reading = read_story(["It did not open."])
    assert not any(r.action == "stays_shut" for r in reading.readings)
    assert any(n.reason == "negation" for n in reading.not_understood)


def test_a_thing_locked_stays_shut_until_unlocked():
    from solver.stories.check import check_with_derived
    from solver.states.model import Story

    bad = ["Pia put the letters in the cabinet.", "Pia locked the cabinet.", "Pia took the letters out of the cabinet."]
    good = ["Pia put the letters in the cabinet.", "Pia locked the cabinet.", "Pia unlocked the cabinet.",
            "Pia took the letters out of the cabinet."]
    found = check_with_derived([Story(id=k, sentences=v, states=[[] for _ in v])
                                for k, v in (("bad", bad), ("good", good))]).results
    assert found["bad"].pair == (1, 2), found["bad"].trace
    assert found["good"].pair is None, found["good"].trace
