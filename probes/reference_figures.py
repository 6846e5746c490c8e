"""The papers' published figures (probes/reference_figures.json) as rows a report table can show.

Every report table carries them as "paper: <model>" rows, so a reader compares our runs with
the papers without leaving the page. The file holds only figures with a readable source; a
figure's table and page stay null where no source gives them.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Optional
from solver.errors import DataError

FIGURES_FILE = Path(__file__).with_name("reference_figures.json")
REQUIRED = ("benchmark", "model", "setting", "split", "metric", "value", "source")


@dataclass(frozen=True)
class PaperFigure:
    benchmark: str
    model: str
    setting: str
    split: str
    metric: str
    value: float
    source: str  # a key of the file's "sources"
    source_text: str
    table: Optional[str] = None
    page: Optional[int] = None
    unit: Optional[str] = None
    count: Optional[tuple[int, int]] = None
    bound: Optional[str] = None  # ">" where the paper gives only a bound
    note: str = ""

    @property
    def label(self) -> str:
        return f"paper: {self.model}"

    @property
    def cell(self) -> str:
        """The value as a table cell: '>55' for a bound."""
        text = f"{self.value:g}"
        return f"{self.bound}{text}" if self.bound else text

    @property
    def where(self) -> str:
        """Table and page, or what the source is, for a footnote."""
        at = ", ".join(x for x in (f"Table {self.table}" if self.table else "", f"p. {self.page}" if self.page else "") if x)
        return at or self.source_text


@lru_cache(maxsize=4)
def load_reference_figures(path: Path = FIGURES_FILE) -> tuple[PaperFigure, ...]:
    """Every figure of the file, checked: each names a known source and carries a number."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as err:
        raise DataError(f"cannot read the reference figures ({err})", where=str(path)) from None
    sources = data.get("sources") or {}
    out = []
    for k, f in enumerate(data.get("figures") or []):
        where = f"{path}: figures[{k}]"
        missing = [name for name in REQUIRED if name not in f]
        if missing:
            raise DataError(f"missing field(s) {', '.join(missing)}", where=where)
        if f["source"] not in sources:
            raise DataError(f"unknown source {f['source']!r} (known: {', '.join(sources)})", where=f"{where}.source")
        if isinstance(f["value"], bool) or not isinstance(f["value"], (int, float)):
            raise DataError(f"value must be a number, got {f['value']!r}", where=f"{where}.value")
        out.append(PaperFigure(
            benchmark=f["benchmark"], model=f["model"], setting=f["setting"], split=f["split"], metric=f["metric"],
            value=float(f["value"]), source=f["source"], source_text=sources[f["source"]],
            table=None if f.get("table") is None else str(f["table"]), page=f.get("page"), unit=f.get("unit"),
            count=tuple(f["count"]) if f.get("count") else None, bound=f.get("bound"), note=f.get("note", "")))
    return tuple(out)


def paper_figures(benchmark: str, metric: Optional[str] = None) -> list[PaperFigure]:
    return [f for f in load_reference_figures() if f.benchmark == benchmark and (metric is None or f.metric == metric)]


def paper_rows(benchmark: str) -> dict[str, dict[tuple[str, str], PaperFigure]]:
    """'paper: <model> (<setting>)' -> {(split, metric): figure}, in file order."""
    rows: dict[str, dict[tuple[str, str], PaperFigure]] = {}
    for f in paper_figures(benchmark):
        label = f"{f.label} ({f.setting})"
        rows.setdefault(label, {})[(f.split, f.metric)] = f
    return rows


def story_reference(benchmark: str):
    """A story benchmark's paper row (probes.benchmarks.stories.PaperReference): (accuracy, consistency,
    verifiability) per partition in the pair unit, and a note naming the source; None without figures."""
    from probes.benchmarks.stories import PaperReference

    rows = paper_rows(benchmark)
    if not rows:
        return None
    label, cells = next(iter(rows.items()))
    metrics = ("accuracy", "consistency", "verifiability")
    splits = sorted({split for split, _ in cells})
    figures = {split: tuple(cells[(split, m)].value for m in metrics) for split in splits
               if all((split, m) in cells for m in metrics)}
    sources = sorted({f.where for f in cells.values()})
    counts = "; ".join(f"{split} {cells[(split, 'accuracy')].count[1]} pairs" for split in splits
                       if cells[(split, "accuracy")].count)
    notes = [f"{split}: {cells[(split, 'accuracy')].note}" for split in splits if cells[(split, "accuracy")].note]
    note = (f"Rows marked \"paper:\" are the published figures, per pair ({counts}), from "
            + "; ".join(sources) + "." + ("" if not notes else " " + "; ".join(notes) + "."))
    return PaperReference(label, figures, note)
