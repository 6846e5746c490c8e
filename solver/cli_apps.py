"""The typer apps every command module registers on.

Kept apart from solver.cli so command modules can import these without a cycle; each
area of the solver (coat, questions, states, sizes, affordances) owns one module of
commands and imports its heavy dependencies inside the command functions, so
`physkb --help` starts fast. Packages outside the solver (probes/) add their own groups
through the `physkb.commands` entry points (solver/cli.py), never by importing these.
"""
from __future__ import annotations

from typing import Optional

import typer
from typer.core import TyperOption
from importlib.metadata import PackageNotFoundError, version

_option_type_shown = TyperOption.display_type_rich


def _flags_show_no_type(self: TyperOption, ctx) -> Optional[str]:
    """A flag takes no value, so its help line shows none (typer 0.29 prints '<bool>' beside every flag)."""
    return None if self.is_flag or self.count else _option_type_shown(self, ctx)


TyperOption.display_type_rich = _flags_show_no_type

app = typer.Typer(
    name="physkb",
    help="Physical commonsense knowledge base, symbolic solver and language-model probes.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
validate_app = typer.Typer(help="Check a release dataset against the solver; list its anomalies.", no_args_is_help=True)
export_app = typer.Typer(help="Export knowledge or items (RDF, lm-evaluation-harness, Parquet).", no_args_is_help=True)
generate_app = typer.Typer(help="Generate question sets with solver ground truth.", no_args_is_help=True)
check_app = typer.Typer(help="Re-derive the gold of generated items and report mismatches.", no_args_is_help=True)
score_app = typer.Typer(help="Score predictions against gold annotations.", no_args_is_help=True)
stats_app = typer.Typer(help="Dataset statistics of a release, laid out like the papers' dataset tables.", no_args_is_help=True)

app.add_typer(validate_app, name="validate")
app.add_typer(export_app, name="export")
app.add_typer(generate_app, name="generate")
app.add_typer(check_app, name="check")
app.add_typer(score_app, name="score")
app.add_typer(stats_app, name="stats")


def _print_version(value: bool) -> None:
    if value:

        try:
            number = version("physkb")
        except PackageNotFoundError:  # run from a checkout that was never installed
            number = "unknown (not installed)"
        typer.echo(f"physkb {number}")
        raise typer.Exit(0)


@app.callback()
def _top_level(
    show_version: bool = typer.Option(False, "--version", is_eager=True, callback=_print_version,
                                      help="Print physkb's version and exit."),
) -> None:
    """Physical commonsense knowledge base, symbolic solver and language-model probes."""
