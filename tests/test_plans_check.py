"""check-plan on a tiny scene built here: each error class of EAI, additional steps, the commonsense
rules switched off and on, and the plan and scene loaders with their errors."""
from __future__ import annotations

import json

import pytest

from plans_scenes import CHAIR, CUP, FRIDGE, TABLE, TV, tiny_scene
from solver.errors import DataError, UnknownNameError
from solver.plans.check import check_plan
from solver.plans.scene import scene_from_json
from solver.plans.steps import parse_json, parse_script

SCENE = scene_from_json(tiny_scene(), "tiny")


def verdict(*lines: str, commonsense: bool = False):
    return check_plan(parse_script("\n".join(lines), "plan"), SCENE, commonsense=commonsense)


def test_a_plan_that_fetches_the_cup_executes() -> None:
    v = verdict(f"[WALK] <fridge> ({FRIDGE})", f"[OPEN] <fridge> ({FRIDGE})", f"[GRAB] <cup> ({CUP})",
                f"[WALK] <table> ({TABLE})", f"[PUTBACK] <cup> ({CUP}) <table> ({TABLE})")
    assert (v.executable, v.first_failing_step, v.error_class) == (True, -1, None)
    assert {"plans_walk_proximity", "plans_grab_hands", "plans_put_relations"} <= {t["rule"] for t in v.trace}


def test_grabbing_from_a_closed_fridge_is_a_missing_step() -> None:
    v = verdict(f"[WALK] <fridge> ({FRIDGE})", f"[GRAB] <cup> ({CUP})")
    assert (v.executable, v.first_failing_step, v.error_class) == (False, 1, "missing_step")
    assert "inside something closed" in v.explanation and v.unmet == f"open({CUP})"


def test_opening_from_afar_is_a_missing_step_and_after_walking_away_a_wrong_order() -> None:
    v = verdict(f"[OPEN] <fridge> ({FRIDGE})")
    assert (v.first_failing_step, v.error_class) == (0, "missing_step")
    assert "not close to <fridge>" in v.explanation
    v = verdict(f"[WALK] <fridge> ({FRIDGE})", f"[WALK] <chair> ({CHAIR})", f"[OPEN] <fridge> ({FRIDGE})")
    assert (v.first_failing_step, v.error_class) == (2, "wrong_order")


def test_walking_while_seated_is_a_wrong_order() -> None:
    v = verdict(f"[WALK] <chair> ({CHAIR})", f"[SIT] <chair> ({CHAIR})", f"[WALK] <fridge> ({FRIDGE})")
    assert (v.first_failing_step, v.error_class) == (2, "wrong_order")


def test_grabbing_a_table_is_an_affordance_error_and_an_unknown_node_unseen() -> None:
    v = verdict(f"[WALK] <table> ({TABLE})", f"[GRAB] <table> ({TABLE})")
    assert (v.first_failing_step, v.error_class) == (1, "affordance_error")
    v = verdict("[WALK] <sofa> (999)")
    assert (v.first_failing_step, v.error_class) == (0, "unseen_object")


def test_an_already_satisfied_step_is_additional_and_skipped() -> None:
    v = verdict(f"[WALK] <fridge> ({FRIDGE})", f"[OPEN] <fridge> ({FRIDGE})", f"[OPEN] <fridge> ({FRIDGE})",
                f"[GRAB] <cup> ({CUP})")
    assert (v.executable, v.first_failing_step, v.error_class, v.additional_steps) == (True, -1, "additional_step", [2])


def test_switching_on_an_unplugged_tv_differs_from_the_executor_only_when_asked() -> None:
    plan = (f"[WALK] <tv> ({TV})", f"[SWITCHON] <tv> ({TV})")
    off = verdict(*plan)
    assert (off.executable, off.error_class) == (True, "additional_step")
    assert [n["rule"] for n in off.commonsense] == ["plans_commonsense_power"]
    on = verdict(*plan, commonsense=True)
    assert (on.executable, on.first_failing_step, on.error_class) == (False, 1, "missing_step")
    assert "unplugged" in on.explanation


def test_walking_through_a_closed_door_is_reported_and_blocks_with_commonsense() -> None:
    off = verdict(f"[WALK] <fridge> ({FRIDGE})")
    assert off.executable and [n["rule"] for n in off.commonsense] == ["plans_commonsense_door"]
    on = verdict(f"[WALK] <fridge> ({FRIDGE})", commonsense=True)
    assert (on.executable, on.first_failing_step, on.error_class) == (False, 0, "missing_step")
    opened = verdict("[WALK] <door> (15)", "[OPEN] <door> (15)", f"[WALK] <fridge> ({FRIDGE})", commonsense=True)
    assert opened.executable


def test_the_plan_forms_read_alike() -> None:
    script = parse_script(f"Title\nA description\n\n[WALK] <fridge> (1.{FRIDGE})\n[OPEN] <fridge> ({FRIDGE})\n", "p")
    strings = parse_json(json.dumps([f"[WALK] <fridge> ({FRIDGE})", f"[OPEN] <fridge> ({FRIDGE})"]), "p")
    eai = parse_json(json.dumps([{"WALK": ["fridge", FRIDGE]}, {"OPEN": ["fridge", FRIDGE]}]), "p")
    eai_object = parse_json(f'{{"WALK": ["fridge", {FRIDGE}], "OPEN": ["fridge", {FRIDGE}]}}', "p")
    own = parse_json(json.dumps([{"action": "walk", "objects": [["fridge", FRIDGE]]},
                                 {"action": "OPEN", "objects": [["fridge", FRIDGE]]}]), "p")
    assert script == strings == eai == eai_object == own


def test_bad_steps_name_the_step_and_token() -> None:
    with pytest.raises(DataError, match=r"line 2 \(step 1\).*takes 2 object"):
        parse_script(f"[WALK] <fridge> ({FRIDGE})\n[PUTBACK] <cup> ({CUP})", "p")
    with pytest.raises(UnknownNameError, match="OPNE"):
        parse_script("[OPNE] <fridge> (10)", "p")
    with pytest.raises(DataError, match=r"step 0.*<fridge> fridge"):
        parse_script("[WALK] <fridge> fridge", "p")
    with pytest.raises(DataError, match="not a node"):
        scene_from_json({"nodes": tiny_scene()["nodes"], "edges": [{"from_id": 1, "relation_type": "ON", "to_id": 7}]}, "g")


def test_the_command_prints_the_interface_json_and_keeps_the_exit_codes(physkb, tmp_path) -> None:
    scene = tmp_path / "scene.json"
    scene.write_text(json.dumps({"init_graph": tiny_scene()}))
    plan = tmp_path / "plan.txt"
    plan.write_text(f"[WALK] <fridge> ({FRIDGE})\n[GRAB] <cup> ({CUP})\n")
    code, out, _ = physkb("check-plan", plan, "--scene", scene, "--json")
    answer = json.loads(out)
    assert code == 0 and answer["executable"] is False and answer["first_failing_step"] == 1
    assert answer["error_class"] == "missing_step" and answer["trace"] and answer["explanation"]
    code, out, _ = physkb("check-plan", plan, "--scene", scene)
    assert code == 0 and "not executable: step 1" in out
    plan.write_text("[WALKK] <fridge> (10)\n")
    assert physkb("check-plan", plan, "--scene", scene)[0] == 2
    plan.write_text("[WALK] <fridge>\n")
    assert physkb("check-plan", plan, "--scene", scene)[0] == 1
    scene.write_text("{}")
    plan.write_text(f"[WALK] <fridge> ({FRIDGE})\n")
    assert physkb("check-plan", plan, "--scene", scene)[0] == 1
