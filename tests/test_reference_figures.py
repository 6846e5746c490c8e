"""The papers' figures, read at run time from the release's papers/ CSVs: every table a report shows them in."""
from __future__ import annotations

import pytest

from probes import reference_figures as rf
from probes.benchmarks.cccons.papers import PAPERS as CCCONS
from probes.benchmarks.coat.papers import PAPERS as COAT
from probes.benchmarks.gita.papers import PAPERS as GITA
from probes.benchmarks.stories import story_reference
from probes.benchmarks.grafford.papers import PAPERS as GRAFFORD
from solver.errors import DataError


def test_every_benchmark_has_figures_with_their_table(papers):
    figures = [f for source in (COAT, GITA, CCCONS, GRAFFORD) for f in rf.load_papers(source)]
    assert {f.benchmark for f in figures} == {"coat", "gita", "cccons", "grafford"}
    assert all(f.label.startswith("paper: ") and f.table for f in figures)
    coat = {(f.split, f.metric) for f in rf.paper_figures(COAT)}
    assert {m for _, m in coat} == {"accuracy", "bad_rate", "top2_accuracy"}
    assert {s[:5] for s, _ in coat} == {"task0", "task1", "task2"}


def test_rebuilt_values_are_marked_and_said_so(papers):
    rebuilt = [f for f in rf.paper_figures(COAT) if f.reconstructed]
    assert rebuilt and all(f.cell.endswith("*") for f in rebuilt)
    assert "rebuilt from damaged text" in rf.source_note(COAT)


def test_gita_rows_are_per_pair_with_n_from_the_statistics_table(papers):
    (label, cells), = rf.paper_rows(GITA).items()
    assert label.startswith("paper: XLM-RoBERTa") and label.endswith("(Table 4)")
    assert cells[("cloze", "accuracy")].n == 117 and cells[("order", "accuracy")].n == 122
    ref = story_reference(GITA)
    assert ref.figures["cloze"][0] == 72.6 and "Table 4" in ref.note


def test_grafford_rows_cover_zero_shot_icl_and_fine_tuned_text_only(papers):
    rows = rf.paper_rows(GRAFFORD)
    labels = " ".join(rows)
    assert "ICL 5-shot" in labels and "zero-shot" in labels and "fine-tuned" in labels
    assert "ensemble" not in labels and "image" not in labels
    icl = next(c for label, c in rows.items() if "ChatGPT" in label and "ICL" in label)
    assert icl[("all", "accuracy")].cell == "0.44 ± 0.05"


def test_cccons_bound_is_shown_as_a_bound(papers):
    (label, cells), = rf.paper_rows(CCCONS).items()
    assert cells[("adversarial_easy", "accuracy")].cell == ">55"


def test_a_bad_value_names_file_and_line(tmp_path):
    (tmp_path / "coat.csv").write_text(",".join(rf.COLUMNS) + "\nTable 3,x,PaLM,Task-0 v1 (4 options),accuracy,abc,percent,\n")
    with pytest.raises(DataError, match=r"coat.csv: line 2: value 'abc' is not a number"):
        rf.load_papers(COAT, tmp_path)


def test_without_the_folder_the_report_says_the_rows_are_left_out(tmp_path, monkeypatch):
    monkeypatch.setattr(rf, "PROJECT_ROOT", tmp_path / "nowhere")
    monkeypatch.delenv("PHYSKB_DATA", raising=False)
    rf.use_data_folder(tmp_path)
    try:
        assert rf.load_papers(COAT) == () and "left out" in rf.papers_missing_note(COAT)
    finally:
        rf.use_data_folder(None)
