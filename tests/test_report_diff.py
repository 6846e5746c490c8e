"""`physkb diff` on run folders built by hand: per item, per variation, bias tables and baselines."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from solver.errors import DataError, PhyskbError

LETTERS = "ABCDE"


def option(letter: str, obj: str, cls: str | None, time: int | None = None, material_penalty: int | None = None,
           same: bool | None = None, **config: str) -> dict:
    record = {"letter": letter, "object_name": obj, "class": cls, "time_penalty": time,
              "material_penalty": material_penalty, "same_object_as_gold": same}
    record.update(config)
    return record


def config(mass="light", material="Metal", temperature="RoomTemp", already_in_use="free", condition="clean") -> dict:
    return dict(mass=mass, material=material, temperature=temperature, already_in_use=already_in_use,
                condition=condition)


def hand_items() -> list[dict]:
    """Six items over the three task types, with classes and penalties as the solver would write them."""
    q = "Which of the following objects would be best suited?"
    return [
        {"id": "t0-1", "task_type": 0, "variation": 2, "task": "cutting a cake", "utility": "cutting", "question": q,
         "gold": 1, "options": [option("A", "Scissors", "utility"), option("B", "Knife", "context"),
                                 option("C", "Pillow", "other")]},
        {"id": "t0-2", "task_type": 0, "variation": 2, "task": "cutting a cake", "utility": "cutting", "question": q,
         "gold": 0, "options": [option("A", "Knife", "context"), option("B", "Scissors", "utility"),
                                 option("C", "Pillow", "other")]},
        {"id": "t1-1", "task_type": 1, "variation": 9, "task": "cutting a cake", "utility": "cutting", "question": q,
         "gold": 2, "options": [
             option("A", "Knife", "moderate", 50, 0, True, **config(condition="dirty")),
             option("B", "Spatula", "bad", 500, 0, False, **config(condition="broken", already_in_use="irreversible-using")),
             option("C", "Knife", "ideal", 0, 0, True, **config())]},
        {"id": "t1-2", "task_type": 1, "variation": 8, "task": "cutting a cake", "utility": "cutting", "question": q,
         "gold": 0, "options": [
             option("A", "Knife", "ideal", 0, 0, True, **config()),
             option("B", "Knife", "moderate", 130, 0, True, **config(condition="dirty", already_in_use="reversible-using")),
             option("C", "Knife", "moderate", 100, 0, True, **config(temperature="Hot"))]},
        {"id": "t2-1", "task_type": 2, "variation": 11, "task": "cutting a cake", "utility": "cutting", "question": q,
         "gold": 1, "margin": 80, "options": [
             option("A", "Knife", "moderate", 130, 0, None, **config(condition="dirty", already_in_use="reversible-using")),
             option("B", "Knife", "moderate", 50, 0, None, **config(condition="dirty")),
             option("C", "Knife", "bad", 500, 0, None, **config(condition="broken", already_in_use="irreversible-using"))]},
        {"id": "t2-2", "task_type": 2, "variation": 12, "task": "cutting a cake", "utility": "cutting", "question": q,
         "gold": 0, "margin": 1000, "options": [
             option("A", "Knife", "moderate", 50, 0, None, **config(condition="dirty")),
             option("B", "Knife", "bad", 500, 0, None, **config(already_in_use="irreversible-using")),
             option("C", "Knife", "bad", 580, 0, None, **config(condition="broken", already_in_use="irreversible-using"))]},
    ]


def write_run(folder: Path, items: list[dict], choices: dict[str, int | None], model: str = "tiny",
              rankings: dict[str, list[int]] | None = None, items_path: str | None = None) -> Path:
    """A run folder following the run folder contract, as the probe engine writes it."""
    folder.mkdir(parents=True, exist_ok=True)
    text = "".join(json.dumps(it) + "\n" for it in items)
    (folder / "items.jsonl").write_text(text)
    import hashlib

    meta = {"benchmark": "coat", "items_path": items_path or str(folder / "items.jsonl"),
            "items_sha256": hashlib.sha256(text.encode()).hexdigest(), "n_items": len(items),
            "model": {"name": model, "path": f"/models/{model}", "kind": "causal", "dtype": "float32", "device": "cpu"},
            "method": "loglik", "prompt_format": {"name": "letters", "template": "..."},
            "settings": {"batch_size": 1, "limit": None, "seed": 0}, "created": "2026-01-01T00:00:00Z",
            "physkb_version": "0.1.0"}
    (folder / "run.json").write_text(json.dumps(meta))
    with (folder / "predictions.jsonl").open("w") as handle:
        for item_id, choice in choices.items():
            ranking = (rankings or {}).get(item_id)
            handle.write(json.dumps({"id": item_id, "choice": choice, "ranking": ranking, "scores": None,
                                     "raw": None, "parsed": choice is not None}) + "\n")
    return folder


# Choices: t0-1 wrong (Scissors: not context), t0-2 right, t1-1 wrong (Spatula: bad, other object),
# t1-2 wrong (B: same object, moderate), t2-1 wrong (A: higher penalty), t2-2 unparsable.
CHOICES = {"t0-1": 0, "t0-2": 0, "t1-1": 1, "t1-2": 1, "t2-1": 0, "t2-2": None}
RANKINGS = {"t2-1": [0, 1, 2], "t2-2": [0, 2, 1]}


@pytest.fixture()
def hand_run(tmp_path: Path) -> Path:
    return write_run(tmp_path / "run", hand_items(), CHOICES, rankings=RANKINGS)


def test_per_item_rows(hand_run: Path):
    from probes.benchmarks.coat.diff import diff_run

    result = diff_run(hand_run)
    rows = {r.id: r for r in result.rows}
    assert rows["t0-2"].correct and not rows["t0-1"].correct
    assert rows["t1-1"].chosen_class == "bad" and rows["t1-1"].chosen_same_object is False
    assert rows["t1-1"].gold_letter == "C" and rows["t1-1"].choice_letter == "B"
    assert rows["t1-1"].n_other_object == 1
    assert rows["t2-2"].choice is None and not rows["t2-2"].parsed and not rows["t2-2"].correct
    assert rows["t2-1"].gold_rank == 2
    assert result.overall()["accuracy"] == pytest.approx(1 / 6)
    assert (hand_run / "diff.jsonl").is_file() and (hand_run / "summary.json").is_file()


def test_per_variation_metrics_come_from_question_metrics(hand_run: Path):
    from probes.benchmarks.coat.diff import diff_run
    from solver.coat.questions import metrics
    from solver.coat.questions.schema import MultipleChoiceItem

    result = diff_run(hand_run)
    by = {(r["task_type"], r["variation"]): r for r in result.by_variation}
    assert by[(0, 2)]["accuracy"] == pytest.approx(0.5)
    assert by[(1, 9)]["bad_rate"] == pytest.approx(1.0)
    assert by[(2, 12)]["unparsable"] == 1
    items = [MultipleChoiceItem.model_validate(it) for it in hand_items() if it["variation"] == 11]
    assert by[(2, 11)]["top2_accuracy"] == pytest.approx(metrics.top2_accuracy(items, [RANKINGS["t2-1"]]))


def test_bias_tables(hand_run: Path):
    from probes.benchmarks.coat.diff import diff_run

    bias = diff_run(hand_run).bias
    shares = {r["share_other_object"]: r for r in bias["task1_by_other_object_share"]}
    assert set(shares) == {0.0, 0.5}
    assert shares[0.5]["other_object_rate"] == 1.0
    bads = {r["n_bad_options"]: r for r in bias["task2_by_bad_options"]}
    assert set(bads) == {1, 2} and bads[1]["accuracy"] == 0.0


def test_baselines(hand_run: Path):
    from probes.benchmarks.coat.diff import baseline_choices, diff_run, load_run

    run = load_run(hand_run)
    base = baseline_choices(run.items)
    assert base["first letter"] == [0] * 6
    # Task-0: "Knife" is shorter than "Scissors"; Task-2 t2-2: A and B have equal length, first wins.
    assert base["shortest option"][0] == 1
    assert base["longest option"][0] == 0  # "Scissors"
    # Leave-one-out majority: t0-1's pair has Knife as gold of the other items.
    assert base["most frequent object"][0] == 1
    result = diff_run(run)
    random = {(r["task_type"], r["variation"]): r for r in result.baselines["random"]}
    assert random[(0, 2)]["accuracy"] == pytest.approx(1 / 3)
    assert random[(2, 12)]["bad_rate"] == pytest.approx(2 / 3)
    assert set(result.baselines) == {"random", "first letter", "shortest option", "longest option",
                                    "most frequent object"}


def test_resumed_and_sharded_predictions_merge(tmp_path: Path):
    from probes.benchmarks.coat.diff import load_run

    run = write_run(tmp_path / "run", hand_items(), {"t0-1": 0, "t0-2": 0})
    with (run / "predictions.shard-2-of-2.jsonl").open("w") as handle:
        handle.write(json.dumps({"id": "t2-1", "choice": 1, "ranking": None, "parsed": True}) + "\n")
        handle.write('{"id": "t2-2", "cho')  # killed mid-write: the unfinished last line is ignored
    loaded = load_run(run)
    assert set(loaded.predictions) == {"t0-1", "t0-2", "t2-1"}
    with (run / "predictions.shard-1-of-2.jsonl").open("w") as handle:
        handle.write(json.dumps({"id": "t0-1", "choice": 2, "ranking": None, "parsed": True}) + "\n")
    with pytest.raises(PhyskbError, match="conflicting predictions"):
        load_run(run)


def test_malformed_run_names_file_line_and_field(tmp_path: Path):
    from probes.benchmarks.coat.diff import load_run

    items = hand_items()
    run = write_run(tmp_path / "run", items, {"t0-1": 7})
    with pytest.raises(DataError, match=r"predictions.jsonl \(item t0-1\): field choice"):
        load_run(run)
    del items[2]["utility"]
    run = write_run(tmp_path / "run2", items, {})
    with pytest.raises(DataError, match=r"items.jsonl: line 3 \(item t1-1\): field utility"):
        load_run(run)
    with pytest.raises(DataError, match="not a run folder"):
        load_run(tmp_path)


def test_diff_cli_json(hand_run: Path, cli):
    code, out, err = cli("diff", str(hand_run), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["overall"]["n_predicted"] == 6 and len(data["items"]) == 6
    assert {r["variation"] for r in data["by_variation"]} == {2, 8, 9, 11, 12}
    code, out, err = cli("diff", str(hand_run), "--items")
    assert code == 0, err
    assert "per variation" in out and "t1-1" in out
    code, out, err = cli("diff", str(hand_run.parent / "nope"))
    assert code == 1 and "run folder not found" in err and "Traceback" not in err
