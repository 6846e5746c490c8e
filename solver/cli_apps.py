"""The typer apps every command module registers on.

Kept apart from solver.cli so command modules can import these without a cycle; each
area of the solver (coat, questions, states, sizes, affordances) owns one module of
commands and imports its heavy dependencies inside the command functions, so
`physkb --help` starts fast. Packages outside the solver (probes/) add their own groups
through the `physkb.commands` entry points (solver/cli.py), never by importing these.
"""
from __future__ import annotations

import typer

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

app.add_typer(validate_app, name="validate")
app.add_typer(export_app, name="export")
app.add_typer(generate_app, name="generate")
app.add_typer(check_app, name="check")
app.add_typer(score_app, name="score")
