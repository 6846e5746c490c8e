"""repair-plan and planning from a goal on the tiny scene of the plans tests: the smallest edit, its
optimality proof, the executor's acceptance (EAI's own executor where eai-eval is installed), the
incremental split of check-plan's rules, and the command's JSON and exit codes."""
from __future__ import annotations

import json

import pytest

from plans_scenes import CHAIR, CUP, FRIDGE, KITCHEN, TABLE, TV, require_eai, tiny_scene
from solver.plans.check import check_plan
from solver.plans.repair import Goal, repair_plan
from solver.plans.scene import scene_from_json
from solver.plans.steps import parse_script

SCENE = scene_from_json(tiny_scene(), "tiny")
FETCH = [f"[WALK] <fridge> ({FRIDGE})", f"[OPEN] <fridge> ({FRIDGE})", f"[GRAB] <cup> ({CUP})",
         f"[WALK] <table> ({TABLE})", f"[PUTBACK] <cup> ({CUP}) <table> ({TABLE})"]


def plan(*lines: str):
    return parse_script("\n".join(lines), "plan")


def test_check_plans_rules_split_into_base_and_step_parts() -> None:
    from solver.plans.incremental import split_check_rules

    base, step = split_check_rules()
    assert "holds(F,(t+1)) :- starts(F,t)." in step and "(T" not in step and ",T)" not in step
    assert "sroom(R,R) :- vh_room(R)." in base and "executable" not in base + step


def test_a_deleted_open_is_put_back_with_one_insertion_proven_optimal() -> None:
    broken = plan(*(FETCH[:1] + FETCH[2:]))
    assert not check_plan(broken, SCENE).executable
    result = repair_plan(broken, SCENE)
    assert result.optimal and result.cost == 1
    assert [e["edit"] for e in result.edits] == ["insert"] and "[OPEN]" in result.edits[0]["step"]
    assert check_plan(result.steps, SCENE).executable
    assert f"rel({CUP},on,{TABLE})" in result.goal


def test_two_swapped_steps_are_one_move_and_an_executable_plan_is_left_alone() -> None:
    swapped = plan(FETCH[0], FETCH[2], FETCH[1], *FETCH[3:])
    result = repair_plan(swapped, SCENE)
    assert result.optimal and result.cost == 1 and [e["edit"] for e in result.edits] == ["move"]
    assert check_plan(result.steps, SCENE).executable
    same = repair_plan(plan(*FETCH), SCENE)
    assert (same.cost, same.edits, [s.text() for s in same.steps]) == (0, [], FETCH)


def test_a_step_on_a_thing_that_cannot_afford_it_is_deleted_not_its_goal_kept() -> None:
    result = repair_plan(plan(*FETCH, f"[GRAB] <table> ({TABLE})"), SCENE)
    assert result.optimal and [e["edit"] for e in result.edits] == ["delete"]
    assert f"held({TABLE})" not in result.goal


def test_planning_from_a_goal_finds_the_shortest_executable_plan() -> None:
    goal = Goal([f"rel({CUP},on,{TABLE})", f"state({FRIDGE},closed)"], derive=False)
    result = repair_plan([], SCENE, goal)
    assert result.optimal and check_plan(result.steps, SCENE).executable
    texts = [s.text() for s in result.steps]
    assert any("[OPEN]" in t for t in texts) and texts[-1].startswith(("[CLOSE]", "[PUTBACK]"))
    assert len(texts) == result.cost
    sit = repair_plan([], SCENE, Goal(["sitting", f"facing({TV})"], derive=False))
    assert [s.action for s in sit.steps][-1] == "sit" and check_plan(sit.steps, SCENE).executable


def test_the_cached_scene_program_gives_the_same_repairs_as_the_former_scene_facts() -> None:
    for steps in (plan(*(FETCH[:1] + FETCH[2:])), plan(FETCH[0], FETCH[2], FETCH[1], *FETCH[3:]),
                  plan(*FETCH, f"[GRAB] <table> ({TABLE})")):
        now, former = (repair_plan(steps, SCENE, former_scene_facts=way) for way in (False, True))
        assert (now.cost, now.optimal, now.edits, now.goal, [s.text() for s in now.steps]) == \
            (former.cost, former.optimal, former.edits, former.goal, [s.text() for s in former.steps])
    # from a goal alone several plans tie (find the fridge or the cup first): the same cost, both proven
    goal = Goal([f"rel({CUP},on,{TABLE})", f"state({FRIDGE},closed)"], derive=False)
    now, former = (repair_plan([], SCENE, goal, former_scene_facts=way) for way in (False, True))
    assert (now.cost, now.optimal, now.goal) == (former.cost, former.optimal, former.goal)
    assert check_plan(now.steps, SCENE).executable


