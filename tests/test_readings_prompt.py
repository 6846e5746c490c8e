"""The reading prompt: generated from the KB, in the story's language, with examples, schema and the story."""
from __future__ import annotations

import json

from solver.logic.vocabulary import vocabulary
from solver.paths import KB_DIR
from solver.readings.prompt import build_prompt, examples_for, story_from_sentences


def test_prompt_holds_every_gloss_the_schema_and_the_story():
    story = story_from_sentences("mine", ["Ada left the keys at the office.", "Ada unlocked the door."])
    text = build_prompt(story)
    voc = vocabulary()
    for attribute in (*voc.state_attributes, voc.lock_attribute):
        assert f"- {attribute} (" in text and voc.attribute_glosses[("en", attribute)] in text
    for change in voc.changes["location"]:
        assert f"- {change} (thing)" in text
    for line in voc.instructions["en"]:
        assert line in text
    schema_line = text.split("## JSON Schema of the answer\n", 1)[1].split("\n", 1)[0]
    assert json.loads(schema_line)["title"] == "Reading"
    assert text.rstrip().endswith("0: Ada left the keys at the office.\n1: Ada unlocked the door.")


def test_examples_are_in_the_story_language_and_never_the_story_itself():
    italian = story_from_sentences("mia", ["Marco ha chiuso a chiave il portone.", "Marco ha aperto il portone."])
    chosen = examples_for(italian, "it")
    assert len(chosen) == 2 and all(s.sentences != italian.sentences for s, _ in chosen)
    assert {bool(s.plausible) for s, _ in chosen} == {True, False}
    assert all(r["lang"] == "it" for _, r in chosen)
    text = build_prompt(italian)
    assert vocabulary().instructions["it"][0] in text and "## Esempi" in text
    english = story_from_sentences("e", ["Tom opens the fridge."])
    assert all(r.get("lang", "en") == "en" for _, r in examples_for(english, "en"))


def test_read_prompt_command(physkb, tmp_path):
    story = tmp_path / "s.txt"
    story.write_text("Ada took the milk out of the fridge.\nAda drank the milk.\n")
    code, out, err = physkb("read", "--prompt", str(story))
    assert code == 0, err
    assert "## The story to read (story: \"s\", lang: en)" in out and "1: Ada drank the milk." in out
    code, out, err = physkb("read", "--prompt", str(KB_DIR / "stories" / "coffee_brewed_out_of_order.json"),
                            "--id", "no_such_story")
    assert code == 2 and "coffee_brewed_after_switching_on" in err
    code, out, err = physkb("read", "--prompt", str(story), "--lang", "fr")
    assert code == 2
    code, out, err = physkb("read", str(story))
    assert code == 1 and "--prompt" in err
    code, out, err = physkb("read", "--schema")
    assert code == 0 and json.loads(out)["title"] == "Reading"
