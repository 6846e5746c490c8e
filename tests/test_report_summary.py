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
    assert v.row()[5] == "shortest option 51.2" and v.row()[4] == "240 items"
    assert v.row()[3] == "31.2 [25.7–37.3]" and "(95% CI 25.7–37.3)" in v.text


def test_a_model_above_every_baseline_and_one_without_answers():
    v = verdict("gita", "pair accuracy", Score("m", 60.0, 200), [Score("random", 25.0)])
    assert v.beats_baselines and "beats the baselines: +35.0 points" in v.text
    assert verdict("gita", "acc", Score("m", 60.0), [Score("random", 25.0)]).beats_baselines is None
    assert verdict("gita", "acc", Score("m", None), [Score("random", 25.0)]).text == "no answers scored"


def test_runs_differing_by_demo_seed_are_averaged():
    from probes.report_summary import merge_seeds

    hs = [{"model": "smollm2 (loglik, 2-shot, seed 0)", "metric": "accuracy (%)", "value": 40.0, "n": 10,
           "baselines": {"random": 25.0}, "solver": 100.0},
          {"model": "smollm2 (loglik, 2-shot, seed 1)", "metric": "accuracy (%)", "value": 60.0, "n": 10,
           "baselines": {"random": 25.0}, "solver": 100.0},
          {"model": "smollm2 (loglik)", "metric": "accuracy (%)", "value": 30.0, "n": 10, "baselines": {}, "solver": None}]
    merged = merge_seeds(hs)
    assert len(merged) == 2 and merged[0]["value"] == 50.0
    assert merged[0]["model"] == "smollm2 (loglik, 2-shot, mean over 2 seeds)" and round(merged[0]["std"], 1) == 14.1
    from probes.report_summary import Score, verdict

    v = verdict("coat", "accuracy (%)", Score(merged[0]["model"], 50.0, 10, "items", merged[0]["std"]), [])
    assert v.row()[3] == "50.0 ± 14.1 [23.7–76.3]" and "scores 50.0 ± 14.1 accuracy (%)" in v.text
    assert merged[1] == hs[2]


def test_run_labels_name_shots_and_seed():
    from probes.benchmarks.base import label_parts

    assert label_parts({"method": "loglik"}) == ["loglik"]
    assert label_parts({"method": "generate", "settings": {"shots": {"shots": 3, "shot_seed": 2}}}) == \
        ["generate", "3-shot", "seed 2"]


def test_no_verdict_where_the_intervals_overlap_and_a_gold_solver_is_not_compared():
    """One TRIP pair right of one: 100% with an interval reaching down to 20.7%, so nothing can be said."""
    v = verdict("trip", "pair accuracy (%)", Score("m", 100.0, 1, "pairs"), [Score("random", 25.0)], Score("solver", 100.0))
    assert v.beats_baselines is None and "too few items to compare with the baselines" in v.text
    assert "too few items to compare with the solver" in v.text and "on 1 pair " in v.text
    g = verdict("coat", "accuracy (%)", Score("m", 40.0, 90), [Score("random", 25.0)], Score("solver", 100.0),
                solver_is_gold=True)
    assert "gold by construction" in g.text and "below the solver" not in g.text
    assert g.row()[6] == "100.0 (gold by construction)"


def test_wilson_interval_at_the_edges():
    from probes.intervals import wilson

    low, high = wilson(0, 10)
    assert low == 0.0 and round(high, 3) == 0.278
    low, high = wilson(45, 90)
    assert round(low, 3) == 0.399 and round(high, 3) == 0.601
