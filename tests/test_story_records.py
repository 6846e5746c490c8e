"""Every field of a story typed, with the field named in the error; duplicate keys refused; TRIP pairs
that lost a story reported (issue 30: `"actor": 5` was an internal error, `"id": null` became "None",
`"entities": "fridge"` was read letter by letter, a pair without one of its stories passed silently)."""
from __future__ import annotations

import json

import pytest

from conftest import run_in_process as run_cli
from solver.errors import DataError
from solver.states.loaders import load_project_stories, load_trip, story_from_project

BASE = {"id": "s", "sentences": ["Ann opened the fridge.", "Ann took the milk out of the fridge."]}


@pytest.mark.parametrize("change, field, words", [
    ({"actor": 5}, ".actor", "got 5"),
    ({"actor": ["Tom"]}, ".actor", "got ['Tom']"),
    ({"actor": ""}, ".actor", "non-empty name"),
    ({"id": None}, ".id", "got None"),
    ({"id": {}}, ".id", "got {}"),
    ({"id": ""}, ".id", "got ''"),
    ({"id": True}, ".id", "got True"),
    ({"entities": "fridge"}, ".entities", "got 'fridge'"),
    ({"entities": ["fridge", 3]}, ".entities[1]", "got 3"),
    ({"sentences": "Ann sat."}, ".sentences", "list of strings"),
    ({"plausible": "yes"}, ".plausible", "true or false"),
    ({"plausible": True, "conflict": {"evidence": 0, "breakpoint": 1}}, ".plausible", "names a conflict"),
    ({"pair": ""}, ".pair", "non-empty"),
    ({"states": "none"}, ".states", "list of lists"),
])
def test_a_wrong_field_is_named_with_what_it_got(change, field, words):
    with pytest.raises(DataError) as err:
        story_from_project({**BASE, **change}, "f.json: story 0")
    assert err.value.where == f"f.json: story 0{field}" and words in err.value.message, str(err.value)


def test_the_fields_a_story_may_hold_still_load():
    story = story_from_project({**BASE, "id": 7, "actor": "Ann", "entities": ["milk", "fridge"], "plausible": 1,
                                "pair": "p1", "variant_of": "base", "language": "en", "note": "kept, not read"}, "w")
    assert (story.id, story.actor, story.entities, story.plausible, story.pair_id, story.group_id) == \
        ("7", "Ann", ["milk", "fridge"], True, "p1", "base")


def test_cli_check_story_with_a_wrong_field_is_exit_1_not_an_internal_error(tmp_path, monkeypatch, capsys):
    path = tmp_path / "s.json"
    path.write_text(json.dumps({**BASE, "actor": 5}), encoding="utf-8")
    code, _, err = run_cli(["check-story", path], monkeypatch, capsys)
    assert code == 1 and "story 0.actor: must be a non-empty name" in err and "internal error" not in err, err


def test_duplicate_keys_are_refused(tmp_path):
    path = tmp_path / "s.json"
    path.write_text('{"id": "s", "sentences": ["Ann sat."], "sentences": ["Ann stood."]}', encoding="utf-8")
    with pytest.raises(DataError, match="'sentences' appears twice"):
        load_project_stories(path)


def _trip_line(example_id, stories) -> str:
    return json.dumps({"example_id": example_id, "stories": stories}) if example_id is not ... else \
        json.dumps({"stories": stories})


def _trip_story(plausible: bool) -> dict:
    return {"sentences": ["Ann opened the fridge.", "Ann took the milk."], "entities": ["Ann"],
            "states": [[[[0] * 20, [0] * 20], [[0] * 20, [0] * 20]]], "plausible": plausible}


def test_trip_pair_missing_a_story_is_an_anomaly_with_its_id(tmp_path):
    from solver.states.validate import _pair_anomalies

    path = tmp_path / "trip.json"
    path.write_text(_trip_line("pair-a", [_trip_story(True), _trip_story(False)]) + "\n"
                    + _trip_line("pair-b", [_trip_story(True)]) + "\n", encoding="utf-8")
    anomalies = _pair_anomalies(load_trip(path))
    assert [(a.story_id, a.kind) for a in anomalies] == [("pair-b-0", "pair_story_missing")]
    assert "pair pair-b has 1 story" in anomalies[0].detail


@pytest.mark.parametrize("example_id, words", [(..., "missing field 'example_id'"), (None, "got None"),
                                               ("", "got ''"), (True, "got True")])
def test_trip_example_id_is_required(tmp_path, example_id, words):
    path = tmp_path / "trip.json"
    path.write_text(_trip_line(example_id, [_trip_story(True), _trip_story(False)]) + "\n", encoding="utf-8")
    with pytest.raises(DataError, match=words):
        load_trip(path)


def test_trip_duplicate_keys_are_refused(tmp_path):
    path = tmp_path / "trip.json"
    line = _trip_line("p", [_trip_story(True), _trip_story(False)])
    path.write_text(line[:-1] + ', "example_id": "q"}\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"line 1: the key 'example_id' appears twice"):
        load_trip(path)
