"""Loaders: GITA JSON, TRIP curated JSON lines, TRIP raw www.json, our own story format."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from solver.errors import DataError, UnknownNameError
from solver.states.loaders import load_any, load_gita, load_project_stories, load_trip
from solver.states.model import ATTRIBUTES


def _www_state(pairs: dict[str, list]) -> dict:
    state = {a: [] for a in ATTRIBUTES}
    state.update(pairs)
    return state


def _www_story(key: str, plausible: bool, breakpoint: int, confl_sents) -> dict:
    states = [
        _www_state({"open": [[" box ", 3]]}),                     # closes the box (1 -> 0)
        _www_state({"location": [["toy", 7]], "contain": [["box", 8]]}),  # toy taken out of the box
    ]
    return {"story_id": 1, "type": "cloze" if "-C" in key else None, "actor": " Ada ", "sentences": ["a.", "b."],
            "example_id": key, "plausible": plausible, "breakpoint": breakpoint, "confl_sents": confl_sents,
            "confl_pairs": [], "states": states, "length": 2}


@pytest.fixture()
def tiny_gita(tmp_path):
    data = {"test": {"1": _www_story("1", True, -1, []), "1-C0": _www_story("1-C0", False, 1, [[0]])}}
    path = tmp_path / "GITA_test.json"
    path.write_text(json.dumps(data))
    return path


def test_gita_tiny_file(tiny_gita):
    stories = load_gita(tiny_gita)
    assert [s.id for s in stories] == ["1", "1-C0"]
    base, cloze = stories
    assert base.partition == "plausible" and cloze.partition == "cloze"
    assert cloze.gold_pair == (0, 1)  # nested confl_sents [[0]] read as evidence 0
    first = cloze.states[0][0]
    assert (first.entity, first.attribute, first.pre, first.post) == ("box", "open", True, False)
    moved = [lab for lab in cloze.states[1] if lab.attribute == "location"][0]
    assert moved.change == "taken_out"
    contain = [lab for lab in cloze.states[1] if lab.attribute == "contain"][0]
    assert (contain.pre, contain.post) == (True, None)  # label 8


def test_trip_www_layout_has_same_fields_as_gita(tmp_path):
    data = {"train": {"0": _www_story("0", True, -1, [])}, "dev": {"5-C0": _www_story("5-C0", False, 1, [0])}}
    path = tmp_path / "www.json"
    path.write_text(json.dumps(data))
    stories = load_trip(path)
    assert [s.id for s in stories] == ["train/0", "dev/5-C0"]
    assert stories[1].gold_pair == (0, 1)
    assert [s.id for s in load_trip(path, split="dev")] == ["5-C0"]
    with pytest.raises(DataError, match="no split 'test'"):
        load_trip(path, split="test")


def _curated_line() -> str:
    zero = [0] * 20
    open_idx, loc_idx = ATTRIBUTES.index("open"), ATTRIBUTES.index("location")
    closes = [list(zero), list(zero)]
    closes[0][open_idx], closes[1][open_idx] = 2, 1  # shifted: true -> false
    taken = [list(zero), list(zero)]
    taken[0][loc_idx] = taken[1][loc_idx] = 7  # raw location label in both slots
    plain = [list(zero), list(zero)]
    story = {"sentences": ["x.", "y."], "confl_pairs": [[0, 1]], "confl_sents": [0], "breakpoint": 1,
             "plausible": 0, "entities": ["box", "toy"], "states": [[closes, plain], [plain, taken]]}
    ok = dict(story, confl_pairs=[], confl_sents=[], breakpoint=-1, plausible=1)
    return json.dumps({"example_id": "dev_1", "stories": [ok, story], "pair_plausible_story": 0})


def test_trip_curated_lines(tmp_path):
    path = tmp_path / "dev_curated_trip.json"
    path.write_text(_curated_line() + "\n")
    stories = load_trip(path)
    assert [s.id for s in stories] == ["dev_1-0", "dev_1-1"]
    implausible = stories[1]
    assert implausible.pair_id == "dev_1" and implausible.gold_pair == (0, 1)
    lab = implausible.states[0][0]
    assert (lab.entity, lab.attribute, lab.pre, lab.post) == ("box", "open", True, False)
    assert implausible.states[1][0].change == "taken_out"
    assert load_any(path)[1].gold_pair == (0, 1)


def test_trip_pair_fields_are_checked(tmp_path):
    from solver.states.validate import validate

    record = json.loads(_curated_line())
    record["pair_plausible_story"] = 1
    record["pair_confl_pairs"] = [[0, 2]]
    path = tmp_path / "dev_curated_trip.json"
    path.write_text(json.dumps(record) + "\n")
    kinds = {(a.story_id, a.kind) for a in validate(load_trip(path), "trip").anomalies}
    assert ("dev_1-0", "pair_plausibility_mismatch") in kinds
    assert ("dev_1-1", "pair_confl_pairs_disagree") in kinds


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: d["test"]["1"].pop("states"), "missing field 'states'"),
        (lambda d: d["test"]["1"]["states"][0]["open"].__setitem__(0, ["box", 11]), "label 11 outside 0-8"),
        (lambda d: d["test"]["1"]["states"][0].__setitem__("colour", []), "unknown attribute 'colour'"),
        (lambda d: d["test"]["1"].__setitem__("breakpoint", "x"), "must be an integer"),
    ],
)
def test_malformed_gita_names_file_record_field(tmp_path, mutate, message):
    data = {"test": {"1": _www_story("1", True, -1, [])}}
    mutate(data)
    path = tmp_path / "GITA_test.json"
    path.write_text(json.dumps(data))
    with pytest.raises(DataError, match=message) as err:
        load_gita(path)
    assert "GITA_test.json: story 1" in str(err.value)


def test_malformed_trip_line(tmp_path):
    path = tmp_path / "t.json"
    path.write_text(_curated_line() + "\n{not json\n")
    with pytest.raises(DataError, match="line 2"):
        load_trip(path)


def test_project_story_errors(tmp_path):
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"id": "x", "sentences": ["a."], "states": [[{"entity": "e", "attribute": "colour"}]]}))
    with pytest.raises(UnknownNameError):
        load_project_stories(path)
    path.write_text(json.dumps({"id": "x", "sentences": ["a.", "b."], "states": [[]]}))
    with pytest.raises(DataError, match="one list of labels per sentence"):
        load_project_stories(path)


def test_release_gita_counts(gita_data):
    stories = load_gita(gita_data)
    assert len(stories) == 355
    parts = Counter(s.partition for s in stories)
    assert parts == {"plausible": 117, "order": 121, "cloze": 117}
    assert sum(1 for s in stories if s.plausible is False) == 238
    assert all(lab.entity == lab.entity.strip() for s in stories for sent in s.states for lab in sent)


def test_release_trip_counts(trip_data):
    stories = load_trip(trip_data)
    assert len(stories) == 322
    assert sum(1 for s in stories if s.plausible) == 161
    assert all(s.gold_pair for s in stories if not s.plausible)
