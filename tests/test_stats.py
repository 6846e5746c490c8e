"""`physkb stats`: the papers' dataset tables from the release, with plots."""
from __future__ import annotations

import json

import pytest


def test_gita_table3_matches_the_paper_through_the_spreadsheet(gita_data):
    from solver.stats.stories import gita_stats

    r = gita_stats(gita_data)
    assert r.figures["spreadsheet"] == {"plausible": 117, "order": 122, "cloze": 117} == r.figures["paper"]
    assert r.figures["stories_by_key"] == {"plausible": 117, "order": 121, "cloze": 117}
    assert r.figures["only_in_spreadsheet"] == ["98-O0"]
    assert r.figures["labels"]["informative"] == 6051
    assert "2,911 / 2,819" in r.table("labels").note


def test_trip_coat_cccons_grafford_counts(shared_data):
    from solver.stats.cccons import cccons_stats
    from solver.stats.coat import coat_stats
    from solver.stats.grafford import grafford_stats
    from solver.stats.stories import trip_stats

    trip = trip_stats(shared_data / "trip").figures
    assert trip["dev_curated_trip.json"]["pairs"] == 161 and trip["implicit_dev_trip.json"]["pairs"] == 77
    coat = coat_stats(shared_data / "coat").figures
    assert (coat["utilities"], coat["unique_objects"], coat["task_utility_pairs"], coat["context_object_slots"],
            coat["ideal_configurations"], coat["moderate"], coat["bad"]) == (22, 100, 96, 252, 280, 1914, 2899)
    cc = cccons_stats(shared_data / "cccons").figures
    assert cc["full_rows"] == {"normal": 772, "adversarial": 332} and cc["nouns"] == 192
    g = grafford_stats(shared_data / "grafford")
    assert (g.figures["rows"], g.figures["duplicated_pairs"], g.figures["conflicting_duplicates"],
            g.figures["all_zero_rows"]) == (2368, 158, 126, 549)
    heat = next(p for p in g.plots if p.kind == "heatmap")
    assert len(heat.matrix) == 15 and all(abs(heat.matrix[i][i] - 1.0) < 1e-9 for i in range(15) if
                                          g.figures["positives"][heat.labels[i]])


@pytest.mark.parametrize("bench", ["coat", "gita", "trip", "cccons", "grafford"])
def test_stats_command_writes_tables_and_plots(cli, shared_data, tmp_path, bench):
    code, out, err = cli("stats", bench, "--data", str(shared_data), "--json", "--out", str(tmp_path))
    assert code == 0, err
    report = json.loads(out)
    assert report["benchmark"] == bench and report["tables"]
    for name in report["plots"]:
        png = tmp_path / f"{bench}_{name}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    md = (tmp_path / f"{bench}_stats.md").read_text()
    assert md.startswith(f"# {bench} dataset statistics") and "![" in md


def test_stats_without_data_is_a_clear_error(cli, tmp_path, monkeypatch):
    monkeypatch.delenv("PHYSKB_DATA", raising=False)
    code, out, err = cli("stats", "gita", "--data", str(tmp_path / "missing"))
    assert code == 1 and "does not exist" in err and "Traceback" not in err
    (tmp_path / "gita").mkdir()
    code, out, err = cli("stats", "gita", "--data", str(tmp_path))
    assert code == 1 and "GITA_test.json" in err and "Traceback" not in err


def test_stats_tables_carry_the_papers_dataset_figures_beside_ours(shared_data):
    """GRAFFORD Table 1 read from the release's papers/grafford.csv; ours beside it where we count the same."""
    from solver.stats.commands import stats_builder

    report = stats_builder("grafford")(shared_data / "grafford")
    table = report.table("paper")
    rows = {r[0]: r for r in table.rows}
    assert rows["paper: sentence-object pairs annotated"][1:] == ["Table 1", "2,368", "2,368"]
    assert rows["paper: skilled annotators"][3] == "–" and table.source == "papers/grafford.csv"
