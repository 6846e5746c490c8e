"""Scale-out on Ray, on a local cluster of 2 CPU workers: 2 workers give the same predictions as 1 process,
a worker killed mid-shard has its shard resumed, and selecting Ray without it installed is a clear error."""
from __future__ import annotations

import functools
import json
import os
import signal
import time
from pathlib import Path

import pytest

from probes_models import built, coat_items, write_items
from probes import runs
from probes.benchmarks.coat.api import ProbeOptions, run_probe
from probes.engine import THROTTLE_ENV
from solver.errors import PhyskbError

pytestmark = pytest.mark.ray  # run by .ci/run after the README command: a local Ray cluster takes minutes

ray = pytest.importorskip("ray", reason="the Ray tests need the ray extra: pip install 'physkb[ray]'")

from probes.scaleout import run_on_ray  # noqa: E402

quiet_probe = functools.partial(run_probe, progress=False)


@pytest.fixture(scope="module")
def local_cluster():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def _preds(run_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (run_dir / runs.PREDICTIONS_FILE).read_text().splitlines() if line.strip()]


def _same(a: list[dict], b: list[dict]) -> None:
    assert [p["id"] for p in a] == [p["id"] for p in b]
    assert [p["choice"] for p in a] == [p["choice"] for p in b]
    for p, q in zip(a, b):
        assert p["scores"]["sum"] == pytest.approx(q["scores"]["sum"], abs=1e-4)


@pytest.mark.slow
def test_two_workers_give_the_predictions_of_one_process_on_200_items(tmp_path, local_cluster):
    items = write_items(tmp_path / "items.jsonl", coat_items(200))
    base = ProbeOptions(items=items, model=str(built("llama")), batch_size=4)
    single = run_probe(dataclass_replace(base, out=tmp_path / "one"), progress=False)
    spread = run_on_ray(quiet_probe, dataclass_replace(base, out=tmp_path / "two"), workers=2, progress=False)
    assert single["n_done"] == spread["n_done"] == 200 and spread["n_items"] == 200
    assert spread["workers"] == 2 and spread["accuracy"] == pytest.approx(single["accuracy"])
    assert sorted(p.name for p in (tmp_path / "two").glob("predictions.shard-*")) == [
        "predictions.shard-0-of-2.jsonl", "predictions.shard-1-of-2.jsonl"]
    _same(_preds(tmp_path / "two"), _preds(tmp_path / "one"))


def _writer_of(path: Path) -> int | None:
    """The pid of the process holding `path` open for writing (the Ray worker probing that shard)."""
    import psutil

    target = str(path.resolve())
    for proc in psutil.process_iter(["name"]):
        try:
            if proc.info["name"].startswith("ray::") and any(f.path == target for f in proc.open_files()):
                return proc.pid
        except (psutil.AccessDenied, psutil.NoSuchProcess):
            continue
    return None


@pytest.mark.slow
def test_a_killed_worker_has_its_shard_resumed(tmp_path, local_cluster, monkeypatch):
    items = write_items(tmp_path / "items.jsonl", coat_items(40))
    base = ProbeOptions(items=items, model=str(built("llama")), batch_size=2)
    reference = run_probe(dataclass_replace(base, out=tmp_path / "ref"), progress=False)
    monkeypatch.setenv(THROTTLE_ENV, "1.0")  # forwarded to the workers: slow enough to kill one mid-shard
    out = tmp_path / "killed"
    shard_file = out / "predictions.shard-0-of-2.jsonl"
    import threading

    killed: dict = {}

    def kill_when_started() -> None:
        deadline = time.time() + 400
        while time.time() < deadline:
            if shard_file.exists() and len(shard_file.read_bytes().splitlines()) >= 2:
                pid = _writer_of(shard_file)
                if pid is not None:
                    killed["lines"] = len(shard_file.read_bytes().splitlines())
                    os.kill(pid, signal.SIGKILL)
                    killed["pid"] = pid
                    return
            time.sleep(0.1)

    killer = threading.Thread(target=kill_when_started)
    killer.start()
    summary = run_on_ray(quiet_probe, dataclass_replace(base, out=out), workers=2, progress=False)
    killer.join()
    assert "pid" in killed, "the shard's worker was never seen writing"
    assert killed["lines"] < 20  # killed before its shard was done
    assert summary["n_done"] == reference["n_done"] == 40
    shard_ids = [json.loads(line)["id"] for line in shard_file.read_text().splitlines()]
    assert len(shard_ids) == len(set(shard_ids)) == 20  # resumed, nothing written twice
    _same(_preds(out), _preds(tmp_path / "ref"))


def test_workers_with_a_shard_is_refused(tmp_path):
    opts = ProbeOptions(items=tmp_path / "x.jsonl", model="smollm2", shard="0/2", out=tmp_path / "r")
    with pytest.raises(PhyskbError, match="leave out --shard"):
        run_on_ray(quiet_probe, opts, workers=2, progress=False)


@pytest.mark.slow
def test_probe_coat_with_workers_on_the_command_line(tmp_path, local_cluster):
    from typer.testing import CliRunner

    import solver.cli  # noqa: F401  (registers the solver's commands)
    from probes.cli import register
    from solver.cli_apps import app

    register(app)  # idempotent; also where the physkb.commands entry point is not installed yet

    items = write_items(tmp_path / "items.jsonl", coat_items(12))
    out = tmp_path / "cli"
    result = CliRunner().invoke(app, ["probe", "coat", "--items", str(items), "--model", f"hf:{built('llama')}",
                                      "--out", str(out), "--workers", "2", "--batch-size", "3", "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["n_done"] == 12 and summary["workers"] == 2 and summary["accuracy"] is not None
    assert len(_preds(out)) == 12


def dataclass_replace(opts, **changes):
    import dataclasses

    return dataclasses.replace(opts, **changes)
