"""The `physkb` console script: gathers every area's commands and turns user errors into messages."""
from __future__ import annotations

from solver.cli_apps import app

# Each import registers that area's commands on the shared apps.
import solver.coat.commands  # noqa: E402,F401
import solver.questions.commands  # noqa: E402,F401
import solver.states.commands  # noqa: E402,F401
import solver.sizes.commands  # noqa: E402,F401
import solver.affordances.commands  # noqa: E402,F401
import probes.commands  # noqa: E402,F401
import probes.analysis_commands  # noqa: E402,F401
import probes.story_commands  # noqa: E402,F401
import probes.context_commands  # noqa: E402,F401
import solver.main_job  # noqa: E402,F401


def main() -> None:
    """Entry point: run the app; every outcome exits by the contract in solver.exit_codes (README: Exit codes)."""
    from solver.exit_codes import run_with_contract

    run_with_contract(app)


if __name__ == "__main__":
    main()
