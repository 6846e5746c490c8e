"""The `physkb` console script: gathers every area's commands and turns user errors into messages.

The solver's own areas register their commands by import; other packages (probes/) plug theirs
in through the `physkb.commands` entry-point group declared in pyproject.toml, so the solver
never imports them. An entry point names a function `register(app)` that adds its commands to
the shared app (lazily: command modules import their heavy dependencies inside the commands).
"""
from __future__ import annotations

from solver.cli_apps import app, click_command
from solver.exit_codes import DEBUG_ENV, run_with_contract

# Each import registers that area's commands on the shared apps.
import solver.coat.commands  # noqa: E402,F401
import solver.coat.questions.commands  # noqa: E402,F401
import solver.states.commands  # noqa: E402,F401
import solver.actions.commands  # noqa: E402,F401
import solver.stories.commands  # noqa: E402,F401
import solver.readings.commands  # noqa: E402,F401
import solver.sizes.commands  # noqa: E402,F401
import solver.affordances.commands  # noqa: E402,F401
import solver.service.commands  # noqa: E402,F401
import solver.stats.commands  # noqa: E402,F401
import solver.logic.commands  # noqa: E402,F401
import solver.plans.commands  # noqa: E402,F401
import solver.plans.agent_commands  # noqa: E402,F401
from importlib.metadata import entry_points
import os
import warnings

PLUGIN_GROUP = "physkb.commands"


def load_plugins(target=None) -> list[str]:
    """Call every installed `physkb.commands` entry point with the app; returns the plug-ins' names.

    A plug-in's register(app) must be idempotent: calling this again (after registering a new
    benchmark, say) adds what is new and nothing twice."""

    target = app if target is None else target
    loaded = []
    for entry in sorted(entry_points(group=PLUGIN_GROUP), key=lambda e: e.name):
        entry.load()(target)
        loaded.append(entry.name)
    return loaded


load_plugins()


def main() -> None:
    """Entry point: run the app; every outcome exits by the contract in solver.exit_codes (README: Exit codes).

    clingo's undefined-atom warnings are for whoever edits the rules (tests and PHYSKB_DEBUG=1 show them);
    a user checking a story would read them as errors in their input."""
    # deferred: loads clingo (off `physkb --help`'s path)
    from solver.logic.asp import UndefinedAtomWarning

    if not os.environ.get(DEBUG_ENV):
        warnings.simplefilter("ignore", UndefinedAtomWarning)
    run_with_contract(click_command())


if __name__ == "__main__":
    main()
