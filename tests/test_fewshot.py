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


class _Toy:
    """An adapter with a log-likelihood question and a generated follow-up kind per item."""

    def prompt_record(self):
        return {"name": "toy"}

    def requests(self, item):
        from probes.requests import GenerateRequest, LoglikRequest

        return [LoglikRequest(f"Q{item['id']}: bigger?\nAnswer:", (" yes", " no")),
                GenerateRequest(f"Why {item['id']}?", 8)]

    def shot_answers(self, item):
        return [("tier1", 0 if item["big"] else 1), ("why", item.get("why"))]

    def prediction(self, item, answers):
        return {"id": item["id"], "parsed": True}


def test_shot_adapter_puts_each_demo_before_the_same_kind_of_question():
    from probes.fewshot import ShotAdapter, ShotPlan

    demos = [{"id": "d1", "big": True, "why": "size"}, {"id": "d2", "big": False}]
    adapter = ShotAdapter(_Toy(), demos, ShotPlan(2, 0, ("d1", "d2")))
    loglik, gen = adapter.requests({"id": "x", "big": True})
    assert loglik.context == "Qd1: bigger?\nAnswer: yes\n\nQd2: bigger?\nAnswer: no\n\nQx: bigger?\nAnswer:"
    assert loglik.continuations == (" yes", " no")
    assert gen.prompt == "Why d1?\nsize\n\nWhy x?"  # d2 has no answer of this kind: not shown
    assert adapter.prompt_record() == {"name": "toy", "shots": 2, "shot_seed": 0, "demo_ids": ["d1", "d2"]}
    assert adapter.prediction({"id": "x"}, []) == {"id": "x", "parsed": True}  # the inner adapter's


def test_encoder_requests_take_no_demonstrations():
    from probes.fewshot import render_demo
    from probes.requests import NLIRequest

    with pytest.raises(DataError, match="--shots needs a causal LM"):
        render_demo(NLIRequest("p", ("h",)), 0)
