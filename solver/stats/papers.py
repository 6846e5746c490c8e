"""The papers' own dataset figures (the release's papers/<benchmark>.csv), as a table beside our counts.

`physkb stats` counts the release; the papers state what they counted (COAT Table 2, GRAFFORD Table 1,
GITA Table 3, CConS's text). The release's papers/ folder carries those figures typed in; this reads its
count rows at run time (nothing is copied into the project) and puts ours beside them where we count the
same quantity, so a reader sees whether the release is the data the paper describes.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Optional

from solver.errors import DataError
from solver.stats.model import StatsReport, StatsTable
from solver.csvfiles import csv_dicts

def papers_folder(data_folder: Path) -> Optional[Path]:
    """papers/ beside a benchmark folder (../shared/data/gita -> ../shared/data/papers), or inside a root."""
    for candidate in (data_folder.parent / "papers", data_folder / "papers"):
        if candidate.is_dir():
            return candidate
    return None


def paper_counts(data_folder: Path, benchmark: str) -> list[dict[str, str]]:
    """The count rows of papers/<benchmark>.csv: [{table, setting, value, ocr_note}], [] without the file."""
    folder = papers_folder(Path(data_folder))
    path = None if folder is None else folder / f"{benchmark}.csv"
    if path is None or not path.is_file():
        return []

    _, rows = csv_dicts(path, "paper figures file")  # an unclosed quote or a NUL byte names its line
    return [r for _, r in rows if r.get("metric") == "count" and r.get("value")]


def add_paper_table(report: StatsReport, data_folder: Path, benchmark: str,
                    ours: dict[str, Callable[[dict], Any]]) -> StatsReport:
    """Append "paper: dataset figures" (the paper's counts, ours beside them where comparable: `ours` maps a
    paper quantity to our figure, from the benchmark's solver.releases.ReleaseApi) to a stats report."""
    rows = paper_counts(data_folder, benchmark)
    if not rows:
        return report
    body = []
    for r in rows:
        mine = ours.get(r["setting"])
        number = float(r["value"])
        value = f"{int(number):,}" if number.is_integer() else r["value"]
        value += "*" if (r.get("ocr_note") or "").startswith("reconstructed") else ""
        found = None if mine is None else mine(report.figures)
        body.append([f"paper: {r['setting']}", r["table"], value, "–" if found is None else f"{found:,}"])
    tables = sorted({r["table"] for r in rows})
    note = (f"read from the release's papers/{benchmark}.csv; 'ours' only where our counts measure the same "
            "quantity")
    if any(v[2].endswith("*") for v in body):
        note += "; * rebuilt from damaged text of the paper (the CSV's ocr_note says how)"
    report.tables.append(StatsTable("paper", f"The paper's dataset figures ({', '.join(tables)}) beside ours",
                                    ["figure", "where", "paper", "ours"], body, note=note,
                                    source=f"papers/{benchmark}.csv"))
    report.figures["paper_counts"] = {r["setting"]: r["value"] for r in rows}
    return report
