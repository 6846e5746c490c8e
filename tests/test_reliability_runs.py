"""Issue 15, run folders (probes/runs.py): no item written twice, items.jsonl checked against
run.json, shard merges that refuse missing or mismatched shards, duplicates named as such."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from probes import runs
from solver.errors import DataError, PhyskbError


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def test_a_resume_that_read_before_another_finished_writes_nothing_twice(tmp_path):
    """#1: the second resume read the finished items before the first wrote them; under the
    lock it re-reads and skips what is already written."""
    path = tmp_path / "predictions.jsonl"
    stale_done = {r["id"] for r in runs.read_predictions(path)}  # second resume reads: nothing done
    with runs.PredictionWriter(path) as first:                  # first resume probes and writes all
        for key in ("a", "b", "c"):
            first.write({"id": key, "choice": 0})
    assert not stale_done
    with runs.PredictionWriter(path) as second:                 # second gets the lock afterwards
        assert second.done == {"a", "b", "c"}
        for key in ("a", "b", "c"):
            assert second.write({"id": key, "choice": 1}) is False   # another batch size: other copies
    assert [r["id"] for r in _lines(path)] == ["a", "b", "c"]
    assert all(r["choice"] == 0 for r in _lines(path))


def test_repair_under_another_writers_lock_leaves_its_line_alone(tmp_path):
    """#1: cutting a 'torn' last line is only safe under the lock: it may be a line being written."""
    path = tmp_path / "predictions.jsonl"
    with runs.PredictionWriter(path) as writer:
        writer.write({"id": "a"})
        with open(path, "a") as fh:
            fh.write('{"id": "b", "cho')
        assert [r["id"] for r in runs.read_predictions(path, repair=True)] == ["a"]
        assert path.read_text().endswith('"cho')


def _run_folder(tmp_path: Path, n: int = 4) -> Path:
    raw = [{"id": f"i{k}", "gold": k % 2, "options": [{"letter": "A"}, {"letter": "B"}]} for k in range(n)]
    out = tmp_path / "run"
    record = runs.new_record(benchmark="coat", items_path="x", raw_items=raw, model={"name": "m"}, method="loglik",
                             prompt_format={}, settings={})
    runs.open_run(out, record, raw)
    return out


def test_an_edited_items_file_in_the_run_folder_is_refused_on_every_read(tmp_path):
    """#3: edit one gold in the run's items.jsonl: reading it (diff, resume) must fail, not rescore."""
    out = _run_folder(tmp_path)
    assert len(runs.load_run_items(out)) == 4
    lines = (out / "items.jsonl").read_text().splitlines()
    lines[1] = lines[1].replace('"gold": 1', '"gold": 0')
    (out / "items.jsonl").write_text("\n".join(lines) + "\n")
    with pytest.raises(DataError, match="items.jsonl.*changed|sha256"):
        runs.load_run_items(out)
    raw = [{"id": f"i{k}", "gold": k % 2, "options": [{"letter": "A"}, {"letter": "B"}]} for k in range(4)]
    record = runs.new_record(benchmark="coat", items_path="x", raw_items=raw, model={"name": "m"}, method="loglik",
                             prompt_format={}, settings={})
    with pytest.raises(DataError, match="sha256"):
        runs.open_run(out, record, raw)  # resume of the same run: its own items file is checked too


def _shard(out: Path, index: int, count: int, ids: list[str]) -> None:
    (out / f"predictions.shard-{index}-of-{count}.jsonl").write_text(
        "".join(json.dumps({"id": i, "choice": 0, "parsed": True}) + "\n" for i in ids))


