"""Commands that put physkb's VirtualHome action knowledge to work beyond checking: `physkb export pddl`,
`physkb repair-plan`, and the `physkb plans` group that scores it with EAI's own evaluators
(transition modeling, action sequencing) and reports it beside the published models."""
from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import Optional

import typer

from solver.atomic import write_text
from solver.cli_apps import app, export_app
from solver.errors import DataError
from solver.outpaths import check_out_file
from solver.textfiles import read_json

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
    # deferred: loads clingo and the plans modules (off `physkb --help`'s path)
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
    # lazy: loads clingo and the plans modules (off `physkb --help`'s path, which loads this module)
    from solver.plans.eai_transition import run_transition_modeling
    from solver.plans.pddl import operators
    from solver.plans.report import transition_table

    logging.disable(logging.INFO)
    ops = {op.name: op.pddl() for op in operators(commonsense=not executor)}

    def progress(done: int, total: int) -> None:
        if done % 20 == 0 or done == total:
            typer.echo(f"  {done}/{total} tasks", err=True)

    if out is not None:
        check_out_file(out)

    def partial(so_far) -> None:  # a long run leaves its figures so far in --out
        if out is not None:
            write_text(out, json.dumps(dict(so_far.as_dict(), complete=False), indent=1))

    result = run_transition_modeling(ops, whole_domain=whole_domain, workers=workers, limit=limit, progress=progress,
                                     partial=partial)
    if out is not None:
        write_text(out, json.dumps(dict(result.as_dict(), complete=True), indent=1))
    if as_json:
        print(json.dumps(result.as_dict()))
        return
    print(transition_table(result))


def _read_goal(path: Path, scene) -> "object":
    """A goal file: EAI's vh_goal ({"goal": [node and edge goals], "actions": ["LOOKAT|WATCH", ...]}),
    or a list of its node and edge goals."""
    # deferred: loads clingo and the plans modules (off `physkb --help`'s path)
    from solver.plans.agent import goal_from_eai

    data = read_json(path, "goal")
    if isinstance(data, dict) and "vh_goal" in data:
        data = data["vh_goal"]
    if isinstance(data, list):
        data = {"goal": data, "actions": []}
    if not isinstance(data, dict) or not isinstance(data.get("goal", []), list):
        raise DataError("a goal is EAI's vh_goal: {\"goal\": [...], \"actions\": [...]}", where=str(path))
    for index, item in enumerate(data.get("goal", [])):
        if not isinstance(item, dict) or not ({"id", "state"} <= set(item) or {"from_id", "relation_type", "to_id"} <= set(item)):
            raise DataError("each goal is {\"id\", \"state\"} or {\"from_id\", \"relation_type\", \"to_id\"}",
                            where=f"{path}, goal[{index}]")
        for key in ("id", "from_id", "to_id"):
            if key in item and (isinstance(item[key], bool) or not isinstance(item[key], int) or item[key] not in scene.nodes):
                raise DataError(f"{key} {item[key]!r} is not a node of the scene", where=f"{path}, goal[{index}]")
    rooms = {n for n, node in scene.nodes.items() if node.category == "Rooms"}
    return goal_from_eai(data, scene.character, rooms)


