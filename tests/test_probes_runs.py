"""`physkb probe coat` run folders: contract files, resume after a kill, refusing a different run, shards."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from probes_models import built, coat_items, write_items
from probes import runs
from probes.benchmarks.coat.api import ProbeOptions, run_probe
from solver.errors import PhyskbError

ROOT = Path(__file__).resolve().parent.parent


def _physkb(*args: str, env: dict | None = None, wait: bool = True):
    cmd = [sys.executable, "-m", "solver.cli", *args]
    full_env = {**os.environ, **(env or {})}
    if not wait:
        return subprocess.Popen(cmd, cwd=ROOT, env=full_env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return subprocess.run(cmd, cwd=ROOT, env=full_env, capture_output=True, text=True, timeout=300)


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


@pytest.fixture()
def items_file(tmp_path: Path) -> Path:
    return write_items(tmp_path / "items.jsonl", coat_items(24))


def _physkb_in_process(*args: str):
    """The CLI in this process (torch already imported: the tests stay fast); returns click's Result."""
    from typer.testing import CliRunner

    import solver.cli  # noqa: F401  (registers every command)
    from solver.cli_apps import app

    return CliRunner().invoke(app, list(args))


def test_probe_coat_writes_the_run_folder_contract(tmp_path, items_file):
    out = tmp_path / "run"
    proc = _physkb_in_process("probe", "coat", "--items", str(items_file), "--model", str(built("llama")),
                              "--method", "loglik", "--limit", "10", "--out", str(out), "--batch-size", "4", "--json")
    assert proc.exit_code == 0, proc.output
    summary = json.loads(proc.stdout)
    assert summary["n_items"] == 10 and summary["n_done"] == 10 and summary["n_unparsable"] == 0
    assert "item/s" in proc.stderr or "it/s" in proc.stderr  # tqdm progress with rate
    record = json.loads((out / "run.json").read_text())
    assert record["benchmark"] == "coat" and record["n_items"] == 10 and record["method"] == "loglik"
    assert len(record["items_sha256"]) == 64 and record["items_path"] == str(items_file)
    model = record["model"]
    assert model["kind"] == "causal" and model["device"] == "cpu" and model["dtype"] == "float32"
    assert len(model["source_sha256"]) == 64 and model["path"] == str(built("llama"))
    assert record["prompt_format"]["name"] and record["prompt_format"]["template"]
    assert record["settings"]["batch_size"] == 4 and record["settings"]["limit"] == 10
    items = _lines(out / "items.jsonl")
    assert [i["id"] for i in items] == [i["id"] for i in coat_items(10)]
    preds = _lines(out / "predictions.jsonl")
    assert [p["id"] for p in preds] == [i["id"] for i in items]
    for p, item in zip(preds, items):
        n = len(item["options"])
        assert p["parsed"] is True and p["raw"] is None and 0 <= p["choice"] < n
        assert sorted(p["ranking"]) == list(range(n)) and p["ranking"][0] == p["choice"]
        assert len(p["scores"]["sum"]) == n and len(p["scores"]["norm"]) == n
        assert p["scores"]["sum"][p["choice"]] == max(p["scores"]["sum"])


def test_rerun_with_other_items_or_model_is_refused(tmp_path, items_file):
    base = ProbeOptions(items=items_file, model=str(built("llama")), limit=3, out=tmp_path / "run")
    assert run_probe(base, progress=False)["n_done"] == 3
    assert run_probe(base, progress=False)["n_done"] == 3  # same run again: nothing left to do
    with pytest.raises(PhyskbError, match="different run.*model"):
        run_probe(ProbeOptions(**{**base.__dict__, "model": str(built("llama-nochat"))}), progress=False)
    with pytest.raises(PhyskbError, match="items_sha256"):
        run_probe(ProbeOptions(**{**base.__dict__, "limit": 5}), progress=False)
    with pytest.raises(PhyskbError, match="method"):
        run_probe(ProbeOptions(**{**base.__dict__, "method": "generate"}), progress=False)


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
@pytest.mark.timed
def test_killed_run_resumes_to_the_uninterrupted_result(tmp_path, items_file):
    args = ["probe", "coat", "--items", str(items_file), "--model", str(built("llama")), "--batch-size", "3"]
    run_probe(ProbeOptions(items=items_file, model=str(built("llama")), batch_size=3, out=tmp_path / "whole"),
              progress=False)
    expected = _lines(tmp_path / "whole" / "predictions.jsonl")
    assert len(expected) == 24

    out = tmp_path / "killed"
    # the run sleeps 600 s after each batch: killed while it sleeps after its first, whatever the load
    proc = _physkb(*args, "--out", str(out), env={"PHYSKB_PROBE_THROTTLE": "600"}, wait=False)
    pred = out / "predictions.jsonl"
    deadline = time.time() + 300
    while time.time() < deadline and (not pred.exists() or len(pred.read_text().splitlines()) < 3):
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    partial = pred.read_text()
    assert len(partial.splitlines()) == 3, "the run was not killed after its first batch"
    with open(pred, "a") as fh:  # a torn line, as a kill during a write would leave
        fh.write('{"id": "t1-v1-99')
    resumed = _physkb_in_process(*args, "--out", str(out))  # the same command, re-run
    assert resumed.exit_code == 0, resumed.output
    assert _lines(pred) == expected


