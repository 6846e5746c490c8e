"""Mend a VirtualHome plan with the fewest edits, or plan from a goal, by clingo's multi-shot solving.

The program is check-plan's own rules split into `base` and `step(t)` (solver/plans/incremental.py)
plus rules/plans_repair.lp (the choice of each step, the edit's cost, the goal under an external
query). Steps are grounded one at a time: with horizon H (steps 0..H-1; a plan may end early), clingo
finds the cheapest edit that runs and reaches the goal and proves it optimal. An edit of cost c is
optimal over every horizon once c <= H + 1 - n (n: the plan's length), since a longer plan inserts at
least H + 1 - n steps; until then, or while no edit exists, the next step is grounded and the old
query released. `optimal` is clingo's optimality proof at that horizon, with that bound met.

The goal is the end state the plan's own steps intend (the last effect each step means to have on
each thing, for steps whose objects afford them), plus any goal given (EAI's node and edge goals).
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import permutations
from typing import Any, Iterable, Sequence

import clingo

from solver.errors import PhyskbError
from solver.logic.asp import control, decode, facts_text, rules_text
from solver.logic.plans import Do, Keep, Moved, Want
from solver.paths import kb_file
from solver.plans.incremental import split_check_rules
from solver.plans.scene import Scene, scene_facts, scene_program
from solver.plans.steps import Step

KB_FILES = ("plans/virtualhome_actions.lp", "plans/commonsense.lp", "plans/repair.lp")
COMMONSENSE_RULES = ("plans_commonsense_power", "plans_commonsense_door")
SHOW = "#show do/4. #show keep/2. #show moved/1. #show want/1."


class RepairFailed(PhyskbError):
    """No plan within the horizon runs and reaches the goal."""


@dataclass
class Goal:
    """Fluents wanted at the end, in the rules' terms (state(X,S), rel(X,R,Y), hold(rh,X), held(X),
    facing(X), close(X), in_room(R), sitting, lying, sit_on(X), on_char(X)), and action goals (each a
    set of actions one of which some step must do)."""

    fluents: list[str] = field(default_factory=list)
    actions: list[tuple[str, ...]] = field(default_factory=list)
    derive: bool = True  # add the end state the plan's own steps intend
    # the action goals may be checked in any order: EAI's evaluator takes them as a set and checks
    # them in the order the set yields, which changes from one Python process to the next
    any_order: bool = False

    def orders(self) -> list[tuple[int, ...]]:
        """The orders in which the action goals must each be done: the given one, or every one."""
        goals = tuple(range(len(self.actions)))
        if not self.any_order or len(goals) < 2:
            return [goals] if goals else []
        if len(goals) > 4:
            raise RepairFailed(f"{len(goals)} action goals in any order ({len(goals)}! orders): at most 4")
        return list(permutations(goals))


@dataclass
class Repair:
    steps: list[Step]
    edits: list[dict[str, Any]]
    optimal: bool
    cost: int
    horizon: int
    goal: list[str]
    seconds: float = 0.0

    def as_json(self) -> dict[str, Any]:
        return {"steps": [s.text() for s in self.steps], "edits": self.edits, "optimal": self.optimal,
                "cost": self.cost, "goal": self.goal, "horizon": self.horizon, "seconds": round(self.seconds, 3)}


@lru_cache(maxsize=1)
def _kb_text() -> str:
    return "\n".join(kb_file(name).read_text(encoding="utf-8") for name in KB_FILES)


def candidate_objects(steps: Sequence[Step], scene: Scene, extra: Iterable[int] = ()) -> set[int]:
    """The things a repair may name: the plan's and the goal's, what encloses them, and their rooms."""
    objects = {n for s in steps for n in s.node_ids() if n in scene.nodes} | {n for n in extra if n in scene.nodes}
    inside: dict[int, list[int]] = {}
    for src, rel, dst in scene.edges:
        if rel == "inside":
            inside.setdefault(src, []).append(dst)
    rooms = {n for n, node in scene.nodes.items() if node.category == "Rooms"}
    frontier = list(objects)
    while frontier:
        node = frontier.pop()
        for outer in inside.get(node, ()):
            if outer not in objects and (outer in rooms or scene.nodes[outer].properties and
                                         "can_open" in scene.nodes[outer].properties):
                objects.add(outer)
                frontier.append(outer)
    objects.discard(scene.character)
    return objects


def _scene_facts(scene: Scene, cand: set[int]) -> list[Any]:
    """check-plan's scene facts, less the INSIDE edges from things no step can name (or hold them) to
    rooms: a room a step names would otherwise carry every such edge as a fluent into every step."""
    holders = set(cand)
    inside: dict[int, list[int]] = {}
    for src, rel, dst in scene.edges:
        if rel == "inside":
            inside.setdefault(src, []).append(dst)
    frontier = list(cand)
    while frontier:
        for outer in inside.get(frontier.pop(), ()):
            if outer not in holders:
                holders.add(outer)
                frontier.append(outer)
    rooms = {n for n, node in scene.nodes.items() if node.category == "Rooms"}
    return [f for f in scene_facts(scene, cand)
            if not (type(f).__name__ == "VhInitEdge" and f.relation == "inside" and f.target in rooms
                    and f.source not in holders)]


def _objects_of(fluent: str) -> list[int]:
    return [int(x) for x in re.findall(r"(?<![A-Za-z_])(\d+)", fluent)]


def repair_plan(steps: Sequence[Step], scene: Scene, goal: Goal | None = None, *, commonsense: bool = False,
                max_insert: int = 8, time_limit: float = 30.0, allowed: set[int] | None = None,
                actions: set[str] | None = None, former_scene_facts: bool = False, edit_window: bool = True) -> Repair:
    """The smallest edit of `steps` (inserted + deleted + moved steps) that runs on `scene` and reaches
    the goal; with no steps, the shortest plan to the goal. The scene's facts are check-plan's cached
    program text for the candidate objects and the goal's (`scene_program`); `former_scene_facts` builds
    them the former way (clorm facts of every node), and `edit_window=False` leaves out the pruning
    plans_repair_window; both are kept only so that bench/plans_repair.py can time the ways side by side."""
    started = time.monotonic()
    goal = goal or Goal()
    goal_objects = {n for f in goal.fluents for n in _objects_of(f)}
    if allowed is not None:  # the objects an agent was shown (EAI's relevant objects)
        cand = {n for n in allowed if n in scene.nodes and n != scene.character}
    else:
        neighbours = set()
        if not steps:  # from a goal alone: also what touches the goal's things (a seat facing a screen ...)
            neighbours = {a if b in goal_objects else b for a, rel, b in scene.edges
                          if rel in ("facing", "on", "close") and (a in goal_objects or b in goal_objects)}
        cand = candidate_objects(steps, scene, goal_objects | neighbours)
    targets = {s.node_ids()[1] for s in steps if len(s.objects) == 2} | {
        n for f in goal.fluents if f.startswith("rel(") for n in _objects_of(f)[1:]}
    lines = [f"cand({n})." for n in sorted(cand)] + [f"target({n})." for n in sorted(targets & cand)]
    for index, step in enumerate(steps):
        ids = [str(n) for n in step.node_ids()] + ["none", "none"]
        lines.append(f"orig({index},{step.action},{ids[0]},{ids[1]}).")
    lines += [f"goal({f})." for f in goal.fluents]
    for g, acts in enumerate(goal.actions):
        lines += [f"act_goal({g},{a})." for a in acts]
    for c, order in enumerate(goal.orders()):
        lines += [f"act_order({c},{p},{g})." for p, g in enumerate(order)]
    if goal.derive:
        lines.append("derive_goal.")
    if edit_window:
        lines.append("edit_window.")
    if actions is not None:  # the action space an agent may use (EAI's has no PLUGIN or PLUGOUT)
        lines += [f"space({a})." for a in sorted(actions)]
    if not commonsense:
        lines += [f"disabled({rule})." for rule in COMMONSENSE_RULES]

    base_rules, step_rules = split_check_rules()

    repair_text = rules_text("plans_repair.lp")
    ctl, _messages = control(["--opt-mode=optN", "--models=1", "--opt-strategy=usc"],
                             quiet_undefined="a scene or plan without some actions leaves their predicates empty",
                             program="repair-plan")
    if former_scene_facts:
        scene_text = facts_text(_scene_facts(scene, cand))
    else:
        scene_text = scene_program(scene, cand | {n for n in goal_objects if n in scene.nodes})
    ctl.add("base", [], scene_text + "\n" + "\n".join(lines) + "\n" + _kb_text()
            + "\n" + base_rules + "\n" + SHOW)
    ctl.add("step", ["t"], step_rules)
    # plans_repair.lp carries its own #program parts (base, step(t), check(t))
    ctl.add("base", [], repair_text)
    ctl.ground([("base", [])])

    n = len(steps)
    horizon = 0
    best: tuple[list[Any], int, bool] | None = None
    best_horizon = 0
    while True:
        if horizon == 0:  # a plan keeps its length at first; from a goal, each wanted fluent takes a step
            start_h = max(n, len(goal.fluents) + len(goal.actions), 1)
        else:  # planning from a goal, the bound always holds: grow the horizon by half (a plan may end early)
            start_h = horizon + (max(2, horizon // 2) if n == 0 else 1)
        parts = []
        for t in range(horizon, start_h):
            parts += [("step", [clingo.Number(t)]), ("check", [clingo.Number(t)])]
        if horizon > 0:
            ctl.assign_external(clingo.Function("query", [clingo.Number(horizon - 1)]), False)
        ctl.ground(parts)
        horizon = start_h
        ctl.assign_external(clingo.Function("query", [clingo.Number(horizon - 1)]), True)
        found: list[tuple[list[Any], list[int], bool]] = []

        def on_model(model: Any) -> None:
            found.append((list(model.symbols(shown=True)), list(model.cost), model.optimality_proven))

        # only edits that could be optimal over every horizon: cost <= horizon + 1 - n (clingo's initial bound)
        ctl.configuration.solve.opt_mode = f"optN,{max(horizon + 1 - n, 0)}"
        remaining = time_limit - (time.monotonic() - started)
        with ctl.solve(on_model=on_model, async_=True) as handle:
            finished = handle.wait(max(remaining, 0.1))
            if not finished:
                handle.cancel()
        if found:
            symbols, cost, proven = found[-1]
            edit_cost = cost[0] if cost else 0
            if best is None or edit_cost < best[1]:
                best, best_horizon = (symbols, edit_cost, proven and finished), horizon
            if best[1] <= horizon + 1 - n and best[2]:
                break
        if horizon >= n + max_insert or time.monotonic() - started > time_limit:
            break
    if best is None:
        raise RepairFailed(f"no plan of at most {n + max_insert} steps runs and reaches the goal "
                           f"(within {time_limit:.0f} s)", where=scene.source)
    symbols, cost, proven = best
    bound_met = cost <= best_horizon + 1 - n
    return _decode(symbols, steps, scene, cost, proven and bound_met, best_horizon, time.monotonic() - started)


def _decode(symbols: list[Any], steps: Sequence[Step], scene: Scene, cost: int, optimal: bool, horizon: int,
            seconds: float) -> Repair:
    chosen: dict[int, tuple[str, list[int]]] = {}
    keep: dict[int, int] = {}
    moved: set[int] = set()
    want: list[str] = []
    for step in decode(symbols, Do, "repair-plan"):
        chosen[step.step] = (step.action, [a for a in (step.first, step.second) if isinstance(a, int)])
    for kept in decode(symbols, Keep, "repair-plan"):
        keep[kept.step] = kept.original
    moved.update(m.original for m in decode(symbols, Moved, "repair-plan"))
    want.extend(w.fluent for w in decode(symbols, Want, "repair-plan"))
    new_steps: list[Step] = []
    edits: list[dict[str, Any]] = []
    position_of: dict[int, int] = {}
    for t in sorted(chosen):
        action, ids = chosen[t]
        if t in keep:
            step = steps[keep[t]]
            position_of[keep[t]] = len(new_steps)
        else:
            step = Step(action, tuple((scene.nodes[i].class_name if i in scene.nodes else "thing", i) for i in ids))
            edits.append({"edit": "insert", "at": len(new_steps), "step": step.text()})
        new_steps.append(step)
    for index, step in enumerate(steps):
        if index not in position_of:
            edits.append({"edit": "delete", "from": index, "step": step.text()})
        elif index in moved:
            edits.append({"edit": "move", "from": index, "to": position_of[index], "step": step.text()})
    edits.sort(key=lambda e: (e.get("at", e.get("to", e.get("from", 0))), e["edit"]))
    return Repair(new_steps, edits, optimal, cost, horizon, sorted(want), seconds)
