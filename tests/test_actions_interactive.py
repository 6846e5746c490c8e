"""The interactive annotator driven as a person would: keys typed into a tmux pane, the screen read back."""
from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
              pytest.mark.timed]  # waits on a terminal: .ci/under-load runs it busy


class Pane:
    """One tmux session running a command; send keys, read the screen."""

    def __init__(self, name: str, command: str) -> None:
        self.name = name
        subprocess.run(["tmux", "new-session", "-d", "-s", name, "-x", "160", "-y", "60", command], check=True)

    def screen(self) -> str:
        return subprocess.run(["tmux", "capture-pane", "-p", "-t", self.name, "-S", "-200"],
                              capture_output=True, text=True).stdout

    def wait_for(self, text: str, timeout: float = 300) -> str:  # generous: only a failure waits it out
        end = time.time() + timeout
        while time.time() < end:
            screen = self.screen()
            if text in screen:
                return screen
            time.sleep(0.3)
        raise AssertionError(f"{text!r} never appeared on screen:\n{self.screen()}")

    def type(self, *keys: str) -> None:
        for key in keys:
            subprocess.run(["tmux", "send-keys", "-t", self.name, "-l", key], check=True)  # -l: the text as typed
            subprocess.run(["tmux", "send-keys", "-t", self.name, "Enter"], check=True)
            time.sleep(0.4)

    def close(self) -> None:
        subprocess.run(["tmux", "kill-session", "-t", self.name], capture_output=True)


def _command(story: Path, out: Path) -> str:
    cli = f"from solver.cli import main; main()"
    return (f"cd {shlex.quote(str(ROOT))} && PYTHONPATH={shlex.quote(str(ROOT))} "
            f"{shlex.quote(sys.executable)} -c {shlex.quote(cli)} annotate --interactive {shlex.quote(str(story))} "
            f"--out {shlex.quote(str(out))}; sleep 60")


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_annotator_accepts_rejects_stops_and_resumes(tmp_path):
    story = tmp_path / "soup.txt"
    story.write_text("Ada put the soup in the freezer.\nAda closed the freezer.\nAda ate the soup.\n")
    out = tmp_path / "soup.annotated.json"
    name = f"physkb-test-{os.getpid()}"
    pane = Pane(name, _command(story, out))
    try:
        screen = pane.wait_for("proposed")
        assert "Ada put the soup in the freezer." in screen
        pane.type("r")                      # reject the first proposal (Ada conscious)
        pane.wait_for("[a/r/e/A/n/s/q]")
        pane.type("e")                      # edit the second one
        pane.wait_for("new value for")
        pane.type("? true")
        pane.type("A")                      # accept the rest of sentence 0
        pane.wait_for("sentence done")
        pane.type("")                       # next sentence
        screen = pane.wait_for("no conflict so far")
        pane.wait_for("Ada closed the freezer.")
        pane.type("q")                      # stop in the middle of sentence 1
        pane.wait_for("run the same command again to resume")
    finally:
        pane.close()
    saved = json.loads(out.read_text())
    assert saved["annotation_progress"]["sentence"] == 1 and not saved["annotation_progress"]["done"]
    first = saved["states"][0]
    assert not any(s["entity"] == "Ada" and s["attribute"] == "conscious" for s in first)  # rejected
    assert saved["states"][1] == [] and len(first) >= 3

    pane = Pane(name, _command(story, out))
    try:
        screen = pane.wait_for("Ada closed the freezer.")
        assert "Ada put the soup in the freezer." not in screen.split("sentence 1")[-1]
        pane.type("A")
        pane.wait_for("sentence done")
        pane.type("")
        pane.wait_for("Ada ate the soup.")
        pane.type("A")
        pane.wait_for("sentence done")
        pane.type("")
        screen = pane.wait_for("states saved to")
        assert "conflict: sentence 0 -> sentence 2" in screen and "stored_must_come_out" in screen
    finally:
        pane.close()
    saved = json.loads(out.read_text())
    assert saved["annotation_progress"]["done"]
    from solver.states.loaders import load_project_stories

    assert len(load_project_stories(out)[0].states) == 3
