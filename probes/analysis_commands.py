"""CLI commands `diff`, `explain`, `report` (registered on solver.cli_apps.app).

They read run folders written by `physkb probe <benchmark>` (run.json, items.jsonl,
predictions*.jsonl) and dispatch on run.json's "benchmark" (probes.benchmarks); COAT keeps
its own code paths. Heavy imports stay inside the functions so `physkb --help` is fast.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from solver.cli_apps import app


def _print_json(data) -> None:
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))


def _other_benchmark(run: Path):
    """The benchmark object of a run that is not COAT (COAT keeps its own code paths below), else None."""
    from probes.benchmarks.base import run_benchmark_name

    name = run_benchmark_name(run)
    if name == "coat":
        return None
    from probes import benchmarks

    return benchmarks.get(name)


def _print_generic_diff(result, show_items: bool) -> None:
    from rich.console import Console
    from rich.table import Table as RichTable

    console = Console()
    over = result.summary.get("overall", {})
    console.print(f"[bold]{result.label}[/bold] ({result.benchmark})  "
                  + ", ".join(f"{k} {v}" for k, v in over.items()))
    for block in result.tables:
        table = RichTable(*block.header, title=block.caption or None)
        for row in block.rows:
            table.add_row(*[str(c) for c in row])
        console.print(table)
    if show_items and result.rows:
        keys = list(result.rows[0])[:8]
        table = RichTable(*keys)
        for row in result.rows:
            table.add_row(*[str(row.get(k, "")) for k in keys])
        console.print(table)


def _print_generic_errors(report, limit: int) -> None:
    typer.echo(f"{len(report.explanations)} errors ({report.benchmark}; solver: {report.source})")
    for category, count in report.categories():
        typer.echo(f"  {count:6d}  {category}")
    for category, _ in report.categories():
        typer.echo(f"\n== {category}")
        for e in [e for e in report.explanations if e.category == category][:limit]:
            typer.echo(f"{e.item_id}: {e.text}")


@app.command("diff")
def diff_command(
    run: Path = typer.Argument(..., help="Run folder written by `physkb probe <benchmark>`."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout (with every item)."),
    items: bool = typer.Option(False, "--items", help="Also list every item (gold, choice, class of the choice)."),
) -> None:
    """Compare a run's answers with the solver's gold: per item, per subset (COAT: variation, bias), baselines."""
    bench = _other_benchmark(run)
    if bench is not None:
        generic = bench.diff(run)
        if as_json:
            _print_json(generic.to_json())
        else:
            _print_generic_diff(generic, items)
        return
    from probes.diff import diff_run

    result = diff_run(run)
    if as_json:
        data = result.summary()
        data["items"] = [row.to_json() for row in result.rows]
        _print_json(data)
        return
    from rich.console import Console
    from rich.table import Table

    console = Console()
    over = result.overall()
    acc = "–" if over["accuracy"] is None else f"{100 * over['accuracy']:.1f}%"
    console.print(f"[bold]{result.run.label}[/bold]  {over['n_predicted']}/{over['n_items']} items predicted, "
                  f"accuracy {acc}, unparsable {over['unparsable']}")
    if items:
        table = Table("id", "gold", "choice", "correct", "class of choice", "object of choice")
        for row in result.rows:
            table.add_row(row.id, row.gold_letter, row.choice_letter or "?", "yes" if row.correct else "no",
                          row.chosen_class or "–", row.chosen_object or "–")
        console.print(table)

    def pct(v):
        return "–" if v is None else f"{100 * v:.1f}"

    baselines = {name: {(r["task_type"], r["variation"]): r for r in rows} for name, rows in result.baselines.items()}
    table = Table("variation", "n", "options", "acc", "bad rate", "top-2", "unparsable", title="model, per variation (%)")
    for r in result.by_variation:
        table.add_row(f"task{r['task_type']}_v{r['variation']:02d}", str(r["n"]), str(r["n_options"]),
                      pct(r["accuracy"]), pct(r["bad_rate"]), pct(r["top2_accuracy"]), pct(r["unparsable"]))
    console.print(table)
    table = Table("variation", *baselines, title="baselines on the same items: accuracy (%)")
    for r in result.by_variation:
        key = (r["task_type"], r["variation"])
        table.add_row(f"task{key[0]}_v{key[1]:02d}", *[pct(baselines[name].get(key, {}).get("accuracy"))
                                                      for name in baselines])
    console.print(table)
    if result.bias["task1_by_other_object_share"]:
        table = Table("share of other-object distractors", "n", "accuracy", "chose other object",
                      title="Task-1 bias (%)")
        for r in result.bias["task1_by_other_object_share"]:
            table.add_row(f"{r['share_other_object']:.2f}", str(r["n"]), pct(r["accuracy"]), pct(r["other_object_rate"]))
        console.print(table)
    if result.bias["task2_by_bad_options"]:
        table = Table("bad options", "n", "accuracy", "bad rate", title="Task-2 bias (%)")
        for r in result.bias["task2_by_bad_options"]:
            table.add_row(str(r["n_bad_options"]), str(r["n"]), pct(r["accuracy"]), pct(r["bad_rate"]))
        console.print(table)
    if result.missing:
        console.print(f"{len(result.missing)} items have no prediction yet (unfinished run).")


@app.command("explain")
def explain_command(
    run: Path = typer.Argument(..., help="Run folder written by `physkb probe <benchmark>`."),
    item: Optional[str] = typer.Option(None, "--item", help="Item id to explain."),
    all_errors: bool = typer.Option(False, "--all", help="Explain every error, grouped into categories."),
    data: Optional[str] = typer.Option(None, "--data", help="Release folder the items were generated from "
                                       "(default: the generator manifest's source, $PHYSKB_DATA, else the project kb)."),
    profile: Optional[str] = typer.Option(None, "--profile", help="Solver profile (default: the generator manifest's)."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
    limit: int = typer.Option(3, "--examples", help="With --all: examples printed per category."),
) -> None:
    """Why the model's choice is worse than the gold, from the solver's penalty terms and pruning levels."""
    from solver.errors import PhyskbError

    from probes.explain import explain_errors, explain_run_item, format_explanation

    if (item is None) == (not all_errors):
        raise PhyskbError("give exactly one of --item ID or --all")
    bench = _other_benchmark(run)
    if bench is not None:
        if item is not None:
            explanation = bench.explain(run, item, data=data)
            if as_json:
                _print_json(explanation.to_json())
            else:
                typer.echo(f"{explanation.item_id} [{explanation.category}] {explanation.text}")
                for line in explanation.trace:
                    typer.echo(f"  trace: {line}")
            return
        report = bench.explain_errors(run, data=data)
        if as_json:
            _print_json(report.to_json())
        else:
            _print_generic_errors(report, limit)
        return
    if item is not None:
        explanation = explain_run_item(run, item, data=data, profile=profile)
        if as_json:
            _print_json(explanation.to_json())
        else:
            typer.echo(format_explanation(explanation))
        return
    report = explain_errors(run, data=data, profile=profile, progress=not as_json)
    if as_json:
        _print_json(report.to_json())
        return
    typer.echo(f"{len(report.explanations)} errors (solver: {report.source}, profile {report.profile})")
    for category, count in report.categories():
        typer.echo(f"  {count:6d}  {category}")
    for (category, detail), count in [d for d in report.details() if d[0][1]][:12]:
        if detail:
            typer.echo(f"          {count:6d}  {category}: {detail}")
    for category, _ in report.categories():
        typer.echo(f"\n== {category}")
        for e in [e for e in report.explanations if e.category == category][:limit]:
            typer.echo(format_explanation(e))


@app.command("report")
def report_command(
    runs: list[Path] = typer.Argument(..., help="One or more run folders (models side by side)."),
    out: Path = typer.Option(..., "--out", help="Folder for report.md, report.html, report.json and plots/."),
    data: Optional[str] = typer.Option(None, "--data", help="Release folder the items were generated from (for explanations)."),
    profile: Optional[str] = typer.Option(None, "--profile", help="Solver profile for explanations."),
    examples: int = typer.Option(4, "--examples", help="Explained examples shown per error category."),
) -> None:
    """Markdown + HTML report: tables like the paper's, plots, baselines and explained errors."""
    from probes.report import build_report
    from solver.outpaths import check_out_folder

    check_out_folder(out)
    result = build_report(runs, out, data=data, profile=profile, max_examples=examples)
    for note in result.notes:
        typer.echo(f"note: {note}", err=True)
    typer.echo(str(result.markdown))
    typer.echo(str(result.html))
