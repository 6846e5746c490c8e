"""`physkb validate coat`: reproduction figures, anomalies and profile differences."""
from __future__ import annotations

import pytest
import json
from collections import Counter
from pathlib import Path

from solver.coat.knowledge import load_coat_kb
from solver.coat.validate import render_text, validate_release


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_validate_release_profile_json(cli, coat_data: Path) -> None:
    code, out, err = cli("validate", "coat", "--data", str(coat_data.parent), "--profile", "release", "--json")
    assert code == 0, err
    report = json.loads(out)
    assert (report["penalties_matched"], report["penalties_total"]) == (4813, 4813)
    assert (report["ideal_pairs_matched"], report["ideal_pairs_total"]) == (88, 96)
    kinds = Counter(a["kind"] for a in report["anomalies"])
    assert kinds["stale_ideal_pair"] == 8
    assert kinds["oracle_object_not_utility_object"] == 1
    assert kinds["extra_object_key"] == 1  # TargetCircle
    assert kinds["ideal_also_moderate"] >= 1
    misspelled = {a["where"] for a in report["anomalies"] if a["kind"] == "misspelled_ai2thor_name"}
    assert {"VaccumCleaner", "Dumbell", "BathTubBasin"} <= misspelled
    stale = {a["where"].split(" / ")[0] for a in report["anomalies"] if a["kind"] == "stale_ideal_pair"}
    assert stale == {"carrying", "mixing(vessel)"}
    diffs = report["profile_differences"]
    assert diffs["count"] == len(diffs["items"]) > 1200
    reasons = " ".join(diffs["by_reason"])
    assert "release_drops_one_zero" in reasons and "temperature_vs_last_ideal" in reasons and "material_worst_grade" in reasons
    assert all({"kind", "where", "detail"} <= set(a) for a in report["anomalies"])


def test_validate_text_and_corrected_profile(coat_data: Path) -> None:
    kb = load_coat_kb(coat_data)
    text = render_text(validate_release(kb, "release"))
    assert "penalties 4813/4813" in text and "ideal pairs 88/96" in text
    assert "Task-2 gold orders" in text and "task2_v01" in text
    corrected = validate_release(kb, "corrected", task2_seed=None)
    # Corrected penalties differ from the release exactly where the quirks apply.
    assert corrected.penalties_matched == 4813 - 25
    assert len(corrected.profile_differences) == len(validate_release(kb, "release", task2_seed=None).profile_differences)


def test_validate_counts_task2_gold_order_disagreements(coat_data: Path) -> None:
    report = validate_release(load_coat_kb(coat_data), "release", task2_seed=0).to_json()["task2_gold_orders"]
    rows = {r["variation"]: r for r in report["by_variation"]}
    assert len(rows) == 14 and report["items"] == sum(r["items"] for r in rows.values())
    # one moderate option: nothing to disagree on; five: the orders differ on a large share
    assert all(rows[v]["disagree"] == 0 for v in ("task2_v05", "task2_v09", "task2_v12", "task2_v14"))
    assert rows["task2_v01"]["share"] > 0.2 and 0.05 < report["disagree"] / report["items"] < 0.4
    assert all(r["disagree"] == r["other_gold"] + r["other_tie"] for r in rows.values())


def test_validate_needs_data(cli, tmp_path: Path) -> None:
    code, out, err = cli("validate", "coat", "--data", str(tmp_path / "nope"))
    assert code == 1 and "does not exist" in err and "Traceback" not in err
