"""Where things are, third round of actions in text: a thing set on or in a piece of furniture is not in
a vehicle until it is moved again (things_stay_where_put), so going out to the car for it, or getting it
from the van, breaks the story; stories of our own, English and Italian, each with a plausible variant."""
from __future__ import annotations

import pytest

from solver.actions.check import check_with_derived
from solver.actions.reader import read_story
from solver.states.model import Story

# (name, implausible story, its pair, a plausible variant)
CASES = [
    ("out_to_the_car", ["Ann put her phone on the desk.", "Ann went out to the car to get her phone."], (0, 1),
     ["Ann put her phone in her bag.", "Ann went out to the car to get her phone."]),
    ("shelf_then_van", ["Max put the book on the shelf.", "Max walked to the van to fetch the book."], (0, 1),
     ["Max put the book on the shelf.", "Max took the book to the van.", "Max walked to the van to fetch the book."]),
    ("from_the_truck", ["Ann put the keys on the kitchen counter.", "Ann drove to the store.",
                        "Ann got the keys from the truck."], (0, 2),
     ["Ann put the keys on the kitchen counter.", "Ann drove to the store.", "Ann got the bag from the truck."]),
    ("picked_up_again", ["Sam put the charger in the drawer.", "Sam went out to the car to get the charger."], (0, 1),
     ["Sam put the charger in the drawer.", "Sam picked up the charger.", "Sam went out to the car.",
      "Sam went back to the car to get the charger."]),
    ("auto_it", ["Gino ha messo il telefono sul tavolo.", "Gino è andato alla macchina a prendere il telefono."], (0, 1),
     ["Gino ha messo il telefono nello zaino.", "Gino è andato alla macchina a prendere il telefono."]),
    ("from_the_car_it", ["Gino ha messo le chiavi nel cassetto.", "Gino ha preso le chiavi dalla macchina."], (0, 1),
     ["Gino ha messo le chiavi nella borsa.", "Gino ha preso le chiavi dalla macchina."]),
]


@pytest.fixture(scope="module")
def verdicts():
    stories = []
    for name, bad, _, good in CASES:
        stories += [Story(id=f"{name}-bad", sentences=bad, states=[[] for _ in bad]),
                    Story(id=f"{name}-good", sentences=good, states=[[] for _ in good])]
    return {k: (r.pair, r.rules) for k, r in check_with_derived(stories).results.items()}


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_a_thing_set_down_at_home_is_not_in_the_car(verdicts, case):
    name, _, pair, _ = case
    got_pair, rules = verdicts[f"{name}-bad"]
    assert got_pair == pair, (name, got_pair, rules)
    assert "things_stay_where_put" in rules, (name, rules)
    assert verdicts[f"{name}-good"][0] is None, (name, verdicts[f"{name}-good"])


def test_a_different_thing_fetched_from_the_car_is_no_conflict(verdicts):
    found = check_with_derived([Story(id="other", sentences=["Ann put her phone on the desk.",
                                                             "Ann went out to the car to get her keys."],
                                      states=[[], []])]).results
    assert found["other"].plausible


def test_italian_a_with_an_infinitive_is_an_errand_clause():
    reading = read_story(["Lia è andata al negozio a comprare il pane."])
    actions = [r.action for r in reading.readings]
    assert actions[0] == "go" and len(actions) == 2, reading.readings
