"""Run folders: run.json (what was probed, how), items.jsonl, and predictions appended per item.

A run is resumable because predictions are one flushed JSON line per finished item and the
items are addressed by id; a killed process leaves at most a torn last line, which resume
drops. Shards are contiguous slices of the item list with their own predictions file;
merging them is a pure function over their records.
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable

from solver.errors import DataError, PhyskbError

RUN_FILE = "run.json"
ITEMS_FILE = "items.jsonl"
PREDICTIONS_FILE = "predictions.jsonl"
# Keys of run.json that must match when a command is re-run into an existing folder.
IDENTITY_KEYS = ("benchmark", "items_sha256", "n_items", "model", "method", "prompt_format", "settings")
SETTINGS_FREE_TO_CHANGE = ("batch_size",)


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
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    tmp.write_text(text)
    tmp.replace(path)


def _identity(record: dict) -> dict:
    ident = {k: record.get(k) for k in IDENTITY_KEYS}
    ident["settings"] = {k: v for k, v in (record.get("settings") or {}).items() if k not in SETTINGS_FREE_TO_CHANGE}
    return ident


def open_run(out: Path, record: dict, raw_items: list[dict]) -> None:
    """Create the run folder, or check that an existing one holds the same run; a different one is an error."""
    out.mkdir(parents=True, exist_ok=True)
    run_file = out / RUN_FILE
    if run_file.exists():
        try:
            existing = json.loads(run_file.read_text())
        except json.JSONDecodeError as err:
            raise DataError(f"unreadable run record: {err}", where=str(run_file)) from err
        mine, theirs = _identity(record), _identity(existing)
        if mine != theirs:
            diffs = [k for k in IDENTITY_KEYS if mine.get(k) != theirs.get(k)]
            raise PhyskbError(
                f"{out} already holds a different run (differs in: {', '.join(diffs)}); "
                "pass another --out folder, or delete that folder to start over")
        return
    _write_atomic(out / ITEMS_FILE, "".join(json.dumps(raw, ensure_ascii=False) + "\n" for raw in raw_items))
    _write_atomic(run_file, json.dumps(record, indent=2) + "\n")


def new_record(*, items_path: str, raw_items: list[dict], model: dict, method: str, prompt_format: dict,
               settings: dict, benchmark: str = "coat") -> dict:
    from importlib.metadata import PackageNotFoundError, version

    try:
        physkb_version = version("physkb")
    except PackageNotFoundError:
        physkb_version = "unknown"
    return {"benchmark": benchmark, "items_path": items_path, "items_sha256": items_sha256(raw_items),
            "n_items": len(raw_items), "model": model, "method": method, "prompt_format": prompt_format,
            "settings": settings, "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "physkb_version": physkb_version}


def read_predictions(path: Path, repair: bool = False) -> list[dict]:
    """The complete records of a predictions file. A torn last line (killed writer) is dropped,
    and with `repair` cut from the file so appending continues cleanly."""
    if not path.exists():
        return []
    data = path.read_bytes()
    records, good_end, start = [], 0, 0
    while start < len(data):
        end = data.find(b"\n", start)
        if end < 0:
            break  # no newline: torn
        line = data[start:end]
        if line.strip():
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError:
                if data.find(b"\n", end + 1) >= 0:  # a bad line in the middle is corruption, not a tear
                    raise DataError(f"line {len(records) + 1} is not JSON", where=str(path)) from None
                break
        good_end = start = end + 1
    if repair and good_end < len(data):
        with open(path, "r+b") as fh:
            fh.truncate(good_end)
    return records


class PredictionWriter:
    """Appends one prediction per line and flushes it, so a kill loses at most the item being written."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fh = open(path, "a", encoding="utf-8")
        self._lock()

    def _lock(self) -> None:
        """Hold an exclusive lock while appending: two processes resuming the same run would
        otherwise both probe the missing items and write each of them twice."""
        try:
            import fcntl
        except ImportError:  # not POSIX: no advisory locks, one writer is the user's care
            return
        try:
            fcntl.flock(self._fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            self._fh.close()
            raise PhyskbError("another physkb process is writing this run; wait for it to finish or stop it "
                              "before resuming", where=str(self.path)) from None

    def write(self, record: dict) -> None:
        self._fh.write(json.dumps(record, ensure_ascii=False) + "\n")
        self._fh.flush()

    def close(self) -> None:
        self._fh.close()

    def __enter__(self) -> "PredictionWriter":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def merge_predictions(parts: Iterable[list[dict]], order: list[str] | None = None) -> list[dict]:
    """Merge prediction records from several files by id; the same id with different content is an error.

    Pure: the result depends only on the records (and `order`, the run's item ids, which sets
    the output order; without it records come sorted by id)."""
    merged: dict[str, dict] = {}
    for records in parts:
        for record in records:
            key = record["id"]
            if key in merged and merged[key] != record:
                raise PhyskbError(f"item {key!r} has conflicting predictions in two shards")
            merged[key] = record
    if order is None:
        return [merged[k] for k in sorted(merged)]
    unknown = sorted(set(merged) - set(order))
    if unknown:
        raise PhyskbError(f"predictions for ids not in the run's items: {unknown[:5]}")
    return [merged[k] for k in order if k in merged]


def load_run_items(run_dir: Path) -> list[dict]:
    path = run_dir / ITEMS_FILE
    if not path.exists():
        raise DataError("not a run folder (items.jsonl missing)", where=str(run_dir))
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def load_predictions(run_dir: Path) -> list[dict]:
    """All predictions of a run, its shards merged, in the order of items.jsonl."""
    order = [raw["id"] for raw in load_run_items(run_dir)]
    files = [run_dir / PREDICTIONS_FILE, *sorted(run_dir.glob("predictions.shard-*-of-*.jsonl"))]
    return merge_predictions((read_predictions(p) for p in files if p.exists()), order)


def write_merged(run_dir: Path) -> Path:
    """Write the shards' merged predictions to predictions.jsonl (atomically) and return its path."""
    records = load_predictions(run_dir)
    path = run_dir / PREDICTIONS_FILE
    _write_atomic(path, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))
    return path