def test_repairs_are_accepted_by_eais_executor() -> None:
    require_eai()
    from solver.plans.eai_executor import Executor

    for broken in (plan(*(FETCH[:1] + FETCH[2:])), plan(FETCH[0], FETCH[2], FETCH[1], *FETCH[3:]),
                   plan(f"[WALK] <chair> ({CHAIR})", f"[SIT] <chair> ({CHAIR})", f"[WALK] <fridge> ({FRIDGE})")):
        result = repair_plan(broken, SCENE)
        assert Executor(tiny_scene()).run([s.text() for s in result.steps]).executable, result.as_json()


def test_the_command_prints_steps_edits_optimal_and_keeps_exit_codes(physkb, tmp_path) -> None:
    scene = tmp_path / "scene.json"
    scene.write_text(json.dumps(tiny_scene()))
    broken = tmp_path / "plan.txt"
    broken.write_text("\n".join(FETCH[:1] + FETCH[2:]))
    code, out, err = physkb("repair-plan", str(broken), "--scene", str(scene), "--json")
    assert code == 0, err
    answer = json.loads(out)
    assert set(answer) >= {"steps", "edits", "optimal"} and answer["optimal"] is True
    goal = tmp_path / "goal.json"
    goal.write_text(json.dumps({"goal": [{"id": FRIDGE, "class_name": "fridge", "state": "OPEN"}], "actions": []}))
    fresh = json.loads(physkb("repair-plan", "--goal", str(goal), "--scene", str(scene), "--json")[1])
    assert fresh["steps"][-1].startswith("[OPEN]")
    goal.write_text(json.dumps({"goal": [{"id": 999, "state": "OPEN"}]}))
    code, _out, err = physkb("repair-plan", "--goal", str(goal), "--scene", str(scene))
    assert code == 1 and "999" in err
    assert physkb("repair-plan", "--scene", str(scene))[0] == 1


def test_a_rule_without_time_over_what_steps_derive_is_refused(monkeypatch) -> None:
    """Such a rule would be grounded in `base` before any step exists and never fire (it once hid every
    grab record from repair-plan)."""
    from solver.plans import incremental

    texts = {"plans_state.lp": "holds(F,T+1) :- starts(F,T).\nslots(N,8) :- from_set(_,N,_), N <= 4.\n"
                               "from_set(X,N,T) :- holds(X,T), N = 1.\n",
             "plans_checks.lp": "", "plans_commonsense.lp": ""}
    monkeypatch.setattr(incremental, "rules_text", lambda name: texts[name])
    with pytest.raises(ValueError, match="from_set"):
        incremental.split_check_rules.__wrapped__()
    texts["plans_state.lp"] = texts["plans_state.lp"].replace("slots(N,8) :- from_set(_,N,_)", "slots(N,8,T) :- from_set(_,N,T)")
    base, step = incremental.split_check_rules.__wrapped__()
    assert "slots(N,8,t) :- from_set(_,N,t)" in step and not base


def test_eai_action_goals_are_a_set_done_in_every_order() -> None:
    from solver.plans.agent import goal_from_eai

    goal = goal_from_eai({"goal": [], "actions": ["TYPE", "SWITCHOFF", "TYPE"]}, character=1, rooms=set())
    assert goal.actions == [("switchoff",), ("type",)] and goal.any_order
    assert sorted(goal.orders()) == [(0, 1), (1, 0)]
    assert Goal([], [("a",), ("b",)], derive=False).orders() == [(0, 1)]


def test_a_step_that_means_nothing_adds_nothing_to_the_intended_end_state() -> None:
    # putting a thing on itself, or a thing no one can take, intends no place: the extra step is deleted
    on_itself = plan(*FETCH[:4], f"[PUTBACK] <table> ({TABLE}) <table> ({TABLE})", FETCH[4])
    result = repair_plan(on_itself, SCENE)
    assert result.optimal and result.cost == 1 and [e["edit"] for e in result.edits] == ["delete"]
    assert f"rel({TABLE},on,{TABLE})" not in result.goal and f"rel({CUP},on,{TABLE})" in result.goal
    # a thing put back where it was taken from is not meant to stay in hand
    put_back = repair_plan(plan(*FETCH[:3], f"[PUTOBJBACK] <cup> ({CUP})"), SCENE)
    assert put_back.cost == 0 and f"held({CUP})" not in put_back.goal


def test_switching_on_a_thing_neither_on_nor_off_intends_no_state() -> None:
    scene = tiny_scene()
    for n in scene["nodes"]:
        if n["id"] == TV:
            n["states"] = ["PLUGGED_IN"]
    result = repair_plan(plan(f"[WALK] <tv> ({TV})", f"[SWITCHON] <tv> ({TV})"), scene_from_json(scene, "tiny"))
    assert f"state({TV},on)" not in result.goal and result.cost == 0
