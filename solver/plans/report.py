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
    # deferred: scipy comes with the optional plans extra
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


def _measured(result: Any) -> dict:
    return result.as_dict() if hasattr(result, "as_dict") else result


def transition_rows(results: list[tuple[str, Any]], data: Optional[Path] = None) -> tuple[list[str], list[list[str]]]:
    """Planner success per category: each labelled physkb result (with n and interval), then the paper's
    18 models, best first."""
    header = ["model"] + [c for c, _ in TM_CATEGORIES] + ["overall"]
    rows = []
    for label, result in results:
        cats = _measured(result)["categories"]
        rows.append([label] + [_cell(cats[c]["solved"], cats[c]["tasks"]) for c, _ in TM_CATEGORIES]
                    + [_cell(cats["overall"]["solved"], cats["overall"]["tasks"])])
    try:
        for row in sorted(paper_rows(TM_FILE, data), key=lambda r: -float(r["overall_planner_sr"])):
            rows.append([row["model"]] + [row[col] for _, col in TM_CATEGORIES] + [row["overall_planner_sr"]])
    except DataError as err:
        rows.append([f"(published rows unavailable: {err})"] + [""] * (len(header) - 1))
    return header, rows


TM_TITLE = "Transition modeling, planner success rate (%): physkb's operators vs the models' (EAI, VirtualHome)"
AS_TITLE = "Action sequencing on EAI's VirtualHome goals (%): physkb planning with clingo vs the models"


def transition_table(result: Any, data: Optional[Path] = None) -> str:
    """Planner success per category: physkb (with n and interval) and the paper's 18 models."""
    return TM_TITLE + "\n" + _table(*transition_rows([("physkb", result)], data))


AS_COLUMNS = (("task_success_rate", "task success"), ("execution_success_rate", "execution success"),
              ("runtime_wrong_order", "wrong order"), ("runtime_missing_step", "missing step"),
              ("runtime_affordance", "affordance"), ("runtime_additional_step", "additional step"))


def sequencing_rows(results: list[tuple[str, dict]], data: Optional[Path] = None) -> tuple[list[str], list[list[str]]]:
    """Action sequencing: each labelled physkb agent result (counts with n and intervals), then the
    paper's 18 rows, best first."""
    header = ["model"] + [label for _, label in AS_COLUMNS]
    rows = [[label] + [_cell(measured["counts"][key], measured["programs"]) for key, _ in AS_COLUMNS]
            for label, measured in results]
    try:
        for row in sorted(paper_rows(AS_FILE, data), key=lambda r: -float(r["task_success_rate"])):
            rows.append([row["model"]] + [row[key] for key, _ in AS_COLUMNS])
    except DataError as err:
        rows.append([f"(published rows unavailable: {err})"] + [""] * (len(header) - 1))
    return header, rows


def sequencing_table(measured: dict, data: Optional[Path] = None) -> str:
    """Action sequencing: physkb's agent (counts with n and intervals) and the paper's 18 rows."""
    return AS_TITLE + "\n" + _table(*sequencing_rows([("physkb", measured)], data))


def proportion(successes: int, n: int) -> dict:
    """A count as the report's JSON figures give it: successes, n, percent and the 95% Wilson interval."""
    interval = wilson(successes, n)
    return {"successes": successes, "n": n, "percent": round(100 * successes / n, 2) if n else None,
            "wilson95": [round(x, 2) for x in interval] if interval else None}


def figures(transition: Any = None, sequencing: Optional[dict] = None) -> dict:
    """JSON figures of one results folder (for report.json)."""
    out: dict[str, Any] = {}
    if transition is not None:
        cats = _measured(transition)["categories"]
        out["transition_modeling"] = {c: proportion(cats[c]["solved"], cats[c]["tasks"])
                                      for c in [c for c, _ in TM_CATEGORIES] + ["overall"]}
    if sequencing is not None:
        out["action_sequencing"] = {key: proportion(sequencing["counts"][key], sequencing["programs"])
                                    for key, _ in AS_COLUMNS}
    return out
