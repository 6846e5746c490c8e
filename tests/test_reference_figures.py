"""The papers' figures file: every figure sourced, loadable, and consistent with its counts."""
from __future__ import annotations

import json

import pytest

from probes.reference_figures import FIGURES_FILE, load_reference_figures, paper_rows
from solver.errors import DataError


def test_every_figure_is_sourced_and_counts_agree_with_values():
    figures = load_reference_figures()
    assert {f.benchmark for f in figures} == {"coat", "gita", "cccons", "grafford"}
    for f in figures:
        assert f.source_text and f.label.startswith("paper: ")
        if f.count:  # the printed value is the count's ratio, cut (not rounded) to one decimal
            num, den = f.count
            assert int(1000 * num / den) / 10 == pytest.approx(f.value)


def test_gita_rows_are_in_the_pair_unit():
    rows = paper_rows("gita")
    (label, cells), = rows.items()
    assert label.startswith("paper: XLM-R")
    assert cells[("cloze", "accuracy")].count == (85, 117) and cells[("order", "accuracy")].count == (71, 122)
    assert all(f.unit == "pair" for f in cells.values())


def test_a_figure_without_a_known_source_is_rejected(tmp_path):
    data = json.loads(FIGURES_FILE.read_text())
    data["figures"][0]["source"] = "my memory"
    bad = tmp_path / "f.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(DataError, match=r"figures\[0\]\.source: unknown source 'my memory'"):
        load_reference_figures(bad)
