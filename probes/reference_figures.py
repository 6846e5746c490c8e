"""The papers' published figures, read at run time from the release's papers/ folder, as rows a table can show.

The release carries the four papers' results tables typed into CSV (../shared/data/papers/*.csv, one row
per value, with its table, model, setting, metric, unit and a note where the source text was damaged).
Every report table and `physkb stats` table whose setting matches shows them as "paper: <model> (Table N)"
rows, so a reader compares our runs with the papers without leaving the page. Nothing is copied into this
package: the folder is found through --data, $PHYSKB_DATA or ../shared/data beside the project, and a
report without it says the paper rows are left out.

Nothing here names a benchmark: each benchmark folder states its `PaperSource` (its CSV and where a
paper's setting sits in its tables, e.g. probes/benchmarks/coat/papers.py) and passes it in.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Optional
from solver.errors import DataError

from solver.paths import PROJECT_ROOT

COLUMNS = ("table", "what", "model", "setting", "metric", "value", "unit", "ocr_note")
RECONSTRUCTED_MARK = "*"
RECONSTRUCTED_NOTE = ("* rebuilt from damaged text of the paper (its ocr_note in the release's papers/ CSV "
                      "gives the raw token and the reason)")

_data_folder: Optional[Path] = None


@dataclass(frozen=True)
class PaperSource:
    """A benchmark's published figures: its CSV in the release's papers/ folder and where its rows go.

    Declared in the benchmark's folder (probes/benchmarks/<name>/papers.py) and passed to the functions
    below, so this module names no benchmark."""

    benchmark: str
    file: str  # the CSV under papers/
    split: Callable[[str], Optional[str]]  # the paper's setting -> the split of our tables; None: no place
    row_per_setting: bool = False  # one "paper:" row per (model, setting), not per (model, table)
    pairs_count: Optional[str] = None  # the count row giving a split's n, with {split} in it

    def label(self, figure: "PaperFigure") -> str:
        """The row a figure goes into: "paper: <model> (<table>)", or with its setting."""
        return f"paper: {figure.model}, {figure.setting} ({figure.table})" if self.row_per_setting else figure.label


def use_data_folder(data: Optional[str | Path]) -> None:
    """The --data a command was given: the papers/ folder is looked for there first."""
    global _data_folder
    _data_folder = None if data in (None, "") else Path(data).expanduser()
    load_papers.cache_clear()


def papers_dir() -> Path:
    """--data/papers, else $PHYSKB_DATA/papers, else ../shared/data/papers beside the project (it may not exist)."""
    for base in (_data_folder, os.environ.get("PHYSKB_DATA") or None, PROJECT_ROOT.parent / "shared" / "data"):
        if base is None:
            continue
        base = Path(base).expanduser()
        for candidate in (base / "papers", base.parent / "papers", base):
            if candidate.is_dir() and any(candidate.glob("*.csv")):
                return candidate
    return PROJECT_ROOT.parent / "shared" / "data" / "papers"


@dataclass(frozen=True)
class PaperFigure:
    benchmark: str
    model: str
    setting: str  # the paper's condition as the CSV gives it
    split: str  # the part of our tables it belongs to: task1_v03, cloze, all, normal_full, ...
    metric: str
    value: float  # in the CSV's unit: percent (0-100) or fraction (0-1)
    table: str  # "Table 4", or "text (Sec. 1)"
    unit: str
    note: str = ""
    bound: Optional[str] = None  # ">" where the paper gives only a bound
    pm: Optional[float] = None  # the ± printed after an in-context-learning accuracy
    n: Optional[int] = None  # items (pairs) the paper measured it on, where its statistics table says

    @property
    def reconstructed(self) -> bool:
        return self.note.startswith("reconstructed")

    @property
    def label(self) -> str:
        return f"paper: {self.model} ({self.table})"

    @property
    def where(self) -> str:
        return self.table

    @property
    def percent_cell(self) -> str:
        """The value in percent whatever the CSV's unit ('64.0' for a printed 0.64; its ± scaled too), marked
        as `cell` marks it: reports give every score in percent."""
        if self.unit != "fraction":
            return self.cell
        return self._written(lambda x: f"{100 * x:.1f}")

    @property
    def cell(self) -> str:
        """The value as printed: '>55' for a bound, '0.44 ± 0.05' with its spread, '74.2*' when rebuilt."""
        return self._written(lambda x: f"{x:g}")

    def _written(self, number: Callable[[float], str]) -> str:
        """The value and its ± written by `number`, with its bound before and its rebuilt mark after."""
        text = (self.bound or "") + number(self.value)
        if self.pm is not None:
            text += f" ± {number(self.pm)}"
        return text + (RECONSTRUCTED_MARK if self.reconstructed else "")


def _read_rows(path: Path) -> list[dict[str, str]]:
    # lazy: off `physkb --help`'s path, which loads this module (start-up time)
    from solver.csvfiles import csv_dicts

    _, rows = csv_dicts(path, "papers' figures file", required=tuple(COLUMNS))  # bad quotes, NULs: the line named
    return [row for _, row in rows]


@lru_cache(maxsize=16)
def load_papers(source: PaperSource, folder: Optional[Path] = None) -> tuple[PaperFigure, ...]:
    """Every figure of a benchmark's CSV with a number and a place in our tables; () when the file is absent."""
    folder = papers_dir() if folder is None else folder
    out: list[PaperFigure] = []
    benchmark = source.benchmark
    path = folder / source.file
    if path.is_file():
        rows = _read_rows(path)
        stats = {r["setting"]: r["value"] for r in rows if r["metric"] == "count" and r["value"]}
        spreads = {(r["table"], r["model"], r["setting"]): r["value"] for r in rows if r["metric"] == "accuracy_pm"}
        for k, r in enumerate(rows, start=2):
            if r["metric"] in ("count", "accuracy_pm", "krippendorff_alpha") or not r["value"] or not r["model"]:
                continue
            split = source.split(r["setting"])
            if split is None:
                continue
            try:
                value = float(r["value"])
            except ValueError:
                raise DataError(f"value {r['value']!r} is not a number", where=f"{path}: line {k}") from None
            metric, bound = r["metric"], None
            if metric == "accuracy_lower_bound":
                metric, bound = "accuracy", ">"
            pm = spreads.get((r["table"], r["model"], r["setting"]))
            n = None
            if source.pairs_count is not None:
                n_text = stats.get(source.pairs_count.format(split=split))
                n = int(n_text) if n_text else None
            out.append(PaperFigure(benchmark=benchmark, model=r["model"], setting=r["setting"], split=split,
                                   metric=metric, value=value, table=r["table"], unit=r["unit"], note=r["ocr_note"],
                                   bound=bound, pm=None if pm is None else float(pm), n=n))
    return tuple(out)


