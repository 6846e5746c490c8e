"""The probes' plug-in for the `physkb` command line (entry point `physkb.commands`, see pyproject.toml).

solver/cli.py calls `register(app)` at start-up. It adds the `probe` group with one command per
registered benchmark (each benchmark brings its own options) plus `probe merge` and `probe cloze`,
and the top-level `diff`, `explain`, `report` and `run`. The modules imported here only declare
commands (typer options); heavy dependencies load inside the commands, so `physkb --help` stays fast.
"""
from __future__ import annotations

import typer
from probes import analysis_commands, benchmarks, commands_probe, main_job
from solver.readings.plugins import register_model_reader

PROBE_HELP = "Probe a language model on a benchmark (resumable run folders)."
_PROBE_APPS: dict[int, tuple[typer.Typer, set[str]]] = {}  # id(app) -> (its probe group, benchmarks added)


def register(app: typer.Typer) -> None:
    """Add the probes' commands to `app`; called again, it adds only benchmarks registered since."""
    if id(app) not in _PROBE_APPS:
        # `physkb read --model` and `check-story --reader` read through the probes' backends
        register_model_reader(_model_reader)

        probe_app = typer.Typer(help=PROBE_HELP, no_args_is_help=True)
        app.add_typer(probe_app, name="probe")
        app.command("diff")(analysis_commands.diff_command)
        app.command("explain")(analysis_commands.explain_command)
        app.command("report")(analysis_commands.report_command)
        app.command("run")(main_job.run_command)
        _PROBE_APPS[id(app)] = (probe_app, set())
        _add_benchmarks(*_PROBE_APPS[id(app)])
        probe_app.command("merge")(commands_probe.probe_merge)
        probe_app.command("cloze")(commands_probe.probe_cloze)
    _add_benchmarks(*_PROBE_APPS[id(app)])


def _model_reader(*args, **kwargs):
    """The model reader the solver calls (probes.reading.run, imported only when a story is read)."""
    # deferred: loads clingo, simplemma (off `physkb --help`'s path)
    from probes.reading.run import model_reader

    return model_reader(*args, **kwargs)


def _add_benchmarks(probe_app: typer.Typer, added: set[str]) -> None:
    """`physkb probe <name>` for every registered benchmark not yet on this probe group."""
    for name in benchmarks.names():
        if name not in added:
            probe_app.command(name)(benchmarks.get(name).probe_command())
            added.add(name)
