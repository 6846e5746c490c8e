"""Issue 15: every loader and command on corrupted inputs built from ../shared/data at test time.

Four corruptions of each input (truncated, re-encoded, columns shifted, value types swapped)
on small slices of the release and of our own files. Whatever the command makes of them, it
must answer by the exit-code contract (0, 1 or 2; never 3, never a traceback) and, when it
fails, write nothing.
"""
from __future__ import annotations

import itertools
import json
import shutil
import sys
from pathlib import Path
from typing import Callable

import pytest

from conftest import run_in_process

from solver.paths import KB_DIR


# --- corruptions: bytes -> bytes ----------------------------------------------------------------

def truncated(data: bytes) -> bytes:
    return data[: len(data) // 2]


def reencoded(data: bytes) -> bytes:
    """latin-1 with an accented letter in the first line (an ASCII file would not change otherwise)."""
    text = data.decode("utf-8")
    cut = max(text.find("\n") // 2, 1)
    return (text[:cut] + "\u00e9" + text[cut:]).encode("latin-1", errors="replace")


def _shift_json(value):
    if isinstance(value, dict):
        keys = list(value)
        values = [_shift_json(v) for v in value.values()]
        return dict(zip(keys, values[1:] + values[:1]))
    if isinstance(value, list):
        return [_shift_json(v) for v in value]
    return value


def _swap_json(value):
    if isinstance(value, dict):
        return {k: _swap_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return {"0": value[0]} if value and not isinstance(value[0], (dict, list)) else [_swap_json(v) for v in value]
    if isinstance(value, bool):
        return "true"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return len(value)
    return value


def _per_record(data: bytes, fn, sep: str | None) -> bytes:
    text = data.decode("utf-8")
    try:
        return (json.dumps(fn(json.loads(text)), ensure_ascii=False)).encode()
    except json.JSONDecodeError:
        pass
    lines = text.splitlines()
    if lines and lines[0].lstrip().startswith(("{", "[")):
        return "".join(json.dumps(fn(json.loads(line)), ensure_ascii=False) + "\n"
                       for line in lines if line.strip()).encode()
    out = []
    for line in lines:  # delimited text: columns shifted or a number where text was
        import csv
        import io

        dialect = "excel-tab" if sep == "\t" else "excel"
        fields = next(csv.reader(io.StringIO(line), dialect=dialect), [])
        fields = fields[1:] + fields[:1] if fn is _shift_json else [str(len(f)) if f and not f.isdigit() else "x"
                                                                    for f in fields]
        buf = io.StringIO()
        csv.writer(buf, dialect=dialect, lineterminator="\n").writerow(fields)
        out.append(buf.getvalue())
    return "".join(out).encode()


def columns_shifted(data: bytes, sep: str | None = None) -> bytes:
    return _per_record(data, _shift_json, sep)


def types_swapped(data: bytes, sep: str | None = None) -> bytes:
    return _per_record(data, _swap_json, sep)


def emptied(data: bytes) -> bytes:
    """Nothing at all: an empty input is bad input, never a success over zero records."""
    return b""


def deep_nested(data: bytes) -> bytes:
    """JSON (or a JSON line) nested 100,000 deep: Python's parser runs out of stack on it."""
    return b"[" * 100_000 + b"]" * 100_000 + b"\n"


def duplicated(data: bytes) -> bytes:
    """The first record twice: a JSON-lines file repeats its first line, a JSON list its first item,
    a JSON object its first key (as text, since json.dumps cannot write a repeated key)."""
    text = data.decode("utf-8")
    try:
        whole = json.loads(text)
    except json.JSONDecodeError:
        lines = text.splitlines(keepends=True)
        return "".join(lines[:1] + lines).encode() if lines else data
    if isinstance(whole, list) and whole:
        return json.dumps([whole[0], *whole], ensure_ascii=False).encode()
    if isinstance(whole, dict) and whole:
        key, value = next(iter(whole.items()))
        body = json.dumps(whole, ensure_ascii=False)[1:]
        return ("{" + json.dumps(key) + ": " + json.dumps(value, ensure_ascii=False) + ", " + body).encode()
    return data


CORRUPTIONS: dict[str, Callable[..., bytes]] = {
    "truncated": truncated, "reencoded": reencoded, "columns_shifted": columns_shifted, "types_swapped": types_swapped,
    "emptied": emptied, "deep_nested": deep_nested, "duplicated": duplicated,
}
WHOLE = ("truncated", "reencoded", "emptied", "deep_nested", "duplicated")  # corruptions that take no separator


# --- inputs: small slices built at test time ----------------------------------------------------

@pytest.fixture(scope="module")
def inputs(tmp_path_factory, shared_data: Path) -> Path:
    """Small copies of the release and of our files, in a folder the cases copy from."""
    root = tmp_path_factory.mktemp("fuzz-inputs")
    gita = json.loads((shared_data / "gita" / "GITA_test.json").read_text(encoding="utf-8"))
    (root / "gita").mkdir()
    (root / "gita" / "GITA_test.json").write_text(
        json.dumps({"test": dict(itertools.islice(gita["test"].items(), 6))}, ensure_ascii=False), encoding="utf-8")
    (root / "trip").mkdir()
    lines = (shared_data / "trip" / "dev_curated_trip.json").read_text(encoding="utf-8").splitlines()[:3]
    (root / "trip" / "dev_curated_trip.json").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (root / "cccons").mkdir()
    for path in sorted((shared_data / "cccons").glob("*.csv")):
        (root / "cccons" / path.name).write_text(
            "\n".join(path.read_text(encoding="utf-8").splitlines()[:12]) + "\n", encoding="utf-8")
    shutil.copytree(shared_data / "coat", root / "coat")
    (root / "grafford").mkdir()
    for path in sorted((shared_data / "grafford").iterdir()):
        lines = path.read_bytes().decode("utf-8").splitlines()[:60]
        (root / "grafford" / path.name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    (root / "story.json").write_bytes((KB_DIR / "stories" / "milk_from_closed_fridge.json").read_bytes())
    (root / "scene.json").write_bytes((KB_DIR / "scenes" / "microwave_milk.json").read_bytes())

    from probes import runs
    from solver.coat.questions.generate import write_question_sets
    from solver.coat.questions.truth import load_truth
    from solver.coat.questions.variations import select_variations

    write_question_sets(root / "items", load_truth(None), select_variations([0], ["1"]), 0)
    raw = [json.loads(line) for line in (root / "items" / "task0_v01.jsonl").read_text().splitlines()[:6]]
    record = runs.new_record(benchmark="coat", items_path="items", raw_items=raw, model={"name": "tiny", "kind": "causal"},
                             method="loglik", prompt_format={"name": "letters"}, settings={"batch_size": 1})
    runs.open_run(root / "run", record, raw)
    (root / "run" / "predictions.jsonl").write_text("".join(
        json.dumps({"id": r["id"], "choice": k % 2, "ranking": None, "scores": None, "raw": None, "parsed": True}) + "\n"
        for k, r in enumerate(raw)))
    (root / "pred.jsonl").write_text(json.dumps({"story_id": "milk_from_closed_fridge", "plausible": False,
                                                 "evidence": 1, "breakpoint": 2}) + "\n")
    return root


# (case name, file to corrupt relative to the case folder, command line; {d} is the case folder,
#  {o} an output path that must not exist after a failure)
CASES = [
    ("validate-gita", "gita/GITA_test.json", ["validate", "gita", "--data", "{d}/gita"]),
    ("validate-trip", "trip/dev_curated_trip.json", ["validate", "trip", "--data", "{d}/trip"]),
    ("validate-cccons", "cccons/normal_auto_new.csv", ["validate", "cccons", "--data", "{d}/cccons"]),
    ("validate-cccons-split", "cccons/adversarial_auto_easy_new.csv", ["validate", "cccons", "--data", "{d}/cccons"]),
    ("coat-release-objects", "coat/objects.json", ["export", "rdf", "--data", "{d}/coat", "--out", "{o}"]),
    ("coat-release-tasks", "coat/tasks.json", ["export", "rdf", "--data", "{d}/coat", "--out", "{o}"]),
    ("check-coat-items", "items/task0_v01.jsonl", ["check", "coat-items", "{d}/items"]),
    ("export-hf", "items/task0_v01.jsonl", ["export", "hf", "--items", "{d}/items", "--out", "{o}"]),
    ("export-lm-eval", "items/task0_v01.jsonl", ["export", "lm-eval", "--items", "{d}/items", "--out", "{o}"]),
    ("check-coat-manifest", "items/manifest.json", ["check", "coat-items", "{d}/items"]),
    ("probe-coat-items", "items/task0_v01.jsonl", ["probe", "coat", "--items", "{d}/items", "--model", "no-such-model",
                                                   "--out", "{o}"]),
    ("validate-grafford", "grafford/final_normal_dataset.tsv", ["validate", "grafford", "--data", "{d}/grafford"]),
    ("validate-coat", "coat/utilities.json", ["validate", "coat", "--data", "{d}/coat"]),
    ("check-story", "story.json", ["check-story", "{d}/story.json"]),
    # A task and utility the kb knows, so the scene loader (not the name check) meets the corruption.
    ("scene", "scene.json", ["best-substitute", "--task", "warming milk in the microwave", "--utility",
                             "heating(vessel)", "--scene", "{d}/scene.json"]),
    ("diff-predictions", "run/predictions.jsonl", ["diff", "{d}/run"]),
    ("diff-items", "run/items.jsonl", ["diff", "{d}/run"]),
    ("diff-run-record", "run/run.json", ["diff", "{d}/run"]),
    ("score-tiered-pred", "pred.jsonl", ["score", "tiered", "--gold", str(KB_DIR / "stories"), "--pred", "{d}/pred.jsonl"]),
]


def _run(args: list[str], monkeypatch, capsys) -> tuple[int, str]:
    code, _, err = run_in_process(args, monkeypatch, capsys)
    return code, err


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
@pytest.mark.parametrize("corruption", list(CORRUPTIONS))
@pytest.mark.parametrize("name, target, command", CASES, ids=[c[0] for c in CASES])
def test_corrupted_input_answers_by_the_contract(inputs, tmp_path, monkeypatch, capsys, name, target, command, corruption):
    case = tmp_path / "case"
    top = target.split("/")[0]
    source = inputs / top
    case.mkdir()
    if source.is_dir():  # a whole folder: a run's run.json and an item set's manifest travel with the file
        shutil.copytree(source, case / top)
    else:
        shutil.copyfile(source, case / top)
    path = case / target
    sep = "\t" if path.suffix == ".tsv" else None
    fn = CORRUPTIONS[corruption]
    original = path.read_bytes()
    path.write_bytes(fn(original) if corruption in WHOLE else fn(original, sep))
    out = tmp_path / "out"
    args = [a.replace("{d}", str(case)).replace("{o}", str(out)) for a in command]
    code, err = _run(args, monkeypatch, capsys)
    assert "Traceback" not in err, err
    assert code in (0, 1, 2), f"{name} / {corruption}: exit {code}: {err}"
    if code != 0:
        assert err.strip(), "a failure must say what is wrong"
        assert not out.exists(), f"{name} / {corruption} failed but wrote {out}"
    if corruption in ("emptied", "deep_nested"):  # no silent success on an empty or unreadable input
        assert code != 0, f"{name} / {corruption}: exit 0 on an input with nothing readable in it"


@pytest.mark.parametrize("name", ["check-coat-items", "export-hf", "check-story", "diff-predictions", "validate-gita",
                                  "validate-trip", "scene"])
def test_the_intact_inputs_pass(inputs, tmp_path, monkeypatch, capsys, name):
    """The corruptions above are what fails: the same commands on the intact slices exit 0."""
    target, command = next((t, c) for n, t, c in CASES if n == name)
    top = target.split("/")[0]
    case = tmp_path / "case"
    case.mkdir()
    (shutil.copytree if (inputs / top).is_dir() else shutil.copyfile)(inputs / top, case / top)
    args = [a.replace("{d}", str(case)).replace("{o}", str(tmp_path / "out")) for a in command]
    code, err = _run(args, monkeypatch, capsys)
    assert code == 0, err
