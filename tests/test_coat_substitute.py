"""best_substitute: three-level pruning, ranking, traces, the Figure 1 scene and every bad input."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from solver import best_substitute
from solver.coat.knowledge import load_coat_kb
from solver.coat.substitute import SubstituteResult
from solver.errors import DataError, UnknownNameError
from solver.paths import KB_DIR

FIGURE1 = KB_DIR / "scenes" / "figure1_cake.json"
CANDIDATE_KEYS = {"object_name", "configuration", "level", "class", "time_penalty", "material_penalty", "trace"}


def _check_ranking(result: SubstituteResult) -> None:
    groups = [{"state": 0, "context": 1, "utility": 2}[c.level] for c in result.ranking]
    assert groups == sorted(groups)
    passed = [c for c in result.ranking if c.level == "state"]
    order = {"ideal": 0, "moderate": 1, None: 2, "bad": 3}
    assert [order[c.cls] for c in passed] == sorted(order[c.cls] for c in passed)
    moderate = [c.time_penalty + c.material_penalty for c in passed if c.cls == "moderate"]
    assert moderate == sorted(moderate)
    if result.best is not None:
        assert result.best is next(c for c in passed if c.cls != "bad")
        assert result.best.trace and result.best.trace[-1]["rule"].startswith("class_")


def test_figure1_scene_clean_knife_wins() -> None:
    result = best_substitute("cutting a cake", "cutting", scene=FIGURE1)
    assert result.best is not None and result.best.configuration["label"] == "clean knife"
    by_label = {c.configuration["label"]: c for c in result.ranking}
    assert by_label["broken knife"].level == "state" and by_label["broken knife"].cls == "bad"
    assert any(t["rule"] == "condition_vs_clean" and t["amount"] == 500 for t in by_label["broken knife"].trace)
    assert by_label["clean scissors"].level == "context"  # has the utility, not used for a cake
    assert by_label["clean pillow"].level == "utility"
    assert by_label["busy stool"].level == "utility"
    assert [c.configuration["label"] for c in result.ranking] == [
        "clean knife", "broken knife", "clean scissors", "clean pillow", "busy stool"]
    _check_ranking(result)


def test_every_project_kb_task_has_an_answer() -> None:
    kb = load_coat_kb(None)
    for utility, task in kb.pairs:
        result = best_substitute(task, utility, kb=kb)
        assert result.best is not None, (utility, task, result.reason)
        assert result.best.object_name in kb.context_objects[(utility, task)]
        assert result.best.cls == "ideal"
        _check_ranking(result)


def test_every_release_pair_has_an_answer(coat_data: Path) -> None:
    kb = load_coat_kb(coat_data)
    for profile in ("corrected", "release"):
        for utility, task in kb.pairs:
            result = best_substitute(task, utility, kb=kb, profile=profile)
            assert result.best is not None, (utility, task, profile, result.reason)
            assert len(result.ranking) == 1584
            _check_ranking(result)
    # Desktop is in context for telling the time but missing from the utility's objects:
    # the release profile prunes it at utility, the corrected one lets the oracle imply the utility.
    rel = best_substitute("tell me the time", "time", kb=kb, profile="release")
    cor = best_substitute("tell me the time", "time", kb=kb)
    assert {c.level for c in rel.ranking if c.object_name == "Desktop"} == {"utility"}
    assert {c.level for c in cor.ranking if c.object_name == "Desktop"} == {"state"}


def test_json_shape(cli) -> None:
    code, out, err = cli("best-substitute", "--task", "cutting a cake", "--utility", "cutting",
                         "--scene", str(FIGURE1), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert {"task", "utility", "best", "ranking"} <= set(data)
    assert set(data["best"]) == CANDIDATE_KEYS
    assert data["best"]["object_name"] == "Knife" and data["best"]["class"] == "ideal"
    assert all(set(c) == CANDIDATE_KEYS for c in data["ranking"])
    assert [c["level"] for c in data["ranking"]] == ["state", "state", "context", "utility", "utility"]


def test_no_best_says_why() -> None:
    scene = [{"object_name": "Knife", "already_in_use": "irreversible-using", "condition": "broken"},
             {"object_name": "Pillow", "already_in_use": "free", "condition": "clean"}]
    result = best_substitute("cutting a cake", "cutting", scene=scene)
    assert result.best is None and "bad state" in result.reason
    result = best_substitute("cutting a cake", "cutting", scene=scene[1:])
    assert result.best is None and "can serve cutting" in result.reason
    result = best_substitute("cutting a cake", "cutting",
                             scene=[{"object_name": "Scissors", "already_in_use": "free", "condition": "clean"}])
    assert result.best is None and "not used that way" in result.reason


def test_unknown_names_exit_2_with_closest(cli) -> None:
    code, out, err = cli("best-substitute", "--task", "cuting a cake", "--utility", "cutting")
    assert code == 2 and "closest known: cutting a cake" in err and "Traceback" not in err
    code, out, err = cli("best-substitute", "--task", "cutting a cake", "--utility", "cuting")
    assert code == 2 and "cutting" in err
    with pytest.raises(UnknownNameError, match="closest known: Knife"):
        best_substitute("cutting a cake", "cutting", scene=[{"object_name": "Knif", "condition": "clean"}])
    with pytest.raises(UnknownNameError, match="profile"):
        best_substitute("cutting a cake", "cutting", profile="strict")


@pytest.mark.parametrize("records, message", [
    ([{"object_name": "Knife", "condition": "clean"}], "already_in_use omitted"),
    ([{"object_name": "Knife", "already_in_use": "free", "condition": "shiny"}], "'shiny' is not a condition"),
    ([{"object_name": "Knife", "already_in_use": "free", "conditon": "clean"}], "did you mean 'condition'"),
    ([{"already_in_use": "free"}], "object_name is missing"),
    (["Knife"], "expected an object"),
    ([], "empty"),
    ({"object_name": "Knife"}, "JSON list"),
])
def test_scene_errors_name_record_and_field(tmp_path: Path, records, message) -> None:
    path = tmp_path / "scene.json"
    path.write_text(json.dumps(records))
    with pytest.raises(DataError, match=message) as err:
        best_substitute("cutting a cake", "cutting", scene=path)
    assert str(path) in str(err.value)


def test_scene_file_errors(cli, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[{")
    code, out, err = cli("best-substitute", "--task", "cutting a cake", "--utility", "cutting", "--scene", str(bad))
    assert code == 1 and "not valid JSON" in err and "Traceback" not in err
    code, out, err = cli("best-substitute", "--task", "cutting a cake", "--utility", "cutting",
                         "--scene", str(tmp_path / "missing.json"))
    assert code == 1 and "missing" in err
    one = tmp_path / "one.json"
    one.write_text(json.dumps([{"object_name": "Knife", "already_in_use": "free", "condition": "shiny"}]))
    code, out, err = cli("best-substitute", "--task", "cutting a cake", "--utility", "cutting", "--scene", str(one))
    assert code == 1 and "record #0" in err and "'condition'" in err


def test_microwave_scene_ranks_moderate_options_by_penalty_sum() -> None:
    result = best_substitute("warming milk in the microwave", "heating(vessel)", scene=KB_DIR / "scenes" / "microwave_milk.json")
    labels = [c.configuration["label"] for c in result.ranking]
    assert labels == ["dirty ceramic bowl", "glass cup someone is drinking from", "metal mug", "clean pan"]
    bowl, cup, mug, pan = result.ranking
    assert (bowl.cls, bowl.time_penalty, bowl.material_penalty) == ("moderate", 50, 0)
    assert (cup.cls, cup.time_penalty, cup.material_penalty) == ("moderate", 80, 20)
    assert mug.cls == "bad" and any(t["rule"] == "material_bad" for t in mug.trace)
    assert pan.level == "context"
    assert result.best is bowl
