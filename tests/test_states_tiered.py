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
    assert r["pairs"] == {"pairs": 1, "accuracy": 100.0, "consistency": 100.0, "verifiability": 0.0}


def test_prediction_file_errors(tmp_path):
    path = tmp_path / "p.jsonl"
    path.write_text(json.dumps({"story_id": "good", "plausible": "yes"}) + "\n")
    with pytest.raises(DataError, match="line 1.plausible"):
        load_predictions(path)
    path.write_text(json.dumps({"story_id": "good", "plausible": True}) + "\n\n")
    assert [p.story_id for p in load_predictions(path)] == ["good"]
