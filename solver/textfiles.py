"""Reading the text files users hand us: one place that turns every way of failing into a DataError.

Every loader reads through here so a latin-1 file, a folder where a file was expected, a
missing or unreadable file, or a JSON-lines file with an array for a record all give one
message naming the file, the line or byte offset and what was wrong, never a traceback.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

from solver.errors import DataError


def read_bytes(path: str | Path, what: str = "file") -> bytes:
    """The file's bytes, or a DataError saying why it cannot be read (missing, a folder, no permission)."""
    path = Path(path)
    if path.is_dir():
        raise DataError(f"is a folder, expected a {what}", where=str(path))
    if not path.exists():
        raise DataError(f"{what} not found", where=str(path))
    try:
        return path.read_bytes()
    except OSError as err:
        raise DataError(f"cannot read {what}: {err.strerror or err}", where=str(path)) from None


def decode(data: bytes, where: str) -> str:
    """UTF-8 text (a leading byte-order mark dropped); bad bytes are reported with their offset and line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        bad = data[err.start:err.end].hex(" ")
        raise DataError(f"not UTF-8 text: byte offset {err.start} (line {line}) holds 0x{bad}; "
                        "re-save the file as UTF-8", where=where) from None


def read_text(path: str | Path, what: str = "file") -> str:
    """The whole file as UTF-8 text, with one clear error for every way reading it can fail."""
    return decode(read_bytes(path, what), str(path))


def read_json(path: str | Path, what: str = "JSON file") -> Any:
    """A JSON document; a syntax error names the line and column."""
    text = read_text(path, what)
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise DataError(f"not valid JSON: {err.msg} at line {err.lineno}, column {err.colno}",
                        where=str(path)) from None


def iter_jsonl(path: str | Path, what: str = "JSON-lines file") -> Iterator[tuple[int, dict]]:
    """(line number, record) for every non-blank line; each line must be one JSON object."""
    text = read_text(path, what)
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as err:
            raise DataError(f"not valid JSON: {err.msg} at column {err.colno}", where=f"{path}: line {number}") from None
        if not isinstance(record, dict):
            raise DataError(f"expected a JSON object per line, found a {type(record).__name__}",
                            where=f"{path}: line {number}")
        yield number, record


def read_jsonl(path: str | Path, what: str = "JSON-lines file") -> list[dict]:
    """Every record of a JSON-lines file, each checked to be a JSON object."""
    return [record for _, record in iter_jsonl(path, what)]
