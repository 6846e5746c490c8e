"""The report's opening summary: a plain verdict per model against the best baseline and the solver."""
from __future__ import annotations

from probes.report_summary import Score, verdict


def test_a_model_below_the_shortest_option_baseline_is_said_not_to_beat_it():
    v = verdict("coat", "accuracy", Score("smollm2 loglik", 31.2, 240),
                [Score("random", 25.0), Score("shortest option", 51.2), Score("first letter", 20.0)],
                Score("solver", 100.0))
    assert v.beats_baselines is False and round(v.margin, 1) == -20.0
    assert "does not beat the baselines: −20.0 points against the best, shortest option (51.2)" in v.text
    assert "68.8 points below the solver (100.0)" in v.text and "on 240 items" in v.text
    assert v.row()[4] == "shortest option 51.2"


def test_a_model_above_every_baseline_and_one_without_answers():
    v = verdict("gita", "pair accuracy", Score("m", 60.0), [Score("random", 25.0)])
    assert v.beats_baselines and "beats the baselines: +35.0 points" in v.text
    assert verdict("gita", "acc", Score("m", None), [Score("random", 25.0)]).text == "no answers scored"
