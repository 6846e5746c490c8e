"""`physkb stats coat|gita|trip|cccons|grafford`: the papers' dataset tables for a release folder."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Callable, Optional

import typer

from solver.cli_apps import stats_app

DATA_HELP = "Release data: the shared data folder or the benchmark's folder (default: $PHYSKB_DATA)."


def _folder(data: Optional[str], benchmark: str) -> Path:
    from solver.errors import DataError
    from solver.paths import resolve_data_dir

    path = resolve_data_dir(data, benchmark)
    if path is None:
        raise DataError(f"no release data given: pass --data DIR (holding {benchmark}/) or set PHYSKB_DATA")
    if not path.is_dir():
        raise DataError("not a folder", where=str(path))
    return path


def _run(build: Callable, benchmark: str, data: Optional[str], as_json: bool, out: Optional[Path]) -> None:
    from solver.stats.model import render_text
    from solver.stats.output import write_out

    report = build(_folder(data, benchmark))
    if out is not None:
        files = write_out(report, out)
    if as_json:
        print(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        print(render_text(report), end="")
        if out is not None:
            print(f"wrote {len(files)} files under {out}: " + ", ".join(f.name for f in files))


def stats_builder(benchmark: str) -> Callable:
    """The stats builder of a benchmark (with the paper's own dataset figures appended, where the release's
    papers/ folder has them), imported only when its command runs (keeps `physkb --help` fast)."""
    build = _area_builder(benchmark)

    def with_paper(folder: Path):
        from solver.stats.papers import add_paper_table

        return add_paper_table(build(folder), Path(folder), benchmark)

    return with_paper


def _area_builder(benchmark: str) -> Callable:
    if benchmark == "coat":
        from solver.stats.coat import coat_stats

        return coat_stats
    if benchmark == "cccons":
        from solver.stats.cccons import cccons_stats

        return cccons_stats
    if benchmark == "grafford":
        from solver.stats.grafford import grafford_stats

        return grafford_stats
    from solver.stats.stories import gita_stats, trip_stats

    return gita_stats if benchmark == "gita" else trip_stats


STATS_BENCHMARKS = ("coat", "gita", "trip", "cccons", "grafford")


def _register(benchmark: str, doc: str) -> None:
    def command(
        data: Optional[str] = typer.Option(None, "--data", help=DATA_HELP),
        as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
        out: Optional[Path] = typer.Option(None, "--out", help="Also write <bench>_stats.json, .md and PNG plots here."),
    ) -> None:
        _run(stats_builder(benchmark), benchmark, data, as_json, out)

    command.__doc__ = doc
    stats_app.command(benchmark)(command)


_register("coat", "COAT: utilities, objects, tasks, context objects, ideal / moderate / bad configurations per utility and task.")
_register("gita", "GITA Table 3: stories by type (JSON, type field, spreadsheet, paper), state labels, attributes, breakpoints.")
_register("trip", "TRIP: pairs, stories and state labels per file, labels per attribute.")
_register("cccons", "CConS: rows per subset and difficulty, label balance, contexts with in/into, nouns.")
_register("grafford", "GRAFFORD: class counts, agreement with the high-agreement file, class co-occurrence heatmap.")
