"""`physkb run` end to end with a tiny random causal LM and a small limit; finished work is reused."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite (module fixtures over ~5 s)


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory) -> Path:
    from probes_models import tiny_llama

    return tiny_llama(tmp_path_factory.mktemp("models") / "tiny-llama")


@pytest.fixture(scope="module")
def job(coat_data: Path, tiny_model: Path, tmp_path_factory) -> tuple[Path, str, str]:
    """One main job on the release with the tiny model, run through the console script."""
    import subprocess
    import sys

    folder = tmp_path_factory.mktemp("job")
    proc = subprocess.run([sys.executable, "-m", "solver.cli", "run", "--data", str(coat_data), "--model",
                           str(tiny_model), "--limit", "30", "--out", str(folder), "--no-demos"],
                          capture_output=True, text=True, timeout=600, cwd=Path(__file__).resolve().parent.parent)
    assert proc.returncode == 0, proc.stderr
    return folder, proc.stdout, proc.stderr


def _predictions(run_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (run_dir / "predictions.jsonl").read_text().splitlines() if line.strip()]


def test_run_writes_the_report(job):
    folder, out, err = job
    report = Path(out.strip().splitlines()[-1])
    assert report == folder / "report" / "report.md" and report.is_file()
    assert (folder / "report" / "report.html").is_file()
    assert (folder / "report" / "plots" / "accuracy_vs_options.png").is_file()
    assert (folder / "report" / "plots" / "bad_rate_vs_bad_options.png").is_file()
    text = report.read_text()
    for section in ("Task-0: objects", "Task-1: ideal configuration", "Task-2: sub-optimal configurations",
                    "baseline: shortest option", "Explained errors: tiny-llama (loglik)"):
        assert section in text
    # one item of every one of the 30 variations, probed and diffed
    sample = [json.loads(line) for line in (folder / "items" / "sample.jsonl").read_text().splitlines()]
    assert len({(it["task_type"], it["variation"]) for it in sample}) == 30
    runs = list((folder / "runs").iterdir())
    assert len(runs) == 1 and len(_predictions(runs[0])) == 30
    assert (runs[0] / "summary.json").is_file()
    assert "Task-2: accuracy" in err and "errors explained" in err


def test_run_resumes_and_reuses(job, coat_data: Path, tiny_model: Path, monkeypatch):
    import probes.benchmarks.coat.job
    from probes.main_job import run_main_job

    folder, _, _ = job
    (run_dir,) = list((folder / "runs").iterdir())
    complete = _predictions(run_dir)
    stamp = json.loads((folder / "questions" / "job-stamp.json").read_text())
    # The generator's sources are part of the reuse key; hold them still (the shared
    # development tree may change under a running test).
    monkeypatch.setattr(probes.benchmarks.coat.job, "code_digest", lambda: stamp["code_sha256"])
    # Interrupt: keep only the first 11 predictions, as if the job had been killed.
    lines = (run_dir / "predictions.jsonl").read_text().splitlines(keepends=True)
    (run_dir / "predictions.jsonl").write_text("".join(lines[:11]))
    notes: list[str] = []
    again = run_main_job(data=coat_data, model=str(tiny_model), limit=30, out=folder, demos=False, say=notes.append)
    assert any("reusing the question sets" in n for n in notes)
    assert again.runs["coat"] == run_dir
    assert _predictions(run_dir) == complete
    assert again.summaries["coat"]["n_done"] == 30


def test_demos_print_or_name_missing_areas(capsys):
    from probes.main_job import demo_areas, run_demos

    lines: list[str] = []
    status = run_demos(None, say=lines.append)
    assert set(status) == set(demo_areas()) == {"coat", "states", "sizes", "affordances"}
    text = "\n".join(lines)
    for area, state in status.items():
        assert (f"=== {area} ===" in text) if state == "ok" else (f"{area}: not available" in text)


def test_bad_limit_is_a_clear_error(tmp_path: Path, cli):
    code, out, err = cli("run", "--limit", "0", "--out", str(tmp_path / "job"))
    assert code == 1 and "--limit must be at least 1" in err and "Traceback" not in err
