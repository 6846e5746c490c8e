"""The plans section of `physkb report`: physkb's own figures on the Embodied Agent Interface's VirtualHome
tasks (issue 29), beside the 18 published models, with n and 95% Wilson intervals.

A plans results folder is not a probe run (no model answers items; physkb itself plans and writes
operators): it is the folder `physkb plans transition-modeling --out DIR/transition_modeling.json` and
`physkb plans agent --out DIR/action_sequencing.json` write into, told apart from run folders by having
no run.json and at least one of those files. The tables are solver.plans.report's, so `physkb plans
report` and this section show the same rows.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

from solver.plans.report import (AS_TITLE, TM_TITLE, figures, sequencing_rows, transition_rows)
from solver.textfiles import read_json

from probes.report_doc import Heading, Paragraph, Table

TITLE = "Household agents' plans (EAI, VirtualHome)"
FILES = ("transition_modeling.json", "action_sequencing.json")


def is_plans_folder(path: str | Path) -> bool:
    """A folder with physkb's EAI results and no run.json."""
    folder = Path(path)
    return folder.is_dir() and not (folder / "run.json").exists() and any((folder / f).is_file() for f in FILES)


def _label(folder: Path, folders: list[Path]) -> str:
    return "physkb" if len(folders) == 1 else f"physkb: {folder.name}"


def plans_section(folders: list[Path], data: Optional[str | Path] = None) -> tuple[list, dict[str, Any], list[str]]:
    """(report blocks, JSON figures per folder, notes) for the given plans results folders."""
    data_path = Path(data) if data is not None else None
    transition, sequencing, out_figures, notes = [], [], {}, []
    for folder in folders:
        found = {name: read_json(folder / name, name) for name in FILES if (folder / name).is_file()}
        tm, seq = found.get("transition_modeling.json"), found.get("action_sequencing.json")
        label = _label(folder, folders)
        if tm is not None:
            transition.append((label, tm))
            if tm.get("complete") is False:
                notes.append(f"{folder}: transition_modeling.json is a partial run")
        if seq is not None:
            sequencing.append((label, seq))
        out_figures[label] = figures(tm, seq)
    blocks: list = [Paragraph("physkb's action knowledge (kb/plans) scored by EAI's own evaluators: its operators "
                              "in transition modeling (EAI's planner and problems), and physkb planning with "
                              "clingo from EAI's goals in action sequencing (EAI's executor and goal checks). "
                              "Cells: percent [95% Wilson interval] n; the published models' rows are the "
                              "paper's percentages.")]
    ours = {_label(folder, folders) for folder in folders}

    def marked(rows: list[list[str]]) -> list[list[str]]:  # the published rows as every section marks them
        return [row if row[0] in ours or row[0].startswith("(") else [f"paper: {row[0]}"] + row[1:] for row in rows]

    if transition:
        header, rows = transition_rows(transition, data_path)
        blocks += [Heading("Transition modeling", 3), Table(header, marked(rows), caption=TM_TITLE)]
    if sequencing:
        header, rows = sequencing_rows(sequencing, data_path)
        blocks += [Heading("Action sequencing", 3), Table(header, marked(rows), caption=AS_TITLE)]
    return blocks, out_figures, notes
