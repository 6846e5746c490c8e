"""The English reader: clause frames from spaCy's parse, and how the action reader reads them (our own sentences)."""
from __future__ import annotations

import pytest

from solver.actions.propose import reading_facts
from solver.actions.reader import read_story
from solver.language.english import parse
from solver.language.frames import BEGUN, DONE, FAILED, INSTEAD, INTENDED, english_frames
from solver.language.persons import is_person


def frames(sentence: str):
    return english_frames(parse(sentence))


def actions(sentences, entities=(), persons=()):
    r = read_story(list(sentences), list(entities), list(persons))
    return [(x.sentence, x.action, {k: v for k, v in x.fillers.items()}) for x in r.readings if x.action != "describe"], r


def test_two_verbs_share_one_object():
    got, _ = actions(["Pia washed and dried the cup."])
    assert [(a, f["obj"]) for _, a, f in got][:2] == [("wash", ["cup"]), ("dry", ["cup"])]


def test_two_objects_one_verb_and_shared_subject():
    got, _ = actions(["Luca put the spoon and the fork in the drawer and closed it."])
    assert got[0][1] == "put_into" and got[0][2]["obj"] == ["spoon", "fork"] and got[0][2]["dest"] == ["drawer"]
    assert got[1][1] == "close" and got[1][2]["actor"] == ["Luca"]


def test_prepositional_role_after_the_object():
    got, _ = actions(["Omar took the hammer out of the red toolbox."])
    assert got[0][1] == "take_out" and got[0][2]["src"] == ["red toolbox"]


def test_negation_is_not_an_action():
    got, r = actions(["Ines did not open the window."])
    assert not got and r.not_understood[0].reason == "negation"


def test_intention_is_not_an_action():
    for sentence in ("Noor wanted to drink the lemonade.", "Noor planned to wash the car.",
                     "Noor refused to eat the soup."):
        f = frames(sentence)
        assert f and all(x.mode in (INTENDED, FAILED) for x in f), sentence
        got, r = actions([sentence])
        assert not got and r.not_understood


def test_tried_but_could_not_is_a_failure_and_the_thing_resisted():
    f = frames("Kai tried to unscrew the lid but could not.")
    assert [x.mode for x in f] == [FAILED] and f[0].unable
    got, _ = actions(["Kai could not open the tin."])
    assert got == [(0, "stays_shut", {"obj": ["tin"]})]


def test_a_purpose_is_not_done_unless_it_is_an_errand():
    f = frames("Dev moved a chair to reach the shelf.")
    assert [x.mode for x in f] == [DONE, INTENDED]
    f = frames("Dev went to the garage to fetch the ladder.")
    assert [x.mode for x in f] == [DONE, DONE]


def test_instead_of_is_not_done():
    f = frames("Eli read a book instead of watching the film.")
    assert [x.mode for x in f] == [DONE, INSTEAD]


def test_begun_action():
    f = frames("Zoe started to peel the potatoes.")
    assert [x.mode for x in f] == [BEGUN]


def test_passive_with_agent_reads_the_subject_as_the_object():
    got, _ = actions(["The parcel was opened by Rafa."])
    assert got[0][1] == "open" and got[0][2]["obj"] == ["parcel"] and got[0][2]["actor"] == ["Rafa"]


def test_passive_without_agent_is_a_description():
    got, _ = actions(["The plate was broken."])
    assert got[0][1] == "is_broken" and got[0][2]["obj"] == ["plate"]


def test_relative_clause_object_is_the_noun_it_hangs_on():
    f = frames("Bea opened the cupboard, which her brother had locked.")
    locked = [x for x in f if x.verb == "lock"][0]
    assert [w.text for w in locked.objects[0]][-1] == "cupboard"


def test_order_of_events_follows_before_and_after():
    assert [x.verb for x in frames("After she fed the cat, Mila washed the bowl.")] == ["feed", "wash"]
    assert [x.verb for x in frames("Mila washed the bowl before she fed the cat.")] == ["wash", "feed"]


