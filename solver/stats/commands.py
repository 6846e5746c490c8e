"""`physkb stats coat|gita|trip|cccons|grafford`: the papers' dataset tables for a release folder."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Callable, Optional

import typer

from solver.benchmarks import RELEASES, release
from solver.cli_apps import stats_app
from solver.errors import DataError
from solver.paths import resolve_data_dir

DATA_HELP = "Release data: the shared data folder or the benchmark's folder (default: $PHYSKB_DATA)."


def _folder(data: Optional[str], benchmark: str) -> Path:
    path = resolve_data_dir(data, benchmark)
    if path is None:
        raise DataError(f"no release data given: pass --data DIR (holding {benchmark}/) or set PHYSKB_DATA")
    if not path.is_dir():
        raise DataError("not a folder", where=str(path))
    return path


def _run(build: Callable, benchmark: str, data: Optional[str], as_json: bool, out: Optional[Path]) -> None:
    # deferred: off `physkb --help`'s path (start-up time)
    from solver.stats.model import render_text

    # deferred: loads numpy (off `physkb --help`'s path)
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
    papers/ folder has them); its descriptor imports the area only when the command runs."""
    # deferred: off `physkb --help`'s path (start-up time)
    from solver.stats.papers import add_paper_table

    build = release(benchmark).stats

    def with_paper(folder: Path):
        return add_paper_table(build(folder), Path(folder), benchmark, release(benchmark).api().paper_figures)

    return with_paper


_ADDED: set[str] = set()  # the benchmarks that have their stats command


def _register(benchmark: str, doc: str) -> None:
    def command(
        data: Optional[str] = typer.Option(None, "--data", help=DATA_HELP),
        as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
        out: Optional[Path] = typer.Option(None, "--out", help="Also write <bench>_stats.json, .md and PNG plots here."),
    ) -> None:
        _run(stats_builder(benchmark), benchmark, data, as_json, out)

    command.__doc__ = doc
    stats_app.command(benchmark)(command)


def add_stats_commands() -> None:
    """`physkb stats <name>` for every registered release not yet on the stats group: at start-up the project's
    own; called again, a plug-in's descriptor registered since (solver.benchmarks.register)."""
    for bench in RELEASES.values():
        if bench.name not in _ADDED:
            _register(bench.name, bench.stats_doc)
            _ADDED.add(bench.name)


def remove_stats_command(benchmark: str) -> None:
    """Take a plug-in's `physkb stats <name>` off the group again (a test that registered a toy cleans up, so
    later tests see only the project's releases)."""
    stats_app.registered_commands[:] = [c for c in stats_app.registered_commands if c.name != benchmark]
    _ADDED.discard(benchmark)


add_stats_commands()
