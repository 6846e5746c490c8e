"""check-plan agrees with VirtualHome's executor as EAI runs it: on the tiny scene's plans, and on a
few of EAI's own programs (installed with eai-eval) and their perturbations. Needs eai-eval: under CI
its absence fails these tests."""
from __future__ import annotations

import json
import random

import pytest

from plans_scenes import CHAIR, CUP, FRIDGE, TABLE, TV, require_eai, tiny_scene
from solver.plans.check import check_plan
from solver.plans.scene import scene_from_json
from solver.plans.steps import parse_script, read_plan

TINY_PLANS = [
    [f"[WALK] <fridge> ({FRIDGE})", f"[OPEN] <fridge> ({FRIDGE})", f"[GRAB] <cup> ({CUP})",
     f"[WALK] <table> ({TABLE})", f"[PUTBACK] <cup> ({CUP}) <table> ({TABLE})"],
    [f"[WALK] <fridge> ({FRIDGE})", f"[GRAB] <cup> ({CUP})"],
    [f"[OPEN] <fridge> ({FRIDGE})"],
    [f"[WALK] <fridge> ({FRIDGE})", f"[WALK] <chair> ({CHAIR})", f"[OPEN] <fridge> ({FRIDGE})"],
    [f"[WALK] <chair> ({CHAIR})", f"[SIT] <chair> ({CHAIR})", f"[WALK] <fridge> ({FRIDGE})"],
    [f"[WALK] <table> ({TABLE})", f"[GRAB] <table> ({TABLE})"],
    [f"[WALK] <fridge> ({FRIDGE})", f"[OPEN] <fridge> ({FRIDGE})", f"[OPEN] <fridge> ({FRIDGE})", f"[GRAB] <cup> ({CUP})"],
    [f"[WALK] <tv> ({TV})", f"[SWITCHON] <tv> ({TV})"],
    [f"[WALK] <chair> ({CHAIR})", f"[SIT] <chair> ({CHAIR})", f"[WATCH] <tv> ({TV})", f"[STANDUP]"],
    [f"[WALK] <fridge> ({FRIDGE})", f"[OPEN] <fridge> ({FRIDGE})", f"[GRAB] <cup> ({CUP})", f"[CLOSE] <fridge> ({FRIDGE})",
     f"[PUTIN] <cup> ({CUP}) <fridge> ({FRIDGE})"],
]


def same(executor_verdict, physkb_verdict) -> bool:
    return ((executor_verdict.executable, executor_verdict.first_failing_step, executor_verdict.error_class)
            == (physkb_verdict.executable, physkb_verdict.first_failing_step, physkb_verdict.error_class))


@pytest.mark.parametrize("lines", TINY_PLANS, ids=lambda lines: " ".join(line.split("]")[0][1:] for line in lines))
def test_tiny_scene_plans_agree_with_the_executor(lines: list[str]) -> None:
    require_eai()
    from solver.plans.eai_executor import Executor

    graph = tiny_scene()
    steps = parse_script("\n".join(lines), "plan")
    expected = Executor(graph).run([s.text() for s in steps])
    got = check_plan(steps, scene_from_json(graph, "tiny"))
    assert same(expected, got), (expected, got.as_json())


def test_eai_programs_and_their_perturbations_agree_with_the_executor() -> None:
    require_eai()
    from solver.plans.eai_executor import Executor
    from solver.plans.eai_package import eai_programs_dir
    from solver.plans.perturb import KINDS, perturb

    root = eai_programs_dir()
    scripts = sorted((root / "executable_programs").rglob("*.txt"))[:3]
    assert scripts, f"no programs under {root}"
    rng = random.Random(7)
    checked = disagreements = 0
    for script in scripts:
        graph_path = root / "init_and_final_graphs" / script.relative_to(root / "executable_programs").with_suffix(".json")
        graph = json.loads(graph_path.read_text())["init_graph"]
        scene, steps, executor = scene_from_json(graph, graph_path.name), read_plan(script), Executor(graph)
        gold = check_plan(steps, scene)
        assert gold.executable, gold.explanation
        for kind in KINDS:
            perturbed = perturb(steps, scene, kind, rng)
            if perturbed is None:
                continue
            checked += 1
            disagreements += not same(executor.run([s.text() for s in perturbed.steps]), check_plan(list(perturbed.steps), scene))
    assert checked >= 10 and disagreements <= 1, f"{disagreements} of {checked} perturbed programs disagree"


def _grab_place_scene() -> dict:
    """A cup close to a box (id 9) and a cabinet (id 16): a Python set of {9, 16, 65} yields 16 first
    (slot 0 of 8), then 9 and the character 65 (slot 1), so grabbing the cup brings the character
    close to the cabinet only."""
    from plans_scenes import edge, node

    nodes = [node(1, "kitchen", category="Rooms"), node(65, "character", category="Characters"),
             node(20, "cup", ["GRABBABLE"]), node(9, "box", ["CAN_OPEN", "CONTAINERS"], ["CLOSED"]),
             node(16, "cabinet", ["CAN_OPEN", "CONTAINERS"], ["CLOSED"])]
    edges = [edge(65, "INSIDE", 1), edge(20, "INSIDE", 1), edge(9, "INSIDE", 1), edge(16, "INSIDE", 1),
             edge(20, "CLOSE", 9), edge(9, "CLOSE", 20), edge(20, "CLOSE", 16), edge(16, "CLOSE", 20)]
    return {"nodes": nodes, "edges": edges}


@pytest.mark.parametrize("opened", [16, 9])
def test_a_grabbed_thing_is_recorded_at_its_first_place_in_set_order(opened: int) -> None:
    require_eai()
    from solver.plans.eai_executor import Executor

    graph = _grab_place_scene()
    lines = ["[WALK] <cup> (20)", "[GRAB] <cup> (20)", f"[OPEN] <thing> ({opened})"]
    ours = check_plan(parse_script("\n".join(lines), "plan"), scene_from_json(graph, "grab place"))
    theirs = Executor(graph).run(lines)
    assert same(theirs, ours), (theirs, ours)
    assert ours.executable is (opened == 16)
    assert "plans_grab_place_order" in {t["rule"] for t in ours.trace}
