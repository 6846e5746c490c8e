"""Commands that put physkb's VirtualHome action knowledge to work beyond checking: `physkb export pddl`,
`physkb repair-plan`, and the `physkb plans` group that scores it with EAI's own evaluators
(transition modeling, action sequencing) and reports it beside the published models."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer

from solver.cli_apps import app, export_app

plans_app = typer.Typer(help="Score physkb's plans and operators with the Embodied Agent Interface's evaluators.",
                        no_args_is_help=True)
app.add_typer(plans_app, name="plans")


@export_app.command("pddl")
def export_pddl_command(
    out: Optional[Path] = typer.Option(None, "--out", help="Write the domain to this file (default: stdout)."),
    executor: bool = typer.Option(False, "--executor",
                                  help="Only the executor's own checks: leave physkb's commonsense rules out "
                                       "(an unplugged device without a plug is then never powered)."),
) -> None:
    """physkb's VirtualHome action knowledge as a PDDL domain in VirtualHome's predicate vocabulary,
    generated from kb/plans (the declaration check-plan runs on)."""
    from solver.plans.pddl import domain_text, write_domain

    if out is None:
        sys.stdout.write(domain_text(commonsense=not executor))
        return
    write_domain(out, commonsense=not executor)
    typer.echo(f"wrote {out}", err=True)


@plans_app.command("transition-modeling")
def transition_modeling_command(
    limit: Optional[int] = typer.Option(None, "--limit", min=1, help="Only the first N tasks (a quick run)."),
    workers: int = typer.Option(2, "--workers", min=1, help="Planner processes."),
    whole_domain: bool = typer.Option(False, "--whole-domain",
                                      help="Give physkb's operator for every action, not only the task's."),
    executor: bool = typer.Option(False, "--executor", help="Operators without physkb's commonsense rules."),
    as_json: bool = typer.Option(False, "--json", help="One JSON object on stdout."),
    out: Optional[Path] = typer.Option(None, "--out", help="Also write the figures as JSON here (for `plans report`)."),
) -> None:
    """EAI's transition-modeling evaluation with physkb's operators in place of a model's: planner
    success per category (Fast Downward lama-first on EAI's problems) beside the paper's 18 models."""
    import logging

    from solver.plans.eai_transition import run_transition_modeling
    from solver.plans.pddl import operators
    from solver.plans.report import transition_table

    logging.disable(logging.INFO)
    ops = {op.name: op.pddl() for op in operators(commonsense=not executor)}

    def progress(done: int, total: int) -> None:
        if done % 20 == 0 or done == total:
            typer.echo(f"  {done}/{total} tasks", err=True)

    result = run_transition_modeling(ops, whole_domain=whole_domain, workers=workers, limit=limit, progress=progress)
    if out is not None:
        from solver.atomic import write_text
        from solver.outpaths import check_out_file

        check_out_file(out)
        write_text(out, json.dumps(result.as_dict(), indent=1))
    if as_json:
        print(json.dumps(result.as_dict()))
        return
    print(transition_table(result))
