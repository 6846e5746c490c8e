"""CConS probe items: release rows or our own size pairs, as self-contained records with stable ids.

A run folder must be readable without the release (diff and explain use items.jsonl only),
so an item carries its context, objects, gold and the file it came from. Ids name the
file's subset and difficulty and the row's record number, so they stay the same across
runs and --limit only cuts the list.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Optional

from solver.errors import DataError
from solver.paths import KB_DIR, resolve_data_dir
from probes.benchmarks.scored import embedded_records
from solver.sizes.loaders import load_cccons

EMBEDDED_FILE = KB_DIR / "sizes" / "probe_items.json"
SUBSETS = ("normal", "adversarial")
DIFFICULTIES = ("full", "easy", "difficult", "nocontext")
SUBSET_TITLES = {"normal": "ordinary", "adversarial": "counter-commonsense"}
DIFFICULTY_TITLES = {"full": "all", "easy": "easy", "difficult": "difficult", "nocontext": "no context"}
# Release files in the order of the paper's tables: ordinary first, then counter-commonsense.
GROUP_ORDER = tuple(f"{s}_{d}" for s in SUBSETS for d in DIFFICULTIES)


@dataclass(frozen=True)
class SizeItem:
    """One size question: which of obj1 and obj2 is bigger given the context (empty = no context).

    label follows the release: 1 = obj1 is smaller than obj2 in the context, 0 = bigger;
    it doubles as the gold option index (option 0 = obj1 bigger, option 1 = obj1 smaller)."""

    id: str
    source: str  # release file name, or kb/sizes/probe_items.json
    line: int
    subset: str  # normal | adversarial
    difficulty: str  # full | easy | difficult | nocontext
    context: str
    obj1: str
    obj2: str
    label: int

    @property
    def group(self) -> str:
        """The release file this item belongs to, as subset_difficulty (a column of the paper's table)."""
        return f"{self.subset}_{self.difficulty}"

    @property
    def gold(self) -> int:
        return self.label

    @property
    def gold_relation(self) -> str:
        return "smaller" if self.label == 1 else "bigger"

    def to_raw(self) -> dict:
        return asdict(self)


def group_title(group: str) -> str:
    subset, _, difficulty = group.partition("_")
    return f"{SUBSET_TITLES.get(subset, subset)} / {DIFFICULTY_TITLES.get(difficulty, difficulty)}"


def item_from_raw(raw: dict) -> SizeItem:
    """Rebuild an item from its items.jsonl line; a missing or bad field names the item and field."""
    where = f"items.jsonl (item {raw.get('id')!r})"
    for name in ("id", "source", "line", "subset", "difficulty", "context", "obj1", "obj2", "label"):
        if name not in raw:
            raise DataError("missing field", where=f"{where}, field {name}")
    if raw["label"] not in (0, 1):
        raise DataError(f"label must be 0 or 1, got {raw['label']!r}", where=f"{where}, field label")
    if raw["subset"] not in SUBSETS:
        raise DataError(f"subset must be one of {SUBSETS}", where=f"{where}, field subset")
    if raw["difficulty"] not in DIFFICULTIES:
        raise DataError(f"difficulty must be one of {DIFFICULTIES}", where=f"{where}, field difficulty")
    return SizeItem(**{k: raw[k] for k in SizeItem.__dataclass_fields__})


def release_items(data_dir: Path) -> list[SizeItem]:
    """Every row of every release file (the release's eight files, the split files included)."""
    items = []
    for row in load_cccons(data_dir):
        stem = row.file[: -len(".csv")] if row.file.endswith(".csv") else row.file
        items.append(SizeItem(id=f"{stem}-{row.line:04d}", source=row.file, line=row.line, subset=row.subset,
                              difficulty=row.difficulty, context=row.context, obj1=row.obj1, obj2=row.obj2,
                              label=row.label))
    items.sort(key=lambda i: (GROUP_ORDER.index(i.group), i.line))
    return items


def embedded_items(path: Path = EMBEDDED_FILE) -> list[SizeItem]:
    """Our own size pairs (kb/sizes/probe_items.json), written by the project, not taken from the release."""
    items = []
    for n, _, raw in embedded_records(path, "size items", ("context", "obj1", "obj2", "obj1_smaller", "subset")):
        context = raw["context"].strip()
        difficulty = "nocontext" if not context else raw.get("difficulty", "difficult")
        items.append(SizeItem(id=f"kb-{n:03d}", source=path.name, line=n, subset=raw["subset"],
                              difficulty=difficulty, context=context, obj1=raw["obj1"], obj2=raw["obj2"],
                              label=1 if raw["obj1_smaller"] else 0))
        item_from_raw(items[-1].to_raw())  # same checks as a run folder's items
    return items


def load_items(data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, SizeItem]]:
    """The release's items when --data (or PHYSKB_DATA) is given, else our embedded pairs; first `limit`."""
    data_dir = resolve_data_dir(data, "cccons")
    items = release_items(data_dir) if data_dir is not None else embedded_items()
    if limit is not None:
        items = spread(items, limit, lambda i: i.group)
    return [(item.to_raw(), item) for item in items]


def spread(items: list, limit: int, key) -> list:
    """The first `limit` items taken round-robin over their groups, in the original order.

    A limited run then still has every file (column of the paper's table) represented,
    and the choice depends only on the item list and the limit."""
    groups: dict = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    picked: set[int] = set()
    queues = [list(g) for g in groups.values()]
    while len(picked) < min(limit, len(items)):
        for queue in queues:
            if queue and len(picked) < limit:
                picked.add(id(queue.pop(0)))
    return [item for item in items if id(item) in picked]
