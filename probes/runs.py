"""Run folders: run.json (what was probed, how), items.jsonl, and predictions appended per item.

A run is resumable because predictions are one flushed JSON line per finished item and the
items are addressed by id; a killed process leaves at most a torn last line, which resume
drops. Shards are contiguous slices of the item list with their own predictions file;
merging them is a pure function over their records.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable

from solver.atomic import open_to_append, write_text
from solver.errors import DataError, PhyskbError
from solver.textfiles import decode, read_bytes, read_json, read_jsonl, TOO_DEEP
from importlib.metadata import PackageNotFoundError, version

RUN_FILE = "run.json"
ITEMS_FILE = "items.jsonl"
PREDICTIONS_FILE = "predictions.jsonl"
# Keys of run.json that must match when a command is re-run into an existing folder.
IDENTITY_KEYS = ("benchmark", "items_sha256", "n_items", "model", "method", "prompt_format", "settings")
SETTINGS_FREE_TO_CHANGE = ("batch_size",)
# Fields every benchmark's prediction line carries besides "id" (probes/benchmarks/base.py).
PREDICTION_FIELDS = ("parsed",)


@dataclass(frozen=True)
class Shard:
    """Shard `index` (0-based) of `count`: a contiguous slice of the run's items."""

    index: int = 0
    count: int = 1

    @classmethod
    def parse(cls, text: str | None) -> "Shard":
        if not text:
            return cls()
        try:
            index, count = (int(part) for part in text.split("/"))
        except ValueError:
            raise PhyskbError(f"--shard {text!r}: expected i/n, e.g. 0/4") from None
        if count < 1 or not 0 <= index < count:
            raise PhyskbError(f"--shard {text!r}: need 0 <= i < n (shards are numbered from 0)")
        return cls(index, count)

    def bounds(self, n_items: int) -> tuple[int, int]:
        return self.index * n_items // self.count, (self.index + 1) * n_items // self.count

    def predictions_name(self) -> str:
        if self.count == 1:
            return PREDICTIONS_FILE
        return f"predictions.shard-{self.index}-of-{self.count}.jsonl"


def items_sha256(raw_items: Iterable[dict]) -> str:
    digest = hashlib.sha256()
    for raw in raw_items:
        digest.update(json.dumps(raw, sort_keys=True, ensure_ascii=False).encode() + b"\n")
    return digest.hexdigest()


def _write_atomic(path: Path, text: str) -> None:
    """Write a run file whole, under a temporary name of its own: two resumes of one run may
    create it at once (threads of one process share a pid, so a pid-named temporary clashed)."""
    write_text(path, text)


def _identity(record: dict) -> dict:
    ident = {k: record.get(k) for k in IDENTITY_KEYS}
    ident["settings"] = {k: v for k, v in (record.get("settings") or {}).items() if k not in SETTINGS_FREE_TO_CHANGE}
    return ident


def open_run(out: Path, record: dict, raw_items: list[dict]) -> None:
    """Create the run folder, or check that an existing one holds the same run; a different one is an error."""
    if out.exists() and not out.is_dir():
        raise DataError("is a file; --out must be a run folder (new or one to resume)", where=str(out))
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise DataError(f"cannot create the run folder: {err.strerror or err}", where=str(out)) from None
    run_file = out / RUN_FILE
    if run_file.exists():
        existing = read_run_record(out)
        mine, theirs = _identity(record), _identity(existing)
        if mine != theirs:
            diffs = [k for k in IDENTITY_KEYS if mine.get(k) != theirs.get(k)]
            raise PhyskbError(
                f"{out} already holds a different run (differs in: {', '.join(diffs)}); "
                "pass another --out folder, or delete that folder to start over")
        load_run_items(out)  # the run's own items file must still match run.json's hash
        return
    _write_atomic(out / ITEMS_FILE, "".join(json.dumps(raw, ensure_ascii=False) + "\n" for raw in raw_items))
    _write_atomic(run_file, json.dumps(record, indent=2) + "\n")


