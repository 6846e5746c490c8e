"""Validation of a reading: errors name story, sentence and record; names normalised; contradictions reported."""
from __future__ import annotations

from solver.readings.prompt import story_from_sentences
from solver.readings.validate import normalise_name, validate_reading


def _reading(*sentences, people=("Tom",), story="s"):
    return {"story": story, "people": list(people), "sentences": [{"sentence": t, **s} for t, s in enumerate(sentences)]}


def test_errors_name_story_sentence_and_record():
    result = validate_reading(_reading({}, {"states": [{"entity": "jar", "attribute": "opened", "post": True}]}))
    assert not result.ok and result.reading is None
    (issue,) = result.errors
    assert (issue.story, issue.sentence, issue.record) == ("s", 1, "states[0].attribute")
    assert str(issue).startswith("story s, sentence 1, states[0].attribute:")


def test_reading_must_fit_its_story():
    story = story_from_sentences("s", ["Tom opened the jar.", "Tom ate a pickle."])
    result = validate_reading(_reading({}), story)
    assert not result.ok and "the story has 2 sentences, the reading 1" in result.message()
    result = validate_reading(_reading({}, {}, story="other"), story)
    assert any(i.record == "story" for i in result.errors)
    result = validate_reading(_reading({"states": [{"entity": "jar", "attribute": "conscious", "pre": True}]}, {}), story)
    assert "conscious is a person's attribute" in result.message()


def test_names_are_normalised_case_articles_number():
    assert normalise_name("The Eggs", "en") == "egg"
    assert normalise_name("his  red Mugs", "en") == "red mug"
    assert normalise_name("l'uovo", "it") == "uovo"
    assert normalise_name("le mele", "it") == "mela"
    assert normalise_name("il biscotto", "it") == "biscotto"  # not the verb biscottare
    result = validate_reading(_reading(
        {"states": [{"entity": "The Jar", "attribute": "open", "post": True}], "actors": [{"entity": "tom"}]},
        {"states": [{"entity": "jars", "attribute": "open", "pre": True}], "holders": [{"entity": "Key", "post": "TOM"}]}))
    assert result.ok, result.message()
    r = result.reading
    assert r.sentences[0].states[0].entity == "jar" == r.sentences[1].states[0].entity
    assert r.sentences[0].actors[0].entity == "Tom" and r.sentences[1].holders[0].post == "Tom"


def test_contradictions_inside_one_sentence_are_reported():
    result = validate_reading(_reading({
        "states": [{"entity": "door", "attribute": "open", "post": True}, {"entity": "door", "attribute": "open", "post": False}],
        "places": [{"entity": "Tom", "post": "kitchen"}, {"entity": "Tom", "post": "garage"}],
        "locks": [{"entity": "door", "post": True}]}))
    assert result.ok  # the schema is met; the contradictions are reported beside
    messages = [str(c) for c in result.contradictions]
    assert any("door.open post is both True and False" in m for m in messages)
    assert any("two places at once" in m for m in messages)
    assert any("locked and open at once" in m for m in messages)


def test_steps_told_in_order_within_a_sentence_are_folded():
    """"Unlocked it, let the dog in and locked it again": two lock records that chain are one, locked before and
    after; records that do not chain stay apart and are reported."""
    result = validate_reading(_reading({"locks": [{"entity": "door", "pre": True, "post": False, "by": "Tom"},
                                                  {"entity": "door", "pre": False, "post": True}]}))
    (lock,) = result.reading.sentences[0].locks
    assert (lock.pre, lock.post, lock.by) == (True, True, "Tom") and not result.contradictions
    result = validate_reading(_reading({"locks": [{"entity": "door", "pre": True, "post": False},
                                                  {"entity": "door", "pre": True, "post": True}]}))
    assert len(result.reading.sentences[0].locks) == 2 and result.contradictions


def test_a_move_follows_who_moves():
    result = validate_reading(_reading({"moves": [{"entity": "Tom", "change": "moved"}, {"entity": "cup", "change": "moves"}]}))
    assert [m.change for m in result.reading.sentences[0].moves] == ["moves", "moved"]
    result = validate_reading(_reading({"moves": [{"entity": "Tom", "change": "put_into"}]}))
    assert not result.ok and "a person moves or disappears" in result.message()


def test_an_unreadable_answer_is_one_clear_error():
    result = validate_reading({"story": "s", "unreadable_answer": "Sure! Here is the reading: {"})
    assert not result.ok and "not a JSON reading: Sure! Here is the reading" in result.message()
