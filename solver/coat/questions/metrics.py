"""The paper's metrics over (items, predictions): accuracy, bad rate, top-2 accuracy.

A prediction is the chosen option index, or None when the model's answer could not be
parsed (it counts as wrong and as not bad). A ranking is a list of option indices, best first.
Items may be `MultipleChoiceItem`s or their JSON dicts.
"""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, Optional

Prediction = Optional[int]


def _get(obj: Any, field: str) -> Any:
    if isinstance(obj, Mapping):
        if field == "cls":
            return obj.get("class", obj.get("cls"))
        return obj.get(field)
    return getattr(obj, field, None)


def _check_lengths(items: Sequence[Any], other: Sequence[Any], what: str) -> None:
    if len(items) != len(other):
        raise ValueError(f"{len(items)} items but {len(other)} {what}")


def _valid(pred: Prediction, item: Any) -> bool:
    return pred is not None and 0 <= pred < len(_get(item, "options"))


def accuracy(items: Sequence[Any], preds: Sequence[Prediction]) -> float:
    """Share of items whose prediction is the gold index (NaN for no items)."""
    _check_lengths(items, preds, "predictions")
    if not items:
        return math.nan
    return sum(1 for it, p in zip(items, preds) if p is not None and p == _get(it, "gold")) / len(items)


def bad_rate(items: Sequence[Any], preds: Sequence[Prediction]) -> float:
    """Share of items answered with an option the solver classes "bad" (over all items, NaN if none)."""
    _check_lengths(items, preds, "predictions")
    if not items:
        return math.nan
    hits = sum(1 for it, p in zip(items, preds) if _valid(p, it) and _get(_get(it, "options")[p], "cls") == "bad")
    return hits / len(items)


def top2_eligible(item: Any) -> bool:
    """Top-2 is informative where two options could be right-ish: Task-2 items with at least two
    moderate options; Task-0/1 items with at least three options."""
    options = _get(item, "options")
    if _get(item, "task_type") == 2:
        return sum(1 for o in options if _get(o, "cls") == "moderate") >= 2
    return len(options) >= 3


def top2_accuracy(items: Sequence[Any], ranked: Sequence[Optional[Sequence[int]]]) -> float:
    """Share of eligible items whose gold is among the first two ranked options (NaN if none eligible).

    A None ranking (unparsable) counts as a miss.
    """
    _check_lengths(items, ranked, "rankings")
    pairs = [(it, r) for it, r in zip(items, ranked) if top2_eligible(it)]
    if not pairs:
        return math.nan
    return sum(1 for it, r in pairs if r is not None and _get(it, "gold") in list(r)[:2]) / len(pairs)


def metrics_by_variation(items: Sequence[Any], preds: Sequence[Prediction],
                         rankings: Optional[Sequence[Optional[Sequence[int]]]] = None):
    """One row per (task_type, variation): n, accuracy, bad_rate, top2_accuracy, unparsable, chance.

    top2_accuracy is NaN without rankings or where no item is eligible; bad_rate is NaN for Task-0
    (its options have no bad class).
    """
    # deferred: loads pandas only when this runs
    import pandas as pd

    _check_lengths(items, preds, "predictions")
    if rankings is not None:
        _check_lengths(items, rankings, "rankings")
    groups: dict[tuple[int, int], list[int]] = {}
    for i, it in enumerate(items):
        groups.setdefault((int(_get(it, "task_type")), int(_get(it, "variation"))), []).append(i)
    rows = []
    for (task_type, number), idx in sorted(groups.items()):
        its = [items[i] for i in idx]
        ps = [preds[i] for i in idx]
        rows.append({
            "task_type": task_type,
            "variation": number,
            "name": f"task{task_type}_v{number:02d}",
            "n": len(idx),
            "accuracy": accuracy(its, ps),
            "bad_rate": bad_rate(its, ps) if task_type != 0 else math.nan,
            "top2_accuracy": top2_accuracy(its, [rankings[i] for i in idx]) if rankings is not None else math.nan,
            "unparsable": sum(1 for p in ps if p is None) / len(idx),
            "chance": sum(1 / len(_get(it, "options")) for it in its) / len(idx),
        })
    columns = ["task_type", "variation", "name", "n", "accuracy", "bad_rate", "top2_accuracy", "unparsable", "chance"]
    return pd.DataFrame(rows, columns=columns)
