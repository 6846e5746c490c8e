"""The papers' published figures, read at run time from the release's papers/ folder, as rows a table can show.

The release carries the four papers' results tables typed into CSV (../shared/data/papers/*.csv, one row
per value, with its table, model, setting, metric, unit and a note where the source text was damaged).
Every report table and `physkb stats` table whose setting matches shows them as "paper: <model> (Table N)"
rows, so a reader compares our runs with the papers without leaving the page. Nothing is copied into this
package: the folder is found through --data, $PHYSKB_DATA or ../shared/data beside the project, and a
report without it says the paper rows are left out.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Optional
from solver.errors import DataError

from solver.paths import PROJECT_ROOT
from probes.benchmarks.stories import PaperReference

COLUMNS = ("table", "what", "model", "setting", "metric", "value", "unit", "ocr_note")
BENCHMARK_FILES = {"coat": "coat.csv", "grafford": "grafford.csv", "gita": "gita.csv", "cccons": "cccons.csv"}
RECONSTRUCTED_MARK = "*"
RECONSTRUCTED_NOTE = ("* rebuilt from damaged text of the paper (its ocr_note in the release's papers/ CSV "
                      "gives the raw token and the reason)")

_data_folder: Optional[Path] = None


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
            if (candidate / "coat.csv").is_file():
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
        text = f"{100 * self.value:.1f}"
        if self.bound:
            text = self.bound + text
        if self.pm is not None:
            text += f" ± {100 * self.pm:.1f}"
        return text + (RECONSTRUCTED_MARK if self.reconstructed else "")

    @property
    def cell(self) -> str:
        """The value as printed: '>55' for a bound, '0.44 ± 0.05' with its spread, '74.2*' when rebuilt."""
        text = f"{self.value:g}"
        if self.bound:
            text = self.bound + text
        if self.pm is not None:
            text += f" ± {self.pm:g}"
        return text + (RECONSTRUCTED_MARK if self.reconstructed else "")


def _read_rows(path: Path) -> list[dict[str, str]]:
    from solver.csvfiles import csv_dicts

    _, rows = csv_dicts(path, "papers' figures file", required=tuple(COLUMNS))  # bad quotes, NULs: the line named
    return [row for _, row in rows]


def _coat_split(setting: str) -> Optional[str]:
    m = re.match(r"Task-(\d)\s+v(\d+)", setting)
    return f"task{m.group(1)}_v{int(m.group(2)):02d}" if m else None


_CCCONS_SPLITS = (("ordinary", "normal_full"), ("CCommon (adversarial) / context", "adversarial_full"),
                  ("easy", "adversarial_easy"))


def _split(benchmark: str, row: dict[str, str]) -> Optional[str]:
    """Where a paper row sits in our tables; None for rows no table of ours has a place for."""
    setting = row["setting"]
    if benchmark == "coat":
        return _coat_split(setting)
    if benchmark == "gita":
        return setting if setting in ("cloze", "order") else None
    if benchmark == "cccons":
        return next((split for key, split in _CCCONS_SPLITS if key in setting), None)
    if benchmark == "grafford":  # text-only settings; vision ensembles and image-given runs are another task
        return None if any(w in setting for w in ("ensemble", "image", "multimodal")) else "all"
    return None


@lru_cache(maxsize=4)
def load_papers(folder: Optional[Path] = None) -> tuple[PaperFigure, ...]:
    """Every figure with a number and a place in our tables, from the four CSVs; () when the folder is absent."""
    folder = papers_dir() if folder is None else folder
    out: list[PaperFigure] = []
    for benchmark, name in BENCHMARK_FILES.items():
        path = folder / name
        if not path.is_file():
            continue
        rows = _read_rows(path)
        stats = {r["setting"]: r["value"] for r in rows if r["metric"] == "count" and r["value"]}
        spreads = {(r["table"], r["model"], r["setting"]): r["value"] for r in rows if r["metric"] == "accuracy_pm"}
        for k, r in enumerate(rows, start=2):
            if r["metric"] in ("count", "accuracy_pm", "krippendorff_alpha") or not r["value"] or not r["model"]:
                continue
            split = _split(benchmark, r)
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
            if benchmark == "gita":
                n_text = stats.get(f"implausible stories ({split})")
                n = int(n_text) if n_text else None
            out.append(PaperFigure(benchmark=benchmark, model=r["model"], setting=r["setting"], split=split,
                                   metric=metric, value=value, table=r["table"], unit=r["unit"], note=r["ocr_note"],
                                   bound=bound, pm=None if pm is None else float(pm), n=n))
    return tuple(out)


def papers_missing_note() -> Optional[str]:
    """A sentence for a report whose paper rows could not be shown, else None."""
    if load_papers():
        return None
    return (f"The papers' figures are left out: no papers/ folder with coat.csv was found at {papers_dir()} "
            "(pass --data with the release folder or set PHYSKB_DATA).")


def paper_figures(benchmark: str, metric: Optional[str] = None) -> list[PaperFigure]:
    return [f for f in load_papers() if f.benchmark == benchmark and (metric is None or f.metric == metric)]


def paper_rows(benchmark: str) -> dict[str, dict[tuple[str, str], PaperFigure]]:
    """'paper: <model> (<table>)' -> {(split, metric): figure}, in file order; a row keeps one table's figures."""
    rows: dict[str, dict[tuple[str, str], PaperFigure]] = {}
    for f in paper_figures(benchmark):
        label = f.label if benchmark != "grafford" else f"paper: {f.model}, {f.setting} ({f.table})"
        rows.setdefault(label, {})[(f.split, f.metric)] = f
    return rows


def source_note(benchmark: str) -> str:
    """The sentence under a table with paper rows: where they come from and what the mark means."""
    figures = paper_figures(benchmark)
    tables = sorted({f.table for f in figures})
    note = (f"Rows marked \"paper:\" are the published figures ({', '.join(tables)}), read from the release's "
            f"papers/{BENCHMARK_FILES[benchmark]}; the papers ran other models on their own samples.")
    if any(f.reconstructed for f in figures):
        note += " " + RECONSTRUCTED_NOTE + "."
    return note


def story_reference(benchmark: str):
    """A story benchmark's paper row (probes.benchmarks.stories.PaperReference): (accuracy, consistency,
    verifiability) per partition in the pair unit, and a note naming the table; None without figures."""
    rows = paper_rows(benchmark)
    if not rows:
        return None
    label, cells = next(iter(rows.items()))
    metrics = ("accuracy", "consistency", "verifiability")
    splits = sorted({split for split, _ in cells})
    figures = {split: tuple(cells[(split, m)].value for m in metrics) for split in splits
               if all((split, m) in cells for m in metrics)}
    counts = "; ".join(f"{split} {cells[(split, 'accuracy')].n} pairs" for split in splits
                       if cells[(split, "accuracy")].n)
    tables = sorted({f.table for f in cells.values()})
    note = (f"Rows marked \"paper:\" are the published figures, per pair ({counts}), from {', '.join(tables)} "
            f"(the release's papers/{BENCHMARK_FILES[benchmark]}).")
    return PaperReference(label, figures, note)