def new_record(*, items_path: str, raw_items: list[dict], model: dict, method: str, prompt_format: dict,
               settings: dict, benchmark: str) -> dict:
    try:
        physkb_version = version("physkb")
    except PackageNotFoundError:
        physkb_version = "unknown"
    return {"benchmark": benchmark, "items_path": items_path, "items_sha256": items_sha256(raw_items),
            "n_items": len(raw_items), "model": model, "method": method, "prompt_format": prompt_format,
            "settings": settings, "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "physkb_version": physkb_version}


def _parse_lines(data: bytes, path: Path, require: tuple[str, ...] = ()) -> tuple[list[tuple[int, dict]], int]:
    """(line number, record) of every complete line, and the byte offset where the complete lines end.

    A torn last line (a killed writer) ends the records; a bad line with lines after it is
    corruption and an error, as is a line that is not a JSON object with an id."""
    records: list[tuple[int, dict]] = []
    good_end = start = 0
    number = 0
    while start < len(data):
        end = data.find(b"\n", start)
        if end < 0:
            break  # no newline: torn
        number += 1
        line = data[start:end]
        if line.strip():
            where = f"{path}: line {number}"
            try:
                record = json.loads(decode(line, where))
            except RecursionError:
                raise DataError(TOO_DEEP, where=where) from None
            except json.JSONDecodeError:
                if data.find(b"\n", end + 1) >= 0:  # a bad line in the middle is corruption, not a tear
                    raise DataError("not JSON", where=where) from None
                break
            if not isinstance(record, dict) or not isinstance(record.get("id"), str):
                raise DataError("expected a JSON object with a string field id", where=where)
            for name in require:
                if name not in record:
                    raise DataError(f"prediction of item {record['id']!r} has no field {name!r} (a line cut or "
                                    "edited by hand?); delete the line to probe the item again", where=where)
            records.append((number, record))
        good_end = start = end + 1
    return records, good_end


def _try_lock(fh) -> bool:
    """Take the run's exclusive lock without waiting; False when another process holds it."""
    try:
        # deferred: loads fcntl only when this runs
        import fcntl
    except ImportError:  # not POSIX: no advisory locks, one writer is the user's care
        return True
    try:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def read_numbered_predictions(path: Path, repair: bool = False,
                              require: tuple[str, ...] = ()) -> list[tuple[int, dict]]:
    """(line number, record) of a predictions file's complete records; see read_predictions."""
    if not path.exists():
        return []
    records, good_end = _parse_lines(read_bytes(path, "predictions file"), path, require)
    if repair:
        # Cut a torn tail only under the lock: without it the "torn" line may be one another
        # process is writing right now.
        try:
            with open(path, "r+b") as fh:
                if _try_lock(fh):
                    records, good_end = _parse_lines(fh.read(), path, require)
                    fh.truncate(good_end)
        except PermissionError:  # a read-only run: nothing to repair here; writing it is refused later
            pass
    return records


def read_predictions(path: Path, repair: bool = False, require: tuple[str, ...] = ()) -> list[dict]:
    """The complete records of a predictions file. A torn last line (killed writer) is dropped,
    and with `repair` cut from the file (when no other process holds the run's lock) so
    appending continues cleanly."""
    return [record for _, record in read_numbered_predictions(path, repair, require)]


class PredictionWriter:
    """Appends one prediction per line and flushes it, so a kill loses at most the item being written.

    The run's lock is taken before the finished items are known: `done` is read under it,
    and `write` skips an item already written, so two resumes of one run, started together
    or one after the other, never write an item twice."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self._fh = open_to_append(path, "a+b")
        except DataError as err:
            raise DataError(f"cannot write predictions: {err.message} (is the run folder read-only?)",
                            where=str(path)) from None
        except OSError as err:
            raise DataError(f"cannot write predictions: {err.strerror or err} (is the run folder read-only?)",
                            where=str(path)) from None
        if not _try_lock(self._fh):
            self._fh.close()
            raise PhyskbError("another physkb process is writing this run; wait for it to finish or stop it "
                              "before resuming", where=str(self.path))
        try:
            self._fh.seek(0)
            records, good_end = _parse_lines(self._fh.read(), path)
            self._fh.truncate(good_end)  # a torn tail, safe to cut now that we hold the lock
        except BaseException:
            self._fh.close()
            raise
        self.done: set[str] = {record["id"] for _, record in records}

    def write(self, record: dict) -> bool:
        """Append `record` unless its item is already written; returns whether it was written."""
        if record["id"] in self.done:
            return False
        self._fh.write((json.dumps(record, ensure_ascii=False) + "\n").encode("utf-8"))
        self._fh.flush()
        self.done.add(record["id"])
        return True

    def close(self) -> None:
        self._fh.close()

    def __enter__(self) -> "PredictionWriter":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def merge_predictions(parts: Iterable[list[dict]], order: list[str] | None = None,
                      names: list[str] | None = None, lines: list[list[int]] | None = None) -> list[dict]:
    """Merge prediction records from several files by id; the same id with different content is an error.

    Pure: the result depends only on the records (and `order`, the run's item ids, which sets
    the output order; without it records come sorted by id). `names` (the files) and `lines`
    (each record's line) only make the errors point at the right place: an id twice inside one
    file is named as that, not as a conflict between shards."""
    merged: dict[str, dict] = {}
    source: dict[str, tuple[int, int]] = {}
    for p, records in enumerate(parts):
        name = names[p] if names else f"predictions file {p + 1}"
        for k, record in enumerate(records):
            key = record["id"]
            line = lines[p][k] if lines else k + 1
            if key in merged and merged[key] != record:
                first_part, first_line = source[key]
                if first_part == p:
                    raise DataError(f"item {key!r} is written twice with different predictions "
                                    f"(lines {first_line} and {line})", where=name)
                first_name = names[first_part] if names else f"predictions file {first_part + 1}"
                raise DataError(f"item {key!r} has conflicting predictions in two files: "
                                f"{first_name} line {first_line} and {name} line {line}")
            merged.setdefault(key, record)
            source.setdefault(key, (p, line))
    if order is None:
        return [merged[k] for k in sorted(merged)]
    unknown = sorted(set(merged) - set(order))
    if unknown:
        raise DataError(f"predictions for ids not in the run's items: {unknown[:5]}")
    return [merged[k] for k in order if k in merged]


def read_run_record(run_dir: Path) -> dict:
    """run.json of a run folder, checked to be a JSON object."""
    path = run_dir / RUN_FILE
    if not path.is_file():
        raise DataError(f"not a run folder ({RUN_FILE} missing)", where=str(run_dir))
    record = read_json(path, "run record")
    if not isinstance(record, dict):
        raise DataError("expected a JSON object", where=str(path))
    return record


def load_run_items(run_dir: Path) -> list[dict]:
    """The run's items, checked against the hash run.json recorded when the run began: an items
    file edited afterwards would silently rescore old predictions against new gold."""
    path = run_dir / ITEMS_FILE
    if not path.exists():
        raise DataError("not a run folder (items.jsonl missing)", where=str(run_dir))
    raw_items = read_jsonl(path, "items file")
    if (run_dir / RUN_FILE).exists():
        expected = read_run_record(run_dir).get("items_sha256")
        actual = items_sha256(raw_items)
        # run.json holds the hash of the parsed items; a hash of the file's bytes is accepted too.
        if expected and expected not in (actual, hashlib.sha256(path.read_bytes()).hexdigest()):
            raise DataError(f"{ITEMS_FILE} was changed after the run began (sha256 {actual[:12]}..., run.json "
                            f"records {str(expected)[:12]}...); restore it or probe into a new --out folder",
                            where=str(path))
    return raw_items


def _shard_files(run_dir: Path) -> list[tuple[Path, int, int]]:
    found = []
    for path in sorted(run_dir.glob("predictions.shard-*-of-*.jsonl")):
        parts = path.name[len("predictions.shard-"):-len(".jsonl")].split("-of-")
        try:
            index, count = int(parts[0]), int(parts[1])
        except (ValueError, IndexError):
            raise DataError("not a shard file name (predictions.shard-<i>-of-<n>.jsonl)", where=str(path)) from None
        found.append((path, index, count))
    counts = sorted({count for _, _, count in found})
    if len(counts) > 1:
        raise DataError(f"shard files of different shard counts ({', '.join(map(str, counts))}) in one run; "
                        "keep the files of one --shard i/n split", where=str(run_dir))
    return found


def load_predictions(run_dir: Path) -> list[dict]:
    """All predictions of a run, its shards merged, in the order of items.jsonl."""
    order = [raw["id"] for raw in load_run_items(run_dir)]
    files = [run_dir / PREDICTIONS_FILE, *(path for path, _, _ in _shard_files(run_dir))]
    numbered = [read_numbered_predictions(p, require=PREDICTION_FIELDS) for p in files if p.exists()]
    names = [str(p) for p in files if p.exists()]
    return merge_predictions([[r for _, r in part] for part in numbered], order, names=names,
                             lines=[[n for n, _ in part] for part in numbered])


def write_merged(run_dir: Path) -> Path:
    """Write the shards' merged predictions to predictions.jsonl (atomically) and return its path.

    Every shard of the split must be there and finished: a merge of some shards would look
    like a complete run to diff and report."""
    shards = _shard_files(run_dir)
    if not shards:
        raise DataError("no shard files (predictions.shard-<i>-of-<n>.jsonl) to merge", where=str(run_dir))
    count = shards[0][2]
    missing = sorted(set(range(count)) - {index for _, index, _ in shards})
    if missing:
        raise DataError(f"shard {', '.join(map(str, missing))} of {count} missing: run them "
                        f"(--shard i/{count}) before merging", where=str(run_dir))
    records = load_predictions(run_dir)
    n_items = len(load_run_items(run_dir))
    if len(records) < n_items:
        raise DataError(f"{n_items - len(records)} of {n_items} items have no prediction yet: finish every "
                        "shard (re-run it to resume) before merging", where=str(run_dir))
    path = run_dir / PREDICTIONS_FILE
    _write_atomic(path, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))
    return path
