"""The tiered scorer on hand-made gold and predictions with known scores."""
from __future__ import annotations

import json

import pytest

from solver.errors import DataError, UnknownNameError
from solver.states.loaders import story_from_project
from solver.states.tiered import load_predictions, parse_prediction, score_tiered


def _gold():
    def lab(e, a, pre=None, post=None):
        return {"entity": e, "attribute": a, "pre": pre, "post": post}

    bad = story_from_project({
        "id": "bad", "sentences": ["Close the box.", "Wait.", "Take the toy out of the box."],
        "states": [[lab("box", "open", True, False)], [],
                   [{"entity": "toy", "attribute": "location", "change": "taken_out"}, lab("box", "open", True, None)]],
        "conflict": {"evidence": 0, "breakpoint": 2}}, "bad")
    good = story_from_project({"id": "good", "sentences": ["Open the box."],
                               "states": [[lab("box", "open", False, True)]]}, "good")
    return [bad, good]


def P(**kw):
    return parse_prediction(kw, "test")


def test_perfect_predictions_score_100():
    preds = [P(story_id="bad", plausible=False, breakpoint=2, evidence=0,
               states=[{"sentence": 2, "entity": "box", "attribute": "open", "pre": True},
                       {"sentence": 0, "entity": " Box ", "attribute": "open", "post": False}]),
             P(story_id="good", plausible=True)]
    r = score_tiered(_gold(), preds)
    assert (r["accuracy"], r["consistency"], r["verifiability"]) == (100.0, 100.0, 100.0)


@pytest.mark.parametrize(
    "bad_pred, expected",
    [
        # right class, wrong pair: accurate only
        (dict(plausible=False, breakpoint=2, evidence=1), (100.0, 50.0, 50.0)),
        # right pair, no states: consistent, not verifiable
        (dict(plausible=False, breakpoint=2, evidence=0), (100.0, 100.0, 50.0)),
        # right pair, a wrong precondition among the predicted ones: not verifiable
        (dict(plausible=False, breakpoint=2, evidence=0, states=[
            {"sentence": 2, "entity": "box", "attribute": "open", "pre": True},
            {"sentence": 2, "entity": "toy", "attribute": "wet", "pre": True},
            {"sentence": 0, "entity": "box", "attribute": "open", "post": False}]), (100.0, 100.0, 50.0)),
        # right pair, the evidence effect predicted wrong: not verifiable
        (dict(plausible=False, breakpoint=2, evidence=0, states=[
            {"sentence": 2, "entity": "box", "attribute": "open", "pre": True},
            {"sentence": 0, "entity": "box", "attribute": "open", "post": True}]), (100.0, 100.0, 50.0)),
        # right pair, a location change predicted for the evidence sentence that it does not have
        (dict(plausible=False, breakpoint=2, evidence=0, states=[
            {"sentence": 2, "entity": "box", "attribute": "open", "pre": True},
            {"sentence": 0, "entity": "toy", "attribute": "location", "change": "moved"}]), (100.0, 100.0, 50.0)),
        # wrong class: nothing
        (dict(plausible=True), (50.0, 50.0, 50.0)),
    ],
)
def test_known_scores(bad_pred, expected):
    preds = [P(story_id="bad", **bad_pred), P(story_id="good", plausible=True)]
    r = score_tiered(_gold(), preds)
    assert (r["accuracy"], r["consistency"], r["verifiability"]) == expected


def test_plain_dicts_are_accepted():
    r = score_tiered(_gold(), [{"story_id": "good", "plausible": True}, {"story_id": "bad", "plausible": True}])
    assert r["accuracy"] == 50.0


def test_missing_prediction_counts_as_wrong_and_unknown_id_is_an_error():
    r = score_tiered(_gold(), [P(story_id="good", plausible=True)])
    assert r["accuracy"] == 50.0 and r["predicted"] == 1
    with pytest.raises(UnknownNameError):
        score_tiered(_gold(), [P(story_id="gooood", plausible=True)])


