"""GRAFFORD's metrics, usable on the knowledge base's scores and on any model's scores.

labels: one row of 15 binary labels per item; scores: one row of 15 numbers per item
(higher = more likely afforded). Ties never count in favour of the scorer: a positive
must beat a negative strictly to score a hit, and in the ranking for average precision a
negative tied with a positive is ranked above it.
"""
from __future__ import annotations

from collections.abc import Sequence

Rows = Sequence[Sequence[float]]


def _check(labels: Rows, scores: Rows) -> None:
    if len(labels) != len(scores):
        raise ValueError(f"{len(labels)} label rows but {len(scores)} score rows")
    for i, (lab, sco) in enumerate(zip(labels, scores)):
        if len(lab) != len(sco):
            raise ValueError(f"item {i}: {len(lab)} labels but {len(sco)} scores")


def item_hits(labels: Sequence[float], scores: Sequence[float]) -> tuple[int, int]:
    """(hits, positives) of one item: a positive class hits when it beats every negative class."""
    positives = [s for lab, s in zip(labels, scores) if lab]
    negatives = [s for lab, s in zip(labels, scores) if not lab]
    top_negative = max(negatives) if negatives else float("-inf")
    return sum(1 for s in positives if s > top_negative), len(positives)


def affordance_accuracy(labels: Rows, scores: Rows) -> float:
    """Hits over positives, summed over items; items with no positive class are skipped."""
    _check(labels, scores)
    hits = total = 0
    for lab, sco in zip(labels, scores):
        h, p = item_hits(lab, sco)
        hits += h
        total += p
    return hits / total if total else 0.0


def average_precision(labels: Sequence[float], scores: Sequence[float]) -> float:
    """AP of one item's 15 classes ranked by score (ties: negatives first); 0 with no positive."""
    order = sorted(range(len(scores)), key=lambda i: (-scores[i], bool(labels[i])))
    n_pos = sum(1 for v in labels if v)
    if n_pos == 0:
        return 0.0
    hits = 0
    total = 0.0
    for rank, i in enumerate(order, start=1):
        if labels[i]:
            hits += 1
            total += hits / rank
    return total / n_pos


def mean_average_precision(labels: Rows, scores: Rows, skip_all_negative: bool = True) -> float:
    """Mean over items of the AP of their ranked classes.

    With skip_all_negative (default, as for accuracy) items with no positive are left out;
    without it they count as AP 0, the convention of the release authors' evaluation code.
    """
    _check(labels, scores)
    aps = [average_precision(lab, sco) for lab, sco in zip(labels, scores) if any(lab) or not skip_all_negative]
    return sum(aps) / len(aps) if aps else 0.0


def pairwise_accuracy(labels: Rows, scores: Rows) -> float:
    """Share of (positive, negative) class pairs ordered correctly, over items with a positive."""
    _check(labels, scores)
    good = total = 0
    for lab, sco in zip(labels, scores):
        pos = [s for v, s in zip(lab, sco) if v]
        neg = [s for v, s in zip(lab, sco) if not v]
        for p in pos:
            for n in neg:
                good += p > n
                total += 1
    return good / total if total else 0.0