def test_copular_description_is_an_observation():
    _, r = actions(["The kettle is broken."])
    assert any(x.action == "is_broken" for x in r.readings)
    _, r = actions(["The bottle is empty."])
    assert ("bottle", "empty") in [d for x in r.readings for d in x.described]


def test_imperative_plan_has_the_executing_agent_as_actor():
    got, _ = actions(["Take the towel out of the basket and hang it on the rail."])
    assert got[0][1] == "take_out" and got[0][2]["actor"] == ["you"]
    assert got[1][2]["obj"] == ["towel"]


def test_first_person_is_the_actor():
    got, _ = actions(["I switched off the heater."])
    assert got == [(0, "turn_off", {"actor": ["I"], "obj": ["heater"]})]


def test_a_capital_letter_alone_makes_no_person():
    _, r = actions(["Ada turned on the TV.", "The TV was broken."])
    assert "TV" not in r.persons and "Ada" in r.persons
    assert not is_person("tv") and is_person("neighbour")


def test_over_broad_readings_are_gone():
    got, _ = actions(["Tom put the plates away.", "Tom sent a message.", "Tom ran a bath.",
                      "Tom tied the rope around the post."])
    assert not [a for _, a, _ in got if a in ("throw_away", "give_away", "turn_on", "wear")]
    got, _ = actions(["Tom ran the dishwasher."])
    assert got[0][1] == "turn_on"


def test_unread_clause_mentions_are_facts_for_the_laws():
    _, r = actions(["Lia wanted to eat the pear."])
    facts = reading_facts("s", r)
    assert 'unread_mention("s",0,"pear",intended).' in facts


@pytest.mark.parametrize("sentence", ["Put the jug in the fridge.", "Ivo poured the milk into the jug."])
def test_frames_serialise(sentence):
    for f in frames(sentence):
        j = f.to_json()
        assert j["verb"] and j["mode"] == DONE


def test_a_verb_no_pattern_lists_is_read_by_its_class(monkeypatch):
    import solver.actions.reader.english_roles as roles

    monkeypatch.setattr(roles, "verb_action", lambda verb, noun, lang="en": (
        ("eat", ("gobble.v.01", "eat")) if verb == "gobble" else (None, ())))
    got, r = actions(["Rex gobbled the sandwich."])
    assert got == [(0, "eat", {"obj": ["sandwich"], "actor": ["Rex"]})]
    assert "WordNet: gobble.v.01 > eat" in r.readings[0].pattern


def test_a_new_one_is_another_thing_and_the_definite_phrase_takes_the_last_named():
    got, r = actions(["Bo rinsed the empty bottle.", "Bo took a new bottle from the shelf.", "Bo opened the bottle."])
    assert got[1][2]["obj"] == ["new bottle"] and got[2][2]["obj"] == ["new bottle"]
    assert ("new bottle", "bottle") in r.another_of
    assert 'another_of("s","new bottle","bottle").' in reading_facts("s", r)


def test_a_device_that_died_lost_its_power():
    got, _ = actions(["The radio died."])
    assert got == [(0, "unplug", {"obj": ["radio"]})]


def test_give_to_a_person_passes_the_thing_on():
    got, _ = actions(["Lou bought a scarf.", "Lou gave it to her sister."])
    assert got[1][1] == "give_away" and got[1][2]["obj"] == ["scarf"]


def test_both_languages_give_frames_in_one_format():
    it = read_story(["Marco ha aperto la porta.", "Marco non ha chiuso la finestra."])
    en = read_story(["Marco opened the door.", "Marco did not close the window."])
    for r in (it, en):
        assert [(f.sentence, f.negated) for f in r.frames] == [(0, False), (1, True)]
        assert r.frames[0].to_json().keys() == en.frames[0].to_json().keys()
    assert en.frames[0].verb == "open" and it.frames[0].verb in ("aprire", "aperto")  # the pattern's word
    assert f'clause("s",0,0,"{it.frames[0].verb}",done).' in reading_facts("s", it)


def test_it_after_an_unread_clause_is_that_clause_s_subject():
    got, _ = actions(["The old heater kept rattling loudly, and this morning it would not turn on."])
    assert got == [(0, "is_broken", {"obj": ["old heater"]})]
