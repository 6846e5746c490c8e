"""CLI commands `diff`, `explain`, `report` (added to the command line by probes.cli).

They read run folders written by `physkb probe <benchmark>` (run.json, items.jsonl,
predictions*.jsonl) and dispatch on run.json's "benchmark" through the registry
(probes.benchmarks); each benchmark prints its own tables. Heavy imports stay inside the
functions so `physkb --help` is fast.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from solver.errors import PhyskbError, DataError
from probes import benchmarks


def _print_json(data) -> None:
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))


def _benchmark(run: Path):
    """The registered benchmark that wrote the run folder (run.json's "benchmark")."""
    return benchmarks.get(benchmarks.run_benchmark(run))


def diff_command(
    run: Path = typer.Argument(..., help="Run folder written by `physkb probe <benchmark>`."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout (with every item)."),
    items: bool = typer.Option(False, "--items", help="Also list every item (gold, choice, what the solver says)."),
) -> None:
    """Compare a run's answers with the solver's gold: per item, per subset (COAT: variation, bias), baselines."""
    bench = _benchmark(run)
    result = bench.diff(run)
    if as_json:
        _print_json(result.to_json())
    else:
        bench.show_diff(result, items)


def explain_command(
    run: Path = typer.Argument(..., help="Run folder written by `physkb probe <benchmark>`."),
    item: Optional[str] = typer.Option(None, "--item", help="Item id to explain."),
    all_errors: bool = typer.Option(False, "--all", help="Explain every error, grouped into categories."),
    data: Optional[str] = typer.Option(None, "--data", help="Release folder the items were generated from "
                                       "(default: the generator manifest's source, $PHYSKB_DATA, else the project kb)."),
    profile: Optional[str] = typer.Option(None, "--profile", help="Solver profile (COAT; default: the generator "
                                          "manifest's)."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
    limit: int = typer.Option(3, "--examples", min=0, help="With --all: examples printed per category."),
) -> None:
    """Why the model's answer differs from the solver's, from the solver's trace (penalties, conflicts, rules)."""
    if (item is None) == (not all_errors):
        raise PhyskbError("give exactly one of --item ID or --all")
    bench = _benchmark(run)
    if item is not None:
        explanation = bench.explain(run, item, data=data, profile=profile)
        if as_json:
            _print_json(explanation.to_json())
        else:
            typer.echo(bench.show_explanation(explanation))
        return
    report = bench.explain_errors(run, data=data, profile=profile, progress=not as_json)
    if as_json:
        _print_json(report.to_json())
    else:
        typer.echo(bench.show_errors(report, limit))


def _refuse_repeated_runs(runs: list[Path]) -> None:
    """One run named twice (even by two spellings of its path) would be averaged with itself as two seeds."""
    seen: dict[Path, Path] = {}
    for run in runs:
        key = Path(run).resolve()
        if key in seen:
            raise DataError(f"the same run is given twice ({seen[key]} and {run}); a report compares different runs",
                            where=str(run))
        seen[key] = Path(run)


def report_command(
    runs: list[Path] = typer.Argument(..., help="One or more run folders (models side by side); a folder of `physkb plans` results (transition_modeling.json, action_sequencing.json) adds the plans section."),
    out: Path = typer.Option(..., "--out", help="Folder for report.md, report.html, report.json and plots/."),
    data: Optional[str] = typer.Option(None, "--data", help="Release folder the items were generated from (for explanations)."),
    profile: Optional[str] = typer.Option(None, "--profile", help="Solver profile for explanations."),
    examples: int = typer.Option(4, "--examples", min=0, help="Explained examples shown per error category."),
) -> None:
    """Markdown + HTML report: tables like the papers', plots, baselines and explained errors, a section per benchmark."""
    # deferred: off `physkb --help`'s path (start-up time)
    from solver.outpaths import check_out_folder

    # deferred: loads numpy (off `physkb --help`'s path)
    from probes.report import build_report

    check_out_folder(out)
    _refuse_repeated_runs(runs)
    result = build_report(runs, out, data=data, profile=profile, max_examples=examples)
    for note in result.notes:
        typer.echo(f"note: {note}", err=True)
    typer.echo(str(result.markdown))
    typer.echo(str(result.html))
