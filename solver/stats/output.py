"""Writing a stats report to disk: JSON, Markdown and its plots, kept apart from the report model
so that the model never imports the plotting code that reads it."""
from __future__ import annotations

import json
from pathlib import Path

from solver.stats.model import StatsReport, render_text
from solver.stats.plots import draw


def write_out(report: StatsReport, out: Path) -> list[Path]:
    """stats.json, stats.md and one PNG per plot under `out`; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    files = [out / f"{report.benchmark}_stats.json", out / f"{report.benchmark}_stats.md"]
    files[0].write_text(json.dumps(report.to_json(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    md = render_text(report, markdown=True)
    for p in report.plots:
        path = draw(p, out / f"{report.benchmark}_{p.name}.png")
        files.append(path)
        md += f"\n![{p.title}]({path.name})\n"
    files[1].write_text(md, encoding="utf-8")
    return files
