"""`physkb check-plan`: is a VirtualHome program executable on a scene, and if not, why."""
from __future__ import annotations

import json
from pathlib import Path

import typer

from solver.cli_apps import app


@app.command("check-plan")
def check_plan_command(
    plan: Path = typer.Argument(..., help="A VirtualHome script (one [ACTION] <object> (id) step a line; ids as (306) "
                                          "or (1.306)), or a JSON list of such steps, EAI's JSON action list or "
                                          "physkb's ([{\"action\": \"walk\", \"objects\": [[\"kitchen\", 11]]}])."),
    scene: Path = typer.Option(..., "--scene", help="The scene graph: {\"nodes\", \"edges\"} or EAI's file with init_graph."),
    as_json: bool = typer.Option(False, "--json", help="One JSON object on stdout."),
    commonsense: bool = typer.Option(False, "--commonsense",
                                     help="Switch on physkb's commonsense rules the executor does not enforce "
                                          "(unplugged devices, closed doors); off, they are only reported."),
) -> None:
    """Is an agent's plan executable as VirtualHome's executor runs it under EAI? The first failing step,
    the unmet precondition in words, EAI's error class and the rules behind the verdict."""
    # deferred: loads clingo and the plans modules (off `physkb --help`'s path)
    from solver.plans.check import check_plan
    from solver.plans.scene import read_scene
    from solver.plans.steps import read_plan

    steps = read_plan(plan)
    verdict = check_plan(steps, read_scene(scene), commonsense=commonsense)
    if as_json:
        print(json.dumps(verdict.as_json(), ensure_ascii=False))
        return
    if verdict.executable:
        print(f"executable ({len(steps)} steps)" + (f"; additional steps skipped: {verdict.additional_steps}"
                                                    if verdict.additional_steps else ""))
    else:
        print(f"not executable: step {verdict.first_failing_step} fails ({verdict.error_class})")
    print(f"  {verdict.explanation}")
    for note in verdict.commonsense:
        print(f"  commonsense ({'on' if commonsense else 'off, executor agreement'}): {note['explanation']}")
    shown_until = verdict.first_failing_step if verdict.first_failing_step >= 0 else len(steps) - 1
    for index in range(shown_until + 1):
        rules = [t["rule"] for t in verdict.trace if t["step"] == index]
        print(f"  trace {index:3d} {steps[index].text()}: {', '.join(rules) if rules else 'checks pass'}")
