"""Shared fixtures: the release data folder (../shared/data) and the CLI runner."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

PROJECT_ROOT = Path(__file__).resolve().parent.parent
SHARED_DATA = Path(os.environ.get("PHYSKB_TEST_DATA", PROJECT_ROOT.parent / "shared" / "data"))


def _require(path: Path) -> Path:
    """Release data is required: under CI a missing folder fails the test, elsewhere it skips."""
    if not path.exists():
        msg = f"release data missing: {path} (expected ../shared/data beside the project)"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(msg)
        pytest.skip(msg)
    return path


# Whatever the suite writes lands in one temporary folder of its own, removed at the end: crash files
# (tempfile.mkstemp, in this process and in the physkb subprocesses, which inherit TMPDIR) and the datasets
# library's caches. Set at import, before any test module imports datasets (which reads these once).
_SUITE_TMP = Path(tempfile.mkdtemp(prefix="physkb-tests-"))
_SAVED_ENV = {k: os.environ.get(k) for k in ("TMPDIR", "HF_DATASETS_CACHE", "HF_MODULES_CACHE")}
os.environ["TMPDIR"] = str(_SUITE_TMP)
os.environ["HF_DATASETS_CACHE"] = str(_SUITE_TMP / "hf-datasets-cache")
os.environ["HF_MODULES_CACHE"] = str(_SUITE_TMP / "hf-modules-cache")
tempfile.tempdir = str(_SUITE_TMP)


def pytest_unconfigure(config) -> None:
    import shutil

    tempfile.tempdir = None
    for k, v in _SAVED_ENV.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v
    shutil.rmtree(_SUITE_TMP, ignore_errors=True)


@pytest.fixture(scope="session")
def shared_data() -> Path:
    return _require(SHARED_DATA)


@pytest.fixture()
def papers(shared_data: Path):
    """The papers' figures (probes.reference_figures) read from the release's papers/ folder for one test."""
    from probes import reference_figures

    reference_figures.use_data_folder(shared_data)
    yield _require(shared_data / "papers")
    reference_figures.use_data_folder(None)


@pytest.fixture(scope="session")
def coat_data(shared_data: Path) -> Path:
    return _require(shared_data / "coat")


@pytest.fixture(scope="session")
def gita_data(shared_data: Path) -> Path:
    return _require(shared_data / "gita")


@pytest.fixture(scope="session")
def trip_data(shared_data: Path) -> Path:
    return _require(shared_data / "trip")


@pytest.fixture(scope="session")
def cccons_data(shared_data: Path) -> Path:
    return _require(shared_data / "cccons")


@pytest.fixture(scope="session")
def grafford_data(shared_data: Path) -> Path:
    return _require(shared_data / "grafford")


def run_in_process(args, monkeypatch, capsys) -> tuple[int, str, str]:
    """`physkb ARGS` through the console script's entry point in this process (fast; the exit-code
    contract lives in that entry point); returns (exit code, stdout, stderr)."""
    import sys

    from solver import cli

    monkeypatch.setattr(sys, "argv", ["physkb", *map(str, args)])
    try:
        cli.main()
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture()
def physkb(monkeypatch, capsys):
    """`physkb ARGS` in this process, asserting no traceback reached the user; (exit code, stdout, stderr)."""

    def run(*args):
        code, out, err = run_in_process(args, monkeypatch, capsys)
        assert "Traceback" not in err, err
        return code, out, err

    return run


@pytest.fixture()
def cli():
    """Run `physkb ARGS` in a subprocess; returns (exit_code, stdout, stderr)."""
    import subprocess
    import sys

    def run(*args: str, input: str | None = None, timeout: float = 600):
        proc = subprocess.run(
            [sys.executable, "-m", "solver.cli", *args],
            capture_output=True,
            text=True,
            input=input,
            timeout=timeout,
            cwd=PROJECT_ROOT,
        )
        return proc.returncode, proc.stdout, proc.stderr

    return run
