"""`physkb run` over the registry: our own stories for GITA and TRIP, one report with a section each."""
from __future__ import annotations

from pathlib import Path

from probes_models import built


def test_main_job_probes_story_benchmarks_on_our_stories(tmp_path: Path, monkeypatch):
    from probes.main_job import run_main_job

    monkeypatch.delenv("PHYSKB_DATA", raising=False)
    notes: list[str] = []
    result = run_main_job(model=str(built("llama")), limit=3, out=tmp_path / "job", demos=False,
                          say=notes.append, benchmarks=["gita", "trip"])
    assert set(result.runs) == {"gita", "trip"}
    md = result.report.read_text()
    assert "## GITA:" in md and "## TRIP:" in md
    assert any(n.startswith("gita: accuracy") for n in notes) and any("pairs" in n for n in notes if n.startswith("trip:"))
    again = run_main_job(model=str(built("llama")), limit=3, out=tmp_path / "job", demos=False,
                         say=notes.append, benchmarks=["gita", "trip"])  # finished runs: reused, no model needed
    assert again.summaries["gita"]["n_done"] == 3


def test_main_job_skips_benchmarks_without_release_data(tmp_path: Path, trip_data: Path):
    from probes.main_job import benchmark_data

    assert benchmark_data(trip_data.parent, "trip") == (True, trip_data)
    assert benchmark_data(trip_data, "trip") == (True, trip_data)
    assert benchmark_data(trip_data, "gita") == (False, None)
    assert benchmark_data(None, "gita") == (True, None)
