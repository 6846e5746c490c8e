"""GRAFFORD probes: the paper's formats, metrics on hand-made scores, runs with tiny models, resume,
explanations (one per kind), diff/report through the registry."""
from __future__ import annotations

import json
import re

import pytest

from probes_models import built
from probes import benchmarks
from probes.benchmarks.runner import BenchmarkProbeOptions
from probes.benchmarks.grafford.adapter import GERUNDS, GraffordAdapter, mask_text
from probes.benchmarks.grafford.analysis import (AGAINST_PRIOR, CORRECT, IGNORED_BLOCK, IGNORED_RAISE, KB_ALSO_WRONG,
                                      NO_POSITIVE, UNPARSABLE, explain_item, item_figures, metrics)
from probes.benchmarks.grafford.items import AffordanceItem, embedded_items, load_items
from probes.requests import BLANK, ClozeRequest, GenerateRequest, MaskedRequest, NLIRequest, OptionScores
from solver.affordances.loaders import CLASSES
from solver.errors import PhyskbError


def _labels(*positives: str) -> tuple[int, ...]:
    return tuple(1 if c in positives else 0 for c in CLASSES)


def _item(*positives: str, sentence="The children played with a toy car on the carpet.", obj="toy car", id="t-1"):
    return AffordanceItem(id, "test", 1, sentence, obj, _labels(*positives))


def _pred(item: AffordanceItem, scores: dict[str, float], **extra) -> dict:
    row = [scores.get(c, 0.0) for c in CLASSES]
    ranking = sorted(range(len(CLASSES)), key=lambda i: (-row[i], i))
    return {"id": item.id, "choice": ranking[0], "ranking": ranking, "scores": {"sum": row, "norm": row},
            "class_scores": dict(zip(CLASSES, row)), "parsed": True, "raw": None, **extra}


def _cli(*args: str):
    from typer.testing import CliRunner

    import solver.cli  # noqa: F401
    from solver.cli_apps import app

    return CliRunner().invoke(app, list(args))


# --------------------------------------------------------------------------- formats


def test_the_papers_four_formats():
    item = _item("Play", sentence="She wrote a note with a pencil.", obj="pencil")
    assert mask_text(item, "[SEP]") == f"She wrote a note with a pencil. [SEP] pencil can be used for {BLANK} by human"
    assert mask_text(item, "</s>").startswith("She wrote a note with a pencil. </s> pencil")
    (masked,) = GraffordAdapter("masked", "mlm", "</s>").requests(item)
    assert isinstance(masked, MaskedRequest) and masked.candidates[0] == "grasping"
    assert masked.candidates[-3:] == ("looking through", "writing with", "typing on") and "</s>" in masked.text
    (cloze,) = GraffordAdapter("causal", "cloze").requests(item)
    assert isinstance(cloze, ClozeRequest) and cloze.text.startswith("She wrote a note with a pencil.\npencil can")
    assert len(cloze.candidates) == 15
    (nli,) = GraffordAdapter("nli", "nli").requests(item)
    assert isinstance(nli, NLIRequest) and nli.premise == item.sentence
    assert nli.hypotheses[8] == "pencil can be used for sitting on by human"
    gen = GraffordAdapter("causal", "generate").requests(item)
    assert len(gen) == 15 and all(isinstance(g, GenerateRequest) for g in gen)
    assert gen[13].prompt == ("consider She wrote a note with a pencil. Now, can human write with the pencil? "
                              "Answer Yes or No:")
    assert set(GERUNDS) == set(CLASSES)


@pytest.mark.parametrize("kind,method", [("masked", "generate"), ("causal", "nli"), ("nli", "mlm"), ("causal", "zz")])
def test_impossible_combinations_are_clear_errors(kind, method):
    with pytest.raises(PhyskbError, match="--method"):
        GraffordAdapter(kind, method)


def test_yes_no_answers_score_one_and_zero_and_unparsable_ones_are_counted():
    item = _item("Grasp", "Play")
    texts = ["Yes", "No.", "yes, it can", "Maybe"] + ["No"] * 11
    pred = GraffordAdapter("causal", "generate").prediction(item, texts)
    assert pred["scores"]["sum"][:4] == [1.0, 0.0, 1.0, 0.0] and pred["answers"][3] is None
    assert pred["n_unparsable"] == 1 and pred["parsed"] is False and pred["raw"] == texts