def test_threads_opening_one_new_run_together_all_succeed(tmp_path):
    """Threads of one process share a pid: the run files' temporary names must still differ,
    or one thread renames away the file another is about to rename (the CI failure of stop 26)."""
    import threading

    items = [{"id": str(i), "text": "x" * 200} for i in range(300)]
    record = {"benchmark": "coat", "n_items": len(items), "items_sha256": runs.items_sha256(items)}
    for trial in range(5):
        out = tmp_path / f"run{trial}"
        errors: list[BaseException] = []

        def open_it() -> None:
            try:
                runs.open_run(out, record, items)
            except BaseException as err:  # noqa: BLE001 - collected and asserted below
                errors.append(err)

        threads = [threading.Thread(target=open_it) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert errors == []
        assert runs.load_run_items(out) == items
        assert not [p.name for p in out.iterdir() if p.name.startswith(".")]  # no temporary left behind


def test_merge_with_a_missing_shard_fails(tmp_path):
    """#7: two shards of four present: merging half the items must not exit 0."""
    out = _run_folder(tmp_path)
    _shard(out, 0, 4, ["i0"])
    _shard(out, 1, 4, ["i1"])
    with pytest.raises(DataError, match="shard 2, 3 of 4 missing|missing"):
        runs.write_merged(out)
    assert not (out / "predictions.jsonl").exists()


def test_merge_with_mismatched_shard_counts_fails(tmp_path):
    out = _run_folder(tmp_path)
    _shard(out, 0, 2, ["i0", "i1"])
    _shard(out, 1, 4, ["i1"])
    with pytest.raises(DataError, match="shard counts"):
        runs.write_merged(out)


def test_merge_with_unfinished_shards_fails(tmp_path):
    out = _run_folder(tmp_path)
    _shard(out, 0, 2, ["i0", "i1"])
    _shard(out, 1, 2, ["i2"])
    with pytest.raises(DataError, match="1 of 4 items"):
        runs.write_merged(out)
    _shard(out, 1, 2, ["i2", "i3"])
    assert [r["id"] for r in _lines(runs.write_merged(out))] == ["i0", "i1", "i2", "i3"]


def test_duplicate_ids_in_one_predictions_file_are_named_as_such(tmp_path):
    """#17: the same id twice in one file (with other content) is not 'conflicting shards'."""
    out = _run_folder(tmp_path)
    (out / "predictions.jsonl").write_text(
        json.dumps({"id": "i0", "choice": 0, "parsed": True}) + "\n"
        + json.dumps({"id": "i0", "choice": 1, "parsed": True}) + "\n")
    with pytest.raises(DataError) as err:
        runs.load_predictions(out)
    assert "twice" in str(err.value) and "predictions.jsonl" in str(err.value) and "lines 1 and 2" in str(err.value)
    assert "shards" not in str(err.value)


def test_conflicting_shards_name_both_files(tmp_path):
    out = _run_folder(tmp_path)
    _shard(out, 0, 2, ["i0", "i1"])
    (out / "predictions.shard-1-of-2.jsonl").write_text(json.dumps({"id": "i0", "choice": 1, "parsed": True}) + "\n")
    with pytest.raises(PhyskbError, match="shard-0-of-2.*shard-1-of-2|shard-1-of-2.*shard-0-of-2"):
        runs.load_predictions(out)


def test_a_predictions_line_that_is_not_an_object_is_named(tmp_path):
    out = _run_folder(tmp_path)
    (out / "predictions.jsonl").write_text('["i0", 0]\n{"id": "i1"}\n')
    with pytest.raises(DataError, match="line 1"):
        runs.load_predictions(out)


def _wait_lines(path: Path, n: int, timeout: float = 120) -> None:
    import time

    deadline = time.time() + timeout
    while time.time() < deadline and (not path.exists() or len(path.read_text().splitlines()) < n):
        time.sleep(0.02)


@pytest.mark.timed
@pytest.mark.parametrize("stagger", [None, 4])
def test_two_resumes_of_one_run_never_write_an_item_twice(tmp_path, monkeypatch, stagger):
    """#1, the concurrency test: two resumes of one run, started together or one while the
    other is writing (None: together; N: the second once N items are written). The run's
    lock works between open files, so two threads stand for two processes."""
    import threading

    from probes.benchmarks.coat.api import ProbeOptions, run_probe
    from probes_models import built, coat_items, write_items

    items = write_items(tmp_path / "items.jsonl", coat_items(16))
    model = str(built("llama"))  # built, and transformers' lazy modules imported, before the threads race
    from transformers import AutoModelForCausalLM, AutoTokenizer, LlamaForCausalLM  # noqa: F401
    out = tmp_path / "run"
    pred = out / "predictions.jsonl"
    monkeypatch.setenv("PHYSKB_PROBE_THROTTLE", "0.1")
    results: dict[str, object] = {}

    def resume(name: str, batch: int) -> None:
        try:
            results[name] = run_probe(ProbeOptions(items=items, model=model, batch_size=batch, out=out,
                                                   device="cpu"), progress=False)
        except PhyskbError as err:  # refused: another resume holds the run
            results[name] = err

    first = threading.Thread(target=resume, args=("first", 2))
    first.start()
    if stagger is not None:
        _wait_lines(pred, stagger)
    second = threading.Thread(target=resume, args=("second", 3))  # another batch size: other copies
    second.start()
    first.join(300)
    second.join(300)
    assert set(results) == {"first", "second"}
    for outcome in results.values():
        assert isinstance(outcome, dict) or "another physkb process" in str(outcome), outcome
    assert any(isinstance(o, dict) for o in results.values())
    if not all(isinstance(o, dict) for o in results.values()):  # finish the run as the user would
        resume("again", 2)
        assert isinstance(results["again"], dict), results["again"]
    ids = [r["id"] for r in _lines(pred)]
    assert len(ids) == len(set(ids)) == 16


def test_out_an_existing_file_is_refused_for_a_run(tmp_path):
    """#11: probe --out an existing file."""
    afile = tmp_path / "afile"
    afile.write_text("keep")
    with pytest.raises(DataError, match="is a file"):
        runs.open_run(afile, {"n_items": 0}, [])
    assert afile.read_text() == "keep"
