"""Every share in the report's COAT per-variation cells, GRAFFORD and CConS tables carries its 95% Wilson
interval on the items it counts, and the HTML never breaks a figure or its interval mid-value."""
from __future__ import annotations

import re

from probes.intervals import interval_suffix, share_cell, wilson

CELL = re.compile(r"^(\d+\.\d) \[(\d+\.\d)–(\d+\.\d)\]$")


def test_share_cell_states_the_wilson_interval_in_the_figures_unit():
    low, high = wilson(2, 3)
    assert share_cell(100 * 2 / 3, 3) == f"66.7 [{100 * low:.1f}–{100 * high:.1f}]"
    assert share_cell(2 / 3, 3, scale=1.0, digits=2) == f"0.67 [{low:.2f}–{high:.2f}]"
    assert share_cell(None, 3) == "–" and share_cell(50.0, 0) == "50.0"
    assert interval_suffix(50.0, None) == "" and interval_suffix(None, 10) == ""


def _row(variation: int, n: int, accuracy: float, **extra) -> dict:
    return {"task_type": 1, "variation": variation, "n": n, "accuracy": accuracy, "bad_rate": 0.0,
            "top2_accuracy": None, **extra}


def test_coat_per_variation_cells_carry_the_interval_of_their_own_items():
    from probes.benchmarks.coat.report import _metric_table

    model = [_row(1, 3, 2 / 3), _row(2, 30, 0.5)]
    paper = [{"task_type": 1, "variation": 1, "n": 0, "paper": True, "accuracy": 0.4, "rebuilt": {"accuracy"}}]
    table = _metric_table(1, "accuracy", [("tiny (loglik)", model), ("paper: X (Table 4)", paper)], "Task-1")
    rows = {r[0]: r for r in table.rows}
    v1, v2 = rows["tiny (loglik)"][1], rows["tiny (loglik)"][2]
    assert CELL.match(v1) and CELL.match(v2)
    width = lambda cell: float(CELL.match(cell).group(3)) - float(CELL.match(cell).group(2))  # noqa: E731
    assert width(v1) > 2 * width(v2)  # 3 items say much less than 30
    assert v1 == share_cell(100 * 2 / 3, 3)
    assert rows["paper: X (Table 4)"][1] == "40.0*"  # a published figure stands alone, marked where rebuilt
    assert "95% Wilson interval" in table.caption


def test_coat_top2_cells_count_only_the_items_top2_can_score():
    from probes.benchmarks.coat.report import _metric_table

    rows = [_row(1, 30, 0.5, top2_accuracy=0.5, n_top2=4)]
    table = _metric_table(1, "top2_accuracy", [("tiny (loglik)", rows)], "Task-1 top-2")
    cell, total = table.rows[0][1], table.rows[0][-1]
    assert cell == share_cell(50.0, 4) and total == share_cell(50.0, 4)


def test_coat_variation_metrics_count_the_top2_eligible_items():
    from probes.benchmarks.coat.diff import variation_metrics
    from test_report_diff import CHOICES, hand_items

    from solver.coat.questions.schema import MultipleChoiceItem

    items = [MultipleChoiceItem.model_validate(raw) for raw in hand_items()]
    rows = variation_metrics(items, [CHOICES.get(i.id) for i in items])
    assert all(0 <= r["n_top2"] <= r["n"] for r in rows)
    assert any(r["n_top2"] for r in rows)


def test_grafford_accuracy_counts_gold_labels_and_classes_their_items():
    from probes.benchmarks.grafford.analysis import metrics, per_class_positives
    from probes.benchmarks.grafford.items import AffordanceItem
    from solver.affordances.loaders import CLASSES

    two = (1, 1) + (0,) * (len(CLASSES) - 2)
    one = (1,) + (0,) * (len(CLASSES) - 1)
    items = [AffordanceItem(id=f"i{k}", source="test", row=k, sentence="s", object="o", labels=labels)
             for k, labels in enumerate((two, one, (0,) * len(CLASSES)))]
    scores = [[float(len(CLASSES) - c) for c in range(len(CLASSES))]] * 3
    m = metrics(items, scores)
    assert m["n_positives"] == 3 and m["n_with_positive"] == 2
    counts = per_class_positives(items)
    assert counts[CLASSES[0]] == 2 and counts[CLASSES[1]] == 1 and sum(counts.values()) == 3


def test_html_keeps_a_figure_and_its_interval_whole_but_lets_them_part():
    from probes.report_doc import Document, Table, to_html

    doc = Document("t", [Table(["model", "V1", "note"], [["tiny", "66.7 [20.8–93.9]", "a b"],
                                                         ["base", "50.0", "c"]])])
    html = to_html(doc)
    assert ('<td class="num ci"><span class="nw">66.7</span> <span class="nw">[20.8–93.9]</span></td>') in html
    assert '<td class="num">50.0</td>' in html
    assert "td.num.ci { white-space: normal; }" in html