def test_pairs_are_scored_when_gold_has_pairs():
    gold = _gold()
    for s in gold:
        s.pair_id = "p"
    r = score_tiered(gold, [P(story_id="good", plausible=True), P(story_id="bad", plausible=False,
                                                                      breakpoint=2, evidence=0)])
    pairs = r["pairs"]
    assert (pairs["unit"], pairs["pairs"], pairs["accuracy"], pairs["consistency"], pairs["verifiability"]) == \
        ("pair", 1, 100.0, 100.0, 0.0)
    assert r["unit"] == "story" and "TRIP" in pairs["pairing"]


def test_prediction_file_errors(tmp_path):
    path = tmp_path / "p.jsonl"
    path.write_text(json.dumps({"story_id": "good", "plausible": "yes"}) + "\n")
    with pytest.raises(DataError, match="line 1.plausible"):
        load_predictions(path)
    path.write_text(json.dumps({"story_id": "good", "plausible": True}) + "\n\n")
    assert [p.story_id for p in load_predictions(path)] == ["good"]


def _gita_like():
    """A base story with a cloze variant and two order variants (as GITA's N, N-C0, N-O0, N-O1)."""
    def lab(e, a, pre=None, post=None):
        return {"entity": e, "attribute": a, "pre": pre, "post": post}

    def story(sid, plausible, base=None):
        rec = {"id": sid, "sentences": ["Close the box.", "Wait.", "Take the toy out of the box."],
               "states": [[lab("box", "open", True, False)], [], [lab("box", "open", True, None)]]}
        if not plausible:
            rec["conflict"] = {"evidence": 0, "breakpoint": 2}
        if base:
            rec["variant_of"] = base
        s = story_from_project(rec, sid)
        s.partition = "plausible" if plausible else ("cloze" if sid.endswith("C0") else "order")
        return s

    return [story("7", True), story("7-C0", False, "7"), story("7-O0", False, "7"), story("7-O1", False, "7")]


def test_gita_pairs_pair_the_base_with_each_variant_o1_included():
    gold = _gita_like()
    preds = [P(story_id="7", plausible=True), P(story_id="7-C0", plausible=False, breakpoint=2, evidence=0),
             P(story_id="7-O0", plausible=True), P(story_id="7-O1", plausible=False, breakpoint=2, evidence=1)]
    r = score_tiered(gold, preds)
    pairs = r["pairs"]
    assert pairs["pairs"] == 3 and pairs["stories_in_no_pair"] == 0
    assert pairs["by_partition"]["cloze"] == {"pairs": 1, "accuracy": 100.0, "consistency": 100.0,
                                              "verifiability": 0.0, "accurate": 1, "consistent": 1, "verifiable": 0}
    # order: 7-O0 misclassified (pair wrong), 7-O1 right class wrong conflict (accurate, not consistent)
    assert (pairs["by_partition"]["order"]["accurate"], pairs["by_partition"]["order"]["consistent"]) == (1, 0)
    # per story the same predictions score higher: the base counts once, on its own
    assert r["accuracy"] == 75.0 and pairs["accuracy"] == round(200 / 3, 2)
    # a wrong base story breaks every pair it is in
    preds[0] = P(story_id="7", plausible=False, breakpoint=2, evidence=0)
    assert score_tiered(gold, preds)["pairs"]["accurate"] == 0


def test_a_variant_without_its_base_makes_no_pair():
    gold = _gita_like()[1:]
    r = score_tiered(gold, [P(story_id="7-C0", plausible=False)])
    assert "pairs" not in r


def test_gita_release_pairs(gita_data):
    from solver.states.loaders import load_gita
    from solver.states.tiered import story_pairs

    stories = load_gita(gita_data)
    pairs = story_pairs(stories)
    by_part = {p: sum(1 for x in pairs if x.partition == p) for p in ("cloze", "order")}
    assert by_part == {"cloze": 117, "order": 121}  # 116 -O0 and 5 -O1, each with its base
    o1 = [x for x in pairs if x.id.endswith("-O1")]
    assert len(o1) == 5 and all(x.members == (x.id.split("-")[0], x.id) for x in o1)
    # a majority "plausible" answer scores 0 pairs: the per-story figure hides that
    r = score_tiered(stories, [{"story_id": s.id, "plausible": True} for s in stories])
    assert r["pairs"]["accurate"] == 1 and r["by_partition"]["plausible"]["accuracy"] > 99
    # (the one pair is 54 with 54-O0, which the release marks plausible)


# --------------------------------------------------------------------- bad input, named where it is


