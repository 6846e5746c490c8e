"""CLI commands of the coat area (registered on solver.cli_apps).

Heavy modules (clingo, pandas, rdflib) are imported inside the commands so `physkb --help`
stays fast.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from solver.cli_apps import app, export_app, validate_app

DATA_HELP = "Release data folder (shared/data or its coat/ folder); default $PHYSKB_DATA, else the project kb/."
PROFILE_HELP = "release: reproduce the release's quirks; corrected: what the definitions mean."


def _kb(data: Optional[Path]):
    from solver.coat.knowledge import load_coat_kb
    from solver.paths import resolve_data_dir

    return load_coat_kb(resolve_data_dir(data, "coat"))


@validate_app.command("coat")
def validate_coat(
    data: Optional[Path] = typer.Option(None, "--data", help=DATA_HELP),
    profile: str = typer.Option("corrected", "--profile", help=PROFILE_HELP),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON."),
    limit: int = typer.Option(20, "--limit", help="Examples listed per section in the text report."),
) -> None:
    """Reproduce the COAT release's penalties and ideal configurations; list anomalies and profile differences."""
    from solver.coat.derive import check_profile
    from solver.coat.validate import render_text, validate_release
    from solver.errors import DataError
    from solver.paths import resolve_data_dir

    check_profile(profile)
    data_dir = resolve_data_dir(data, "coat")
    if data_dir is None:
        raise DataError("validate coat needs the release: give --data DIR or set PHYSKB_DATA")
    from solver.coat.knowledge import load_coat_kb

    report = validate_release(load_coat_kb(data_dir), profile)
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
    top: int = typer.Option(10, "--top", help="Ranking lines shown in the text output."),
) -> None:
    """Best object (and state) for a task: prune by utility, then context, then physical state."""
    from solver.coat.substitute import best_substitute, render_text

    result = best_substitute(task, utility, scene=scene, kb=_kb(data), profile=profile)
    if as_json:
        typer.echo(json.dumps(result.to_json(), indent=1))
    else:
        typer.echo(render_text(result, top=top))


@export_app.command("rdf")
def export_rdf_command(
    out: Path = typer.Option(..., "--out", help="Turtle file to write."),
    data: Optional[Path] = typer.Option(None, "--data", help=DATA_HELP),
) -> None:
    """Export the COAT knowledge (utilities, objects, tasks, context objects) as RDF Turtle."""
    from solver.coat.graph import export_rdf
    from solver.outpaths import check_out_file

    check_out_file(out)
    kb = _kb(data)
    n = export_rdf(kb, out)
    typer.echo(f"wrote {n} triples from {kb.source} to {out}")
