"""Who acts: a common noun for people is an actor; a thing
given away in a sentence ends it gone, whatever moved it on the way."""
from __future__ import annotations

from solver.actions.reader import read_story
from solver.stories.check import check_with_derived
from text_stories import text_story


def _actors(sentences: list[str]) -> list[tuple[str, list[str]]]:
    return [(r.action, r.fillers.get("actor", [])) for r in read_story(sentences).readings if r.action != "describe"]


def test_a_common_noun_for_people_is_the_actor():
    found = _actors(["Ben sold his piano, and the new owner collected it on Monday."])
    assert ("pick_up", ["owner"]) in found, found


def test_a_thing_sold_and_collected_in_one_sentence_is_gone():
    sentences = ["I sold my guitar, and the new owner picked it up the next day.", "I had lunch.",
                 "I played a song on my guitar."]
    found = check_with_derived([text_story(sentences)]).results["s"]
    assert found.pair == (0, 2), found.trace


def test_a_thing_as_subject_is_no_person_acting():
    found = _actors(["The pie that Aunt Rosa had made sat on the windowsill."])
    assert [a for a, _ in found] == ["make"], found


def test_a_name_that_is_also_a_word_still_acts():
    found = _actors(["Ivy watered the roses."])
    assert found and found[0][1] == ["Ivy"], found


def test_an_imperative_misparsed_with_a_subject_is_still_read():
    found = _actors(["Chop the broom handle into sticks.", "Screw the broom handle onto the brush."])
    assert [a for a, _ in found] == ["cut", "fix_on"], found


def test_a_describing_word_after_an_unread_verb_is_no_thing_for_it():
    found = [r.fillers.get("obj") for r in read_story(
        ["Omar's electric razor has been flashing red since Monday, and today it will not turn on."]).readings
        if r.action == "is_broken"]
    assert found == [["electric razor"]], found
