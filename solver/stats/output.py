"""Writing a stats report to disk: JSON, Markdown and its plots, kept apart from the report model
so that the model never imports the plotting code that reads it."""
from __future__ import annotations

import json
from pathlib import Path

from solver.stats.model import StatsReport, render_text
from solver.stats.plots import draw
from solver.atomic import os_failure, write_text


def write_out(report: StatsReport, out: Path) -> list[Path]:
    """stats.json, stats.md and one PNG per plot under `out`; returns the files written."""
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise os_failure(err, out) from None
    files = [out / f"{report.benchmark}_stats.json", out / f"{report.benchmark}_stats.md"]
    write_text(files[0], json.dumps(report.to_json(), indent=2, ensure_ascii=False) + "\n")
    md = render_text(report, markdown=True)
    for p in report.plots:
        path = draw(p, out / f"{report.benchmark}_{p.name}.png")
        files.append(path)
        md += f"\n![{p.title}]({path.name})\n"
    write_text(files[1], md)
    return files
