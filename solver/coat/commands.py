"""CLI commands of the coat area (registered on solver.cli_apps).

Heavy modules (clingo, pandas, rdflib) are imported inside the commands so `physkb --help`
stays fast.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Optional

import typer

from solver.cli_apps import app, export_app, validate_app
from solver.errors import DataError
from solver.paths import resolve_data_dir

DATA_HELP = "Release data folder (shared/data or its coat/ folder); default $PHYSKB_DATA, else the project kb/."
PROFILE_HELP = "release: reproduce the release's quirks; corrected: what the definitions mean."


def _kb(data: Optional[Path]):
    # deferred: loads clingo, clorm, problog (off `physkb --help`'s path)
    from solver.coat.knowledge import load_coat_kb

    return load_coat_kb(resolve_data_dir(data, "coat"))


@validate_app.command("coat")
def validate_coat(
    data: Optional[Path] = typer.Option(None, "--data", help=DATA_HELP),
    profile: str = typer.Option("corrected", "--profile", help=PROFILE_HELP),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON."),
    limit: int = typer.Option(20, "--limit", min=0, help="Examples listed per section in the text report."),
    task2_seed: int = typer.Option(0, "--task2-seed", help="Seed of the Task-2 items on which the two gold orders are compared."),
    skip_task2_orders: bool = typer.Option(False, "--skip-task2-orders", help="Do not compare the Task-2 gold orders (faster)."),
) -> None:
    """Reproduce the COAT release's penalties and ideal configurations; list anomalies and profile differences."""
    # deferred: loads clingo, clorm, numpy, problog (off `physkb --help`'s path)
    from solver.coat.derive import check_profile
    from solver.coat.validate import render_text, validate_release

    check_profile(profile)
    data_dir = resolve_data_dir(data, "coat")
    if data_dir is None:
        raise DataError("validate coat needs the release: give --data DIR or set PHYSKB_DATA")
    # deferred: loads clingo, clorm, problog (off `physkb --help`'s path)
    from solver.coat.knowledge import load_coat_kb

    report = validate_release(load_coat_kb(data_dir), profile, None if skip_task2_orders else task2_seed)
    if as_json:
        typer.echo(json.dumps(report.to_json(), indent=1))
    else:
        typer.echo(render_text(report, limit=limit))


@app.command("best-substitute")
def best_substitute_command(
    task: str = typer.Option(..., "--task", help="Task name, e.g. 'cutting a cake'."),
    utility: str = typer.Option(..., "--utility", help="Utility name, e.g. cutting."),
    scene: Optional[Path] = typer.Option(None, "--scene", help="JSON list of configurations; default: every common configuration of every object."),
    data: Optional[Path] = typer.Option(None, "--data", help=DATA_HELP),
    profile: str = typer.Option("corrected", "--profile", help=PROFILE_HELP),
    as_json: bool = typer.Option(False, "--json", help="Print the full answer (best, ranking, traces) as JSON."),
    top: int = typer.Option(10, "--top", min=0, help="Ranking lines shown in the text output."),
    context_objects: Optional[str] = typer.Option(
        None, "--context-objects", help="A,B,...: define the task ad hoc with these context objects (a task the KB does not list)."),
    closest_task: bool = typer.Option(
        False, "--closest-task", help="Map an unknown task name to the most similar known task of the utility, and say which."),
) -> None:
    """Best object (and state) for a task: prune by utility, then context, then physical state; a graded fallback when nothing passes."""
    # deferred: loads clingo, clorm, problog (off `physkb --help`'s path)
    from solver.coat.substitute import best_substitute, render_text

    objects = [o.strip() for o in context_objects.split(",") if o.strip()] if context_objects is not None else None

    if objects is not None and not objects:
        raise DataError("give at least one object name", where="--context-objects")
    if objects is not None and closest_task:  # an ad hoc task is never mapped to a known one
        raise DataError("--closest-task maps an unknown task name to a known one; --context-objects defines "
                        "the task ad hoc instead: give one of them", where="--closest-task")
    result = best_substitute(task, utility, scene=scene, kb=_kb(data), profile=profile,
                             context_objects=objects, closest_task=closest_task)
    if as_json:
        typer.echo(json.dumps(result.to_json(), indent=1))
    else:
        typer.echo(render_text(result, top=top))


def _export(out: Path, data: Optional[Path], write: Callable[[Any, Path], str]) -> None:
    """What every COAT export does around its own writing: refuse a path it must not write before the KB
    loads (seconds), load the KB, write (`write` returns the line that says what it wrote), say so."""
    # deferred: off `physkb --help`'s path (start-up time)
    from solver.outpaths import check_out_file

    check_out_file(out)
    typer.echo(write(_kb(data), out))


@export_app.command("rdf")
def export_rdf_command(
    out: Path = typer.Option(..., "--out", help="Turtle file to write."),
    data: Optional[Path] = typer.Option(None, "--data", help=DATA_HELP),
) -> None:
    """Export the COAT knowledge (utilities, objects, tasks, context objects) as RDF Turtle."""
    # deferred: loads clingo, clorm, networkx, problog (off `physkb --help`'s path)
    from solver.coat.graph import export_rdf

    _export(out, data, lambda kb, path: f"wrote {export_rdf(kb, path)} triples from {kb.source} to {path}")


@export_app.command("coat-suitability")
def export_suitability_command(
    out: Path = typer.Option(..., "--out", help="ProbLog fact file to write (.pl)."),
    data: Optional[Path] = typer.Option(None, "--data", help=DATA_HELP),
) -> None:
    """Write the evidence of best_substitute's fallback appropriateness as ProbLog facts, with their provenance."""
    # deferred: off `physkb --help`'s path (start-up time)
    from solver.atomic import write_text

    # deferred: loads clingo, clorm, problog (off `physkb --help`'s path)
    from solver.coat.suitability import fact_file, suitabilities

    def write(kb, path: Path) -> str:
        text = fact_file(kb)
        probs = suitabilities(kb)
        lines = [f"% P(suits) by rules/coat_suitability.pl: {u} / {o} = {s.probability:.4f}"
                 for (u, o), s in sorted(probs.items())]
        write_text(path, text + "\n".join(lines) + "\n")
        return f"wrote {len(probs)} (utility, object) estimates from {kb.source} to {path}"

    _export(out, data, write)
