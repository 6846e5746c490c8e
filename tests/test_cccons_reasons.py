"""CConS stated reasons (`--method generate --ask-reason`): the size relation a reason names (comparative or
containment) against the relation the context implies; diff counts right answers with a wrong reason, explain
and report show it. Items are our own (kb/sizes/probe_items.json); answers come from the test."""
from __future__ import annotations

import pytest

from probes import benchmarks, runs
from probes.benchmarks.cccons.adapter import CConsAdapter, answer_and_reason
from probes.benchmarks.cccons.reasons import stated_relation


def test_the_answer_and_the_relation_its_reason_states():
    assert answer_and_reason("The box, because the ball fits inside it.") == \
        ("The box", "because the ball fits inside it.")
    assert answer_and_reason("box") == ("box", "")
    assert stated_relation("because the ball fits inside it", "box", "ball", answered=0) == 0  # it = the box
    assert stated_relation("because the box holds the ball", "ball", "box") == 1
    assert stated_relation("the ball is much smaller than the box", "box", "ball") == 0
    assert stated_relation("since a box is larger than a ball", "ball", "box") == 1
    assert stated_relation("because it is round", "box", "ball", answered=0) is None  # no relation stated
    assert stated_relation("the box went into the ball", "box", "ball") == 1  # what it says, however odd


def test_ask_reason_asks_for_a_reason_and_keeps_it():
    item = benchmarks.get("cccons").load_items(None, 2)[1][1]  # "a ball put into a box": box bigger
    adapter = CConsAdapter("causal", "generate", ask_reason=True)
    (req,) = adapter.requests(item)
    assert "short reason" in req.prompt and req.max_new_tokens >= 48
    pred = adapter.prediction(item, [f"The {item.obj1}, because the {item.obj2} is smaller than the {item.obj1}."])
    assert pred["choice"] == 0 and pred["reason"] == f"because the {item.obj2} is smaller than the {item.obj1}."
    with pytest.raises(Exception, match="--ask-reason needs --method generate"):
        CConsAdapter("causal", "cloze", ask_reason=True)


def test_diff_explain_and_report_count_right_answers_with_a_wrong_reason(tmp_path):
    from probes.report import build_report

    bench = benchmarks.get("cccons")
    loaded = bench.load_items(None, 4)
    items = [it for _, it in loaded]
    adapter = CConsAdapter("causal", "generate", ask_reason=True)
    bigger = [it.obj1 if it.label == 0 else it.obj2 for it in items]
    smaller = [it.obj2 if it.label == 0 else it.obj1 for it in items]
    answers = [f"The {bigger[0]}, because the {smaller[0]} fits inside the {bigger[0]}.",  # right, right reason
               f"The {bigger[1]}, because the {bigger[1]} is smaller than the {smaller[1]}.",  # right, wrong reason
               f"The {bigger[2]}, because it is nice.",  # right, no relation
               f"The {smaller[3]}, because the {smaller[3]} is bigger than the {bigger[3]}."]  # wrong, wrong reason
    out = tmp_path / "run"
    raw = [r for r, _ in loaded]
    record = runs.new_record(items_path="kb", raw_items=raw, model={"name": "toy", "path": "toy"}, method="generate",
                             prompt_format=adapter.prompt_record(), settings={"ask_reason": True}, benchmark="cccons")
    runs.open_run(out, record, raw)
    with runs.PredictionWriter(out / runs.PREDICTIONS_FILE) as writer:
        for it, text in zip(items, answers):
            writer.write(adapter.prediction(it, [text]))
    r = bench.diff(out).summary["reasons"]
    assert (r["with_reason"], r["right"], r["wrong"], r["no_claim"]) == (4, 1, 2, 1)
    assert (r["correct_answers"], r["correct_with_wrong_reason"]) == (3, 1) and r["examples"] == [items[1].id]
    e = bench.explain(out, items[1].id)
    assert "Stated reason:" in e.text and e.extra["reason"]["verdict"] == "wrong"
    assert "the context implies" in e.extra["reason"]["explanation"]
    md = build_report([out], tmp_path / "report", progress=False).markdown.read_text(encoding="utf-8")
    assert "#### Stated reasons" in md and f"{items[1].id} (right answer, wrong reason)" in md


def test_grafford_refuses_ask_reason_with_a_clear_message(tmp_path, cli):
    code, out, err = cli("probe", "grafford", "--ask-reason", "--out", str(tmp_path / "r"))
    assert code == 1 and "grafford reasons are not checked" in err and "Traceback" not in err
