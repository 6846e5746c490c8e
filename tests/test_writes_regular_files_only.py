"""One writer (solver.atomic) that replaces regular files only, and inputs read from regular files only
(issue 30: `--out` replaced symbolic links, FIFOs and, as root, /dev/full; a FIFO input blocked for ever)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import run_in_process as run_cli
from solver.atomic import checked_target, open_to_append, set_follow_symlinks, write_text
from solver.errors import DataError

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture()
def odd_files(tmp_path):
    """A regular file, a link to it, a FIFO and a folder, side by side."""
    target = tmp_path / "target.txt"
    target.write_text("keep\n")
    (tmp_path / "link.txt").symlink_to(target.name)
    os.mkfifo(tmp_path / "fifo.txt")
    (tmp_path / "folder").mkdir()
    return tmp_path


@pytest.fixture(autouse=True)
def _no_following():
    set_follow_symlinks(False)
    yield
    set_follow_symlinks(False)


@pytest.mark.parametrize("name, words", [("link.txt", "is a symbolic link (to target.txt)"),
                                         ("fifo.txt", "is a FIFO (named pipe), not a regular file"),
                                         ("folder", "is a folder, not a regular file")])
def test_a_target_that_is_not_a_regular_file_is_refused_and_kept(odd_files, name, words):
    path = odd_files / name
    before = os.lstat(path)
    with pytest.raises(DataError, match=words.replace("(", r"\(").replace(")", r"\)")):
        write_text(path, "new\n")
    after = os.lstat(path)
    assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino)
    assert (odd_files / "target.txt").read_text() == "keep\n"
    assert not [p.name for p in odd_files.iterdir() if p.name.endswith(".part")]


@pytest.mark.parametrize("path, words", [("/dev/full", "is a character device"), ("/dev/null", "is a character device"),
                                         ("/dev/stdout", "is a symbolic link"),
                                         ("/dev/physkb-new.ttl", "is in the system folder /dev"),
                                         ("/proc/physkb.ttl", "is in the system folder /proc")])
def test_devices_and_system_folders_are_refused_before_anything_is_written(path, words):
    if not Path(path).parent.is_dir() or (words.startswith("is a") and not os.path.lexists(path)):
        pytest.skip(f"no {path} here")
    with pytest.raises(DataError, match=words):
        checked_target(path)  # what every write checks first (not the write itself: it would be a device)


def test_writing_through_a_link_only_when_asked(odd_files):
    set_follow_symlinks(True)
    write_text(odd_files / "link.txt", "new\n")
    assert (odd_files / "link.txt").is_symlink()  # the link kept, the file it points to replaced
    assert (odd_files / "target.txt").read_text() == "new\n"
    with pytest.raises(DataError, match="FIFO"):  # following a link never makes a FIFO writable
        (odd_files / "to-fifo.txt").symlink_to("fifo.txt")
        write_text(odd_files / "to-fifo.txt", "new\n")


def test_appending_refuses_links_and_fifos_without_blocking(odd_files):
    for name in ("link.txt", "fifo.txt"):
        with pytest.raises(DataError):
            open_to_append(odd_files / name)
    with open_to_append(odd_files / "new.jsonl") as fh:
        fh.write("{}\n")
    assert (odd_files / "new.jsonl").read_text() == "{}\n"


def test_a_run_whose_predictions_file_is_a_link_is_refused(tmp_path):
    from probes import runs

    elsewhere = tmp_path / "elsewhere.jsonl"
    elsewhere.write_text("")
    (tmp_path / "predictions.jsonl").symlink_to(elsewhere)
    with pytest.raises(DataError, match="symbolic link"):
        runs.PredictionWriter(tmp_path / "predictions.jsonl")


def test_cli_out_a_link_or_fifo_is_exit_1_before_any_work(odd_files, monkeypatch, capsys):
    for name in ("link.txt", "fifo.txt"):
        code, out, err = run_cli(["export", "rdf", "--out", odd_files / name], monkeypatch, capsys)
        assert code == 1 and "--out" in err and ("not a regular file" in err or "symbolic link" in err), err
        assert "Traceback" not in err and "wrote" not in out
    assert (odd_files / "link.txt").is_symlink() and (odd_files / "target.txt").read_text() == "keep\n"
    assert (odd_files / "fifo.txt").is_fifo()


def test_cli_follow_symlinks_writes_through_the_link(odd_files, monkeypatch, capsys):
    code, out, err = run_cli(["--follow-symlinks", "export", "coat-suitability", "--out", odd_files / "link.txt"],
                             monkeypatch, capsys)
    assert code == 0, err
    assert (odd_files / "link.txt").is_symlink() and "P(suits)" in (odd_files / "target.txt").read_text()


def test_a_fifo_given_as_input_is_refused_at_once(odd_files):
    """In a subprocess with a deadline: were the FIFO opened, the read would wait for a writer for ever."""
    fifo = odd_files / "story.json"
    os.mkfifo(fifo)
    r = subprocess.run([sys.executable, "-m", "solver.cli", "check-story", str(fifo)], cwd=ROOT, capture_output=True,
                       text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert r.returncode == 1 and "is a FIFO (named pipe), not a regular file" in r.stderr, r.stderr


@pytest.mark.parametrize("name", ["fifo.txt", "folder"])
def test_text_inputs_must_be_regular_files(odd_files, name):
    from solver.textfiles import read_text

    with pytest.raises(DataError, match="folder|FIFO"):
        read_text(odd_files / name, "story file")
