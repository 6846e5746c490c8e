"""The CLI's limits on text equal the service's (issue 30: one CLI sentence of 100,000 characters took
77 s and 542 MB; the service refused it at 2,000)."""
from __future__ import annotations

import json

import pytest

from conftest import run_in_process as run_cli
from solver.limits import MAX_NAME_CHARS, MAX_SENTENCE_CHARS, MAX_STORY_SENTENCES


def _schema(model) -> dict:
    return model.model_json_schema()


def test_the_service_states_the_same_limits():
    from solver.service.models import AffordRequest, SizeRequest, StoryRequest

    story = _schema(StoryRequest)["properties"]["sentences"]
    assert story["maxItems"] == MAX_STORY_SENTENCES and story["items"]["maxLength"] == MAX_SENTENCE_CHARS
    afford = _schema(AffordRequest)["properties"]
    assert afford["sentence"]["maxLength"] == MAX_SENTENCE_CHARS and afford["object"]["maxLength"] == MAX_NAME_CHARS
    assert _schema(SizeRequest)["properties"]["context"]["maxLength"] == MAX_SENTENCE_CHARS


@pytest.fixture()
def no_reading(monkeypatch):
    """Reading a story or a sentence fails the test: the limits must refuse before any of it."""
    import solver.actions.reader as reader

    def boom(*args, **kwargs):
        raise AssertionError("the text was read before its length was checked")

    monkeypatch.setattr(reader, "read_story", boom)


def test_a_100000_character_sentence_is_refused_before_reading(tmp_path, monkeypatch, capsys, no_reading):
    story = tmp_path / "long.txt"
    story.write_text("Tom opened the fridge.\n" + "Tom " + "very " * 20_000 + "slowly ate.\n", encoding="utf-8")
    code, out, err = run_cli(["check-story", story], monkeypatch, capsys)
    assert code == 1 and "100,0" in err and f"at most {MAX_SENTENCE_CHARS:,}" in err and "sentence 1" in err, err


def test_a_story_json_over_the_limits_is_refused(tmp_path, monkeypatch, capsys, no_reading):
    long_one = tmp_path / "long.json"
    long_one.write_text(json.dumps({"id": "s", "sentences": ["Ann sat." * 300]}), encoding="utf-8")
    code, _, err = run_cli(["check-story", long_one], monkeypatch, capsys)
    assert code == 1 and "sentences[0]" in err and f"at most {MAX_SENTENCE_CHARS:,}" in err, err
    many = tmp_path / "many.json"
    many.write_text(json.dumps({"id": "s", "sentences": ["Ann sat."] * (MAX_STORY_SENTENCES + 1)}), encoding="utf-8")
    code, _, err = run_cli(["check-story", many], monkeypatch, capsys)
    assert code == 1 and f"at most {MAX_STORY_SENTENCES}" in err, err


@pytest.mark.parametrize("args, where", [
    (["afford", "x" * (MAX_SENTENCE_CHARS + 1), "x"], "SENTENCE"),
    (["afford", "a toy car", "car" * 100], "OBJECT"),
    (["size", "y" * (MAX_SENTENCE_CHARS + 1), "cat", "dog"], "CONTEXT"),
    (["size", "", "cat" * 100, "dog"], "OBJ1"),
])
def test_sentences_and_names_on_the_command_line(args, where, monkeypatch, capsys):
    code, _, err = run_cli(args, monkeypatch, capsys)
    assert code == 1 and err.startswith(f"physkb: error: {where}:") and "at most" in err, err
