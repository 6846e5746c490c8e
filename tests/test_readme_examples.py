"""The README's cheap examples, run exactly as written, from a fresh copy of the checkout's layout.

A newcomer copies a command from the README into a shell at the checkout's root; it must run.
The copy is a folder whose entries link to the checkout's (so nothing the examples write lands in
the checkout) with the release data beside it as ../shared/data, as the README assumes.
"""
from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from conftest import PROJECT_ROOT

README = PROJECT_ROOT / "README.md"
# Examples that take seconds: the solver's answers on our own knowledge; the probes and validations of
# whole releases take minutes and are covered by their own tests.
CHEAP = (
    "source .venv/bin/activate",
    ".venv/bin/physkb best-substitute --task \"cutting a cake\"",
    ".venv/bin/physkb check-story kb/stories/",  # the first: kb/stories/example.txt, the plain-text story
    ".venv/bin/physkb size ",
    ".venv/bin/physkb afford ",
    ".venv/bin/physkb export rdf --out out/coat.ttl",
)


def code_blocks(text: str) -> list[list[str]]:
    """The README's shell code: each fenced bash block, and each run of indented lines, as a list of lines."""
    blocks: list[list[str]] = []
    fenced, kind, indented = False, "", False
    for line in text.splitlines():
        m = re.match(r"^\s*```(\w*)", line)
        if m:
            fenced, kind = (not fenced), m.group(1)
            if fenced:
                blocks.append([])
            indented = False
            continue
        if fenced:
            if kind in ("bash", "sh", ""):
                blocks[-1].append(line)
        elif line.startswith("    ") and line.strip():
            if not indented:
                blocks.append([])
            blocks[-1].append(line)
            indented = True
        elif line.strip():
            indented = False
    return blocks


def readme_commands(text: str) -> list[str]:
    """Shell commands of the README's code, comments cut; a block that activates the venv is one command."""
    commands: list[str] = []
    for block in code_blocks(text):
        lines = [re.sub(r"\s+#.*$", "", line).strip() for line in block]
        lines = [line for line in lines if line]
        if any(line.startswith("source .venv/bin/activate") for line in lines):
            commands.append(" && ".join(lines))
        else:
            commands += [line for line in lines if line.startswith((".venv/bin/", "bash "))]
    return commands


def test_the_readme_starts_with_the_two_commands_and_every_example_names_its_program():
    text = README.read_text(encoding="utf-8")
    assert text.startswith("# physkb\n\n```bash\nbash .ci/setup && .venv/bin/physkb run\n```\n"
                           "```bash\n.venv/bin/python -m pytest -q\n```\n")
    commands = readme_commands(text)
    assert len(commands) > 40
    bare = [line for block in code_blocks(text) if not any("source .venv/bin/activate" in b for b in block)
            for line in block if re.match(r"^\s*(physkb|python|lm_eval) ", line)]
    assert bare == [], f"examples that fail with 'command not found' outside an activated venv: {bare}"
    assert "## Contents" in text and "(#running-the-examples)" in text


@pytest.fixture()
def fresh_layout(tmp_path: Path, shared_data: Path) -> Path:
    """tmp/checkout (links to the checkout's entries) beside tmp/shared/data (a link to the release)."""
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    for entry in PROJECT_ROOT.iterdir():
        if entry.name not in (".git", "physkb-run"):
            (checkout / entry.name).symlink_to(entry)
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared" / "data").symlink_to(shared_data.resolve())
    return checkout


def _run_all(commands: list[str], layout: Path) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PHYSKB_DATA", "VIRTUAL_ENV")}
    failed = []
    for command in commands:
        proc = subprocess.run(["bash", "-c", command], cwd=layout, env=env, capture_output=True, text=True,
                              timeout=600)
        if proc.returncode != 0 or not proc.stdout.strip():
            failed.append(f"{command}\n  exit {proc.returncode}: {(proc.stderr or proc.stdout)[-400:]}")
    return failed


def _cheap() -> list[str]:
    return [c for c in readme_commands(README.read_text(encoding="utf-8")) if c.startswith(CHEAP)]


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_one_cheap_example_of_each_kind_runs_as_written(fresh_layout: Path):
    """The first example of each cheap kind (about a minute on a loaded 2-core machine)."""
    firsts = {}
    for command in _cheap():
        firsts.setdefault(next(p for p in CHEAP if command.startswith(p)), command)
    assert len(firsts) == len(CHEAP), sorted(set(CHEAP) - set(firsts))
    failed = _run_all(list(firsts.values()), fresh_layout)
    assert failed == [], "\n".join(failed)


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
@pytest.mark.slow
def test_every_cheap_example_runs_as_written(fresh_layout: Path):
    """All of them (12 commands, two to three minutes on a loaded 2-core machine)."""
    commands = _cheap()
    assert len(commands) >= 10, commands
    failed = _run_all(commands, fresh_layout)
    assert failed == [], "\n".join(failed)
