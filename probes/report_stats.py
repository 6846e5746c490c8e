"""The dataset tables of `physkb stats` as report blocks: what the data is, beside how models did on it."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from solver.benchmarks import RELEASES
from solver.paths import resolve_data_dir
from probes.report_doc import Beside, Heading, Image, Paragraph, Table
from solver.stats.model import _cell
from solver.stats.plots import draw


def stats_blocks(benchmark: str, data: Optional[str | Path], out: Path) -> list:
    """Heading, tables (each beside its plot where it has one) and notes; [] without release data."""

    if benchmark not in RELEASES:
        return []
    folder = resolve_data_dir(data, benchmark) if data is not None else None
    if folder is None or not folder.is_dir():
        return []

    report = RELEASES[benchmark].stats(folder)
    plots = {p.name: p for p in report.plots}
    blocks: list = [Heading(f"The {benchmark.upper()} data (`physkb stats {benchmark}`)", 3)]
    for t in report.tables:
        if t.name in RELEASES[benchmark].report_skip:
            continue
        caption = t.title + (f"; paper figures: {t.source}" if t.source else "")
        table = Table(list(t.header), [[_cell(c) for c in row] for row in t.rows], caption)
        spec = plots.get(t.name)
        if spec is not None:
            path = draw(spec, out / "plots" / f"{benchmark}_stats_{spec.name}.png")
            blocks.append(Beside(table, Image(f"plots/{path.name}", spec.title)))
        else:
            blocks.append(table)
        if t.note:
            blocks.append(Paragraph(f"Note: {t.note}."))
    for name, spec in plots.items():
        if not any(t.name == name for t in report.tables):
            path = draw(spec, out / "plots" / f"{benchmark}_stats_{spec.name}.png")
            blocks.append(Image(f"plots/{path.name}", spec.title))
    return blocks
