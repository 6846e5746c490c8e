"""One descriptor per released benchmark (solver.benchmarks): the stats command, probes' benchmarks and
the main job read it, so a new benchmark is one registry line, not edits across the code."""
from __future__ import annotations

from pathlib import Path

import pytest

from solver.benchmarks import RELEASES, release
from solver.errors import UnknownNameError


def test_every_descriptor_has_a_stats_command_and_a_known_area():
    from solver.cli_apps import stats_app
    import solver.stats.commands  # noqa: F401  (registers the commands)

    commands = [c.name for c in stats_app.registered_commands]
    assert commands == list(RELEASES)
    root = Path(__file__).resolve().parent.parent / "solver"
    assert all((root / b.area).is_dir() for b in RELEASES.values())


def test_probed_benchmarks_refer_to_their_release_and_its_area():
    from probes import benchmarks

    for name in benchmarks.names():
        bench = benchmarks.get(name)
        if name not in RELEASES:  # a probe-only benchmark (states reads TRIP, GITA or kb/ stories)
            assert bench.release is None and bench.demo_area is None
            continue
        assert bench.release is RELEASES[name]
        assert bench.demo_area == RELEASES[name].area


def test_an_unknown_benchmark_lists_the_close_names():
    with pytest.raises(UnknownNameError, match="grafford"):
        release("graford")


def test_the_folder_is_found_under_the_shared_data_or_given_directly(tmp_path: Path):
    (tmp_path / "coat").mkdir()
    assert release("coat").folder(tmp_path) == tmp_path / "coat"
    assert release("coat").folder(tmp_path / "coat") == tmp_path / "coat"


def test_stats_through_the_descriptor(shared_data: Path):
    from solver.stats.model import StatsReport

    report = release("grafford").stats(release("grafford").folder(shared_data))
    assert isinstance(report, StatsReport) and report.tables


def test_each_descriptor_lives_in_its_area_and_loads_the_area_only_when_asked():
    """A release descriptor is its area's solver/<area>/benchmark.py; listing them (as `physkb --help` does) imports
    no area: the release module comes with the first load, stats or validate."""
    import subprocess
    import sys

    for b in RELEASES.values():
        assert b.api.__module__ == f"solver.{b.area}.benchmark", b.name
    code = ("import sys, solver.benchmarks; "
            "print(sorted(m for m in sys.modules if m.endswith('.release_api') or m in ('clingo', 'problog', 'pandas')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
