"""CLI commands of the affordances area (registered on solver.cli_apps).

ProbLog and tqdm are imported inside the commands so `physkb --help` stays fast.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from solver.cli_apps import app, validate_app
from solver.errors import DataError
from solver.paths import resolve_data_dir
import sys

DATA_HELP = "Release data folder (shared/data or its grafford/ folder); default $PHYSKB_DATA."


@app.command("afford")
def afford_command(
    sentence: str = typer.Argument(..., help="The sentence the object appears in."),
    obj: str = typer.Argument(..., metavar="OBJECT", help="The object phrase, e.g. 'a toy car'."),
    as_json: bool = typer.Option(False, "--json", help="Print the answer (probabilities, rules, trace) as JSON."),
) -> None:
    """Probability that OBJECT, as used in SENTENCE, affords each of the 15 GRAFFORD classes, with the trace."""
    # deferred: off `physkb --help`'s path (start-up time)
    from solver.limits import check_name
    from solver.limits import check_sentence

    # deferred: loads clingo, clorm, problog, simplemma (off `physkb --help`'s path)
    from solver.affordances.answer import afford

    check_sentence(sentence, "SENTENCE")  # the service's limits, before any reading
    check_name(obj, "OBJECT")
    answer = afford(sentence, obj)
    # deferred: loads simplemma (off `physkb --help`'s path)
    from solver.language.mentions import mentions

    if not mentions(sentence, obj):  # the sentence's cues are about what it names, not about this object
        raise DataError(f"the sentence does not mention {obj.strip()!r}; give the object as the sentence names it",
                        where="OBJECT")
    if as_json:
        typer.echo(json.dumps(answer.to_json(), indent=1))
        return
    cues = ", ".join(f"{k} ({v!r})" for k, v in answer.cues.items()) or "none"
    how = {"fallback": ", a FALLBACK kind: the head noun is not in the lexicon", "modifier": ", set by a modifier"}.get(answer.kind_source, "")
    typer.echo(f"object {obj!r}: kind {answer.kind}" + (f" (head noun {answer.noun!r}{how})" if answer.noun else f" ({how.lstrip(', ')})" if how else "") + f"; cues: {cues}")
    for cls, p in answer.ranked():
        typer.echo(f"  {cls:<12} {p:.3f}")
    typer.echo("trace:")
    for line in answer.trace:
        typer.echo(f"  {line}")


@validate_app.command("grafford")
def validate_grafford_command(
    data: Optional[Path] = typer.Option(None, "--data", help=DATA_HELP),
    as_json: bool = typer.Option(False, "--json", help="Print the full summary as JSON."),
) -> None:
    """List the GRAFFORD release's anomalies and score the knowledge base (5-fold cross-validated)."""

    # deferred: loads clingo, clorm, problog, simplemma, tqdm (off `physkb --help`'s path)
    from solver.affordances.validate import format_summary, validate_grafford

    folder = resolve_data_dir(data, "grafford")
    if folder is None:
        raise DataError("validate grafford needs the release: give --data DIR or set PHYSKB_DATA")
    summary = validate_grafford(folder, progress=sys.stderr.isatty())
    if as_json:
        typer.echo(json.dumps(summary, indent=1))
    else:
        typer.echo(format_summary(summary))
