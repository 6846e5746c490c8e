"""COAT release loaders: typed records, and malformed files -> an error naming file, record and field."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from solver.coat import release as rel
from solver.coat.knowledge import load_coat_kb
from solver.coat.records import Configuration, MaterialPreference
from solver.errors import DataError


def test_release_records_have_the_documented_sizes(coat_data: Path) -> None:
    assert len(rel.load_utilities(coat_data)) == 22
    objects = rel.load_utility_objects(coat_data)
    assert len({o for objs in objects.values() for o in objs}) == 100
    assert sum(len(v) for v in objects.values()) == 166
    tasks = rel.load_tasks(coat_data)
    assert sum(len(v) for v in tasks.values()) == 96
    assert len({t for v in tasks.values() for t in v}) == 75
    assert sum(len(v) for v in rel.load_oracle(coat_data).values()) == 252
    configs = rel.load_configurations(coat_data)
    assert len(configs) == 1584 and isinstance(configs[0], Configuration) and configs[0].id == 1
    assert len(rel.load_common_values(coat_data)) == 101
    assert sum(len(v) for v in rel.load_ideal_configurations(coat_data).values()) == 280
    assert rel.load_ideal_values(coat_data)["Lettuce"].temperature == ("Hot", "Cold")
    prefs = rel.load_material_preferences(coat_data)
    assert all(isinstance(p, MaterialPreference) for p in prefs)
    sub = rel.load_suboptimal(coat_data)
    assert len(sub) == 4813 and {e.cls for e in sub} == {"bad", "moderate"}


def test_kb_object_from_release(coat_data: Path) -> None:
    kb = load_coat_kb(coat_data)
    assert len(kb.utilities) == 22 and len(kb.pairs) == 96
    assert "Knife" in kb.utility_objects["cutting"]
    assert kb.context_objects[("heating(source)", "reheating coffee")] == ["CoffeeMachine", "Microwave", "StoveBurner"]
    assert "TargetCircle" not in kb.objects and len(kb.objects) == 100
    assert len(kb.fingerprint) == 64
    assert load_coat_kb(coat_data.parent).fingerprint == kb.fingerprint  # --data may name shared/data


@pytest.fixture()
def coat_copy(coat_data: Path, tmp_path: Path) -> Path:
    dest = tmp_path / "coat"
    shutil.copytree(coat_data, dest)
    for path in dest.rglob("*"):
        path.chmod(0o755 if path.is_dir() else 0o644)
    return dest


def _edit(path: Path, change) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_missing_file_is_named(coat_copy: Path) -> None:
    (coat_copy / "task-2" / "pouch_suboptimal.json").unlink()
    with pytest.raises(DataError, match=r"pouch_suboptimal\.json.*missing"):
        rel.load_suboptimal(coat_copy)


def test_invalid_json_is_named(coat_copy: Path) -> None:
    (coat_copy / "tasks.json").write_text("{not json")
    with pytest.raises(DataError, match=r"tasks\.json.*not valid JSON"):
        rel.load_tasks(coat_copy)


def test_missing_field_names_file_record_and_field(coat_copy: Path) -> None:
    path = coat_copy / "task-1" / "possible_configurations_v1.json"
    _edit(path, lambda d: d[4].pop("condition"))
    with pytest.raises(DataError) as err:
        rel.load_configurations(coat_copy)
    text = str(err.value)
    assert "possible_configurations_v1.json" in text and "id 5" in text and "'condition'" in text


def test_unknown_value_names_file_record_and_field(coat_copy: Path) -> None:
    path = coat_copy / "task-2" / "pouch_suboptimal.json"
    _edit(path, lambda d: d["cutting"]["cut apple"]["bad"][0].update(temperature="Lukewarm"))
    with pytest.raises(DataError) as err:
        rel.load_suboptimal(coat_copy)
    text = str(err.value)
    assert "pouch_suboptimal.json" in text and "cut apple" in text and "'temperature'" in text and "Lukewarm" in text


def test_wrong_type_names_field(coat_copy: Path) -> None:
    path = coat_copy / "task-2" / "material_preference.json"

    def change(d):
        d["mat_gt"][0]["tasks"][0]["items"]["Microwave"]["good"] = "Metal"

    _edit(path, change)
    with pytest.raises(DataError) as err:
        rel.load_material_preferences(coat_copy)
    text = str(err.value)
    assert "material_preference.json" in text and "Microwave" in text and "'good'" in text


def test_common_values_field_missing(coat_copy: Path) -> None:
    path = coat_copy / "task-1" / "common_var_responses.json"
    _edit(path, lambda d: d["Knife"].pop("mass"))
    with pytest.raises(DataError, match=r"common_var_responses\.json, record 'Knife', field 'mass'"):
        rel.load_common_values(coat_copy)


def test_oracle_wrong_type(coat_copy: Path) -> None:
    _edit(coat_copy / "oracle.json", lambda d: d["cutting"].update({"cut apple": "Knife"}))
    with pytest.raises(DataError, match=r"oracle\.json, record 'cutting' / 'cut apple'"):
        rel.load_oracle(coat_copy)


def test_penalty_must_be_an_integer(coat_copy: Path) -> None:
    path = coat_copy / "task-2" / "pouch_suboptimal.json"
    _edit(path, lambda d: d["cutting"]["cut apple"]["moderate"][0].update(time_penalty="50"))
    with pytest.raises(DataError, match=r"field 'time_penalty'"):
        load_coat_kb(coat_copy)


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_choice_oracle_twin_is_loaded_and_compared(coat_copy: Path) -> None:
    from solver.coat.validate import validate_release

    assert rel.load_ideal_values(coat_copy, "choice_ideal_values") == rel.load_ideal_values(coat_copy)
    _edit(coat_copy / "task-1" / "choice_config_oracle.json", lambda d: d["Knife"].update(temperature=["Hot"]))
    report = validate_release(load_coat_kb(coat_copy), "release")
    found = [a for a in report.anomalies if a.kind == "ideal_value_files_differ"]
    assert found and "Knife" in found[0].detail
    assert report.penalties_matched == 4813  # the penalties read task-2's file
