"""Model files on disk: the physkb cache folder and content hashes of weights (remembered across runs).

Every backend that reads local weights records their hash in run.json; hashing a multi-GB
file once per (path, size, mtime) keeps that cheap.
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from solver.atomic import write_text
from solver.errors import DataError

CONVERSION_MARKER = "physkb-conversion.json"


def cache_dir() -> Path:
    """The physkb cache folder: $PHYSKB_CACHE, else ~/.cache/physkb."""
    raw = os.environ.get("PHYSKB_CACHE")
    return Path(raw).expanduser() if raw else Path.home() / ".cache" / "physkb"


def _hash_bytes(path: Path, chunk: int = 1 << 22) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while block := fh.read(chunk):
            digest.update(block)
    return digest.hexdigest()


def sha256_file(path: Path) -> str:
    """SHA-256 of a file, remembered in the cache by (path, size, mtime) so multi-GB weights hash once."""
    stat = path.stat()
    key = f"{path.resolve()}|{stat.st_size}|{stat.st_mtime_ns}"
    book = cache_dir() / "file-hashes.json"
    try:
        known = json.loads(book.read_text())
    except (OSError, json.JSONDecodeError):
        known = {}
    if key in known:
        return known[key]
    digest = _hash_bytes(path)
    if stat.st_size >= 1 << 20:  # small files hash faster than the book is read
        known[key] = digest

        try:
            write_text(book, json.dumps(known))
        except (OSError, DataError):
            pass  # a read-only cache only costs time
    return digest


def sha256_folder(folder: Path) -> str:
    """A content hash of a model folder: every file's relative name and bytes, in sorted order."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.name != CONVERSION_MARKER):
        digest.update(str(path.relative_to(folder)).encode() + b"\0")
        digest.update(sha256_file(path).encode())
    return digest.hexdigest()
