"""Exports of generated items: an lm-evaluation-harness task folder and Parquet files."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from solver.coat.questions.generate import write_question_sets
from solver.coat.questions.prompt import format_prompt, option_text
from solver.coat.questions.truth import build_truth
from solver.coat.questions.variations import variation
from test_questions_generate import _tiny_world


@pytest.fixture(scope="module")
def items_dir(tmp_path_factory) -> Path:
    kb, derivation = _tiny_world()
    truth = build_truth(kb, derivation, "corrected", "tiny", {})
    out = tmp_path_factory.mktemp("items")
    write_question_sets(out, truth, [variation(0, 2), variation(1, 4), variation(1, 11), variation(2, 13)], seed=1)
    return out


def test_prompt_format_lists_lettered_options():
    item = {"question": "Q?", "options": [
        {"letter": "A", "object_name": "Knife"},
        {"letter": "B", "object_name": "Saw", "mass": "light", "material": "Metal", "temperature": "Hot",
         "already_in_use": "free", "condition": "dirty"}]}
    assert format_prompt(item) == (
        "Q?\nA. Knife\nB. object name: Saw, mass: light, temperature: Hot, material: Metal, "
        "already in use: free, condition: dirty\nAnswer:")
    assert option_text(item["options"][0]) == "Knife"


def test_lm_eval_task_manager_loads_the_folder(items_dir, tmp_path):
    from lm_eval.tasks import TaskManager

    from solver.coat.questions.export_lmeval import export_lm_eval

    groups = export_lm_eval(items_dir, tmp_path / "lmeval")
    assert set(groups) == {"coat_task0", "coat_task1", "coat_task2"}
    manager = TaskManager(include_path=str(tmp_path / "lmeval"), include_defaults=False)
    assert {"coat_task1_v04", "coat_task1", "coat"} <= set(manager.all_tasks)
    loaded = manager.load(["coat_task1"])
    assert set(loaded["group_map"]["coat_task1"]) == {"coat_task1_v04", "coat_task1_v11"}
    task = loaded["tasks"]["coat_task1_v04"]
    docs = list(task.test_docs())
    first = json.loads((items_dir / "task1_v04.jsonl").read_text().splitlines()[0])
    assert len(docs) == len((items_dir / "task1_v04.jsonl").read_text().splitlines())
    assert task.doc_to_text(docs[0]) == format_prompt(first)
    assert task.doc_to_choice(docs[0]) == ["A", "B", "C", "D"]
    assert task.doc_to_target(docs[0]) == first["gold"]


def test_parquet_loads_with_datasets(items_dir, tmp_path):
    import datasets

    from solver.coat.questions.export_hf import export_parquet

    counts = export_parquet(items_dir, tmp_path / "hf")
    ds = datasets.load_dataset("parquet", data_files={"test": str(tmp_path / "hf" / "task2_v13.parquet")},
                               split="test", cache_dir=str(tmp_path / "cache"))
    assert len(ds) == counts["task2_v13"]
    row = ds[0]
    assert row["options"][row["gold"]]["class"] == "moderate" and row["margin"] > 0
    assert row["prompt"].endswith("Answer:") and len(row["choices"]) == 2
    task0 = datasets.load_dataset("parquet", data_files=str(tmp_path / "hf" / "task0_v02.parquet"), split="train",
                                  cache_dir=str(tmp_path / "cache"))
    assert task0[0]["options"][0]["mass"] is None


def test_lm_eval_text_choices_use_option_texts(items_dir, tmp_path):
    import importlib.util

    from solver.coat.questions.export_lmeval import export_lm_eval

    export_lm_eval(items_dir, tmp_path / "texts", choices="texts")
    assert "doc_to_choice_texts" in (tmp_path / "texts" / "coat_task2_v13.yaml").read_text()
    spec = importlib.util.spec_from_file_location("coat_utils_probe", tmp_path / "texts" / "coat_lmeval_utils.py")
    utils = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(utils)
    doc = utils.load_items("data/task2_v13.jsonl")["test"][0]
    assert utils.doc_to_choice_texts(doc) == [option_text(o) for o in doc["options"]]
    assert utils.doc_to_text(doc) == format_prompt(doc)
