"""Every report table shows runs that differ only by demonstration seed as one row: mean ± std over the seeds."""
from __future__ import annotations

import json

from probes.report_seeds import merge_cells, merge_seed_rows, seedless


def test_cells_of_one_shape_become_mean_and_std_per_differing_number():
    assert merge_cells(["40.0", "60.0"]) == "50.0 ± 14.1"
    # story cells: accuracy / consistency / verifiability; a shared figure stays as it is
    assert merge_cells(["50.0 / 10.0 / 0.0", "70.0 / 20.0 / 0.0"]) == "60.0 ± 14.1 / 15.0 ± 7.1 / 0.0"
    assert merge_cells(["3/10 (30%)", "5/10 (50%)"]) == "4.0 ± 1.4/10 (40.0 ± 14.1%)"
    assert merge_cells(["–", "–"]) == "–"
    assert merge_cells(["12.5", "–"]) == "seeds: 12.5; –"
    assert merge_cells(["−5.0", "5.0"]) == "0.0 ± 7.1"


def test_rows_and_columns_labelled_by_seeded_runs_are_merged():
    assert seedless("m (loglik, 2-shot, seed 3)") == "m (loglik, 2-shot)" and seedless("m (loglik)") is None
    header = ["model", "acc"]
    rows = [["m (loglik, 2-shot, seed 0)", "40.0"], ["m (loglik)", "30.0"], ["m (loglik, 2-shot, seed 1)", "60.0"],
            ["baseline: random", "25.0"]]
    h, r, n = merge_seed_rows(header, rows)
    assert n == 1 and h == header
    assert r == [["m (loglik, 2-shot, mean over 2 seeds)", "50.0 ± 14.1"], ["m (loglik)", "30.0"],
                 ["baseline: random", "25.0"]]
    # runs as columns (the tier-3 attribute table, the error categories)
    h, r, n = merge_seed_rows(["category", "m (cloze, 1-shot, seed 0)", "m (cloze, 1-shot, seed 1)", "other"],
                              [["wrong", "4", "6", "1"]])
    assert n == 1 and h == ["category", "m (cloze, 1-shot, mean over 2 seeds)", "other"]
    assert r == [["wrong", "5.0 ± 1.4", "1"]]
    # nothing to merge: the same rows back
    assert merge_seed_rows(header, rows[1:2]) == (header, rows[1:2], 0)


def test_report_tables_average_seeds_on_real_runs(tmp_path, cccons_data):
    """Two seeds of a 1-shot CConS run with a tiny random causal LM: the section's tables hold one merged row."""
    from probes_models import built

    from probes.benchmarks.runner import BenchmarkProbeOptions, run_benchmark
    from probes import benchmarks
    from probes.report import build_report

    bench = benchmarks.get("cccons")
    runs = []
    for seed in (0, 1):
        out = tmp_path / f"seed{seed}"
        run_benchmark(bench, BenchmarkProbeOptions(benchmark="cccons", model=str(built("llama")), method="cloze",
                                                   data=str(cccons_data), limit=6, out=out, shots=1, shot_seed=seed),
                      progress=False)
        runs.append(out)
    res = build_report(runs, tmp_path / "report", progress=False)
    md = res.markdown.read_text(encoding="utf-8")
    table_lines = [line for line in md.splitlines() if line.startswith("| ")]
    assert any("1-shot, mean over 2 seeds)" in line for line in table_lines), md
    # no per-seed model row or column is left (a baseline row may still name the run whose items it scores)
    assert not any(line.startswith("| llama (cloze, 1-shot, seed") for line in table_lines), md
    assert not any(" | llama (cloze, 1-shot, seed" in line for line in table_lines), md
    assert "mean ± std over the seeds" in md
    summary = json.loads((tmp_path / "report" / "report.json").read_text())["summary"]
    assert [s["model"] for s in summary if s["benchmark"] == "cccons"] == ["llama (cloze, 1-shot, mean over 2 seeds)"]
    assert "| llama (cloze, 1-shot, mean over 2 seeds) |" in md  # the section table row, named as the summary's
