"""COAT items: question sets written by `physkb generate coat` (one JSON line per item), read as typed records."""
from __future__ import annotations

import json
from pathlib import Path

from solver.errors import DataError
from solver.coat.questions.schema import MultipleChoiceItem
from solver.textfiles import read_text


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
    from pydantic import ValidationError

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
    """Read COAT items (raw JSON and typed record) in file order, up to `limit`; ids must be unique."""
    out: list[tuple[dict, MultipleChoiceItem]] = []
    seen: dict[str, str] = {}

    for file in item_files(path):
        for line_no, line in enumerate(read_text(file, "items file").splitlines(), 1):
            if limit is not None and len(out) >= limit:
                return out
            if not line.strip():
                continue
            where = f"{file}:{line_no}"
            try:
                raw = json.loads(line)
            except json.JSONDecodeError as err:
                raise DataError(f"not JSON: {err}", where=where) from err
            if not isinstance(raw, dict):
                raise DataError(f"expected a JSON object per line, found a {type(raw).__name__}", where=where)
            item = read_item(raw, where)
            if item.id in seen:
                raise DataError(f"duplicate item id {item.id!r} (first at {seen[item.id]})", where=where)
            seen[item.id] = where
            out.append((raw, item))
    return out
