"""GRAFFORD probe items: release rows or our own sentence-object pairs, each with its 15 labels.

Items are self-contained (sentence, object, labels) so diff and explain read the run folder
only. Release ids are the row numbers of the main file, stable across runs.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Optional

from solver.affordances.loaders import CLASSES, MAIN_FILE, load_grafford
from solver.errors import DataError, UnknownNameError
from solver.paths import KB_DIR, resolve_data_dir
from probes.benchmarks.scored import embedded_records

EMBEDDED_FILE = KB_DIR / "affordances" / "probe_items.json"


@dataclass(frozen=True)
class AffordanceItem:
    """One sentence with an object in it and the 15 binary affordance labels (release class order)."""

    id: str
    source: str
    row: int
    sentence: str
    object: str
    labels: tuple[int, ...]

    @property
    def positives(self) -> tuple[str, ...]:
        return tuple(c for c, v in zip(CLASSES, self.labels) if v)

    def to_raw(self) -> dict:
        raw = asdict(self)
        raw["labels"] = list(self.labels)
        return raw


def item_from_raw(raw: dict) -> AffordanceItem:
    where = f"items.jsonl (item {raw.get('id')!r})"
    for name in ("id", "source", "row", "sentence", "object", "labels"):
        if name not in raw:
            raise DataError("missing field", where=f"{where}, field {name}")
    labels = raw["labels"]
    if not isinstance(labels, list) or len(labels) != len(CLASSES) or any(v not in (0, 1) for v in labels):
        raise DataError(f"labels must be {len(CLASSES)} values 0/1", where=f"{where}, field labels")
    return AffordanceItem(raw["id"], raw["source"], int(raw["row"]), raw["sentence"], raw["object"], tuple(labels))


def release_items(data_dir: Path) -> list[AffordanceItem]:
    """The rows of the release's main file (final_normal_dataset.tsv), in file order."""
    return [AffordanceItem(f"r{r.row:04d}", MAIN_FILE, r.row, r.sentence, r.obj.strip(), tuple(r.labels))
            for r in load_grafford(data_dir)]


def embedded_items(path: Path = EMBEDDED_FILE) -> list[AffordanceItem]:
    """Our own sentences (kb/affordances/probe_items.json): each names its object and the classes it affords."""
    items = []
    for n, where, raw in embedded_records(path, "affordance items", ("sentence", "object", "affords")):
        unknown = [c for c in raw["affords"] if c not in CLASSES]
        if unknown:
            raise UnknownNameError("affordance class", unknown[0], CLASSES)
        if raw["object"].lower() not in raw["sentence"].lower():
            raise DataError(f"object {raw['object']!r} does not occur in the sentence", where=f"{where}, field object")
        labels = tuple(1 if c in raw["affords"] else 0 for c in CLASSES)
        items.append(AffordanceItem(f"kb-{n:03d}", path.name, n, raw["sentence"], raw["object"], labels))
    return items


def load_items(data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, AffordanceItem]]:
    """The release's items when --data (or PHYSKB_DATA) is given, else our embedded items; the first `limit`."""
    data_dir = resolve_data_dir(data, "grafford")
    items = release_items(data_dir) if data_dir is not None else embedded_items()
    if limit is not None:
        items = items[:limit]
    return [(item.to_raw(), item) for item in items]
