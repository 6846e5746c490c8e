"""Word tables kept on disk as SQLite and read one key at a time.

Why: a cold command reads a few dozen words, but decoding a whole table (WordNet's sorts, a language's
lemma dictionary) before the first lookup cost about half a second of the two-second budget of a cold
`check-story`. An indexed lookup costs microseconds, so the tables are written once into the cache
folder and opened read-only. Writes go to a temporary file moved into place whole: a reader never sees
half a table, and two processes building the same table at once both end with a complete one.
"""
from __future__ import annotations

import os
import sqlite3
import threading
from contextlib import closing
from pathlib import Path
from typing import Callable, Iterable, Mapping, Optional, Union

from solver.atomic import atomic_path
from solver.errors import DataError


def cache_dir() -> Path:
    """Where derived tables are kept: $PHYSKB_CACHE, else ~/.cache/physkb."""
    return Path(os.environ.get("PHYSKB_CACHE") or Path.home() / ".cache" / "physkb")


def write_tables(path: Path, tables: Mapping[str, Iterable[tuple[str, str]]]) -> None:
    """Write key -> value tables into the SQLite file `path`, replacing it whole."""
    with atomic_path(path) as temp:  # the one writer: moved into place whole, never over a link or device
        with closing(sqlite3.connect(temp)) as conn:
            for name, rows in tables.items():
                conn.execute(f"CREATE TABLE {name} (key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID")
                conn.executemany(f"INSERT OR IGNORE INTO {name} VALUES (?, ?)", rows)
            conn.commit()


def readable(path: Path, tables: Iterable[str]) -> bool:
    """Whether `path` is a complete table file with all of `tables` (a broken one is rebuilt)."""
    if not path.is_file():
        return False
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
            for name in tables:
                conn.execute(f"SELECT 1 FROM {name} LIMIT 1").fetchall()
        return True
    except sqlite3.Error:
        return False


def remove_others(path: Path, prefix: str) -> None:
    """Delete the tables of other versions beside `path` (same prefix, other key), never a build in progress."""
    for old in path.parent.glob(f"{prefix}*"):
        if old != path and not old.name.endswith(".tmp"):
            old.unlink(missing_ok=True)


class TableReader:
    """Read-only lookups in one table file, one connection per process (a forked worker opens its own),
    safe to share between threads."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conn: Optional[sqlite3.Connection] = None
        self._pid = -1
        self._lock = threading.Lock()

    def get(self, table: str, key: str) -> Optional[str]:
        with self._lock:
            if self._conn is None or self._pid != os.getpid():
                self._conn = sqlite3.connect(f"file:{self.path}?mode=ro&immutable=1", uri=True,
                                             check_same_thread=False)
                self._pid = os.getpid()
            row = self._conn.execute(f"SELECT value FROM {table} WHERE key = ?", (key,)).fetchone()
        return None if row is None else row[0]

    def count(self, table: str) -> int:
        with closing(sqlite3.connect(f"file:{self.path}?mode=ro&immutable=1", uri=True)) as conn:
            return int(conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0])

    def keys(self, table: str) -> Iterable[str]:
        with closing(sqlite3.connect(f"file:{self.path}?mode=ro&immutable=1", uri=True)) as conn:
            yield from (row[0] for row in conn.execute(f"SELECT key FROM {table} ORDER BY key"))


class MemoryTables:
    """The lookups of TableReader over tables kept in memory, where the cache folder cannot be written."""

    def __init__(self, rows: Mapping[str, Mapping[str, str]]) -> None:
        self._rows = rows

    def get(self, table: str, key: str) -> Optional[str]:
        return self._rows[table].get(key)


def stored_tables(path: Path, names: tuple[str, ...], build: Callable[[], Mapping[str, Mapping[str, str]]],
                  prefix: str) -> Union[TableReader, MemoryTables]:
    """The tables `names` of `path`: read from it, or built once by `build()` (table -> key -> text) and
    written there, the files of other versions beside it (same `prefix`) removed. A home that cannot be
    written still gets the tables, kept in memory for this process only."""
    if readable(path, names):
        return TableReader(path)
    rows = build()
    try:
        write_tables(path, {name: rows[name].items() for name in names})
        remove_others(path, prefix)
    except (OSError, sqlite3.Error, DataError):  # DataError: the writer refused or could not write
        return MemoryTables(rows)
    return TableReader(path)

