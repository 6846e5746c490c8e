"""Reading constructions of solver/actions/reader/secondary.py and solver/actions/reader/inchoative.py: a describing word after
an object ("kicked the door shut", "left the jar unopened") and a change of state told with the thing as subject
("the door opened"). Sentences are our own; the generated stories (kb/stories/laws/constructions.json) are
checked whole."""
from __future__ import annotations

import json

import pytest

from solver.actions.construction_stories import OUT_FILE, construction_stories
from solver.actions.lexicon import load_lexicon
from solver.actions.reader import read_story
from solver.actions.reader.intensifiers import plain as plain_sentence


def _readings(sentences: list[str]) -> list[tuple[str, tuple[str, ...], tuple]]:
    story = read_story(sentences, lang="en")
    return [(r.action, tuple(r.fillers.get("obj", [])), tuple(map(tuple, r.described))) for r in story.readings]


@pytest.mark.parametrize("verb", ["kicked", "pushed", "slammed", "banged"])
def test_a_resultative_is_the_change_itself(verb):
    assert ("close", ("door",), ()) in _readings([f"Tom {verb} the door shut."])


def test_a_resultative_with_another_state_word():
    assert [a for a, _, _ in _readings(["Mia wiped the plate dry."])] == ["dry"]
    assert [a for a, _, _ in _readings(["Leo broke the crate open."])] == ["open"]


@pytest.mark.parametrize("sentence,described", [
    ("Tom left the jar unopened.", ("jar", "unopened")),
    ("Anna kept the window closed.", ("window", "closed")),
    ("Leo found the shed locked.", ("shed", "locked")),
    ("Mia left the radio on.", ("radio", "on")),
    ("Tom left the heater running.", ("heater", "running")),
])
def test_a_depictive_describes_its_object_and_is_no_leaving(sentence, described):
    readings = _readings([sentence])
    assert [a for a, _, _ in readings] == ["describe"]
    assert readings[0][2] == (described,)


def test_on_and_off_describe_only_a_device():
    assert not any(a == "describe" for a, _, _ in _readings(["Tom left his hat on."]))


def test_a_state_word_after_a_copula():
    assert _readings(["The door was open."])[0][2] == (("door", "open"),)
    assert _readings(["The oven was off."])[0][2] == (("oven", "off"),)


@pytest.mark.parametrize("sentence,action", [
    ("The door opened.", "open"), ("The shirt dried in the sun.", "dry"), ("The bucket emptied.", "empty"),
    ("The fan switched off.", "turn_off"), ("The soup cooled.", "cool"),
])
def test_a_thing_as_subject_of_a_change_of_state(sentence, action):
    assert [a for a, _, _ in _readings([sentence])] == [action]


def test_a_person_subject_or_a_report_verb_is_no_inchoative():
    assert [a for a, _, _ in _readings(["Tom opened the door."])] == ["open"]
    # the report reads it: the bath the water left is empty, not the water
    assert [(a, o) for a, o, _ in _readings(["The water drained out of the bath."])] == [("empty", ("bath",))]


def test_the_construction_stories_file_is_the_generated_one():
    assert json.loads(OUT_FILE.read_text(encoding="utf-8")) == construction_stories()


def test_on_before_a_place_is_no_state_and_a_verb_is_no_thing():
    assert ("kettle", "on") not in _readings(["The kettle was on the table."])[0][2] if _readings(
        ["The kettle was on the table."]) else True
    described = [d for _, _, ds in _readings(["The light was on."]) for d in ds]
    assert not any(e == "was" for e, _ in described)


@pytest.mark.parametrize("sentence,plain", [
    ("Anna fell fast asleep on the sofa.", "Anna fell asleep on the sofa."),
    ("The towels were bone dry.", "The towels were dry."),
    ("Tom left the door wide open.", "Tom left the door open."),
    ("Tom hit the rock hard.", "Tom hit the rock hard."),  # "rock" before no describing word of its own
    ("The stone wall was cold.", "The stone wall was cold."),
])
def test_an_intensifier_before_a_describing_word_is_left_out(sentence, plain):
    assert plain_sentence(load_lexicon(), sentence) == plain


def test_a_thing_that_stopped_working_is_no_inchoative():
    assert "turn_off" not in [a for a, _, _ in _readings(["The fan stopped working."])]