def papers_missing_note(source: PaperSource) -> Optional[str]:
    """A sentence for a report whose paper rows could not be shown, else None."""
    if load_papers(source):
        return None
    return (f"The papers' figures are left out: no papers/ folder with {source.file} was found at {papers_dir()} "
            "(pass --data with the release folder or set PHYSKB_DATA).")


def paper_figures(source: PaperSource, metric: Optional[str] = None) -> list[PaperFigure]:
    return [f for f in load_papers(source) if metric is None or f.metric == metric]


def paper_rows(source: PaperSource) -> dict[str, dict[tuple[str, str], PaperFigure]]:
    """'paper: <model> (<table>)' -> {(split, metric): figure}, in file order; a row keeps one table's figures."""
    rows: dict[str, dict[tuple[str, str], PaperFigure]] = {}
    for f in paper_figures(source):
        rows.setdefault(source.label(f), {})[(f.split, f.metric)] = f
    return rows


def source_note(source: PaperSource) -> str:
    """The sentence under a table with paper rows: where they come from and what the mark means."""
    figures = paper_figures(source)
    tables = sorted({f.table for f in figures})
    note = (f"Rows marked \"paper:\" are the published figures ({', '.join(tables)}), read from the release's "
            f"papers/{source.file}; the papers ran other models on their own samples.")
    if any(f.reconstructed for f in figures):
        note += " " + RECONSTRUCTED_NOTE + "."
    return note
