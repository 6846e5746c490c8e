"""`physkb probe gita|trip` with a tiny random causal LM: run folder, resume after a kill, generation, tiered scores."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from probes_models import built
from probes import benchmarks, runs
from probes.benchmarks.runner import BenchmarkProbeOptions

ROOT = Path(__file__).resolve().parent.parent


def _cli(*args: str):
    from typer.testing import CliRunner

    import solver.cli  # noqa: F401
    from solver.cli_apps import app

    return CliRunner().invoke(app, list(args))


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def test_probe_gita_on_our_stories_writes_run_and_tiered_predictions(tmp_path, monkeypatch):
    monkeypatch.delenv("PHYSKB_DATA", raising=False)
    out = tmp_path / "run"
    res = _cli("probe", "gita", "--model", str(built("llama")), "--limit", "3", "--out", str(out), "--json")
    assert res.exit_code == 0, res.output
    summary = json.loads(res.stdout)
    assert summary["n_items"] == summary["n_done"] == 3 and summary["benchmark"] == "gita"
    record = json.loads((out / "run.json").read_text())
    assert record["benchmark"] == "gita" and record["items_path"] == "kb" and record["method"] == "loglik"
    preds = _lines(out / "predictions.jsonl")
    assert all(p["parsed"] and p["tier1"]["choice"] in (0, 1) for p in preds)
    assert all(len(p["tiered"]) == 1 for p in preds)
    # the tiered file is the `physkb score tiered` format and scores as the run summary says
    from solver.states.tiered import load_predictions, score_tiered

    stories = [s for it in benchmarks.get("gita").load_items(None, 3) for s in it[1].stories]
    assert score_tiered(stories, load_predictions(out / "tiered_predictions.jsonl")) == summary["tiered"]


def test_trip_release_pairs_give_both_stories_a_verdict(tmp_path, trip_data):
    out = tmp_path / "trip"
    summary = benchmarks.get("trip").run(BenchmarkProbeOptions(
        benchmark="trip", model=str(built("llama")), data=str(trip_data), limit=2, out=out), progress=False)
    assert summary["n_done"] == 2 and summary["tiered"]["pairs"]["pairs"] == 2
    for p in _lines(out / "predictions.jsonl"):
        verdicts = [t["plausible"] for t in p["tiered"]]
        assert sorted(verdicts) == [False, True]  # one story of the pair is chosen as plausible
        assert len(p["tier2"]) == 2


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
@pytest.mark.timed
def test_killed_story_run_resumes_to_the_uninterrupted_result(tmp_path, monkeypatch):
    monkeypatch.delenv("PHYSKB_DATA", raising=False)
    args = ["probe", "gita", "--model", str(built("llama")), "--batch-size", "2", "--limit", "6"]
    whole = tmp_path / "whole"
    assert _cli(*args, "--out", str(whole)).exit_code == 0
    expected = _lines(whole / "predictions.jsonl")
    out = tmp_path / "killed"
    # the run sleeps 600 s after each batch: killed while it sleeps after its first, whatever the load
    env = {**os.environ, "PHYSKB_PROBE_THROTTLE": "600"}
    env.pop("PHYSKB_DATA", None)
    proc = subprocess.Popen([sys.executable, "-m", "solver.cli", *args, "--out", str(out)], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pred = out / "predictions.jsonl"
    deadline = time.time() + 300
    while time.time() < deadline and (not pred.exists() or len(pred.read_text().splitlines()) < 2):
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    assert len(pred.read_text().splitlines()) == 2, "the run was not killed after its first batch"
    with open(pred, "a") as fh:
        fh.write('{"id": "torn')
    assert _cli(*args, "--out", str(out)).exit_code == 0
    assert _lines(pred) == expected


def test_generate_keeps_and_counts_unparsable_answers(tmp_path, monkeypatch):
    monkeypatch.delenv("PHYSKB_DATA", raising=False)
    out = tmp_path / "gen"
    summary = benchmarks.get("gita").run(BenchmarkProbeOptions(
        benchmark="gita", model=str(built("llama")), method="generate", limit=3, out=out, max_new_tokens=4),
        progress=False)
    preds = _lines(out / "predictions.jsonl")
    assert len(preds) == 3  # a random model's answers are kept whatever they say
    for p in preds:
        assert isinstance(p["tier1"]["raw"], str)
        if not p["parsed"]:
            assert p["tiered"] == [] and p["unparsable"]["tier1"] == 1
    assert summary["n_unparsable"] == sum(1 for p in preds if not p["parsed"])
    d = benchmarks.get("gita").diff(out)
    assert d.summary["overall"]["unparsable"]["tier1"] == summary["n_unparsable"]


def test_shards_merge_to_the_unsharded_run(tmp_path, monkeypatch):
    monkeypatch.delenv("PHYSKB_DATA", raising=False)
    bench = benchmarks.get("gita")
    base = dict(benchmark="gita", model=str(built("llama")), limit=4, batch_size=2)
    bench.run(BenchmarkProbeOptions(**base, out=tmp_path / "whole"), progress=False)
    for i in range(2):
        bench.run(BenchmarkProbeOptions(**base, out=tmp_path / "sharded", shard=f"{i}/2"), progress=False)
    merged = runs.load_predictions(tmp_path / "sharded")
    assert merged == _lines(tmp_path / "whole" / "predictions.jsonl")
