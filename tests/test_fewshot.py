"""Demonstrations drawn from a pool disjoint from the scored items (and their groups), seeded; mean ± std."""
from __future__ import annotations

import pytest

from probes.fewshot import draw_demos, format_mean_std, mean_std, with_demos
from solver.errors import DataError

POOL = [f"{n}{suffix}" for n in range(20) for suffix in ("", "-C0", "-O0")]


def test_demos_never_touch_scored_items_or_their_groups():
    scored = ["0", "0-C0", "0-O0", "1-C0"]
    plan = draw_demos(POOL, scored, 5, seed=3, group_of=lambda i: i.split("-")[0])
    assert len(plan.demo_ids) == 5 and not {d.split("-")[0] for d in plan.demo_ids} & {"0", "1"}
    assert plan == draw_demos(POOL, scored, 5, seed=3, group_of=lambda i: i.split("-")[0])  # stable
    assert plan.demo_ids != draw_demos(POOL, scored, 5, seed=4, group_of=lambda i: i.split("-")[0]).demo_ids
    assert plan.to_json() == {"shots": 5, "shot_seed": 3, "demo_ids": list(plan.demo_ids)}


def test_zero_shots_and_too_many_shots():
    assert draw_demos(POOL, [], 0, seed=0).demo_ids == ()
    with pytest.raises(DataError, match="--shots: 61 demonstrations asked for, but only 60"):
        draw_demos(POOL, [], 61, seed=0)


def test_prompt_with_demos_and_mean_std():
    assert with_demos("Q3?", [("Q1?", "A"), ("Q2?", " B")]) == "Q1? A\n\nQ2? B\n\nQ3?"
    assert with_demos("Q?", []) == "Q?"
    mean, std = mean_std([50.0, 60.0, None, 70.0])
    assert mean == 60.0 and std == pytest.approx(10.0)
    assert format_mean_std([50.0, 60.0, 70.0]) == "60.0 ± 10.0" and format_mean_std([42.0]) == "42.0"