def _write(tmp_path, *records, raw: str | None = None):
    path = tmp_path / "pred.jsonl"
    path.write_text(raw if raw is not None else "".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_sentence_out_of_range_is_rejected_with_file_record_and_field(tmp_path):
    path = _write(tmp_path, {"story_id": "good", "plausible": True},
                  {"story_id": "bad", "plausible": False, "evidence": 1, "breakpoint": 10})
    with pytest.raises(DataError) as err:
        score_tiered(_gold(), load_predictions(path))
    assert f"{path}: line 2.breakpoint" in str(err.value) and "sentence 10 is out of range" in str(err.value)
    path = _write(tmp_path, {"story_id": "bad", "plausible": False, "evidence": 0, "breakpoint": 2,
                             "states": [{"sentence": 7, "entity": "box", "attribute": "open", "pre": True}]})
    with pytest.raises(DataError, match=r"line 1\.states\[0\]\.sentence"):
        score_tiered(_gold(), load_predictions(path))


def test_duplicate_story_ids_are_rejected(tmp_path):
    path = _write(tmp_path, {"story_id": "good", "plausible": True}, {"story_id": "good", "plausible": False})
    with pytest.raises(DataError, match=r"line 2.story_id: story 'good' is predicted twice \(first at line 1\)"):
        load_predictions(path)
    with pytest.raises(DataError, match="predicted twice"):
        score_tiered(_gold(), [{"story_id": "good", "plausible": True}, {"story_id": "good", "plausible": True}])


def test_empty_predictions_file_is_a_clear_error(tmp_path):
    with pytest.raises(DataError, match="no predictions: the file is empty"):
        load_predictions(_write(tmp_path, raw="\n  \n"))


def test_unknown_id_and_attribute_name_file_and_line(tmp_path):
    path = _write(tmp_path, {"story_id": "good", "plausible": True}, {"story_id": "gooood", "plausible": True})
    with pytest.raises(UnknownNameError) as err:
        score_tiered(_gold(), load_predictions(path))
    assert f"{path}: line 2.story_id" in str(err.value) and "closest known: good" in str(err.value)
    assert err.value.exit_code == 2
    path = _write(tmp_path, {"story_id": "bad", "plausible": False, "states": [
        {"sentence": 0, "entity": "box", "attribute": "opne", "post": True}]})
    with pytest.raises(UnknownNameError) as err:
        load_predictions(path)
    assert f"{path}: line 1.states[0].attribute" in str(err.value) and "open" in str(err.value)


def test_a_huge_story_id_is_not_echoed_in_full(tmp_path):
    huge = "x" * 20_000_000
    path = _write(tmp_path, {"story_id": huge, "plausible": True})
    with pytest.raises(UnknownNameError) as err:
        score_tiered(_gold(), load_predictions(path))
    assert len(str(err.value)) < 500 and "20,000,000 characters" in str(err.value)


def test_empty_gold_is_a_clear_error(tmp_path, cli):
    with pytest.raises(DataError, match="no gold stories"):
        score_tiered([], [{"story_id": "good", "plausible": True}])
    gold = tmp_path / "gold.json"
    gold.write_text("")
    pred = _write(tmp_path, {"story_id": "good", "plausible": True})
    code, out, err = cli("score", "tiered", "--gold", str(gold), "--pred", str(pred))
    assert code == 1 and str(gold) in err and "no stories" in err and "Traceback" not in err


def test_tier3_accuracy_per_attribute():
    preds = [P(story_id="bad", plausible=False, breakpoint=2, evidence=0, states=[
        {"sentence": 2, "entity": "box", "attribute": "open", "pre": True},
        {"sentence": 0, "entity": "box", "attribute": "open", "post": True},
        {"sentence": 2, "entity": "toy", "attribute": "location", "change": "taken_out"},
        {"sentence": 1, "entity": "toy", "attribute": "wet", "pre": True}])]
    r = score_tiered(_gold(), preds)["states_by_attribute"]
    assert r["open"] == {"predicted": 2, "labelled": 2, "correct": 1, "accuracy": 50.0}
    assert r["location"]["correct"] == 1 and r["wet"] == {"predicted": 1, "labelled": 0, "correct": 0,
                                                          "accuracy": 0.0}
