"""physkb as an agent on EAI's VirtualHome action-sequencing task, scored by EAI's own evaluator.

For each program with goals (resources/virtualhome/task_state_LTL_formula_accurate.json), physkb is
given what a model is given: the start scene, the goal (EAI's node, edge and action goals) and the
relevant objects of the prompt (EAI's get_symbolic_goal_nl). It plans with clingo from the goal
(solver/plans/repair.py with no plan to mend) and writes the plan in EAI's JSON answer format; EAI's
evaluate_results then runs it on its executor and checks the goals, exactly as for a model's answer.
"""
from __future__ import annotations

import contextlib
import io
import json
import logging
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Optional

from solver.plans.eai_package import eai_programs_dir, eai_resources, eai_root
from solver.plans.repair import Goal, RepairFailed, repair_plan
from solver.plans.scene import scene_from_json

CHARACTER_EDGES = {"close": "close({})", "facing": "facing({})", "holds_rh": "hold(rh,{})",
                   "holds_lh": "hold(lh,{})", "on": "sit_on({})"}
OBJECT_EDGES = {"on": "rel({},on,{})", "inside": "rel({},inside,{})", "close": "rel({},close,{})"}


def goal_from_eai(vh_goal: dict, character: int, rooms: set[int]) -> Goal:
    """EAI's node, edge and action goals as repair-plan's goal fluents and action goals."""
    fluents: list[str] = []
    for item in vh_goal.get("goal", []):
        if "state" in item:
            state = str(item["state"]).lower()
            if item["id"] == character:
                fluents.append(state if state in ("sitting", "lying") else f"state({item['id']},{state})")
            else:
                fluents.append(f"state({item['id']},{state})")
        else:
            src, rel, dst = item["from_id"], str(item["relation_type"]).lower(), item["to_id"]
            if src == character:
                if rel == "inside" and dst in rooms:
                    fluents.append(f"in_room({dst})")
                elif rel in CHARACTER_EDGES:
                    fluents.append(CHARACTER_EDGES[rel].format(dst))
            elif dst == character and rel == "on":
                fluents.append(f"on_char({src})")
            elif rel in OBJECT_EDGES:
                fluents.append(OBJECT_EDGES[rel].format(src, dst))
    # EAI's evaluator checks its action goals as a set, in the order the set yields (a new one in each
    # Python process), so a plan must do them in every order
    actions = sorted({tuple(a.strip().lower().replace(" ", "") for a in group.split("|"))
                      for group in vh_goal.get("actions", [])})
    return Goal(sorted(set(fluents)), actions, derive=False, any_order=True)


def _ids(fluent: str) -> list[int]:
    return [int(x) for x in re.findall(r"(?<![A-Za-z_])(\d+)", fluent)]


def eai_answer(steps: list, name_of: Callable[[int], str]) -> str:
    """A plan in EAI's action-sequencing answer format: [{"ACTION": [name, id, ...]}, ...]."""
    out = []
    for step in steps:
        args: list[Any] = []
        for _name, node in step.objects:
            args += [name_of(node), node]
        out.append({step.action.upper(): args})
    # an action without arguments (STANDUP) is written `[ ]`: EAI's reader (load_json_preserving_order)
    # matches `"KEY": [...]` with at least one character between the brackets and would drop `[]`
    return json.dumps(out).replace('": []', '": [ ]')


def _programs() -> list[tuple[str, str, dict]]:
    tasks = json.loads((eai_resources() / "task_state_LTL_formula_accurate.json").read_text())["scene_1"]
    return [(task, file_id, entry["vh_goal"]) for task, entries in tasks.items() for file_id, entry in entries.items()]


