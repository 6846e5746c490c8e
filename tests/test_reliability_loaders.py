"""Issue 24, items 10-16: loaders and checks that must never turn bad data into a confident answer.

Plausibility labels that are not booleans, duplicated records, null entities, empty or degenerate
inputs, negative or silently ignored options, one run reported as two seeds, and size/affordance
questions about objects the sentence does not name: each is refused (or reported) with a message
naming what is wrong, never answered. Stories here are written by the tests themselves; release
files are read from ../shared/data and changed in a temporary folder.
"""
from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

from solver.errors import DataError


from conftest import run_in_process as run_cli  # noqa: E402


def _www_story(plausible, entity="towel") -> dict:
    """A two-sentence story in GITA's layout (our own words)."""
    return {"sentences": ["Sam wet the towel.", "Sam hung the towel up."], "plausible": plausible,
            "breakpoint": -1, "confl_sents": [],
            "states": [{"wet": [[entity, 6]]}, {"wet": [[entity, 2]]}]}


def _write_gita(path: Path, stories: dict) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    (path / "GITA_test.json").write_text(json.dumps({"test": stories}), encoding="utf-8")
    return path / "GITA_test.json"


# --- item 10: "plausible" is a JSON boolean (or the release's 0/1), nothing else --------------------

@pytest.mark.parametrize("value", ["false", "no", "0", "False", 2, None, [], {}])
def test_gita_plausible_must_be_a_boolean(tmp_path, value):
    from solver.states.loaders import load_gita

    path = _write_gita(tmp_path, {"1": _www_story(value)})
    with pytest.raises(DataError, match=r"story 1\.plausible: must be true or false"):
        load_gita(path)


@pytest.mark.parametrize("value, expected", [(True, True), (False, False), (1, True), (0, False)])
def test_gita_plausible_booleans_and_0_1_are_read(tmp_path, value, expected):
    from solver.states.loaders import load_gita

    [story] = load_gita(_write_gita(tmp_path, {"1": _www_story(value)}))
    assert story.plausible is expected


def test_trip_plausible_string_is_refused(tmp_path, trip_data):
    from solver.states.loaders import load_trip

    record = json.loads((trip_data / "dev_curated_trip.json").read_text(encoding="utf-8").splitlines()[0])
    record["stories"][1]["plausible"] = "false"
    path = tmp_path / "trip.json"
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"story 1\.plausible: must be true or false.*'false'"):
        load_trip(path)


@pytest.mark.parametrize("value", ["false", "no", "0"])
def test_project_story_plausible_string_is_refused(value):
    from solver.states.loaders import story_from_project

    with pytest.raises(DataError, match="plausible: must be true or false"):
        story_from_project({"id": "x", "sentences": ["Sam sat down."], "plausible": value}, "s.json: story 0")


def test_validate_gita_refuses_a_string_label_instead_of_flipping_it(tmp_path, monkeypatch, capsys):
    _write_gita(tmp_path, {"1": _www_story("false")})
    code, _, err = run_cli(["validate", "gita", "--data", tmp_path, "--annotations-only"], monkeypatch, capsys)
    assert code == 1 and "plausible" in err and "Traceback" not in err


# --- item 11: duplicates are reported or refused, never silently merged -----------------------------

def test_gita_duplicate_key_is_reported_as_an_anomaly(tmp_path):
    from solver.states.loaders import load_gita
    from solver.states.validate import validate

    first, second = json.dumps(_www_story(True)), json.dumps(_www_story(False))
    (tmp_path / "GITA_test.json").write_text('{"test": {"7": %s, "7": %s, "8": %s}}' % (first, second, first),
                                             encoding="utf-8")
    stories = load_gita(tmp_path)
    assert [s.id for s in stories] == ["7", "8"]
    report = validate(stories, "gita")
    kinds = {(a.story_id, a.kind) for a in report.anomalies}
    assert ("7", "duplicate_key") in kinds and ("8", "duplicate_key") not in kinds


