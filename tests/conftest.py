"""Shared fixtures: the release data folder (../shared/data) and the CLI runner."""
from __future__ import annotations

import os
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


@pytest.fixture(scope="session")
def shared_data() -> Path:
    return _require(SHARED_DATA)


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


@pytest.fixture()
def cli():
    """Run `physkb ARGS` in-process; returns (exit_code, stdout, stderr)."""
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
