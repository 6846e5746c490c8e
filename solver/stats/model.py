"""What a stats command produces: tables, notes and plot specifications, rendered as text, JSON or files."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional


@dataclass
class StatsTable:
    """One table; `source` says where its paper column comes from (table and page), when it has one."""

    name: str
    title: str
    header: list[str]
    rows: list[list[Any]]
    note: str = ""
    source: str = ""

    def to_json(self) -> dict:
        return {"name": self.name, "title": self.title, "header": self.header, "rows": self.rows,
                "note": self.note, "source": self.source}


@dataclass
class PlotSpec:
    """A figure to draw: grouped bars (`series`: name -> values over `labels`) or a heatmap (`matrix`)."""

    name: str
    title: str
    kind: str  # "bars" | "heatmap"
    labels: list[str]
    series: dict[str, list[float]] = field(default_factory=dict)
    matrix: Optional[list[list[float]]] = None
    ylabel: str = ""
    horizontal: bool = False


@dataclass
class StatsReport:
    benchmark: str
    data: str
    tables: list[StatsTable]
    plots: list[PlotSpec] = field(default_factory=list)
    figures: dict[str, Any] = field(default_factory=dict)  # the headline numbers, for --json and tests
    notes: list[str] = field(default_factory=list)

    def table(self, name: str) -> StatsTable:
        return next(t for t in self.tables if t.name == name)

    def to_json(self) -> dict:
        return {"benchmark": self.benchmark, "data": self.data, "figures": self.figures,
                "tables": [t.to_json() for t in self.tables], "notes": self.notes,
                "plots": [p.name for p in self.plots]}


def _cell(value: Any) -> str:
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:.2f}" if abs(value) < 1 else f"{value:.1f}"
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return str(value)


def render_text(report: StatsReport, markdown: bool = False) -> str:
    """The tables as aligned text (terminal) or Markdown (--out)."""
    out: list[str] = [f"# {report.benchmark} dataset statistics ({report.data})" if markdown
                      else f"{report.benchmark} dataset statistics ({report.data})", ""]
    for t in report.tables:
        cells = [[_cell(c) for c in row] for row in t.rows]
        out.append(f"## {t.title}" if markdown else t.title)
        if markdown:
            out.append("| " + " | ".join(t.header) + " |")
            out.append("|" + "---|" * len(t.header))
            out += ["| " + " | ".join(r) + " |" for r in cells]
        else:
            widths = [max(len(h), *(len(r[k]) for r in cells)) if cells else len(h) for k, h in enumerate(t.header)]
            out.append("  ".join(h.ljust(w) if k == 0 else h.rjust(w) for k, (h, w) in enumerate(zip(t.header, widths))))
            out += ["  ".join(c.ljust(w) if k == 0 else c.rjust(w) for k, (c, w) in enumerate(zip(r, widths)))
                    for r in cells]
        if t.source:
            out.append(f"paper figures: {t.source}")
        if t.note:
            out.append(f"note: {t.note}")
        out.append("")
    for n in report.notes:
        out.append(f"note: {n}")
    return "\n".join(out).rstrip() + "\n"