def plan_all(limit: Optional[int] = None, time_limit: float = 30.0, every: int = 1,
             progress: Optional[Callable[[int, int], None]] = None) -> tuple[list[dict], list[dict]]:
    """physkb's answers for EAI's programs with goals, and per program: planning time, plan, failure."""
    # deferred: eai-eval comes with the optional plans extra
    from virtualhome_eval.simulation.evolving_graph import utils
    from virtualhome_eval.simulation.evolving_graph.eval_utils import construct_planner

    # deferred: eai-eval comes with the optional plans extra
    from virtualhome_eval.simulation.evolving_graph.eval_utils import valid_actions

    logging.disable(logging.INFO)
    space = {name.lower() for name in valid_actions}  # the actions EAI's prompt offers (no PLUGIN)
    properties, placing, equivalence = utils.load_properties_data(), utils.load_object_placing(), utils.load_name_equivalence()
    data_dir = eai_programs_dir()
    graphs = data_dir / "init_and_final_graphs" / "TrimmedTestScene1_graph" / "results_intentions_march-13-18"
    programs = _programs()[::every]
    programs = programs[:limit] if limit else programs
    answers, records = [], []
    for done, (task, file_id, vh_goal) in enumerate(programs, 1):
        planner, _rel, _gd, _name, _desc = construct_planner(equivalence, properties, placing, scenegraph_id=1,
                                                            script_id=file_id, dataset_root=str(data_dir))
        node_goals = [g for g in vh_goal["goal"] if "state" in g]
        edge_goals = [g for g in vh_goal["goal"] if "relation_type" in g]
        *_, relevant = planner.get_symbolic_goal_nl(node_goals, edge_goals, action_goals=vh_goal["actions"])
        allowed = set(relevant.values())
        graph_path = graphs / f"file{file_id}.json"
        scene = scene_from_json(json.loads(graph_path.read_text()), str(graph_path))
        rooms = {n for n, node in scene.nodes.items() if node.category == "Rooms"}
        goal = goal_from_eai(vh_goal, scene.character, rooms)
        started = time.monotonic()
        record: dict[str, Any] = {"identifier": file_id, "task": task, "goal": goal.fluents,
                                  "action_goals": [list(a) for a in goal.actions]}
        try:
            if not goal.fluents and not goal.actions:
                # EAI's goal asks for nothing, and it counts an empty answer as a parsing error: one
                # step that changes nothing EAI checks (walking into the room the character is in)
                rooms_in = [dst for src, rel, dst in scene.edges
                            if src == scene.character and rel == "inside" and dst in rooms and dst in allowed]
                goal = Goal([f"in_room({rooms_in[0]})"] if rooms_in else [], [("walk",)], derive=False)
            result = repair_plan([], scene, goal, time_limit=time_limit, max_insert=20, allowed=allowed,
                                 actions=space)
            steps = result.steps
            record.update(plan=[s.text() for s in steps], optimal=result.optimal)
        except RepairFailed as err:
            steps = []
            record.update(plan=[], failure=err.message)
        record["seconds"] = round(time.monotonic() - started, 3)
        names = {node: name for name, node in ((n.class_name, i) for i, n in scene.nodes.items())}
        answers.append({"identifier": file_id, "llm_output": eai_answer(steps, lambda n: names.get(n, "thing"))})
        records.append(record)
        if progress:
            progress(done, len(programs))
    return answers, records


def evaluate_answers(answers: list[dict]) -> dict:
    """EAI's action-sequencing evaluate_results on the answers, in a temporary folder."""
    # deferred: eai-eval comes with the optional plans extra
    from virtualhome_eval.evaluation.action_sequencing.scripts.evaluate_results import evaluate_results

    with tempfile.TemporaryDirectory(prefix="physkb_as_") as tmp:
        responses = Path(tmp) / "responses" / "virtualhome" / "action_sequencing"
        responses.mkdir(parents=True)
        (responses / "physkb_outputs.json").write_text(json.dumps(answers))

        class Args:
            dataset = "virtualhome"
            llm_response_path = str(Path(tmp) / "responses")
            resource_dir = str(eai_root() / "resources")
            dataset_dir = str(eai_programs_dir().parent)
            output_dir = str(Path(tmp) / "out")

        with contextlib.redirect_stdout(io.StringIO()):
            results = evaluate_results(Args())
    summary, errors = results["physkb"]
    return {"summary": summary, "errors": errors}


def counts_from(evaluated: dict, answered: int) -> dict:
    """The report's counts from EAI's summary. Its percentages are over the programs that pass its own
    gold test; error_info lists them all but an answer identical to the gold program (counted executable
    unrun), so the count is the smallest n from there on that makes every 4-decimal percentage whole."""
    summary = evaluated["summary"]
    traj = summary["trajectory_evaluation"]
    exact = [summary["goal_evaluation"]["task_success_rate"], traj["grammar_error"]["parsing"],
             traj["grammar_error"]["hallucination"], traj["runtime_error"]["missing_step"]]
    programs = len(evaluated["errors"])
    for n in range(programs, max(answered, programs) + 1):
        if all(abs(p * n / 100.0 - round(p * n / 100.0)) < 0.02 for p in exact):
            programs = n
            break

    def count(pct: float) -> int:
        return round(pct * programs / 100.0)

    return {"programs": programs, "answered": answered, "counts": {
        "task_success_rate": count(summary["goal_evaluation"]["task_success_rate"]),
        "execution_success_rate": count(traj["execution_success_rate"]),
        "runtime_wrong_order": count(traj["runtime_error"]["wrong_order"]),
        "runtime_missing_step": count(traj["runtime_error"]["missing_step"]),
        "runtime_affordance": count(traj["runtime_error"]["affordance_error"]),
        "runtime_additional_step": count(traj["runtime_error"]["additional_step"]),
        "grammar_parsing": count(traj["grammar_error"]["parsing"]),
        "grammar_hallucination": count(traj["grammar_error"]["hallucination"])}, "summary": summary}
