"""Issue 15 #15: one exit-code contract for every command (README, "Exit codes and bug reports"):
1 bad input naming what is wrong and where, 2 an unknown name with the closest names."""
from __future__ import annotations

import sys

import pytest

from solver.paths import KB_DIR

STORIES = str(KB_DIR / "stories")
MISSING = "/no/such/folder"

# (command line, expected code, words the message must hold)
CASES = [
    (["size", "A mouse is next to an elephant.", "mouse", "elephnt"], 2, ["elephant"]),
    (["afford", "", "chair"], 1, ["SENTENCE", "empty"]),
    (["best-substitute", "--task", "cuting a cake", "--utility", "cutting"], 2, ["cutting a cake"]),
    (["best-substitute", "--task", "cutting a cake", "--utility", "cuting"], 2, ["cutting"]),
    (["best-substitute", "--task", "cutting a cake", "--utility", "cutting", "--profile", "releas"], 2, ["release"]),
    (["check-story", MISSING], 1, [MISSING]),
    (["validate", "coat", "--data", MISSING], 1, [MISSING]),
    (["validate", "gita", "--data", MISSING], 1, [MISSING]),
    (["validate", "trip", "--data", MISSING], 1, [MISSING]),
    (["validate", "cccons", "--data", MISSING], 1, [MISSING]),
    (["validate", "grafford", "--data", MISSING], 1, [MISSING]),
    (["export", "rdf", "--out", "{tmp}/x.ttl", "--data", MISSING], 1, [MISSING]),
    (["export", "lm-eval", "--items", MISSING, "--out", "{tmp}/o"], 1, [MISSING]),
    (["export", "hf", "--items", MISSING, "--out", "{tmp}/o"], 1, [MISSING]),
    (["generate", "coat", "--out", "{tmp}/q", "--profile", "corected"], 2, ["corrected"]),
    (["generate", "coat", "--out", "{tmp}/q", "--variations", "task9_v01"], 2, ["task"]),
    (["check", "coat-items", MISSING], 1, [MISSING]),
    (["check", "coat-items", STORIES, "--profile", "releas"], 2, ["release"]),
    (["score", "tiered", "--gold", MISSING, "--pred", STORIES], 1, [MISSING]),
    (["probe", "coat", "--items", MISSING, "--model", "smollm"], 2, ["smollm2"]),
    (["probe", "coat", "--items", MISSING], 1, [MISSING]),
    (["probe", "gita", "--model", "smollm2", "--method", "loglk"], 2, ["loglik"]),
    (["probe", "trip", "--model", "smollm2", "--dtype", "fp17"], 2, ["fp16"]),
    (["probe", "cccons", "--model", "smollm2", "--device", "gpu0"], 2, ["cpu"]),
    (["probe", "grafford", "--model", "smollm2", "--limit", "0"], 1, ["--limit"]),
    (["probe", "merge", MISSING], 1, [MISSING]),
    (["probe", "cloze", "A ___ is big.", "cat", "--model", "smollm"], 2, ["smollm2"]),
    (["diff", MISSING], 1, [MISSING]),
    (["explain", MISSING, "--all"], 1, [MISSING]),
    (["report", MISSING, "--out", "{tmp}/r"], 1, [MISSING]),
    (["run", "--out", "{tmp}/job", "--batch-size", "0", "--no-demos"], 1, ["--batch-size"]),
    (["run", "--out", "{tmp}/job", "--device", "bogus", "--no-demos"], 2, ["cpu"]),
    (["nosuch"], 2, ["known commands"]),
    (["validate", "gitta"], 2, ["gita"]),
    (["generate", "coat", "--out", "{tmp}/q", "--sed", "1"], 2, ["--seed"]),
    (["generate", "coat", "--out", "{tmp}/q", "--seed", "x"], 1, ["--seed"]),
]


@pytest.mark.parametrize("args, code, words", CASES, ids=[" ".join(c[0][:2]) + f" -> {c[1]}" for c in CASES])
def test_every_command_exits_by_the_contract(monkeypatch, capsys, tmp_path, args, code, words):
    from solver import cli

    argv = [a.replace("{tmp}", str(tmp_path)) for a in args]
    monkeypatch.setattr(sys, "argv", ["physkb", *argv])
    with pytest.raises(SystemExit) as exc:
        cli.main()
    err = capsys.readouterr().err
    assert "Traceback" not in err, err
    assert exc.value.code == code, err
    for word in words:
        assert word in err, err
    assert not any(tmp_path.iterdir()), "a failed command wrote output"
