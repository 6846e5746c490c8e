"""COAT items: question sets written by `physkb generate coat` (one JSON line per item), read as typed records."""
from __future__ import annotations

import json
from pathlib import Path

from solver.errors import DataError
from solver.coat.questions.schema import MultipleChoiceItem
from solver.textfiles import RefuseDuplicateKeys, read_text
from pydantic import ValidationError


def item_files(path: Path) -> list[Path]:
    """The JSON-lines files of an items path: the file itself, or every *.jsonl under a folder (sorted)."""
    if path.is_file():
        return [path]
    if path.is_dir():
        files = sorted(p for p in path.rglob("*.jsonl") if p.is_file())
        if not files:
            raise DataError("no *.jsonl item files in this folder", where=str(path))
        return files
    raise DataError("items file or folder does not exist (generate items with `physkb generate coat`)",
                    where=str(path))


def read_item(raw: dict, where: str) -> MultipleChoiceItem:
    """The one check of a COAT item, made where items are loaded (an items file, a run folder's items.jsonl):
    the schema, and gold an index of its options. Nothing downstream checks an item again."""
    try:
        item = MultipleChoiceItem.model_validate(raw)
    except ValidationError as err:
        first = err.errors()[0]
        field = ".".join(str(p) for p in first["loc"])
        raise DataError(f"field {field}: {first['msg']}", where=f"{where} (item {raw.get('id', '?')})") from err
    if not item.options or not 0 <= item.gold < len(item.options):
        raise DataError(f"field gold: {item.gold} is not an option index", where=f"{where} (item {item.id})")
    return item


def load_items(path: Path, limit: int | None = None) -> list[tuple[dict, MultipleChoiceItem]]:
    """Read COAT items (raw JSON and typed record) in file order; ids must be unique. With `limit`,
    the items are spread over the files (variations) as evenly as they allow, the first of each file
    taken, in file order: `--limit 50` on a folder of ten variations probes 5 of each, not 50 of the
    first one alone (what it took is said by `limit_note`)."""
    per_file = [_file_items(file, seen={}) for file in item_files(path)]
    seen: dict[str, str] = {}
    for items in per_file:
        for where, (_, item) in items:
            if item.id in seen:
                raise DataError(f"duplicate item id {item.id!r} (first at {seen[item.id]})", where=where)
            seen[item.id] = where
    counts = spread(limit, [len(items) for items in per_file])
    return [pair for items, k in zip(per_file, counts) for _, pair in items[:k]]


def spread(limit: int | None, sizes: list[int]) -> list[int]:
    """How many items to take from each file: `limit` dealt out one at a time, file by file, to the
    files that still have items (all of each file without a limit)."""
    if limit is None:
        return list(sizes)
    taken = [0] * len(sizes)
    left = limit
    while left > 0 and any(t < n for t, n in zip(taken, sizes)):
        for k, n in enumerate(sizes):
            if left and taken[k] < n:
                taken[k] += 1
                left -= 1
    return taken


def limit_note(path: Path, limit: int | None) -> str | None:
    """One line saying which items `--limit` took, per file; None when it took them all."""
    if limit is None:
        return None
    files = item_files(path)
    sizes = [len(_file_items(file, seen={})) for file in files]
    counts = spread(limit, sizes)
    if counts == sizes:
        return None
    parts = ", ".join(f"{file.stem} {k}/{n}" for file, k, n in zip(files, counts, sizes))
    return f"--limit {limit}: the first items of each of {len(files)} file(s), spread evenly: {parts}"


def _file_items(file: Path, seen: dict[str, str]) -> list[tuple[str, tuple[dict, MultipleChoiceItem]]]:
    """(where, (raw, item)) of every item of one file."""
    out: list[tuple[str, tuple[dict, MultipleChoiceItem]]] = []
    for line_no, line in enumerate(read_text(file, "items file").splitlines(), 1):
        if not line.strip():
            continue
        where = f"{file}:{line_no}"
        try:
            raw = json.loads(line, object_pairs_hook=RefuseDuplicateKeys(where))  # a key twice: refused
        except json.JSONDecodeError as err:
            raise DataError(f"not JSON: {err}", where=where) from err
        if not isinstance(raw, dict):
            raise DataError(f"expected a JSON object per line, found a {type(raw).__name__}", where=where)
        item = read_item(raw, where)
        out.append((where, (raw, item)))
    return out
