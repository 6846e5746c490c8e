"""The typer apps every command module registers on.

Kept apart from solver.cli so command modules can import these without a cycle; each
area of the solver (coat, questions, states, sizes, affordances) owns one module of
commands and imports its heavy dependencies inside the command functions, so
`physkb --help` starts fast. Packages outside the solver (probes/) add their own groups
through the `physkb.commands` entry points (solver/cli.py), never by importing these.
"""
from __future__ import annotations

from typing import Any

import typer
from importlib.metadata import PackageNotFoundError, version


def _hide_flag_types(command: Any) -> None:
    """A flag takes no value, so its help line shows none: every flag of the command tree gets an
    empty metavar (typer 0.29's rich help prints '<bool>' beside a flag otherwise). Only the click
    command API is used (Parameter.metavar, Option.is_flag and count, Group.commands), by attribute:
    typer 0.29 ships its own copy of click, older typers use the click package."""
    for param in command.params:
        _hide_type_of_flag(param)
    help_option = command.get_help_option  # --help is made per context: its flag gets the same

    def get_help_option(ctx: Any) -> Any:
        option = help_option(ctx)
        if option is not None:
            _hide_type_of_flag(option)
        return option

    command.get_help_option = get_help_option
    for sub in getattr(command, "commands", {}).values():
        _hide_flag_types(sub)


def _hide_type_of_flag(param: Any) -> None:
    if (getattr(param, "is_flag", False) or getattr(param, "count", False)) and param.metavar is None:
        param.metavar = ""


def click_command(typer_app: typer.Typer | None = None) -> Any:
    """The click command of the app (typer's documented typer.main.get_command), ready to run: what the
    console script calls, so help pages show flags without a type on every supported typer."""
    command = typer.main.get_command(app if typer_app is None else typer_app)
    _hide_flag_types(command)
    return command


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
    follow_symlinks: bool = typer.Option(
        False, "--follow-symlinks", envvar="PHYSKB_FOLLOW_SYMLINKS",
        help="Where an output path is a symbolic link, replace the file it points to (by default such a "
             "path is refused, exit 1, as are FIFOs, devices and folders)."),
) -> None:
    """Physical commonsense knowledge base, symbolic solver and language-model probes."""
    # deferred: off `physkb --help`'s path (start-up time)
    from solver.atomic import set_follow_symlinks

    set_follow_symlinks(follow_symlinks)