def test_gita_duplicated_field_inside_a_story_puts_its_gold_in_doubt(tmp_path):
    from solver.states.loaders import load_gita
    from solver.states.validate import DOUBTFUL_KINDS, validate

    body = json.dumps(_www_story(True))[:-1] + ', "plausible": false}'
    (tmp_path / "GITA_test.json").write_text('{"test": {"3": %s}}' % body, encoding="utf-8")
    report = validate(load_gita(tmp_path), "gita")
    assert any(a.kind == "duplicate_field" and "'plausible'" in a.detail for a in report.anomalies)
    assert "duplicate_field" in DOUBTFUL_KINDS


def test_trip_duplicate_example_is_refused(tmp_path, trip_data):
    from solver.states.loaders import load_trip

    lines = (trip_data / "dev_curated_trip.json").read_text(encoding="utf-8").splitlines()[:2]
    path = tmp_path / "trip.json"
    path.write_text("\n".join([lines[0], lines[1], lines[0]]) + "\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"line 3.*already used on line 1"):
        load_trip(path)


def test_coat_duplicate_configuration_ids_are_refused(tmp_path, coat_data):
    from solver.coat.release import load_configurations

    root = tmp_path / "coat"
    shutil.copytree(coat_data, root)
    path = root / "task-1" / "possible_configurations_v1.json"
    records = json.loads(path.read_text(encoding="utf-8"))
    records[5]["id"] = records[4]["id"]
    path.write_text(json.dumps(records), encoding="utf-8")
    with pytest.raises(DataError, match=r"record #5.*configuration id \d+ is already used by record #4"):
        load_configurations(root)


def test_project_stories_with_one_id_twice_are_refused(tmp_path):
    from solver.states.loaders import load_project_stories

    path = tmp_path / "two.json"
    path.write_text(json.dumps([{"id": "a", "sentences": ["Sam sat."]}, {"id": "a", "sentences": ["Sam ran."]}]))
    with pytest.raises(DataError, match="story id 'a' is already used"):
        load_project_stories(path)


# --- item 12: a null entity is an error, not a dropped label ----------------------------------------

def test_project_story_null_entity_is_refused():
    from solver.states.loaders import story_from_project

    record = {"id": "x", "sentences": ["Sam opened the fridge.", "Sam closed the fridge."],
              "states": [[{"entity": None, "attribute": "open", "pre": False, "post": True}], []]}
    with pytest.raises(DataError, match=r"states\[0\]\[0\]\.entity: entity must be a non-empty name"):
        story_from_project(record, "s.json: story 0")


def test_trip_null_entity_is_refused(tmp_path, trip_data):
    from solver.states.loaders import load_trip

    record = json.loads((trip_data / "dev_curated_trip.json").read_text(encoding="utf-8").splitlines()[0])
    record["stories"][0]["entities"][0] = None
    path = tmp_path / "trip.json"
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"entities\[0\]: entity must be a non-empty name"):
        load_trip(path)


def test_gita_blank_entity_is_refused(tmp_path):
    from solver.states.loaders import load_gita

    with pytest.raises(DataError, match="entity must be a non-empty name"):
        load_gita(_write_gita(tmp_path, {"1": _www_story(True, entity="  ")}))


# --- item 13: empty or degenerate input is an error, never "0 of 0, all fine" -----------------------

@pytest.fixture(scope="module")
def items_dir(tmp_path_factory) -> Path:
    """One small generated variation file (task0_v01) from the project kb."""
    from solver.coat.questions.generate import write_question_sets
    from solver.coat.questions.truth import load_truth
    from solver.coat.questions.variations import select_variations

    root = tmp_path_factory.mktemp("items")
    write_question_sets(root, load_truth(None), select_variations([0], ["1"]), 0)
    return root


def _copy_items(items_dir: Path, tmp_path: Path, edit) -> Path:
    folder = tmp_path / "items"
    shutil.copytree(items_dir, folder)
    path = folder / "task0_v01.jsonl"
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    return folder


def test_validate_gita_on_an_empty_split_fails(tmp_path, monkeypatch, capsys):
    _write_gita(tmp_path, {})
    code, _, err = run_cli(["validate", "gita", "--data", tmp_path], monkeypatch, capsys)
    assert code == 1 and "no stories" in err


def test_check_coat_items_on_an_empty_file_fails(items_dir, tmp_path, monkeypatch, capsys):
    folder = _copy_items(items_dir, tmp_path, lambda text: "")
    code, out, err = run_cli(["check", "coat-items", folder / "task0_v01.jsonl"], monkeypatch, capsys)
    assert code == 1 and "empty" in err and "checked 0 items" not in out


