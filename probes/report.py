"""`physkb report`: runs of any benchmarks, one section per benchmark, as Markdown, HTML and JSON.

Knows no benchmark by name: runs are grouped by run.json's "benchmark", each group is laid out
by its benchmark's own `report_section` (tables in its paper's layout, baselines, plots,
explained errors), in registry order.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Optional
from solver.atomic import write_text
from solver.errors import PhyskbError
from probes import benchmarks
from probes.reference_figures import use_data_folder
from probes.report_doc import Document, Heading, Paragraph, Table, to_html, to_markdown
from probes.report_plans import TITLE as PLANS_TITLE, is_plans_folder, plans_section
from probes.report_seeds import merge_seed_blocks
from probes.report_stats import stats_blocks
from probes.report_summary import SUMMARY_HEADER, Score, merge_seeds, verdict


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

    if data is not None:  # else the papers/ folder of $PHYSKB_DATA or ../shared/data
        use_data_folder(data)
    out = Path(out)
    groups: dict[str, list[Path]] = {}
    plans_folders = [Path(r) for r in runs if is_plans_folder(r)]  # physkb's own EAI figures, not probe runs
    for r in runs:  # every run folder read before anything is written
        if Path(r) not in plans_folders:
            groups.setdefault(benchmarks.run_benchmark(r), []).append(Path(r))
    (out / "plots").mkdir(parents=True, exist_ok=True)
    order = [n for n in benchmarks.names() if n in groups] + sorted(set(groups) - set(benchmarks.names()))
    doc = Document("physkb probe report: " + ", ".join(order + (["plans"] if plans_folders else [])))
    summary_at = len(doc.blocks)
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
        doc.add(*merge_seed_blocks(section.blocks))  # per-seed rows -> one "mean ± std" row per seed group
        try:
            doc.add(*stats_blocks(name, data, out))
        except PhyskbError as err:
            notes.append(f"{name}: dataset tables not written: {err}")
        plots += section.plots
        notes += [f"{name}: {n}" for n in section.notes]
        figures[name] = section.figures
    if plans_folders:
        doc.add(Heading(PLANS_TITLE, 2))
        try:
            blocks, plans_figures, plans_notes = plans_section(plans_folders, data)
            doc.add(*blocks)
            figures["plans"] = plans_figures
            notes += [f"plans: {n}" for n in plans_notes]
        except PhyskbError as err:
            notes.append(f"plans: section not written: {err}")
            doc.add(Paragraph(f"Section not written: {err}"))
    verdicts = summary_verdicts({k: v for k, v in figures.items() if k != "plans"})
    top = [Heading("Summary", 2)]
    if verdicts:
        top.append(Table(SUMMARY_HEADER, [v.row() for v in verdicts],
                         caption="Each model against the best baseline and the solver, in each paper's unit"))
    else:
        top.append(Paragraph("No section gave a headline figure."))
    top.append(Paragraph("One section per benchmark follows; in each, rows are models (runs), baselines, the solver "
                         "and the papers' published figures (rows marked \"paper:\"); columns are the paper's metrics. "
                         "Gold answers come from the solver or the release annotations named in each section."))
    doc.blocks[summary_at:summary_at] = top
    summary = [{"benchmark": v.benchmark, "model": v.model.label, "metric": v.metric,
                           "value": v.model.value, "best_baseline": v.best_baseline.label if v.best_baseline else None,
                           "best_baseline_value": v.best_baseline.value if v.best_baseline else None,
                           "solver": v.solver.value if v.solver else None, "beats_baselines": v.beats_baselines,
                           "n": v.model.n, "solver_is_gold": v.solver_is_gold,
                           "margin": v.margin, "verdict": v.text} for v in verdicts]
    md_path, html_path = out / "report.md", out / "report.html"
    write_text(md_path, to_markdown(doc))
    write_text(html_path, to_html(doc))
    write_text(out / "report.json", json.dumps({"summary": summary, "benchmarks": figures, "notes": notes},
                                               indent=2, default=str) + "\n")
    return ReportResult(markdown=md_path, html=html_path, plots=plots, notes=notes, figures=figures)


def summary_verdicts(figures: dict) -> list:
    """One verdict per (benchmark, model): runs that differ only by their demonstration seed are averaged
    (mean ± std over the seeds, probes.report_summary.merge_seeds)."""
    out = []
    for name, fig in figures.items():
        for h in merge_seeds((fig or {}).get("headline") or []):
            baselines = [Score(k, v) for k, v in (h.get("baselines") or {}).items()]
            solver = Score("solver", h["solver"]) if h.get("solver") is not None else None
            model = Score(h["model"], h.get("value"), h.get("n"), h.get("unit", "items"), h.get("std"))
            found = verdict(name, h["metric"], model, baselines, solver, solver_is_gold=bool(h.get("solver_is_gold")))
            shown = [b for b in baselines if b.label in (h.get("shown_baselines") or ()) and b.value is not None]
            if shown:  # baselines a reader must see beside every score of this benchmark (COAT: option lengths)
                found = replace(found, text=found.text + "; " + ", ".join(f"{b.label} {b.value:.1f}" for b in shown))
            out.append(found)
    return out
