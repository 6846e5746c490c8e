"""An item id used twice is refused by `check coat-items` and `export lm-eval` as `probe` refuses it
(issue 30: both said "0 mismatches" for a file holding one id twice); a JSON key twice is refused too."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import run_in_process as run_cli
from solver.errors import DataError

from test_questions_generate import _tiny_world  # the tiny world of the generator's tests


@pytest.fixture(scope="module")
def items_dir(tmp_path_factory) -> Path:
    from solver.coat.questions.generate import write_question_sets
    from solver.coat.questions.truth import build_truth
    from solver.coat.questions.variations import variation

    kb, derivation = _tiny_world()
    out = tmp_path_factory.mktemp("items")
    write_question_sets(out, build_truth(kb, derivation, "corrected", "tiny", {}), [variation(0, 2), variation(1, 4)],
                        seed=1)
    return out


def _with_repeated_id(items_dir: Path, tmp_path: Path) -> Path:
    """A copy of the items whose second variation reuses an id of the first."""
    copy = tmp_path / "items"
    copy.mkdir()
    files = sorted(items_dir.glob("*.jsonl"))
    first_id = json.loads(files[0].read_text().splitlines()[0])["id"]
    for k, f in enumerate(files):
        lines = f.read_text().splitlines()
        if k == 1:
            record = json.loads(lines[0])
            record["id"] = first_id
            lines[0] = json.dumps(record)
        (copy / f.name).write_text("\n".join(lines) + "\n")
    return copy


def test_variation_files_refuse_an_id_used_twice(items_dir, tmp_path):
    from solver.coat.questions.check import variation_files

    copy = _with_repeated_id(items_dir, tmp_path)
    with pytest.raises(DataError, match=r"duplicate item id .* \(first at .*:1\)"):
        variation_files(copy)


def test_export_lm_eval_refuses_an_id_used_twice(items_dir, tmp_path, monkeypatch, capsys):
    copy = _with_repeated_id(items_dir, tmp_path)
    code, _, err = run_cli(["export", "lm-eval", "--items", copy, "--out", tmp_path / "lm"], monkeypatch, capsys)
    assert code == 1 and "duplicate item id" in err, err
    assert not (tmp_path / "lm").exists()


def test_check_files_refuses_an_id_used_twice(items_dir, tmp_path):
    from solver.coat.questions.check import check_files
    from solver.coat.questions.truth import build_truth

    kb, derivation = _tiny_world()
    truth = build_truth(kb, derivation, "corrected", "tiny", {})
    assert check_files(sorted(items_dir.glob("*.jsonl")), truth).ok
    copy = _with_repeated_id(items_dir, tmp_path)
    with pytest.raises(DataError, match="duplicate item id"):
        check_files(sorted(copy.glob("*.jsonl")), truth)


def test_a_json_key_twice_in_an_item_is_refused(items_dir, tmp_path):
    from solver.coat.questions.check import read_items

    f = sorted(items_dir.glob("*.jsonl"))[0]
    line = f.read_text().splitlines()[0]
    bad = tmp_path / f.name
    bad.write_text(line[:-1] + ', "gold": 0}\n')
    with pytest.raises(DataError, match=r":1: the key 'gold' appears twice"):
        list(read_items(bad))
