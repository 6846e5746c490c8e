"""Reading the text files users hand us: one place that turns every way of failing into a DataError.

Every loader reads through here so a latin-1 file, a folder where a file was expected, a
missing or unreadable file, or a JSON-lines file with an array for a record all give one
message naming the file, the line or byte offset and what was wrong, never a traceback.
"""
from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path
from typing import Any, Iterator

from solver.atomic import file_kind
from solver.errors import DataError


def missing_reason(path: Path, what: str = "file") -> str:
    """Why an absent path is absent: a symbolic link that loops or leads nowhere is not 'not found'."""
    if path.is_symlink():
        try:
            path.stat()
        except OSError as err:
            if err.errno == errno.ELOOP:
                return "is a symbolic link that loops back on itself (too many levels of links)"
        return f"is a symbolic link to {os.readlink(path)}, which does not exist"
    return f"{what} not found"


def check_regular(path: Path, what: str = "file") -> None:
    """Refuse what is not a regular file before opening it: opening a FIFO blocks until something
    writes to it (for ever, from a user's point of view), and a device can give endless bytes."""
    try:
        mode = path.stat().st_mode
    except OSError as err:
        if err.errno in (errno.ENOENT, errno.ELOOP, errno.ENOTDIR):
            raise DataError(missing_reason(path, what), where=str(path)) from None
        raise DataError(f"cannot read {what}: {err.strerror or err}", where=str(path)) from None
    if stat.S_ISDIR(mode):
        raise DataError(f"is a folder, expected a {what}", where=str(path))
    if not stat.S_ISREG(mode):
        raise DataError(f"is {file_kind(mode)}, not a regular file; physkb reads only regular files "
                        f"(expected a {what})", where=str(path))


def read_bytes(path: str | Path, what: str = "file") -> bytes:
    """The file's bytes, or a DataError saying why it cannot be read (missing, a folder, a FIFO or
    device, no permission)."""
    path = Path(path)
    check_regular(path, what)
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


TOO_DEEP = "JSON nested too deeply to read (arrays or objects inside each other thousands of levels deep)"


def loads(text: str, where: str, line: int | None = None, object_pairs_hook: Any = None) -> Any:
    """json.loads whose every failure is a DataError naming `where`: a syntax error with its line and
    column, and JSON nested so deep that Python's parser runs out of stack (RecursionError)."""
    try:
        return json.loads(text, object_pairs_hook=object_pairs_hook)
    except json.JSONDecodeError as err:
        at = f"at column {err.colno}" if line is not None else f"at line {err.lineno}, column {err.colno}"
        raise DataError(f"not valid JSON: {err.msg} {at}", where=where) from None
    except RecursionError:
        raise DataError(TOO_DEEP, where=where) from None


class DuplicateKeys:
    """An object_pairs_hook that keeps JSON's last-wins reading but remembers every object that
    repeated a key: `found[id(obj)]` lists the repeated keys, so a loader can report them."""

    def __init__(self) -> None:
        self.found: dict[int, list[str]] = {}
        self._keep: list[dict] = []  # the objects stay alive, so their ids stay unique

    def __call__(self, pairs: list[tuple[str, Any]]) -> dict:
        obj = dict(pairs)
        if len(obj) != len(pairs):
            seen: set[str] = set()
            repeated = [k for k, _ in pairs if k in seen or seen.add(k)]
            self.found[id(obj)] = list(dict.fromkeys(repeated))
            self._keep.append(obj)
        return obj

    def of(self, obj: Any) -> list[str]:
        """The keys `obj` (an object this hook built) held more than once."""
        return self.found.get(id(obj), [])


class RefuseDuplicateKeys:
    """An object_pairs_hook that refuses an object with a key twice: JSON keeps only the last value,
    so the first is lost without a word (a story's `sentences` given twice, an item's `id`)."""

    def __init__(self, where: str) -> None:
        self.where = where

    def __call__(self, pairs: list[tuple[str, Any]]) -> dict:
        obj = dict(pairs)
        if len(obj) != len(pairs):
            seen: set[str] = set()
            repeated = [k for k, _ in pairs if k in seen or seen.add(k)]
            raise DataError(f"the key {repeated[0]!r} appears twice in one object (JSON would keep only the "
                            f"last value); the object's keys: {', '.join(k for k, _ in pairs)[:200]}",
                            where=self.where)
        return obj


def read_json(path: str | Path, what: str = "JSON file", object_pairs_hook: Any = None) -> Any:
    """A JSON document; a syntax error names the line and column."""
    return loads(read_text(path, what), str(path), object_pairs_hook=object_pairs_hook)


def iter_jsonl(path: str | Path, what: str = "JSON-lines file") -> Iterator[tuple[int, dict]]:
    """(line number, record) for every non-blank line; each line must be one JSON object."""
    text = read_text(path, what)
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        record = loads(line, f"{path}: line {number}", line=number)
        if not isinstance(record, dict):
            raise DataError(f"expected a JSON object per line, found a {type(record).__name__}",
                            where=f"{path}: line {number}")
        yield number, record


def read_jsonl(path: str | Path, what: str = "JSON-lines file") -> list[dict]:
    """Every record of a JSON-lines file, each checked to be a JSON object."""
    return [record for _, record in iter_jsonl(path, what)]
