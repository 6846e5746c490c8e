"""Issue 24, items 17-21: writes that are whole or absent, JSON too deep to read, prompts at end of
input, check-story's growth with the story's length, and messages that say what is wrong and where."""
from __future__ import annotations

import errno
import json
import os
import sys

import pytest

from solver.errors import DataError
from solver.paths import KB_DIR


from conftest import run_in_process as run_cli  # noqa: E402


# --- item 17: every output file is written whole or not at all ---------------------------------------

def _disk_full(monkeypatch) -> None:
    """Every atomic write meets a full disk when it flushes its temporary file."""
    import solver.atomic

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(solver.atomic.os, "fsync", full)


def test_atomic_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path, monkeypatch):
    from solver.atomic import write_text

    target = tmp_path / "out.txt"
    write_text(target, "old\n")
    _disk_full(monkeypatch)
    with pytest.raises(DataError, match=r"out\.txt: cannot write the file: No space left on device"):
        write_text(target, "new\n" * 1000)
    assert target.read_text() == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]


@pytest.mark.parametrize("name, args, target", [
    ("export-rdf", ["export", "rdf", "--out", "{t}/kb.ttl"], "kb.ttl"),
    ("coat-suitability", ["export", "coat-suitability", "--out", "{t}/s.pl"], "s.pl"),
    ("generate-coat", ["generate", "coat", "--out", "{t}/items", "--tasks", "0", "--variations", "1"], "items"),
    ("annotate-out", ["annotate", "{story}", "--out", "{t}/ann.json"], "ann.json"),
])
def test_a_full_disk_is_bad_input_naming_the_path(tmp_path, monkeypatch, capsys, name, args, target):
    story = tmp_path / "story.txt"
    story.write_text("Sam opened the fridge.\nSam took the milk out.\n", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    _disk_full(monkeypatch)
    code, _, err = run_cli([a.replace("{t}", str(out)).replace("{story}", str(story)) for a in args], monkeypatch, capsys)
    assert code == 1, err
    assert "No space left on device" in err and str(out) in err and "internal error" not in err
    leftovers = [p.name for p in out.rglob("*") if p.is_file()]
    assert not [n for n in leftovers if n.endswith(".part") or n == target], leftovers


def test_stats_out_on_a_full_disk(tmp_path, gita_data, monkeypatch, capsys):
    out = tmp_path / "stats"
    _disk_full(monkeypatch)
    code, _, err = run_cli(["stats", "gita", "--data", gita_data.parent, "--out", out], monkeypatch, capsys)
    assert code == 1 and "No space left on device" in err and "gita_stats" in err
    assert not [p for p in out.rglob("*") if p.is_file()]


def test_outputs_are_complete_when_the_disk_is_fine(tmp_path, monkeypatch, capsys):
    code, out, err = run_cli(["export", "rdf", "--out", tmp_path / "kb.ttl"], monkeypatch, capsys)
    assert code == 0, err
    assert (tmp_path / "kb.ttl").read_text(encoding="utf-8").rstrip().endswith(".")
    assert [p.name for p in tmp_path.iterdir()] == ["kb.ttl"]


# --- item 18: JSON nested too deep is bad input, not a RecursionError --------------------------------

DEEP = "[" * 100_000 + "]" * 100_000


@pytest.mark.parametrize("args, file", [
    (["check-story", "{f}"], "story.json"),
    (["best-substitute", "--task", "warming milk in the microwave", "--utility", "heating(vessel)",
      "--scene", "{f}"], "scene.json"),
    (["validate", "trip", "--data", "{f}"], "trip.json"),
    (["validate", "gita", "--data", "{f}"], "GITA_test.json"),
    (["score", "tiered", "--gold", str(KB_DIR / "stories"), "--pred", "{f}"], "pred.jsonl"),
    (["annotate", "{f}"], "story.json"),
])
def test_json_nested_too_deep_is_bad_input(tmp_path, monkeypatch, capsys, args, file):
    path = tmp_path / file
    path.write_text(DEEP + "\n", encoding="utf-8")
    code, _, err = run_cli([a.replace("{f}", str(path)) for a in args], monkeypatch, capsys)
    assert code == 1 and "nested too deeply" in err and str(path) in err, err


def test_run_record_nested_too_deep_is_bad_input(tmp_path):
    from probes import runs

    path = tmp_path / "predictions.jsonl"
    path.write_text(json.dumps({"id": "a"}) + "\n" + DEEP + "\n" + json.dumps({"id": "b"}) + "\n")
    with pytest.raises(DataError, match="nested too deeply"):
        runs.read_predictions(path)


def test_textfiles_loads_names_the_place():
    from solver.textfiles import loads

    with pytest.raises(DataError, match=r"^here: JSON nested too deeply"):
        loads(DEEP, "here")


# --- item 19: a prompt at the end of its input stops cleanly -----------------------------------------

def test_annotate_interactive_at_end_of_input_saves_and_exits_cleanly(cli, tmp_path):
    story = tmp_path / "story.txt"
    story.write_text("Sam opened the fridge.\nSam closed the fridge.\n", encoding="utf-8")
    out = tmp_path / "ann.json"
    code, stdout, err = cli("annotate", str(story), "--interactive", "--out", str(out), input="a\n")
    assert code == 0, err
    assert "internal error" not in err and "input ended" in stdout
    saved = json.loads(out.read_text(encoding="utf-8"))
    assert saved["annotation_progress"]["decided"] == 1


def test_an_abort_from_end_of_input_is_not_an_internal_error(monkeypatch, capsys):
    import typer

    from solver import cli
    from solver.cli_apps import app

    @app.command("prompt-for-test", hidden=True)
    def _prompt() -> None:
        typer.prompt("name")

    monkeypatch.setattr(sys, "stdin", open(os.devnull))
    monkeypatch.setattr(sys, "argv", ["physkb", "prompt-for-test"])
    with pytest.raises(SystemExit) as exc:
        cli.main()
    assert exc.value.code == 1
    assert "internal error" not in capsys.readouterr().err


# --- item 20: check-story grows about linearly with the story's length -------------------------------

def _toggling_story(n: int):
    """n sentences that wet and dry a towel in turn, with their labels (our own words)."""
    from solver.states.loaders import story_from_project

    sentences, states = [], []
    for t in range(n):
        opening = t % 2 == 0
        sentences.append("Sam wets the towel." if opening else "Sam dries the towel.")
        states.append([{"entity": "towel", "attribute": "wet", "pre": not opening, "post": opening},
                       {"entity": "Sam", "attribute": "conscious", "pre": True, "post": True}])
    return story_from_project({"id": f"toggle{n}", "sentences": sentences, "states": states}, "test")


def test_values_an_annotated_effect_replaced_are_not_grounded_as_holding():
    """A value an annotated effect replaced is no longer grounded as possibly still holding: the towel's
    wetness, set by every sentence, has one grounded value per sentence (it had one per earlier
    sentence before, which made grounding grow with the cube of the length). Values domain rules derive
    still pile up (towel.exist by observed_state_persists): that part is bounded by MAX_SENTENCES."""
    from solver.logic.asp import control, facts_text
    from solver.states.solve import _rule_program, pair_facts, rule_files, story_facts

    story = _toggling_story(60)
    ctl, _ = control(quiet_undefined="the state rules alone, without the readings of text stories")
    ctl.add("base", [], _rule_program(rule_files()))
    ctl.add("base", [], facts_text(story_facts(story) + pair_facts([story])))
    ctl.ground([("base", [])])
    wet = [a.symbol for a in ctl.symbolic_atoms.by_signature("holds", 7) if str(a.symbol.arguments[3]) == "wet"]
    assert len(wet) <= 60 * 2, len(wet)


def test_long_toggling_story_keeps_its_verdict():
    from solver.states.solve import find_conflicts

    story = _toggling_story(60)
    assert find_conflicts([story])[story.id].plausible


# --- item 21: messages that say what is wrong and where ----------------------------------------------

def test_a_symlink_loop_is_not_reported_as_missing(tmp_path, monkeypatch, capsys):
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    code, _, err = run_cli(["check-story", tmp_path / "a"], monkeypatch, capsys)
    assert code == 1 and "loops back" in err
    code, _, err = run_cli(["validate", "gita", "--data", tmp_path / "a"], monkeypatch, capsys)
    assert code == 1 and "loops back" in err
    (tmp_path / "c").symlink_to(tmp_path / "nowhere.json")
    code, _, err = run_cli(["check-story", tmp_path / "c"], monkeypatch, capsys)
    assert code == 1 and "symbolic link to" in err and "does not exist" in err


def test_data_that_is_a_file_or_lacks_coat_says_so(tmp_path, monkeypatch, capsys):
    readme = tmp_path / "README.md"
    readme.write_text("notes\n")
    code, _, err = run_cli(["validate", "coat", "--data", readme], monkeypatch, capsys)
    assert code == 1 and "is a file, not a folder" in err
    (tmp_path / "gita").mkdir()
    code, _, err = run_cli(["validate", "coat", "--data", tmp_path], monkeypatch, capsys)
    assert code == 1 and "no coat/ folder" in err and "gita" in err and "utilities.json: file is missing" not in err


def test_annotate_names_a_file_that_is_not_utf8(tmp_path, monkeypatch, capsys):
    for name, data in (("s.txt", b"Sam sat.\n\xe9t\xe9\n"), ("s.json", b'{"id": "s", "sentences": ["\xe9"]}')):
        path = tmp_path / name
        path.write_bytes(data)
        code, _, err = run_cli(["annotate", path], monkeypatch, capsys)
        assert code == 1 and str(path) in err and "not UTF-8" in err


def test_size_with_an_empty_object_is_exit_1_like_afford(monkeypatch, capsys):
    code, _, err = run_cli(["size", "A cat sat.", "cat", " "], monkeypatch, capsys)
    assert code == 1 and err.startswith("physkb: error: OBJ2: the object is empty")
    code, _, err = run_cli(["afford", "A cat sat.", " "], monkeypatch, capsys)
    assert code == 1 and err.startswith("physkb: error:")


def test_workers_zero_is_a_range_error_not_a_missing_ray(monkeypatch, capsys):
    code, _, err = run_cli(["probe", "coat", "--model", "m", "--workers", "0"], monkeypatch, capsys)
    assert code == 1 and "--workers" in err and "Ray" not in err


def test_a_very_long_name_is_cut_in_the_message(monkeypatch, capsys):
    code, _, err = run_cli(["best-substitute", "--task", "t" * 100_000, "--utility", "cutting"], monkeypatch, capsys)
    assert code == 2 and "(100,000 characters)" in err and len(err) < 2_000


def test_a_story_too_long_to_check_is_refused_before_grounding(tmp_path, monkeypatch, capsys):
    from solver.states.loaders import MAX_SENTENCES

    text = tmp_path / "long.txt"
    text.write_text("Sam wets the towel.\n" * (MAX_SENTENCES + 1), encoding="utf-8")
    story = tmp_path / "long.json"
    story.write_text(json.dumps({"id": "long", "sentences": ["Sam sat."] * (MAX_SENTENCES + 1)}), encoding="utf-8")
    for path in (text, story):
        code, _, err = run_cli(["check-story", path], monkeypatch, capsys)
        assert code == 1 and f"{MAX_SENTENCES + 1:,} sentences" in err and "split it" in err, err
