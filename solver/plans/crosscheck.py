"""Fast Downward on physkb's exported domain, cross-checked by check-plan and EAI's executor, and timed
beside clingo planning the same task.

For one of EAI's transition-modeling tasks: Fast Downward (through unified-planning) plans on the
exported domain and EAI's problem; the plan's PDDL objects (class names) are mapped to the scene's
nodes (the task's own program first names them) and its operators to the executor's actions
(kb/plans/pddl.lp's pddl_operator/3 read backwards); check-plan and EAI's executor then judge the
script on the task's start scene. clingo plans the same task from its EAI goal (physkb plans agent's
path), so the two planners' times are measured on one task, side by side.
"""
from __future__ import annotations

import json
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from solver.plans.agent import goal_from_eai
from solver.plans.check import check_plan
from solver.plans.eai_executor import Executor
from solver.plans.eai_package import eai_programs_dir, eai_resources
from solver.plans.fast_downward import unified_planning_plan
from solver.plans.pddl import domain_text, vocabulary
from solver.plans.repair import RepairFailed, repair_plan
from solver.plans.scene import scene_from_json
from solver.plans.steps import Step, read_plan


@dataclass
class CrossCheck:
    task: str
    fd_plan: Optional[list[str]] = None
    fd_seconds: float = 0.0
    script: list[str] = field(default_factory=list)
    unmapped: list[str] = field(default_factory=list)
    check_plan_executable: Optional[bool] = None
    executor_executable: Optional[bool] = None
    clingo_seconds: Optional[float] = None
    clingo_steps: Optional[int] = None


def _operator_actions() -> dict[str, str]:
    return {o.name: o.action for o in vocabulary().operators}


def _node_for(name: str, scene: Any, named: dict[str, int]) -> Optional[int]:
    """The node a PDDL object (a class name) stands for: the one the task's program names, else, of the
    scene's nodes of that class, the one with most edges to the nodes already named (a problem's facts
    are about the things near the task), the lowest id on a tie."""
    if name in named:
        return named[name]
    same = [n for n, node in scene.nodes.items() if node.class_name == name]
    if not same:
        return None
    known = set(named.values())
    touching = {n: sum(1 for a, _rel, b in scene.edges if (a == n and b in known) or (b == n and a in known))
                for n in same}
    return min(same, key=lambda n: (-touching[n], n))


def cross_check(task_id: str, domain: Path, time_limit: float = 100.0) -> CrossCheck:
    """Fast Downward's plan for one task on `domain`, judged by check-plan and EAI's executor; clingo's
    time on the same task's goal."""
    resources = eai_resources()
    id2task = json.loads((resources / "id2task.json").read_text())
    task_name = id2task[task_id]
    problem = resources / "problem_pddl" / "_".join(task_name.split()) / f"{task_id}.pddl"
    programs = eai_programs_dir()
    sub = Path("TrimmedTestScene1_graph") / "results_intentions_march-13-18"
    graph = json.loads((programs / "init_and_final_graphs" / sub / f"file{task_id}.json").read_text())
    scene = scene_from_json(graph, f"file{task_id}.json")
    program = read_plan(programs / "executable_programs" / sub / f"file{task_id}.txt")
    named: dict[str, int] = {}
    for step in program:
        for name, node in step.objects:
            named.setdefault(name, node)
    out = CrossCheck(task_id)
    started = time.perf_counter()
    plan = unified_planning_plan(domain, problem, timeout=time_limit)
    out.fd_seconds = time.perf_counter() - started
    if plan is not None:
        out.fd_plan = [f"{a} {' '.join(args)}" for a, args in plan]
        actions = _operator_actions()
        steps: list[Step] = []
        for operator, args in plan:
            objects = []
            for name in args[1:]:  # the first argument is the character
                node = _node_for(name, scene, named)
                if node is None:
                    out.unmapped.append(name)
                    node = -1
                objects.append((name, node))
            steps.append(Step(actions.get(operator, operator), tuple(objects)))
        out.script = [s.text() for s in steps]
        if not out.unmapped:
            out.check_plan_executable = check_plan(steps, scene).executable
            out.executor_executable = Executor(graph["init_graph"]).run(out.script).executable
    goals = json.loads((resources / "task_state_LTL_formula_accurate.json").read_text())["scene_1"]
    vh_goal = goals.get(task_name, {}).get(task_id, {}).get("vh_goal")
    if vh_goal is not None:
        rooms = {n for n, node in scene.nodes.items() if node.category == "Rooms"}
        started = time.perf_counter()
        try:
            result = repair_plan([], scene, goal_from_eai(vh_goal, scene.character, rooms), max_insert=20,
                                 time_limit=time_limit)
            out.clingo_steps = len(result.steps)
        except RepairFailed:
            out.clingo_steps = None
        out.clingo_seconds = time.perf_counter() - started
    return out


def exported_domain(folder: Path) -> Path:
    """physkb's domain with the commonsense rules, typed loosely for unified-planning's reader."""
    path = Path(folder) / "physkb_virtualhome.pddl"
    path.write_text(domain_text(commonsense=True, loose_types=True), encoding="utf-8")
    return path