def test_shards_merge_to_the_unsharded_run(tmp_path, items_file):
    base = ProbeOptions(items=items_file, model=str(built("llama")), limit=9, batch_size=2, device="cpu")
    whole = tmp_path / "whole"
    run_probe(ProbeOptions(**{**base.__dict__, "out": whole}), progress=False)
    sharded = tmp_path / "sharded"
    for i in range(3):
        summary = run_probe(ProbeOptions(**{**base.__dict__, "out": sharded, "shard": f"{i}/3"}), progress=False)
        assert summary["n_items"] == 3
    assert (sharded / "predictions.shard-2-of-3.jsonl").exists()
    merged = runs.load_predictions(sharded)
    assert [p["id"] for p in merged] == [p["id"] for p in _lines(whole / "predictions.jsonl")]
    assert [p["choice"] for p in merged] == [p["choice"] for p in _lines(whole / "predictions.jsonl")]
    proc = _physkb_in_process("probe", "merge", str(sharded))
    assert proc.exit_code == 0 and len(_lines(sharded / "predictions.jsonl")) == 9


def test_merge_is_pure_and_rejects_conflicts():
    a = [{"id": "x", "choice": 1}, {"id": "y", "choice": 0}]
    b = [{"id": "z", "choice": 2}, {"id": "x", "choice": 1}]
    assert runs.merge_predictions([a, b], order=["z", "y", "x"]) == [b[0], a[1], a[0]]
    assert runs.merge_predictions([b, a]) == runs.merge_predictions([a, b])
    with pytest.raises(PhyskbError, match="conflicting"):
        runs.merge_predictions([a, [{"id": "x", "choice": 0}]])
    with pytest.raises(PhyskbError, match="--shard"):
        runs.Shard.parse("3/3")
    assert runs.Shard(1, 4).bounds(10) == (2, 5) and runs.Shard(3, 4).bounds(10) == (7, 10)


@pytest.mark.parametrize("kind", ["mlm", "nli", "gguf"])
def test_other_model_kinds_probe_coat(tmp_path, items_file, kind, monkeypatch):
    monkeypatch.setenv("PHYSKB_CACHE", str(tmp_path / "cache"))
    summary = run_probe(ProbeOptions(items=items_file, model=str(built(kind)), limit=4, out=tmp_path / kind),
                        progress=False)
    assert summary["n_done"] == 4 and summary["n_unparsable"] == 0
    record = json.loads((tmp_path / kind / "run.json").read_text())
    assert record["model"]["kind"] == {"mlm": "masked", "nli": "nli", "gguf": "gguf"}[kind]
    preds = _lines(tmp_path / kind / "predictions.jsonl")
    assert all(len(p["scores"]["sum"]) == 5 for p in preds)


def test_generate_keeps_and_counts_unparsable_answers(tmp_path, items_file):
    out = tmp_path / "gen"
    summary = run_probe(ProbeOptions(items=items_file, model=str(built("llama")), method="generate", limit=5,
                                     out=out, max_new_tokens=4), progress=False)
    preds = _lines(out / "predictions.jsonl")
    assert len(preds) == 5 and all(isinstance(p["raw"], str) and p["scores"] is None for p in preds)
    assert summary["n_unparsable"] == sum(1 for p in preds if not p["parsed"])
    assert all((p["choice"] is None) == (not p["parsed"]) for p in preds)
    with pytest.raises(PhyskbError, match="causal"):
        run_probe(ProbeOptions(items=items_file, model=str(built("nli")), method="generate", out=tmp_path / "x"),
                  progress=False)


def test_bad_items_name_file_line_and_field(tmp_path):
    items = coat_items(2)
    del items[1]["gold"]
    path = write_items(tmp_path / "bad.jsonl", items)
    proc = _physkb("probe", "coat", "--items", str(path), "--model", str(built("llama")), "--out", str(tmp_path / "r"))
    assert proc.returncode == 1 and "bad.jsonl:2" in proc.stderr and "gold" in proc.stderr
    missing = _physkb("probe", "coat", "--items", str(tmp_path / "nope.jsonl"), "--out", str(tmp_path / "r"))
    assert missing.returncode == 1 and "does not exist" in missing.stderr


def test_torn_last_line_is_dropped_and_repaired(tmp_path):
    path = tmp_path / "p.jsonl"
    path.write_text('{"id": "a"}\n{"id": "b"}\n{"id": "c", "cho')
    assert [r["id"] for r in runs.read_predictions(path)] == ["a", "b"]
    runs.read_predictions(path, repair=True)
    assert path.read_text() == '{"id": "a"}\n{"id": "b"}\n'


def test_a_second_writer_on_the_same_run_is_refused(tmp_path):
    """Two processes resuming one run must not both append (each item would be written twice)."""
    import pytest

    from probes.runs import PredictionWriter
    from solver.errors import PhyskbError

    path = tmp_path / "predictions.jsonl"
    with PredictionWriter(path) as first:
        first.write({"id": "a", "choice": 0})
        with pytest.raises(PhyskbError, match="another physkb process"):
            PredictionWriter(path)
    with PredictionWriter(path) as again:  # the lock is released on close
        again.write({"id": "b", "choice": 1})
    assert path.read_text().count("\n") == 2
