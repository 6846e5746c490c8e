"""Issue 15, solver-side commands: each numbered case of the issue reproduced, and the
exit-code contract (README, "Exit codes and bug reports") checked on it."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from solver.paths import KB_DIR

ROOT = Path(__file__).resolve().parent.parent
STORY = KB_DIR / "stories" / "milk_from_closed_fridge.json"


def _story_with(tmp_path: Path, name: str, **changes) -> Path:
    story = json.loads(STORY.read_text(encoding="utf-8"))
    story.update(changes)
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(story), encoding="utf-8")
    return path


# --- #4 sentence numbers out of range, #14 a conflict without breakpoint ----------------------

@pytest.mark.parametrize("conflict, field, words", [
    ({"evidence": 1, "breakpoint": 10}, "conflict.breakpoint", "outside"),
    ({"evidence": -1, "breakpoint": 2}, "conflict.evidence", "outside"),
    ({"evidence": 3, "breakpoint": 2}, "conflict.evidence", "before breakpoint"),
    ({"evidence": "1", "breakpoint": 2}, "conflict.evidence", "integer"),
    ({"evidence": 1, "breakpoint": True}, "conflict.breakpoint", "integer"),
    ({"evidence": 1}, "conflict.breakpoint", "missing"),
    ([1, 2], "conflict", "object"),
])
def test_check_story_rejects_bad_sentence_numbers_with_file_record_field(physkb, tmp_path, conflict, field, words):
    path = _story_with(tmp_path, "bad", conflict=conflict)
    code, out, err = physkb("check-story", path)
    assert code == 1, err
    assert str(path) in err and field in err and words in err and "story 0" in err


# --- #10 latin-1 input: one reader names file and byte offset ----------------------------------

def test_read_text_names_file_and_byte_offset(tmp_path):
    from solver.errors import DataError
    from solver.textfiles import read_jsonl, read_text

    path = tmp_path / "x.jsonl"
    path.write_bytes('{"id": "a"}\n{"id": "caf\u00e9"}\n'.encode("latin-1"))
    with pytest.raises(DataError, match=r"x.jsonl: not UTF-8 text: byte offset 23 \(line 2\) holds 0xe9"):
        read_text(path)
    path.write_text('{"id": "a"}\n[1, 2]\n', encoding="utf-8")
    with pytest.raises(DataError, match="line 2: expected a JSON object per line, found a list"):
        read_jsonl(path)
    with pytest.raises(DataError, match="is a folder"):
        read_text(tmp_path)
    with pytest.raises(DataError, match="not found"):
        read_text(tmp_path / "nope")
    path.write_bytes(b"\xef\xbb\xbfhello")
    assert read_text(path) == "hello"


def test_latin1_story_and_scene_files_are_bad_input(physkb, tmp_path):
    story = json.loads(STORY.read_text(encoding="utf-8"))
    story["sentences"][0] += " Caf\u00e9."
    path = tmp_path / "story.json"
    path.write_bytes(json.dumps(story, ensure_ascii=False).encode("latin-1"))
    code, _, err = physkb("check-story", path)
    assert code == 1 and "byte offset" in err and str(path) in err
    scene = tmp_path / "scene.json"
    scene.write_bytes('[{"label": "caf\u00e9 mug", "object_name": "Mug"}]'.encode("latin-1"))
    code, _, err = physkb("best-substitute", "--task", "cutting a cake", "--utility", "cutting", "--scene", scene)
    assert code == 1 and "byte offset 15" in err, err


def test_latin1_gita_file_is_bad_input(physkb, tmp_path, gita_data):
    text = (gita_data / "GITA_test.json").read_text(encoding="utf-8")
    bad = tmp_path / "GITA_test.json"
    bad.write_bytes(text.encode("latin-1", errors="replace"))
    code, _, err = physkb("validate", "gita", "--data", tmp_path)
    assert code == 1 and "not UTF-8" in err and "byte offset" in err
    code, _, err = physkb("probe", "gita", "--data", tmp_path, "--model", "smollm2", "--out", tmp_path / "run")
    assert code == 1 and "not UTF-8" in err and "byte offset" in err and str(bad) in err
    assert not (tmp_path / "run").exists()


# --- #7 scenes with duplicate ids ------------------------------------------------------------

def test_scene_with_duplicate_ids_is_refused(physkb, tmp_path):
    scene = tmp_path / "scene.json"
    records = json.loads((KB_DIR / "scenes" / "microwave_milk.json").read_text(encoding="utf-8"))[:2]
    scene.write_text(json.dumps([{**r, "id": 1} for r in records]), encoding="utf-8")
    code, _, err = physkb("best-substitute", "--task", "cutting a cake", "--utility", "cutting", "--scene", scene)
    assert code == 1 and "duplicate id 1" in err and "record #1" in err and "field 'id'" in err


# --- #7 validate trip on an empty file or on GITA ----------------------------------------------

def test_validate_trip_on_an_empty_file_or_on_gita_fails(physkb, tmp_path, gita_data):
    empty = tmp_path / "dev_curated_trip.json"
    empty.write_text("")
    code, out, err = physkb("validate", "trip", "--data", empty)
    assert code == 1 and "empty" in err and str(empty) in err
    code, out, err = physkb("validate", "trip", "--data", gita_data / "GITA_test.json")
    assert code == 1 and "Italian" in err and "validate gita" in err and not out.startswith("trip")


# --- #2 validate cccons with a release file missing or empty -----------------------------------

def _cccons_copy(tmp_path: Path, cccons_data: Path) -> Path:
    folder = tmp_path / "cccons"
    shutil.copytree(cccons_data, folder)
    return folder


def test_validate_cccons_with_the_full_file_missing_fails(physkb, tmp_path, cccons_data):
    folder = _cccons_copy(tmp_path, cccons_data)
    (folder / "normal_auto_new.csv").unlink()
    code, out, err = physkb("validate", "cccons", "--data", folder)
    assert code == 1 and "normal_auto_new.csv is missing" in err and "goal met" not in out


def test_validate_cccons_with_an_empty_file_fails(physkb, tmp_path, cccons_data):
    folder = _cccons_copy(tmp_path, cccons_data)
    (folder / "normal_auto_new.csv").write_text("")
    code, out, err = physkb("validate", "cccons", "--data", folder)
    assert code == 1 and "normal_auto_new.csv" in err and "no rows" in err


def test_a_cccons_file_replaced_by_a_folder_is_bad_input(physkb, tmp_path, cccons_data):
    """#11: a folder where a CConS file should be."""
    folder = _cccons_copy(tmp_path, cccons_data)
    (folder / "normal_auto_easy_new.csv").unlink()
    (folder / "normal_auto_easy_new.csv").mkdir()
    code, _, err = physkb("validate", "cccons", "--data", folder)
    assert code == 1 and "normal_auto_easy_new.csv" in err and "is a folder" in err


