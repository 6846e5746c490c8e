"""GRAFFORD metrics on hand-made label/score rows."""
from __future__ import annotations

import pytest

from solver.affordances.metrics import (
    affordance_accuracy,
    average_precision,
    item_hits,
    mean_average_precision,
    pairwise_accuracy,
)


def test_a_positive_hits_only_when_it_beats_every_negative():
    labels = [1, 1, 0, 0]
    assert item_hits(labels, [0.9, 0.5, 0.6, 0.1]) == (1, 2)
    assert item_hits(labels, [0.9, 0.7, 0.6, 0.1]) == (2, 2)


def test_ties_do_not_count_as_hits():
    assert item_hits([1, 0], [0.5, 0.5]) == (0, 1)


def test_accuracy_is_hits_over_positives_and_skips_items_without_positives():
    labels = [[1, 1, 0], [0, 0, 0], [0, 1, 0]]
    scores = [[0.9, 0.2, 0.5], [0.9, 0.9, 0.9], [0.1, 0.8, 0.3]]
    assert affordance_accuracy(labels, scores) == pytest.approx(2 / 3)


def test_average_precision_of_a_ranking():
    # ranking: c0 (pos), c2 (neg), c1 (pos) -> (1/1 + 2/3) / 2
    assert average_precision([1, 1, 0], [0.9, 0.2, 0.5]) == pytest.approx((1 + 2 / 3) / 2)
    assert average_precision([0, 0, 0], [0.1, 0.2, 0.3]) == 0.0


def test_average_precision_ranks_tied_negatives_first():
    assert average_precision([1, 0], [0.5, 0.5]) == pytest.approx(0.5)


def test_map_skips_all_negative_items_unless_asked():
    labels = [[1, 0], [0, 0]]
    scores = [[0.9, 0.1], [0.5, 0.4]]
    assert mean_average_precision(labels, scores) == pytest.approx(1.0)
    assert mean_average_precision(labels, scores, skip_all_negative=False) == pytest.approx(0.5)


def test_pairwise_accuracy():
    assert pairwise_accuracy([[1, 0, 0]], [[0.5, 0.6, 0.1]]) == pytest.approx(0.5)


def test_mismatched_rows_are_rejected():
    with pytest.raises(ValueError):
        affordance_accuracy([[1, 0]], [[0.1, 0.2], [0.3, 0.4]])
    with pytest.raises(ValueError):
        mean_average_precision([[1, 0]], [[0.1]])