def test_scored_formats_rank_the_classes():
    item = _item("Play")
    sums = [-float(k) for k in range(15)][::-1]
    pred = GraffordAdapter("causal", "cloze").prediction(item, [OptionScores(sums, sums, [1] * 15, [1 / 15] * 15)])
    assert pred["choice"] == 14 and pred["ranking"][:2] == [14, 13] and pred["class_scores"]["TypeOn"] == 0.0


# --------------------------------------------------------------------------- metrics


def test_accuracy_and_map_follow_the_paper_on_hand_made_scores():
    a = _item("Grasp", "Lift", id="a")  # Grasp beats every negative, Lift ties the top negative: 1 hit of 2
    b = _item("Ride", id="b")  # Ride is first: 1 of 1
    c = _item(id="c")  # no positive: skipped
    scores = [[0.9, 0.5, 0.5] + [0.1] * 12, [0.2] * 5 + [0.8] + [0.1] * 9, [0.3] * 15]
    m = metrics([a, b, c], scores)
    assert m["accuracy"] == pytest.approx(2 / 3) and m["n_with_positive"] == 2
    # AP of a: Grasp at rank 1, Lift after the tied negative Throw at rank 3 -> (1 + 2/3) / 2; AP of b: 1
    assert m["mAP"] == pytest.approx(((1 + 2 / 3) / 2 + 1) / 2)
    fig = item_figures(a, _pred(a, dict(zip(CLASSES, scores[0]))))
    assert fig["hits"] == 1 and fig["missed"] == ["Lift"] and fig["intruder"] == "Throw" and not fig["correct"]


# --------------------------------------------------------------------------- explanations (one per kind)

KB_TOY = {"kind": "land_vehicle", "noun": "car",
          "probabilities": {**{c: 0.05 for c in CLASSES}, "Push": 0.91, "Play": 0.76, "Grasp": 0.6, "Ride": 0.05},
          "applied_rules": [{"rule": "toy_object", "affordance": "Ride", "effect": "blocks", "probability": 0.9},
                            {"rule": "toy_object", "affordance": "Play", "effect": "raises", "probability": 0.7}],
          "trace": ["cue: item_cue(toy) from 'toy'"]}


def test_explain_ignored_blocking_rule():
    item = _item("Push", "Play")
    e = explain_item(item, _pred(item, {"Ride": 0.9, "Push": 0.5, "Play": 0.8}), KB_TOY)
    assert e.category == IGNORED_BLOCK and "toy_object blocks Ride" in e.text and e.trace


def test_explain_missed_raised_class():
    item = _item("Push", "Play")
    e = explain_item(item, _pred(item, {"Grasp": 0.9, "Push": 0.95, "Play": 0.3}), KB_TOY)
    assert e.category == IGNORED_RAISE and "toy_object raises Play" in e.text


def test_explain_against_typical_affordances():
    item = _item("Push")
    kb = {**KB_TOY, "applied_rules": []}
    e = explain_item(item, _pred(item, {"Fix": 0.9, "Push": 0.2}), kb)
    assert e.category == AGAINST_PRIOR


def test_explain_knowledge_base_wrong_too():
    item = _item("Fix")
    kb = {**KB_TOY, "applied_rules": []}
    e = explain_item(item, _pred(item, {"Push": 0.9, "Fix": 0.2}), kb)
    assert e.category == KB_ALSO_WRONG and "Push" in e.text


def test_explain_unparsable_no_positive_and_correct():
    item = _item("Push")
    answers = [None] + ["no"] * 14
    e = explain_item(item, _pred(item, {"Fix": 0.0}, answers=answers, n_unparsable=1, parsed=False), KB_TOY)
    assert e.category == UNPARSABLE
    assert explain_item(_item(), _pred(_item(), {"Push": 1.0}), KB_TOY).category == NO_POSITIVE
    ok = explain_item(item, _pred(item, {"Push": 1.0}), KB_TOY)
    assert ok.category == CORRECT and ok.correct