def test_export_lm_eval_on_an_empty_file_fails(items_dir, tmp_path, monkeypatch, capsys):
    folder = _copy_items(items_dir, tmp_path, lambda text: "\n")
    out = tmp_path / "lm"
    code, _, err = run_cli(["export", "lm-eval", "--items", folder, "--out", out], monkeypatch, capsys)
    assert code == 1 and "no items" in err and not out.exists()


def test_export_hf_refuses_an_item_without_options(items_dir, tmp_path, monkeypatch, capsys):
    def no_options(text: str) -> str:
        lines = text.splitlines()
        first = json.loads(lines[0])
        first["options"], first["gold"] = [], 0
        return "\n".join([json.dumps(first), *lines[1:]]) + "\n"

    folder = _copy_items(items_dir, tmp_path, no_options)
    out = tmp_path / "hf"
    code, _, err = run_cli(["export", "hf", "--items", folder, "--out", out], monkeypatch, capsys)
    assert code == 1 and "options" in err and not out.exists()


def test_item_gold_outside_its_options_is_refused():
    from pydantic import ValidationError

    from solver.coat.questions.schema import MultipleChoiceItem

    item = {"id": "i", "task_type": 0, "variation": 1, "task": "t", "utility": "u", "question": "q",
            "options": [{"letter": "A", "object_name": "Cup"}, {"letter": "B", "object_name": "Mug"}], "gold": 2}
    with pytest.raises(ValidationError, match="gold 2 is not one of the 2 options"):
        MultipleChoiceItem.model_validate(item)


def test_check_story_with_no_sentences_fails(tmp_path, monkeypatch, capsys):
    path = tmp_path / "empty.json"
    path.write_text(json.dumps({"id": "empty", "sentences": []}), encoding="utf-8")
    code, out, err = run_cli(["check-story", path], monkeypatch, capsys)
    assert code == 1 and "no sentences" in err and "plausible" not in out


def test_story_with_a_nul_byte_fails(tmp_path, monkeypatch, capsys):
    path = tmp_path / "nul.json"
    path.write_text(json.dumps({"id": "nul", "sentences": ["Sam opened\u0000 the fridge."]}), encoding="utf-8")
    code, _, err = run_cli(["check-story", path], monkeypatch, capsys)
    assert code == 1 and "NUL byte" in err and "sentences[0]" in err
    text = tmp_path / "nul.txt"
    text.write_bytes(b"Sam opened the fridge.\nSam\x00 closed it.\n")
    code, _, err = run_cli(["annotate", text], monkeypatch, capsys)
    assert code == 1 and "NUL byte" in err


def test_validate_grafford_on_a_header_only_file_fails(tmp_path, grafford_data, monkeypatch, capsys):
    folder = tmp_path / "grafford"
    shutil.copytree(grafford_data, folder)
    main = folder / "final_normal_dataset.tsv"
    main.write_text(main.read_text(encoding="utf-8").splitlines()[0] + "\n", encoding="utf-8")
    code, _, err = run_cli(["validate", "grafford", "--data", folder], monkeypatch, capsys)
    assert code == 1 and "no data rows" in err


def test_validate_trip_on_pairs_without_stories_fails(tmp_path, monkeypatch, capsys):
    path = tmp_path / "trip.json"
    path.write_text(json.dumps({"example_id": "e1", "stories": []}) + "\n", encoding="utf-8")
    code, _, err = run_cli(["validate", "trip", "--data", path], monkeypatch, capsys)
    assert code == 1 and "no stories" in err


# --- item 14: every option checked before any work --------------------------------------------------

@pytest.mark.parametrize("args", [
    ["best-substitute", "--task", "cutting a cake", "--utility", "cutting", "--top", "-1"],
    ["validate", "coat", "--limit", "-1"],
    ["check", "coat-items", "nowhere", "--show", "-1"],
    ["explain", "nowhere", "--all", "--examples", "-1"],
    ["report", "nowhere", "--out", "x", "--examples", "-1"],
    ["probe", "coat", "--model", "m", "--limit", "-1"],
    ["probe", "coat", "--model", "m", "--limit", "0"],
    ["probe", "coat", "--model", "m", "--workers", "0"],
    ["probe", "coat", "--model", "m", "--batch-size", "0"],
])
def test_negative_or_zero_counts_are_refused(args, monkeypatch, capsys):
    code, _, err = run_cli(args, monkeypatch, capsys)
    assert code == 1 and "Invalid value for" in err and "greater than or equal to" in err, err
    assert "Ray" not in err


