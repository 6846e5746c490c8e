"""`physkb report`: Markdown + HTML, tables laid out like the paper's, plots, explained errors, runs side by side."""
from __future__ import annotations

from pathlib import Path

import pytest

from test_report_diff import CHOICES, RANKINGS, hand_items, write_run
from test_report_explain import fake_view  # noqa: F401  (fixture)


@pytest.fixture()
def two_runs(tmp_path: Path) -> list[Path]:
    a = write_run(tmp_path / "run-a", hand_items(), CHOICES, model="tiny-a", rankings=RANKINGS)
    all_first = {k: 0 for k in CHOICES}
    b = write_run(tmp_path / "run-b", hand_items(), all_first, model="tiny-b")
    return [a, b]


def test_report_side_by_side(two_runs, tmp_path: Path, fake_view, monkeypatch):  # noqa: F811
    import probes.benchmarks.coat.explain
    from probes.report import build_report

    monkeypatch.setattr(probes.benchmarks.coat.explain, "solver_for_run", lambda run, data=None, profile=None: fake_view)
    result = build_report(two_runs, tmp_path / "report", progress=False)
    md = result.markdown.read_text()
    html = result.html.read_text()
    # Rows are models and baselines, columns variations (paper layout).
    header = next(line for line in md.splitlines() if line.startswith("| model | V8 (2s+0d)"))
    assert "V9 (1s+1d)" in header and header.rstrip().endswith("all [95% CI] |")
    for row in ("| tiny-a (loglik) |", "| tiny-b (loglik) |", "| baseline: random |", "| baseline: first letter |",
                "| baseline: shortest option |", "| baseline: most frequent object |"):
        assert row in md
    assert "V11 (2m+1b)" in md and "bad rate" in md and "top-2" in md
    # run b always answers A, exactly like the first-letter baseline.
    acc_task2 = [line for line in md.splitlines() if line.startswith("| tiny-b (loglik) |")]
    assert acc_task2
    assert "Small-model bias" in md and "by share of distractors from another object" in md
    assert "Explained errors: tiny-a (loglik)" in md and "higher penalty, same object" in md
    assert "A: dirty +50, reversible-using +80 = 130; B: dirty +50 = 50" in md
    assert "<table>" in html and "<img src=\"plots/accuracy_vs_options.png\"" in html
    assert {p.name for p in result.plots} == {"accuracy_vs_options.png", "bad_rate_vs_bad_options.png",
                                              "accuracy_vs_other_object_share.png"}
    for plot in result.plots:
        assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and plot.stat().st_size > 5000
    assert (tmp_path / "report" / "report.json").is_file()


def test_report_without_solver_still_writes_tables(two_runs, tmp_path: Path, monkeypatch):
    import probes.benchmarks.coat.explain
    from probes.report import build_report
    from solver.errors import DataError

    def broken(run, data=None, profile=None):
        raise DataError("data folder does not exist: /nowhere")

    monkeypatch.setattr(probes.benchmarks.coat.explain, "solver_for_run", broken)
    result = build_report(two_runs[:1], tmp_path / "report", progress=False)
    assert result.notes and "not explained" in result.notes[0]
    assert "Errors were not explained" in result.markdown.read_text()


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_report_cli(two_runs, tmp_path: Path, cli):
    code, out, err = cli("report", *map(str, two_runs), "--out", str(tmp_path / "rep"))
    assert code == 0, err
    assert out.strip().splitlines()[0].endswith("report.md")
    assert (tmp_path / "rep" / "report.html").is_file()
