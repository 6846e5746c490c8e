"""The paper's metrics on hand-made items and predictions."""
from __future__ import annotations

import math

import pytest

from solver.coat.questions.metrics import accuracy, bad_rate, metrics_by_variation, top2_accuracy
from solver.coat.questions.schema import MultipleChoiceItem


def _item(task_type: int, variation: int, classes: list[str], gold: int) -> MultipleChoiceItem:
    return MultipleChoiceItem(
        id=f"i{task_type}{variation}{gold}{len(classes)}", task_type=task_type, variation=variation, task="t",
        utility="u", question="q", gold=gold,
        options=[{"letter": "ABCDE"[i], "object_name": f"O{i}", "class": c} for i, c in enumerate(classes)],
    )


ITEMS = [
    _item(2, 1, ["moderate", "moderate", "bad"], 0),
    _item(2, 1, ["bad", "moderate", "moderate"], 2),
    _item(2, 1, ["moderate", "bad", "bad"], 0),
    _item(1, 3, ["moderate", "ideal"], 1),
]


def test_accuracy_counts_unparsable_as_wrong():
    assert accuracy(ITEMS, [0, 2, 1, None]) == pytest.approx(2 / 4)
    assert accuracy(ITEMS, [None] * 4) == 0
    assert math.isnan(accuracy([], []))
    with pytest.raises(ValueError):
        accuracy(ITEMS, [0])


def test_bad_rate_is_share_of_bad_answers():
    assert bad_rate(ITEMS, [2, 0, 1, 0]) == pytest.approx(3 / 4)
    assert bad_rate(ITEMS, [None, 1, 0, 1]) == 0


def test_top2_only_where_two_moderate_options():
    ranked = [[1, 0, 2], [1, 0, 2], [2, 1, 0], [0, 1]]
    # item 3 has one moderate option and item 4 two options: only the first two count
    assert top2_accuracy(ITEMS, ranked) == pytest.approx(1 / 2)
    assert top2_accuracy(ITEMS, [None, [2, 1, 0], None, None]) == pytest.approx(1 / 2)


def test_metrics_by_variation_table_and_dict_items():
    dicts = [it.model_dump(by_alias=True) for it in ITEMS]
    table = metrics_by_variation(dicts, [0, 0, 1, None], rankings=[[0, 1, 2], [2, 1, 0], [0, 1, 2], None])
    assert list(table["name"]) == ["task1_v03", "task2_v01"]
    t2 = table.set_index("name").loc["task2_v01"]
    assert t2["n"] == 3 and t2["accuracy"] == pytest.approx(1 / 3) and t2["bad_rate"] == pytest.approx(2 / 3)
    assert t2["top2_accuracy"] == pytest.approx(1.0)
    t1 = table.set_index("name").loc["task1_v03"]
    assert t1["unparsable"] == 1 and t1["chance"] == 0.5 and math.isnan(t1["top2_accuracy"])