# --- #5, #6 generate coat into a used folder; an unknown task type --------------------------------

def test_generate_coat_refuses_a_non_empty_folder_and_overwrite_replaces_the_set(physkb, tmp_path):
    out = tmp_path / "q"
    code, _, err = physkb("generate", "coat", "--out", out, "--tasks", "0", "--variations", "1", "--json")
    assert code == 0, err
    code, _, err = physkb("generate", "coat", "--out", out, "--tasks", "0", "--variations", "2", "--json")
    assert code == 1 and "--overwrite" in err and "not empty" in err
    assert sorted(p.name for p in out.iterdir()) == ["manifest.json", "task0_v01.jsonl"]
    code, _, err = physkb("generate", "coat", "--out", out, "--tasks", "0", "--variations", "2", "--overwrite", "--json")
    assert code == 0, err
    assert sorted(p.name for p in out.iterdir()) == ["manifest.json", "task0_v02.jsonl"]
    (out / "notes.txt").write_text("mine")
    code, _, err = physkb("generate", "coat", "--out", out, "--tasks", "0", "--variations", "2", "--overwrite")
    assert code == 1 and "notes.txt" in err and (out / "notes.txt").exists()


def test_generate_coat_with_an_unknown_task_type_exits_2(physkb, tmp_path):
    code, _, err = physkb("generate", "coat", "--out", tmp_path / "q", "--tasks", "5")
    assert code == 2 and "unknown task type '5'" in err and "0, 1, 2" in err
    assert not (tmp_path / "q").exists()