def test_explanation_from_the_real_knowledge_base(tmp_path):
    """The knowledge base's own answer (ProbLog, cached in the run folder) explains a toy car ridden by the model."""
    from probes.benchmarks.grafford.analysis import KB_CACHE, kb_answers

    item = _item("Grasp", "Lift", "Throw", "Push", "Play")
    kb = kb_answers(tmp_path, [item])[item.id]
    assert (tmp_path / KB_CACHE).is_file() and kb_answers(tmp_path, [item])[item.id] == kb
    e = explain_item(item, _pred(item, {"Ride": 0.9, "Grasp": 0.5, "Lift": 0.5, "Throw": 0.5, "Push": 0.95,
                                        "Play": 0.95}), kb)
    assert e.category == IGNORED_BLOCK and "toy_object" in e.text


# --------------------------------------------------------------------------- items and runs


def test_embedded_items_are_ours_and_release_ids_are_stable(grafford_data):
    items = embedded_items()
    assert len(items) >= 20 and any(not any(i.labels) for i in items)
    release = load_items(grafford_data, limit=5)
    assert [raw["id"] for raw, _ in release] == ["r0001", "r0002", "r0003", "r0004", "r0005"]
    assert len(load_items(grafford_data)) == 2368


@pytest.mark.parametrize("model,method", [("mlm", "mlm"), ("nli", "nli"), ("llama", "generate")])
def test_every_format_runs_end_to_end(tmp_path, model, method):
    summary = benchmarks.get("grafford").run(BenchmarkProbeOptions(
        benchmark="grafford", model=str(built(model)), method=method, limit=3, out=tmp_path / "run",
        max_new_tokens=2), progress=False)
    assert summary["n_done"] == 3 and summary["accuracy"] is not None and summary["mAP"] is not None
    record = json.loads((tmp_path / "run" / "run.json").read_text())
    if method == "mlm":
        assert record["settings"]["sep_token"] == "[SEP]"
    preds = [json.loads(line) for line in (tmp_path / "run" / "predictions.jsonl").read_text().splitlines()]
    assert all(len(p["scores"]["sum"]) == 15 for p in preds)
    if method == "generate":
        assert summary["unparsable_answers"] == sum(p["n_unparsable"] for p in preds)


def test_cloze_run_resumes_and_diff_explain_report_dispatch(tmp_path, papers):
    model = str(built("llama"))
    whole, part = tmp_path / "whole", tmp_path / "part"
    common = ("--model", model, "--limit", "8", "--batch-size", "3")
    res = _cli("probe", "grafford", *common, "--out", str(whole), "--json")
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["n_done"] == 8
    _cli("probe", "grafford", *common, "--out", str(part), "--json")
    lines = (part / "predictions.jsonl").read_text().splitlines(keepends=True)
    (part / "predictions.jsonl").write_text("".join(lines[:4]) + lines[4][:30])  # killed mid-write
    assert _cli("probe", "grafford", *common, "--out", str(part)).exit_code == 0
    assert (part / "predictions.jsonl").read_text() == (whole / "predictions.jsonl").read_text()

    res = _cli("diff", str(whole), "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["benchmark"] == "grafford" and data["overall"]["n_with_positive"] == 8
    assert set(data["per_class_hits"]) == set(CLASSES)
    assert any("knowledge base" in name for name in data["baselines"])
    wrong = next(r["id"] for r in data["items"] if r["n_positives"] and not r["correct"])
    res = _cli("explain", str(whole), "--item", wrong, "--json")
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["category"] not in (CORRECT, NO_POSITIVE)
    res = _cli("report", str(whole), "--out", str(tmp_path / "report"))
    assert res.exit_code == 0, res.output
    md = (tmp_path / "report" / "report.md").read_text()
    assert "paper: RoBERTa-large-mnli, zero-shot NLI (MNLI) / model alone (Table 3)" in md and "ICL 5-shot (Table 4)" in md and "hit rate per class" in md and "GRAFFORD errors of" in md
    assert (tmp_path / "report" / "plots" / "grafford_class_hits.png").is_file()
    # accuracy and per-class hit rates carry their 95% Wilson interval, counted over gold labels, in percent
    assert "accuracy [95% CI]" in md and "95% Wilson interval over the items with that gold class" in md
    assert re.search(r"\| \d+\.\d \[\d+\.\d–\d+\.\d\] \| ", md), md
    assert not re.search(r"\| 0\.\d\d \[0\.\d\d–", md), md  # no fractions beside the percent of other tables
    assert data["overall"]["n_positives"] >= data["overall"]["n_with_positive"]
    assert sum(data["per_class_positives"].values()) == data["overall"]["n_positives"]
    assert "gold labels" in md  # the summary's n says what it counts
