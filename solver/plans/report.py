"""physkb's figures on EAI's VirtualHome tasks beside the 18 published models, with n and 95% intervals.

The published rows are read at run time from the release's papers folder
(eai_virtualhome_transition_modeling.csv, eai_virtualhome_action_sequencing.csv); physkb's rows come
from the JSON that `physkb plans transition-modeling --out` and `physkb plans agent --out` write.
Intervals are Wilson score intervals (scipy's binomtest), so 100% on n tasks still shows its doubt.
"""
from __future__ import annotations

import csv
import io
import os
from pathlib import Path
from typing import Any, Iterable, Optional

from solver.errors import DataError

TM_FILE = "eai_virtualhome_transition_modeling.csv"
AS_FILE = "eai_virtualhome_action_sequencing.csv"
TM_CATEGORIES = (("object_states", "planner_sr_object_states"), ("object_orientation", "planner_sr_object_orientation"),
                 ("object_affordance", "planner_sr_object_affordance"),
                 ("spatial_relations", "planner_sr_spatial_relations"),
                 ("non-spatial_relations", "planner_sr_non_spatial_relations"))


def papers_dir(data: Optional[Path] = None) -> Path:
    """--data/papers, else $PHYSKB_DATA/papers, else ../shared/data/papers beside the project."""
    project = Path(__file__).resolve().parents[2]
    for base in (data, os.environ.get("PHYSKB_DATA") or None, project.parent / "shared" / "data"):
        if base is None:
            continue
        for candidate in (Path(base) / "papers", Path(base).parent / "papers", Path(base)):
            if (candidate / TM_FILE).is_file():
                return candidate
    raise DataError(f"{TM_FILE} not found: pass --data with the release folder (it holds papers/)")


def paper_rows(name: str, data: Optional[Path] = None) -> list[dict[str, str]]:
    """A papers CSV's rows (its leading '#' source lines skipped)."""
    path = papers_dir(data) / name
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    return list(csv.DictReader(io.StringIO("\n".join(lines))))


def wilson(successes: int, n: int) -> Optional[tuple[float, float]]:
    """95% Wilson score interval of successes/n, in percent; None without items."""
    if n <= 0:
        return None
    from scipy.stats import binomtest

    ci = binomtest(int(successes), int(n)).proportion_ci(confidence_level=0.95, method="wilson")
    return 100 * ci.low, 100 * ci.high


def _cell(successes: int, n: int) -> str:
    if n <= 0:
        return "n/a"
    low, high = wilson(successes, n)
    return f"{100 * successes / n:5.1f} [{low:4.1f}-{high:5.1f}] n={n}"


def _table(header: list[str], rows: Iterable[list[str]]) -> str:
    rows = [header] + [list(r) for r in rows]
    widths = [max(len(str(r[i])) for r in rows) for i in range(len(header))]
    return "\n".join("  ".join(str(c).ljust(w) for c, w in zip(r, widths)) for r in rows)


def transition_table(result: Any, data: Optional[Path] = None) -> str:
    """Planner success per category: physkb (with n and interval) and the paper's 18 models."""
    measured = result.as_dict() if hasattr(result, "as_dict") else result
    cats = measured["categories"]
    header = ["model"] + [c for c, _ in TM_CATEGORIES] + ["overall"]
    ours = ["physkb"] + [_cell(cats[c]["solved"], cats[c]["tasks"]) for c, _ in TM_CATEGORIES]
    ours.append(_cell(cats["overall"]["solved"], cats["overall"]["tasks"]))
    rows = [ours]
    try:
        for row in sorted(paper_rows(TM_FILE, data), key=lambda r: -float(r["overall_planner_sr"])):
            rows.append([row["model"]] + [row[col] for _, col in TM_CATEGORIES] + [row["overall_planner_sr"]])
    except DataError as err:
        rows.append([f"(published rows unavailable: {err})"] + [""] * (len(header) - 1))
    return "Transition modeling, planner success rate (%): physkb's operators vs the models' (EAI, VirtualHome)\n" \
        + _table(header, rows)


AS_COLUMNS = (("task_success_rate", "task success"), ("execution_success_rate", "execution success"),
              ("runtime_wrong_order", "wrong order"), ("runtime_missing_step", "missing step"),
              ("runtime_affordance", "affordance"), ("runtime_additional_step", "additional step"))


def sequencing_table(measured: dict, data: Optional[Path] = None) -> str:
    """Action sequencing: physkb's agent (counts with n and intervals) and the paper's 18 rows."""
    n = measured["programs"]
    counts = measured["counts"]
    header = ["model"] + [label for _, label in AS_COLUMNS]
    rows = [["physkb"] + [_cell(counts[key], n) for key, _ in AS_COLUMNS]]
    try:
        for row in sorted(paper_rows(AS_FILE, data), key=lambda r: -float(r["task_success_rate"])):
            rows.append([row["model"]] + [row[key] for key, _ in AS_COLUMNS])
    except DataError as err:
        rows.append([f"(published rows unavailable: {err})"] + [""] * (len(header) - 1))
    return "Action sequencing on EAI's VirtualHome goals (%): physkb planning with clingo vs the models\n" \
        + _table(header, rows)