def test_closest_task_with_context_objects_is_refused(monkeypatch, capsys):
    code, _, err = run_cli(["best-substitute", "--task", "x", "--utility", "cutting", "--context-objects", "Cake",
                            "--closest-task"], monkeypatch, capsys)
    assert code == 1 and "--closest-task" in err and "--context-objects" in err


def test_split_on_a_curated_trip_file_is_refused(trip_data, monkeypatch, capsys):
    code, _, err = run_cli(["validate", "trip", "--data", trip_data, "--split", "test"], monkeypatch, capsys)
    assert code == 1 and "--split" in err and "curated" in err


@pytest.mark.parametrize("args, words", [
    (["--tasks", ""], "at least one number"),
    (["--tasks", ","], "at least one number"),
    (["--variations", ""], "at least one variation"),
    (["--tasks", "0", "--variations", "task1_v03"], "picks none of its variations"),
])
def test_generate_refuses_empty_or_contradicting_selections(tmp_path, args, words, monkeypatch, capsys):
    out = tmp_path / "items"
    code, _, err = run_cli(["generate", "coat", "--out", out, *args], monkeypatch, capsys)
    assert code == 1 and words in err and not out.exists()


def test_run_refuses_an_empty_benchmark_list_and_an_unknown_method_before_work(tmp_path, monkeypatch, capsys):
    out, empty = tmp_path / "job", tmp_path / "data"
    empty.mkdir()  # no release data: were the options not checked first, the job would still end soon
    code, _, err = run_cli(["run", "--benchmarks", "", "--data", empty, "--out", out, "--no-demos"], monkeypatch, capsys)
    assert code == 1 and "at least one benchmark" in err
    code, _, err = run_cli(["run", "--method", "logllk", "--out", out, "--no-demos"], monkeypatch, capsys)
    assert code == 2 and "loglik" in err
    # before work: nothing written, and the only words are the refusal (no step of the job began)
    assert not out.exists() and len(err.strip().splitlines()) <= 3, err


# --- item 15: one run given twice is not two seeds ---------------------------------------------------

def test_report_refuses_the_same_run_twice(tmp_path, monkeypatch, capsys):
    run = tmp_path / "run"
    run.mkdir()
    out = tmp_path / "report"
    code, _, err = run_cli(["report", run, f"{tmp_path}/./run", "--out", out], monkeypatch, capsys)
    assert code == 1 and "given twice" in err and not out.exists()


# --- item 16: a question about an object the sentence does not name is refused ----------------------

@pytest.mark.parametrize("args, words", [
    (["size", "The box is in the box.", "box", "box"], "both objects are 'box'"),
    (["size", "The box is in the box.", "box", "cup"], "does not mention 'cup'"),
    (["size", "The box is in the box.", "", "box"], "OBJ1: the object is empty"),
    (["afford", "The boy rode his bicycle.", "a toy car"], "does not mention 'a toy car'"),
])
def test_size_and_afford_refuse_objects_the_sentence_lacks(args, words, monkeypatch, capsys):
    code, out, err = run_cli(args, monkeypatch, capsys)
    assert code == 1 and err.startswith("physkb: error:") and words in err, err
    assert "answer:" not in out and "smaller" not in out


def test_size_and_afford_still_answer_objects_the_sentence_names(monkeypatch, capsys):
    code, out, _ = run_cli(["size", "Two mice hid under the elephant.", "mouse", "elephant"], monkeypatch, capsys)
    assert code == 0 and "answer:" in out
    code, out, _ = run_cli(["size", "", "mouse", "elephant"], monkeypatch, capsys)
    assert code == 0
    code, out, _ = run_cli(["afford", "The boy rode his bicycles.", "a bicycle"], monkeypatch, capsys)
    assert code == 0 and "Ride" in out