@app.command("repair-plan")
def repair_plan_command(
    plan: Optional[Path] = typer.Argument(None, help="The plan to mend (as for check-plan); leave it out with --goal "
                                                     "to plan from scratch."),
    scene: Path = typer.Option(..., "--scene", help="The scene graph: {\"nodes\", \"edges\"} or EAI's file with init_graph."),
    goal: Optional[Path] = typer.Option(None, "--goal", help="A goal (EAI's vh_goal JSON): with a plan, wanted besides "
                                                             "the end state the plan intends; alone, planned from scratch."),
    as_json: bool = typer.Option(False, "--json", help="One JSON object on stdout: steps, edits, optimal."),
    commonsense: bool = typer.Option(False, "--commonsense", help="Plan under physkb's commonsense rules too."),
    time_limit: float = typer.Option(30.0, "--time-limit", min=0.1, help="Seconds before the best edit so far is given."),
) -> None:
    """The smallest edit (fewest steps inserted, deleted or moved; ties: the plan's own order kept) that makes
    a plan executable and keeps its goal, found by clingo's incremental solving with a proof of optimality."""
    # deferred: loads clingo and the plans modules (off `physkb --help`'s path)
    from solver.plans.repair import Goal, repair_plan
    from solver.plans.scene import read_scene
    from solver.plans.steps import read_plan

    if plan is None and goal is None:
        raise DataError("give a PLAN to mend, or --goal to plan from scratch")
    graph = read_scene(scene)
    steps = read_plan(plan) if plan is not None else []
    wanted = _read_goal(goal, graph) if goal is not None else Goal()
    wanted.derive = plan is not None
    result = repair_plan(steps, graph, wanted, commonsense=commonsense, time_limit=time_limit,
                         max_insert=8 if steps else 20)
    if as_json:
        print(json.dumps(result.as_json(), ensure_ascii=False))
        return
    print(f"{'optimal' if result.optimal else 'best found (optimality not proven)'} edit of cost {result.cost}:")
    for edit in result.edits:
        where = f"at {edit['at']}" if "at" in edit else (f"{edit['from']} -> {edit['to']}" if "to" in edit else f"step {edit['from']}")
        print(f"  {edit['edit']:6s} {where}: {edit['step']}")
    print("plan:")
    for index, step in enumerate(result.steps):
        print(f"  {index:3d} {step.text()}")


@plans_app.command("agent")
def agent_command(
    every: int = typer.Option(1, "--every", min=1, help="Every K-th program only (a quick, spread sample)."),
    limit: Optional[int] = typer.Option(None, "--limit", min=1, help="At most N programs."),
    time_limit: float = typer.Option(20.0, "--time-limit", min=0.1, help="Seconds of planning per program."),
    out: Optional[Path] = typer.Option(None, "--out", help="Write the figures as JSON here (for `plans report`)."),
) -> None:
    """physkb plans from EAI's VirtualHome goals with clingo; EAI's own evaluator scores the plans (task
    success, execution success, error classes) beside the paper's 18 models."""
    # lazy: loads clingo and the plans modules (off `physkb --help`'s path, which loads this module)
    from solver.plans.agent import counts_from, evaluate_answers, plan_all
    from solver.plans.report import sequencing_table

    def progress(done: int, total: int) -> None:
        if done % 10 == 0 or done == total:
            typer.echo(f"  {done}/{total} programs planned", err=True)

    answers, records = plan_all(limit=limit, time_limit=time_limit, every=every, progress=progress)
    evaluated = evaluate_answers(answers)
    measured = counts_from(evaluated, len(answers))
    seconds = sorted(r["seconds"] for r in records)
    measured["planning_seconds"] = {"median": seconds[len(seconds) // 2], "max": seconds[-1]} if seconds else {}
    # per program: the plan, its planning time, and EAI's error record where it has one (to find the misses)
    measured["records"] = [dict(record, eai_error=evaluated["errors"].get(record["identifier"]))
                           for record in records]
    if out is not None:
        check_out_file(out)
        write_text(out, json.dumps(measured, indent=1, default=str))
    print(sequencing_table(measured))


@plans_app.command("report")
def report_command(
    results: Path = typer.Option(..., "--results", help="The folder holding transition_modeling.json and/or "
                                                         "action_sequencing.json (written with --out)."),
    data: Optional[Path] = typer.Option(None, "--data", help="The release folder (holds papers/)."),
) -> None:
    """physkb's rows beside the 18 published models, with n and 95% Wilson intervals."""
    # lazy: loads clingo and the plans modules (off `physkb --help`'s path, which loads this module)
    from solver.plans.report import sequencing_table, transition_table

    shown = False
    for name, table in (("transition_modeling.json", transition_table), ("action_sequencing.json", sequencing_table)):
        path = results / name
        if path.is_file():
            print(table(read_json(path, name), data))
            print()
            shown = True
    if not shown:
        raise DataError("no transition_modeling.json or action_sequencing.json here", where=str(results))
