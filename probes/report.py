"""`physkb report`: runs of any benchmarks, one section per benchmark, as Markdown, HTML and JSON.

Knows no benchmark by name: runs are grouped by run.json's "benchmark", each group is laid out
by its benchmark's own `report_section` (tables in its paper's layout, baselines, plots,
explained errors), in registry order.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional


@dataclass
class ReportResult:
    """Where the report went and what it holds (`figures`: each benchmark section's JSON figures)."""

    markdown: Path
    html: Path
    plots: list[Path]
    notes: list[str]
    figures: dict[str, Any] = field(default_factory=dict)


def build_report(runs: list[str | Path], out: str | Path, data: str | Path | None = None,
                 profile: Optional[str] = None, max_examples: int = 4, progress: bool = True) -> ReportResult:
    """Group runs by benchmark and write report.md/.html/.json with a section each (registry order).

    A section that fails (e.g. its solver needs --data) becomes a note, not a lost report."""
    from probes import benchmarks
    from probes.benchmarks.base import run_benchmark_name
    from probes.report_doc import Document, Heading, Paragraph, to_html, to_markdown
    from solver.errors import PhyskbError

    out = Path(out)
    (out / "plots").mkdir(parents=True, exist_ok=True)
    groups: dict[str, list[Path]] = {}
    for r in runs:
        groups.setdefault(run_benchmark_name(r), []).append(Path(r))
    order = [n for n in benchmarks.names() if n in groups] + sorted(set(groups) - set(benchmarks.names()))
    doc = Document("physkb probe report: " + ", ".join(order))
    doc.add(Paragraph("One section per benchmark; in each, rows are models (runs) and columns the paper's metrics. "
                      "Gold answers come from the solver or the release annotations named in each section."))
    notes: list[str] = []
    plots: list[Path] = []
    figures: dict = {}
    for name in order:
        bench = benchmarks.get(name)
        doc.add(Heading(bench.title, 2))
        try:
            section = bench.report_section(groups[name], out, data=data, max_examples=max_examples,
                                           profile=profile, progress=progress)
        except PhyskbError as err:
            notes.append(f"{name}: section not written: {err}")
            doc.add(Paragraph(f"Section not written: {err}"))
            continue
        doc.add(*section.blocks)
        plots += section.plots
        notes += [f"{name}: {n}" for n in section.notes]
        figures[name] = section.figures
    md_path, html_path = out / "report.md", out / "report.html"
    md_path.write_text(to_markdown(doc), encoding="utf-8")
    html_path.write_text(to_html(doc), encoding="utf-8")
    (out / "report.json").write_text(json.dumps({"benchmarks": figures, "notes": notes}, indent=2, default=str) + "\n",
                                     encoding="utf-8")
    return ReportResult(markdown=md_path, html=html_path, plots=plots, notes=notes, figures=figures)
