"""Write an lm-evaluation-harness task folder for generated COAT items (`lm_eval --include_path DIR`).

One multiple_choice task per variation (`coat_task1_v03`), a group per task type
(`coat_task0`, `coat_task1`, `coat_task2`) and a group `coat` over the three. Items are
copied into the folder and loaded by a small function next to the YAML files, so the folder
can be moved. Prompts come from `solver.coat.questions.prompt.format_prompt`, the format our own
probes use, so the two engines score the same text. Choices are the option letters by
default (scored after "Answer:"), or the option texts with `choices="texts"`.
"""
from __future__ import annotations

from pathlib import Path

from solver.atomic import write_bytes, write_text
from solver.errors import DataError, UnknownNameError
from solver.coat.questions.variations import BY_NAME
from solver.outpaths import check_out_folder
from solver.coat.questions.check import variation_files

UTILS_MODULE = "coat_lmeval_utils"
CHOICE_FUNCTIONS = {"letters": "doc_to_choice_letters", "texts": "doc_to_choice_texts"}

_UTILS_SOURCE = '''"""Hooks lm-evaluation-harness calls for physkb COAT tasks (written by `physkb export lm-eval`).

Needs physkb importable: the prompt is physkb's own format_prompt, shared with its probes.
"""
from pathlib import Path

import datasets

from solver.coat.questions.prompt import choice_letters, choice_texts, format_prompt

HERE = Path(__file__).resolve().parent


def load_items(data_file, **_):
    """The items of one variation as a test split, read from this folder."""
    return datasets.load_dataset("json", data_files={"test": str(HERE / data_file)})


def doc_to_text(doc):
    return format_prompt(doc)


def doc_to_choice_letters(doc):
    return choice_letters(doc)


def doc_to_choice_texts(doc):
    return choice_texts(doc)
'''


def _task_yaml(name: str, choice_fn: str) -> str:
    return (
        f"task: coat_{name}\n"
        f"custom_dataset: !function {UTILS_MODULE}.load_items\n"
        f"dataset_kwargs:\n  data_file: data/{name}.jsonl\n"
        "output_type: multiple_choice\n"
        "test_split: test\n"
        f"doc_to_text: !function {UTILS_MODULE}.doc_to_text\n"
        f"doc_to_choice: !function {UTILS_MODULE}.{choice_fn}\n"
        "doc_to_target: gold\n"
        'target_delimiter: " "\n'
        "metric_list:\n"
        "  - metric: acc\n    aggregation: mean\n    higher_is_better: true\n"
        "  - metric: acc_norm\n    aggregation: mean\n    higher_is_better: true\n"
        "metadata:\n  version: 1.0\n"
    )


def _group_yaml(group: str, tasks: list[str]) -> str:
    listed = "".join(f"  - {t}\n" for t in tasks)
    return (
        f"group: {group}\n"
        f"task:\n{listed}"
        "aggregate_metric_list:\n"
        "  - metric: acc\n    aggregation: mean\n    weight_by_size: true\n"
        "metadata:\n  version: 1.0\n"
    )


def export_lm_eval(items_dir: Path, out_dir: Path, choices: str = "letters") -> dict[str, list[str]]:
    """Write the task folder; returns group name -> task names."""
    if choices not in CHOICE_FUNCTIONS:
        raise UnknownNameError("--choices value", choices, CHOICE_FUNCTIONS)

    check_out_folder(out_dir)
    files = variation_files(items_dir)  # every item readable and its id used once, as `probe` demands
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "data").mkdir(exist_ok=True)
    write_text(out_dir / f"{UTILS_MODULE}.py", _UTILS_SOURCE)
    groups: dict[str, list[str]] = {}
    for path in files:
        write_bytes(out_dir / "data" / path.name, path.read_bytes())
        write_text(out_dir / f"coat_{path.stem}.yaml", _task_yaml(path.stem, CHOICE_FUNCTIONS[choices]))
        groups.setdefault(f"coat_task{BY_NAME[path.stem].task_type}", []).append(f"coat_{path.stem}")
    for group, tasks in groups.items():
        write_text(out_dir / f"{group}.yaml", _group_yaml(group, tasks))
    write_text(out_dir / "coat.yaml", _group_yaml("coat", sorted(groups)))
    return groups
