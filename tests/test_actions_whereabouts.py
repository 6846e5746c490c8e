"""Where people and things are, read from English text (solver/actions/reader/english_places.py, times.py,
chat.py) and judged by the place cases of rules/actions_link.lp (far_from_home, trip_starts_where_it_ended,
things_stay_where_taken, stays_in_room). Sentences are our own, written from the constructions (setting off,
coming back, being somewhere, a clause's place, meanwhile, a pocket carried along), never from a dev story."""
from __future__ import annotations

import pytest

from solver.actions.lexicon import load_lexicon
from solver.actions.reader import read_story
from solver.actions.reader.chat import without_chat_fillers
from solver.actions.reader.times import clock_time, same_time_sentences
from solver.states.model import Story
from solver.stories.check import check_with_derived


def _readings(sentences: list[str]) -> list[tuple[str, dict]]:
    return [(r.action, r.fillers) for r in read_story(sentences, lang="en").readings]


@pytest.mark.parametrize("sentence,action,place", [
    ("Dad left for the airport at six.", "set_off", "airport"),
    ("Tom set off for the station.", "set_off", "station"),
    ("Tom headed for the beach.", "set_off", "beach"),
])
def test_setting_off_is_a_going_to_its_place_and_no_leaving_of_it(sentence, action, place):
    assert _readings([sentence]) == [(action, {"actor": [sentence.split()[0]], "to": [place]})]


@pytest.mark.parametrize("sentence", ["Tom came back.", "Tom got back.", "Tom returned."])
def test_coming_back_with_no_place_named(sentence):
    assert [a for a, _ in _readings([sentence])] == ["come_back"]


def test_a_person_said_to_be_somewhere():
    found = _readings(["Tom is at work.", "Anna was at home.", "Tom was away at a conference.",
                       "Mom was on a business trip.", "Grandpa spent the night at the airport."])
    assert found[0] == ("be_at", {"actor": ["Tom"], "to": ["work"]})
    assert found[1] == ("be_at", {"actor": ["Anna"], "to": ["home"]})
    assert found[2][0] == "be_at" and found[2][1]["away"] == ["conference"]
    assert found[3][0] == "be_at" and "away" in found[3][1]
    assert found[4] == ("be_at", {"actor": ["Grandpa"], "to": ["airport"]})


def test_a_thing_somewhere_or_out_of_something_is_no_presence():
    assert not any(a == "be_at" for a, _ in _readings(["Tom was out of milk.", "The keys were in the drawer."]))


def test_a_room_is_where_a_clause_happens_not_its_instrument():
    (action, fillers), = _readings(["Dad made breakfast in the kitchen."])
    assert fillers.get("at") == ["kitchen"] and "tool" not in fillers, (action, fillers)


def test_a_time_of_day_fills_no_role():
    assert _readings(["Tom left the house at eight."]) == [("leave", {"actor": ["Tom"], "from": ["house"]})]


def test_a_plan_step_in_base_form_is_a_command():
    assert _readings(["1. Set off for the office."]) == [("set_off", {"actor": ["you"], "to": ["office"]})]


def test_chat_interjections_are_left_out():
    lex = load_lexicon()
    assert without_chat_fillers(lex, "at 7 i made tea in the kitchen lol") == "at 7 i made tea in the kitchen"
    assert without_chat_fillers(lex, "omg the lollipop fell, haha.") == "the lollipop fell."


def test_sentences_told_at_the_same_time():
    lex = load_lexicon()
    assert clock_time(lex, "en", "At 7:30 pm she ate.") == "7:30pm" and clock_time(lex, "en", "At noon.") == "noon"
    assert clock_time(lex, "en", "She was at home.") is None
    told = ["At three, Lily was at school.", "Meanwhile, Tom slept.", "At three, Lily was at the dentist.",
            "At four, she went home.", "In the meantime, Tom cooked."]
    assert same_time_sentences(lex, "en", told) == [1, 2, 4]


# (sentences, expected pair or None for a plausible near miss)
STORIES = {
    "set_off": (["Dad left for the airport at six.", "At seven he made breakfast in the kitchen."], (0, 1)),
    "set_off_back": (["Dad left for the airport at six.", "Dad came back at noon.",
                      "In the evening he made breakfast in the kitchen."], None),
    "set_off_hours": (["Anna set off for the gym.", "That evening Anna washed the dishes in the kitchen."], None),
    "left_house_fixture": (["Leo left the house at eight.", "At nine Leo cleaned the oven."], (0, 1)),
    "pocket": (["Maria put the keys in her coat pocket.", "She drove to the office.",
                "At lunch she found the keys on the kitchen table at home."], (1, 2)),
    "table": (["Maria put the keys on the kitchen table.", "She drove to the office.",
               "At lunch she found the keys on the kitchen table at home."], None),
    "meanwhile": (["Anna was at the office.", "Meanwhile, in the garden, Anna washed the car."], (0, 1)),
    "later": (["Anna was at the office.", "Later, in the garden, Anna washed the car."], None),
    "same_clock": (["At three, Lily was at her piano lesson.", "At three, Lily was at the dentist."], (0, 1)),
    "plan_room": (["1. Go to the bedroom.", "2. Wipe the kitchen counter."], (0, 1)),
    "plan_room_near": (["1. Go to the bedroom.", "2. Go to the kitchen.", "3. Wipe the kitchen counter."], None),
    # walking over to a piece of furniture is no trip: one is still in the place one left or came into
    "furniture_spot": (["Ella left the cafe.", "Ella walked over to a table and sat down.",
                        "Ella walked out of the cafe."], (0, 2)),
    "furniture_spot_near": (["Ella walked into the garden.", "Ella went over to the bench.",
                             "Ella walked out of the garden."], None),
    "aunts_house": (["Dan left his umbrella at his aunt's house.", "Dan came back home.",
                     "Dan opened the umbrella in the hall."], (0, 2)),
}


@pytest.fixture(scope="module")
def verdicts():
    stories = [Story(id=k, sentences=s, states=[[] for _ in s]) for k, (s, _) in STORIES.items()]
    return check_with_derived(stories).results


@pytest.mark.parametrize("name", sorted(STORIES))
def test_place_stories(verdicts, name):
    expected = STORIES[name][1]
    found = verdicts[name]
    if expected is None:
        assert found.plausible is not False, found.trace
    else:
        assert found.pair == expected, found.trace
