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


def test_the_compact_prompt_is_generated_from_the_same_declaration_and_shares_its_opening():
    from solver.readings.models import reading_schema
    from solver.readings.prompt import short_schema

    first = story_from_sentences("one", ["Ada left the keys at the office.", "Ada unlocked the door."])
    second = story_from_sentences("two", ["Tom opens the fridge."])
    full, compact = build_prompt(first), build_prompt(first, form="compact")
    assert len(compact) * 3 < len(full)
    voc = vocabulary()
    for attribute in (*voc.state_attributes, voc.lock_attribute):
        words = f"{voc.value_glosses[('en', attribute, 0)]} / {voc.value_glosses[('en', attribute, 1)]}"
        assert f"- {attribute} (" in compact and words in compact
    for line in voc.instructions["en"]:
        assert line in compact
    assert "JSON Schema of the answer" not in compact and "- states: [{entity*, attribute*, pre, post}]" in compact
    # every list of a sentence's reading is in the short form, with its record's fields
    sentence = reading_schema()["$defs"]["SentenceReading"]["properties"]
    lines = short_schema(reading_schema())
    for name, node in sentence.items():
        if node.get("type") == "array":
            assert any(line.startswith(f"- {name}: [{{") for line in lines), name
    # one example, the same for every story of the language: all before the story is a shared opening
    head = compact.split("## The story to read")[0]
    assert head == build_prompt(second, form="compact").split("## The story to read")[0]
    assert head.count("\n0: ") == 1
    assert compact.rstrip().endswith("1: Ada unlocked the door.")


def test_read_prompt_prints_the_full_form_unless_asked(physkb, tmp_path):
    story = tmp_path / "s.txt"
    story.write_text("Ada took the milk out of the fridge.\nAda drank the milk.\n")
    code, full, err = physkb("read", "--prompt", str(story))
    assert code == 0 and "## JSON Schema of the answer" in full
    code, compact, err = physkb("read", "--prompt", str(story), "--prompt-form", "compact")
    assert code == 0 and "## Form of the answer" in compact and "JSON Schema of the answer" not in compact
    code, out, err = physkb("read", "--prompt", str(story), "--prompt-form", "tiny")
    assert code == 2 and "compact" in err