# --- #7 exports: malformed or latin-1 items; "gold": true ---------------------------------------

@pytest.fixture(scope="module")
def question_set(tmp_path_factory) -> Path:
    from solver.coat.questions.generate import write_question_sets
    from solver.coat.questions.truth import load_truth
    from solver.coat.questions.variations import select_variations

    out = tmp_path_factory.mktemp("set")
    write_question_sets(out, load_truth(None), select_variations([0], ["1"]), 0)
    return out


def _bad_copy(tmp_path: Path, question_set: Path, edit) -> Path:
    folder = tmp_path / "items"
    folder.mkdir()
    lines = (question_set / "task0_v01.jsonl").read_text(encoding="utf-8").splitlines()
    edit(lines, folder / "task0_v01.jsonl")
    return folder


def _latin1(lines, path):
    item = json.loads(lines[1])
    item["question"] += " Caf\u00e9?"
    lines[1] = json.dumps(item, ensure_ascii=False)
    path.write_bytes(("\n".join(lines) + "\n").encode("latin-1"))


def _malformed(lines, path):
    lines[1] = lines[1][: len(lines[1]) // 2]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _gold_true(lines, path):
    item = json.loads(lines[1])
    item["gold"] = True
    lines[1] = json.dumps(item)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _array(lines, path):
    lines[1] = json.dumps([json.loads(lines[1])])
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.mark.parametrize("edit, words", [(_latin1, "byte offset"), (_malformed, "task0_v01.jsonl:2"),
                                         (_gold_true, "gold"), (_array, "task0_v01.jsonl:2")])
@pytest.mark.parametrize("command", ["lm-eval", "hf"])
def test_exports_refuse_malformed_items_and_write_nothing(physkb, tmp_path, question_set, edit, words, command):
    items = _bad_copy(tmp_path, question_set, edit)
    out = tmp_path / "out"
    code, _, err = physkb("export", command, "--items", items, "--out", out)
    assert code == 1 and words in err, err
    assert not out.exists()


@pytest.mark.parametrize("edit, words", [(_latin1, "byte offset"), (_gold_true, "gold"), (_array, ":2")])
def test_check_coat_items_and_probe_refuse_malformed_items(physkb, tmp_path, question_set, edit, words):
    items = _bad_copy(tmp_path, question_set, edit)
    code, _, err = physkb("check", "coat-items", items)
    assert code == 1 and words in err, err
    from probes.benchmarks.coat.items import load_items
    from solver.errors import DataError

    with pytest.raises(DataError, match=words.replace(":", "")):  # probe coat's loader
        load_items(items)


def test_export_lm_eval_names_a_file_given_for_the_items_folder_and_quotes_paths(physkb, tmp_path, question_set):
    """#19: --items FILE said 'no variation files'; the printed command was not quoted."""
    code, _, err = physkb("export", "lm-eval", "--items", question_set / "manifest.json", "--out", tmp_path / "o")
    assert code == 1 and "not a variation file" in err
    out = tmp_path / "my tasks"
    code, stdout, err = physkb("export", "lm-eval", "--items", question_set, "--out", out)
    assert code == 0, err
    assert f"--include_path '{out}'" in stdout
    code, _, err = physkb("export", "lm-eval", "--items", question_set, "--out", out, "--choices", "letterz")
    assert code == 2 and "letters" in err


# --- #18 check coat-items reads the data source from the manifest ------------------------------

def test_check_coat_items_uses_the_manifests_data_source(physkb, tmp_path, coat_data):
    out = tmp_path / "q"
    code, _, err = physkb("generate", "coat", "--out", out, "--data", coat_data, "--tasks", "0", "--variations", "1")
    assert code == 0, err
    code, stdout, err = physkb("check", "coat-items", out)
    assert code == 0, stdout + err
    assert " 0 mismatch" in stdout
    manifest = json.loads((out / "manifest.json").read_text())
    manifest["source"] = str(tmp_path / "gone")
    (out / "manifest.json").write_text(json.dumps(manifest))
    code, _, err = physkb("check", "coat-items", out)
    assert code == 1 and "field source" in err and "--data" in err


# --- #11 wrong kind of path ---------------------------------------------------------------------

def test_out_an_existing_file_is_refused_before_any_work(physkb, tmp_path, question_set):
    afile = tmp_path / "afile"
    afile.write_text("keep")
    for args in (("generate", "coat", "--out", afile),
                 ("export", "lm-eval", "--items", question_set, "--out", afile),
                 ("export", "hf", "--items", question_set, "--out", afile),
                 ("report", "--out", afile, tmp_path)):
        code, _, err = physkb(*args)
        assert code == 1 and "is a file" in err and str(afile) in err, (args, err)
    code, _, err = physkb("export", "rdf", "--out", tmp_path)
    assert code == 1 and "is a folder" in err
    assert afile.read_text() == "keep"


def test_pred_a_folder_is_bad_input(physkb, tmp_path):
    code, _, err = physkb("score", "tiered", "--gold", KB_DIR / "stories", "--pred", tmp_path)
    assert code == 1 and str(tmp_path) in err


# --- #12 read-only folders (real permissions: as root, without the override capability) ---------

def _as_unprivileged(*args: str) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "solver.cli", *map(str, args)]
    if os.geteuid() == 0:
        if not shutil.which("setpriv"):
            pytest.skip("running as root without setpriv: permissions cannot be enforced")
        caps = "-dac_override,-dac_read_search,-fowner"
        cmd = ["setpriv", "--bounding-set", caps, "--inh-caps", caps, *cmd]
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_generate_into_a_read_only_folder_is_refused_before_generating(tmp_path):
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o555)
    try:
        proc = _as_unprivileged("generate", "coat", "--out", ro / "q", "--tasks", "0", "--variations", "1")
        assert proc.returncode == 1 and "read-only" in proc.stderr and "Traceback" not in proc.stderr
        proc = _as_unprivileged("generate", "coat", "--out", ro, "--tasks", "0", "--variations", "1")
        assert proc.returncode == 1 and "read-only" in proc.stderr and "Traceback" not in proc.stderr
    finally:
        ro.chmod(0o755)


