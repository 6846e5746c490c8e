"""Question sets from the COAT release with gold from the solver: counts, bytes, checker, CLI."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from solver.coat.questions.variations import ALL_VARIATIONS


@pytest.fixture(scope="module")
def release_truth(coat_data):
    from solver.coat.questions.truth import load_truth

    return load_truth(coat_data, "corrected")


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_all_30_variations_from_the_release(release_truth, tmp_path):
    from solver.coat.questions.check import check_files
    from solver.coat.questions.generate import write_question_sets

    manifest = write_question_sets(tmp_path, release_truth, list(ALL_VARIATIONS), seed=0)
    files = sorted(p.name for p in tmp_path.glob("*.jsonl"))
    assert len(files) == 30 and "task1_v03.jsonl" in files and "task2_v14.jsonl" in files
    counts = {k: v["count"] for k, v in manifest["variations"].items()}
    assert sum(c for k, c in counts.items() if k.startswith("task0")) == 15_500
    assert all(c == 5000 for k, c in counts.items() if not k.startswith("task0"))
    assert manifest["variations"]["task0_v01"]["cap_reason"].startswith("combinatorics")
    assert len(manifest["data_files_sha256"]) >= 9 and manifest["profile"] == "corrected"
    for name in ("task0_v04.jsonl", "task1_v12.jsonl", "task2_v13.jsonl"):
        lines = (tmp_path / name).read_text().splitlines()
        assert len(lines) == counts[name[:-6]]
    # Independent re-derivation of a few whole files (the CLI test below covers the command).
    report = check_files([tmp_path / "task0_v02.jsonl", tmp_path / "task1_v11.jsonl", tmp_path / "task2_v14.jsonl"],
                         release_truth)
    assert report.ok and report.checked == counts["task0_v02"] + 10_000


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_cli_generate_is_byte_deterministic_and_check_catches_edits(cli, shared_data, tmp_path):
    args = ["generate", "coat", "--data", str(shared_data), "--variations", "task1_v11,task2_v14", "--seed", "4",
            "--profile", "release"]
    code, _, err = cli(*args, "--out", str(tmp_path / "a"))
    assert code == 0, err
    code, _, err = cli(*args, "--out", str(tmp_path / "b"))
    assert code == 0, err
    for name in ("task1_v11.jsonl", "task2_v14.jsonl"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
    manifest = json.loads((tmp_path / "a" / "manifest.json").read_text())
    assert manifest["seed"] == 4 and manifest["profile"] == "release"
    assert manifest["variations"]["task2_v14"]["count"] == 5000

    code, out, err = cli("check", "coat-items", str(tmp_path / "a"), "--data", str(shared_data))
    assert code == 0, out + err
    assert "0 mismatch" in out and "profile release" in out

    path = tmp_path / "a" / "task2_v14.jsonl"
    lines = path.read_text().splitlines()
    item = json.loads(lines[10])
    item["gold"] = 1 - item["gold"]
    item["answer"] = "AB"[item["gold"]]
    lines[10] = json.dumps(item)
    path.write_text("\n".join(lines) + "\n")
    code, out, _ = cli("check", "coat-items", str(path), "--data", str(shared_data), "--json")
    assert code == 1
    report = json.loads(out)
    assert report["mismatch_count"] >= 1 and {m["item_id"] for m in report["mismatches"]} == {item["id"]}


def test_cli_reports_unknown_variation_and_profile(cli, tmp_path):
    code, _, err = cli("generate", "coat", "--out", str(tmp_path), "--variations", "task1_v13")
    assert code == 2 and "task1_v13" in err and "traceback" not in err.lower()
    code, _, err = cli("generate", "coat", "--out", str(tmp_path), "--profile", "relase")
    assert code == 2 and "release" in err
