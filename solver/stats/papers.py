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

def _coat_variations(task_type: int) -> Callable[[dict], Any]:
    """Our question generator's variations of a task (solver.coat.questions.variations), the paper's layout."""
    def count(_: dict) -> int:
        # lazy: only COAT's counts need the question generator; the other benchmarks' stats start without it
        from solver.coat.questions.variations import select_variations

        return sum(1 for v in select_variations() if v.task_type == task_type)

    return count


# Our figure for a paper quantity (the CSV's `setting`), where our stats count the same thing.
OURS: dict[str, dict[str, Callable[[dict], Any]]] = {
    "coat": {f"Task-{t} / variations": _coat_variations(t) for t in (0, 1, 2)},
    "grafford": {
        "sentence-object pairs annotated": lambda f: f.get("rows"),
        "affordance classes": lambda f: len(f.get("positives") or {}) or None,
        "objects in most frequent class (Lift)": lambda f: (f.get("positives") or {}).get("Lift"),
        "objects in least frequent class (WriteWith)": lambda f: (f.get("positives") or {}).get("WriteWith"),
    },
    "gita": {
        "plausible stories": lambda f: (f.get("stories_by_key") or {}).get("plausible"),
        "implausible stories (order)": lambda f: (f.get("stories_by_key") or {}).get("order"),
        "implausible stories (cloze)": lambda f: (f.get("stories_by_key") or {}).get("cloze"),
    },
}


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

    from solver.csvfiles import csv_dicts

    _, rows = csv_dicts(path, "paper figures file")  # an unclosed quote or a NUL byte names its line
    return [r for _, r in rows if r.get("metric") == "count" and r.get("value")]


def add_paper_table(report: StatsReport, data_folder: Path, benchmark: str) -> StatsReport:
    """Append "paper: dataset figures" (the paper's counts, ours beside them where comparable) to a stats report."""
    rows = paper_counts(data_folder, benchmark)
    if not rows:
        return report
    ours = OURS.get(benchmark, {})
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