def test_runs_in_read_only_folders_are_clear_errors(tmp_path):
    """Start a run in a read-only parent; resume an incomplete read-only run (probes/runs.py)."""
    ro = tmp_path / "ro"
    ro.mkdir()
    done = tmp_path / "run"
    done.mkdir()
    (done / "predictions.jsonl").write_text('{"id": "a"}\n')
    script = ("import sys; from pathlib import Path; from probes import runs\n"
              "from solver.errors import DataError\n"
              "try:\n    runs.open_run(Path(sys.argv[1]) / 'r', {'n_items': 0}, [])\n"
              "except DataError as e:\n    print('A', e)\n"
              "try:\n    runs.PredictionWriter(Path(sys.argv[2]) / 'predictions.jsonl')\n"
              "except DataError as e:\n    print('B', e)\n")
    ro.chmod(0o555)
    (done / "predictions.jsonl").chmod(0o444)
    done.chmod(0o555)
    try:
        cmd = [sys.executable, "-c", script, str(ro), str(done)]
        if os.geteuid() == 0:
            if not shutil.which("setpriv"):
                pytest.skip("running as root without setpriv")
            caps = "-dac_override,-dac_read_search,-fowner"
            cmd = ["setpriv", "--bounding-set", caps, "--inh-caps", caps, *cmd]
        proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert "Traceback" not in proc.stderr, proc.stderr
        assert "A " in proc.stdout and "cannot create the run folder" in proc.stdout
        assert "B " in proc.stdout and "read-only" in proc.stdout
    finally:
        ro.chmod(0o755)
        done.chmod(0o755)
