"""CConS probes: the paper's formats, answer parsing, runs with tiny models, resume, explanations, registry dispatch."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from probes_models import built
from probes import benchmarks
from probes.benchmarks.runner import BenchmarkProbeOptions
from probes.benchmarks.cccons.adapter import CConsAdapter, mask_text, parse_bigger, question
from probes.benchmarks.cccons.analysis import (AGAINST_BOTH, CORRECT, FOLLOWED_PRIOR, NOCONTEXT_COUNTER_LABEL, PRIOR_EVEN,
                                    SOLVER_DISAGREES, UNKNOWN_NOUN, UNPARSABLE, UNREAD_OTHER, UNREAD_PRIOR,
                                    explain_item, prior_diagnostic, solver_answers)
from probes.benchmarks.cccons.items import SizeItem, embedded_items, load_items, spread
from probes.requests import BLANK, ClozeRequest, GenerateRequest, MaskedRequest, NLIRequest, OptionScores
from solver.errors import PhyskbError


def _item(context="A mouse was trapped in a jar.", obj1="mouse", obj2="jar", label=1, subset="normal",
          difficulty="easy", id="t-1") -> SizeItem:
    return SizeItem(id, "test", 1, subset, difficulty, context, obj1, obj2, label)


def _cli(*args: str):
    from typer.testing import CliRunner

    import solver.cli  # noqa: F401  (registers every command)
    from solver.cli_apps import app

    return CliRunner().invoke(app, list(args))


# --------------------------------------------------------------------------- formats


def test_masked_and_generative_formats_follow_the_paper():
    item = _item()
    assert mask_text(item) == (f"A mouse was trapped in a jar. In this situation, the size of mouse is probably much "
                               f"{BLANK} than the size of jar.")
    assert question(item) == "A mouse was trapped in a jar. Which is bigger in this situation, mouse or jar?"
    bare = _item(context="", difficulty="nocontext")
    assert question(bare) == "Which is bigger in general, mouse or jar?"
    assert mask_text(bare).startswith("The size of mouse is probably much ")
    assert CConsAdapter("masked", "mlm").requests(item) == [MaskedRequest(mask_text(item),
                                                                          ("larger", "bigger", "smaller", "shorter"))]
    assert isinstance(CConsAdapter("causal", "cloze").requests(item)[0], ClozeRequest)
    assert isinstance(CConsAdapter("causal", "generate").requests(item)[0], GenerateRequest)
    nli = CConsAdapter("nli", "nli").requests(item)[0]
    assert isinstance(nli, NLIRequest) and nli.hypotheses == ("mouse is bigger than jar.", "mouse is smaller than jar.")


@pytest.mark.parametrize("kind,method", [("masked", "generate"), ("causal", "mlm"), ("nli", "cloze"), ("causal", "x")])
def test_impossible_method_and_model_combinations_are_clear_errors(kind, method):
    with pytest.raises(PhyskbError, match="--method"):
        CConsAdapter(kind, method)


def test_larger_plus_bigger_above_half_judges_obj1_bigger():
    adapter = CConsAdapter("causal", "cloze")
    scores = OptionScores(sums=[-1.0] * 4, norms=[-1.0] * 4, n_tokens=[1] * 4, probs=[0.30, 0.25, 0.40, 0.05])
    pred = adapter.prediction(_item(label=0), [scores])
    assert pred["choice"] == 0 and pred["p_obj1_bigger"] == pytest.approx(0.55) and pred["parsed"]
    scores.probs = [0.20, 0.25, 0.40, 0.15]
    pred = adapter.prediction(_item(label=0), [scores])
    assert pred["choice"] == 1 and pred["ranking"] == [1, 0]


@pytest.mark.parametrize("text,expected", [
    ("The jar is bigger.", 1), ("Mouse.", 0), ("A jar is much larger than a mouse.", 1),
    ("The mouse is smaller than the jar", 1), ("The bigger one is the mouse", 0), ("I cannot say.", None),
    ("In this situation, the mouse is actually bigger than it looks", 0), ("", None),
])
def test_generated_answers_are_read_as_obj1_or_obj2(text, expected):
    assert parse_bigger(text, "mouse", "jar") == expected


def test_a_name_inside_the_other_counts_only_on_its_own():
    assert parse_bigger("The car seat is bigger than the car.", "car", "car seat") == 1


def test_unparsable_generation_is_kept_and_counted():
    pred = CConsAdapter("causal", "generate").prediction(_item(), ["Both are nice."])
    assert pred["parsed"] is False and pred["choice"] is None and pred["raw"] == "Both are nice."


# --------------------------------------------------------------------------- items


def test_embedded_items_are_our_own_and_cover_every_file_kind():
    items = embedded_items()
    assert len(items) >= 20 and len({i.id for i in items}) == len(items)
    assert {i.group for i in items} >= {"normal_easy", "normal_difficult", "normal_nocontext", "adversarial_easy",
                                        "adversarial_difficult", "adversarial_nocontext"}
    answers = solver_answers(items)
    for item in items:  # the solver reads every one of our contexts as its label says
        if item.context:
            assert answers[item.id].implied == item.gold_relation, item.id
            assert answers[item.id].counter_commonsense == (item.subset == "adversarial"), item.id


def test_release_items_have_stable_ids_and_a_limit_samples_every_file(cccons_data):
    everything = load_items(cccons_data)
    assert len(everything) == len({raw["id"] for raw, _ in everything}) > 3000
    few = load_items(cccons_data, limit=16)
    assert len(few) == 16 and len({item.group for _, item in few}) == 8
    assert spread(list(range(10)), 4, lambda i: i % 2) == [0, 1, 2, 3]


# --------------------------------------------------------------------------- explanations (one per kind)


def _explain(item: SizeItem, choice, parsed=True, raw=None):
    ans = solver_answers([item])[item.id]
    pred = {"id": item.id, "choice": choice, "parsed": parsed, "raw": raw, "p_obj1_bigger": None}
    return explain_item(item, pred, ans)


def test_explain_followed_the_prior_against_the_context():
    e = _explain(_item("An elephant was hidden in a wallet.", "elephant", "wallet", 1, "adversarial"), 0)
    assert e.category == FOLLOWED_PRIOR and "followed the prior" in e.text
    assert any("hidden_in" in line for line in e.trace) and e.detail["prior"] == "bigger"


def test_explain_against_both_context_and_prior():
    e = _explain(_item(), 0)
    assert e.category == AGAINST_BOTH and "against both" in e.text


def test_explain_no_context_counter_label():
    e = _explain(_item("", "elephant", "wallet", 1, "adversarial", "nocontext"), 0)
    assert e.category == NOCONTEXT_COUNTER_LABEL


def test_explain_context_unread_by_the_solver():
    assert _explain(_item("The elephant and the mouse met at noon.", "elephant", "mouse", 1), 0).category == UNREAD_PRIOR
    assert _explain(_item("The elephant and the mouse met at noon.", "elephant", "mouse", 0), 1).category == UNREAD_OTHER


def test_explain_solver_reads_the_context_against_the_label():
    assert _explain(_item(label=0), 1).category == SOLVER_DISAGREES


def test_explain_even_prior():
    assert _explain(_item("A clown was hidden in an actor.", "clown", "actor", 1), 0).category == PRIOR_EVEN


def test_explain_unparsable_unknown_and_correct():
    assert _explain(_item(), None, parsed=False, raw="hmm").category == UNPARSABLE
    e = explain_item(_item(obj1="zorblax"), {"id": "t-1", "choice": 0, "parsed": True}, None)
    assert e.category == UNKNOWN_NOUN
    ok = _explain(_item(), 1)
    assert ok.category == CORRECT and ok.correct


def test_prior_diagnostic_on_hand_made_rows():
    def row(subset, parsed, correct, followed, flag, choice="bigger"):
        return {"subset": subset, "parsed": parsed, "correct": correct, "followed_prior": followed,
                "solver_flag": flag, "choice": choice if parsed else None}

    rows = [row("adversarial", True, False, True, True), row("adversarial", True, False, False, True, "smaller"),
            row("adversarial", True, False, True, False), row("adversarial", True, True, False, True),
            row("adversarial", False, False, None, True), row("normal", True, False, None, False)]
    d = prior_diagnostic(rows)
    assert d["counter_commonsense"] == {"errors": 3, "judged": 3, "followed_prior": 2, "share": pytest.approx(2 / 3),
                                        "errors_obj1_bigger": 2, "answered_prior_rate": pytest.approx(2 / 4)}
    assert d["solver_flagged"]["followed_prior"] == 1 and d["solver_flagged"]["judged"] == 2
    assert d["ordinary"]["share"] is None


# --------------------------------------------------------------------------- runs


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
@pytest.mark.parametrize("model,method", [("mlm", "mlm"), ("nli", "nli"), ("llama", "generate")])
def test_every_format_runs_end_to_end(tmp_path, model, method):
    bench = benchmarks.get("cccons")
    summary = bench.run(BenchmarkProbeOptions(benchmark="cccons", model=str(built(model)), method=method, limit=4,
                                              out=tmp_path / "run", max_new_tokens=4), progress=False)
    assert summary["n_done"] == 4 and set(summary["by_group"]) <= {i.group for i in embedded_items()}
    preds = [json.loads(line) for line in (tmp_path / "run" / "predictions.jsonl").read_text().splitlines()]
    assert len(preds) == 4 and all(p["choice"] in (0, 1, None) for p in preds)
    if method == "generate":
        assert summary["n_unparsable"] == sum(1 for p in preds if not p["parsed"])


def test_cloze_run_resumes_to_the_same_predictions_and_dispatches_diff_and_report(tmp_path, papers):
    model = str(built("llama"))
    whole = tmp_path / "whole"
    common = ("--model", model, "--limit", "12", "--batch-size", "5")
    res = _cli("probe", "cccons", *common, "--out", str(whole), "--json")
    assert res.exit_code == 0, res.output
    summary = json.loads(res.stdout)
    assert summary["n_done"] == 12 and summary["benchmark"] == "cccons"
    record = json.loads((whole / "run.json").read_text())
    assert record["benchmark"] == "cccons" and record["method"] == "cloze" and record["items_path"] == "kb"
    assert "P(larger)+P(bigger)" in record["prompt_format"]["rule"]

    part = tmp_path / "part"
    _cli("probe", "cccons", *common, "--out", str(part), "--json")
    lines = (part / "predictions.jsonl").read_text().splitlines(keepends=True)
    (part / "predictions.jsonl").write_text("".join(lines[:7]) + lines[7][:20])  # killed mid-write
    res = _cli("probe", "cccons", *common, "--out", str(part), "--json")
    assert res.exit_code == 0, res.output
    assert (part / "predictions.jsonl").read_text() == (whole / "predictions.jsonl").read_text()

    res = _cli("diff", str(whole), "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["benchmark"] == "cccons" and data["overall"]["n_predicted"] == 12
    assert {r["group"] for r in data["by_group"]} == {i.group for i in embedded_items()}
    assert "counter_commonsense" in data["prior_diagnostic"]
    wrong = next(r["id"] for r in data["items"] if not r["correct"])
    res = _cli("explain", str(whole), "--item", wrong, "--json")
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["category"] != CORRECT

    res = _cli("report", str(whole), "--out", str(tmp_path / "report"))
    assert res.exit_code == 0, res.output
    md = (tmp_path / "report" / "report.md").read_text()
    assert "CConS accuracy (%)" in md and "GPT-3 (text-davinci-003)" in md and "counter-commonsense / easy" in md
    assert "followed the prior" in md and (tmp_path / "report" / "plots" / "cccons_accuracy.png").is_file()
    # accuracy per file, the breakdowns and the prior diagnostic carry their 95% Wilson interval
    assert "CConS accuracy (%) [95% Wilson interval" in md and "share (%) [95% CI]" in md
    assert re.search(r"\| \d+\.\d \[\d+\.\d–\d+\.\d\] \|", md), md
    assert re.search(r"\| \d+\.\d \[\d+\.\d–\d+\.\d\] \(\d+/\d+\) \|", md), md
    # breakdowns by what drives the answer, from the solver's lexicon match, and the paper's finding tested
    assert "Accuracy (%) per preposition" in md and "Accuracy (%) per verb phrase (lexicon entry)" in md
    assert "the paper's finding (models use in/into, not verbs) on counter-commonsense items" in md
    assert "paper: GPT-3 (text-davinci-003) (text (Sec. 1))" in md and ">55" in md
    assert json.loads((tmp_path / "report" / "report.json").read_text())["summary"][0]["benchmark"] == "cccons"


def test_generation_with_a_masked_lm_is_refused_by_the_cli(tmp_path):
    res = _cli("probe", "cccons", "--model", str(built("mlm")), "--method", "generate", "--out", str(tmp_path / "r"))
    assert res.exit_code != 0 and "needs a causal model" in str(res.exception)


def test_a_prompt_answered_before_is_not_sent_again():
    adapter = CConsAdapter("causal", "cloze")
    first, again = _item(id="a"), _item(id="b", difficulty="full")
    (request,) = adapter.requests(first)
    scores = OptionScores(sums=[-1.0] * 4, norms=[-1.0] * 4, n_tokens=[1] * 4, probs=[0.1, 0.1, 0.7, 0.1])
    adapter.prediction(first, [scores])
    assert adapter.requests(again) == []
    pred = adapter.prediction(again, [])
    assert pred["id"] == "b" and pred["choice"] == 1 and pred["candidates"]["smaller"] == pytest.approx(0.7)


def test_a_generic_loglik_request_uses_the_model_kinds_scoring_format(tmp_path):
    opts = BenchmarkProbeOptions(benchmark="cccons", model=str(built("llama")), limit=2, out=tmp_path / "r")
    assert opts.method == "loglik"
    benchmarks.get("cccons").run(opts, progress=False)
    assert json.loads((tmp_path / "r" / "run.json").read_text())["method"] == "cloze"
