"""Loaders for the files of the COAT release, one per format, each returning typed records.

Malformed input raises DataError naming the file, the record and the field, so a user can
find the fault without reading our code. Oddities that are well-formed (an oracle object
missing from its utility, an extra object key) are kept as they are: the validator lists
them, the loaders never fix them.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator, Sequence

from solver.coat.records import (
    DOMAINS,
    VARIABLES,
    CommonValues,
    Configuration,
    ConfigurationValues,
    IdealValues,
    MaterialPreference,
    SuboptimalEntry,
)
from solver.errors import DataError
from solver.textfiles import TOO_DEEP

RELEASE_FILES: dict[str, str] = {
    "utilities": "utilities.json",
    "objects": "objects.json",
    "tasks": "tasks.json",
    "oracle": "oracle.json",
    "common_values": "task-1/common_var_responses.json",
    "configurations": "task-1/possible_configurations_v1.json",
    "ideal_configurations": "task-1/pouch_config_oracle.json",
    "ideal_values": "task-2/3_var_ideal_config.json",
    "choice_ideal_values": "task-1/choice_config_oracle.json",
    "material_preferences": "task-2/material_preference.json",
    "suboptimal": "task-2/pouch_suboptimal.json",
}


def _read_json(path: Path) -> Any:
    if not path.is_file():
        raise DataError("file is missing", where=str(path))
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as err:
        raise DataError(f"not valid JSON ({err.msg} at line {err.lineno})", where=str(path)) from None
    except UnicodeDecodeError as err:
        raise DataError(f"not UTF-8 text ({err.reason})", where=str(path)) from None
    except RecursionError:
        raise DataError(TOO_DEEP, where=str(path)) from None


def _where(path: Path, record: str, field: str | None = None) -> str:
    return f"{path}, record {record}" + (f", field {field!r}" if field else "")


def _expect(value: Any, kind: type | tuple[type, ...], path: Path, record: str, field: str | None) -> Any:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise DataError(f"expected {names}, found {type(value).__name__}", where=_where(path, record, field))
    return value


def _names(value: Any, path: Path, record: str, field: str | None) -> list[str]:
    items = _expect(value, list, path, record, field)
    for i, item in enumerate(items):
        if not isinstance(item, str) or not item:
            raise DataError(f"item {i} is not a non-empty string", where=_where(path, record, field))
    return list(items)


def _value(value: Any, variable: str, path: Path, record: str, field: str | None = None) -> str:
    field = field or variable
    _expect(value, str, path, record, field)
    if value not in DOMAINS[variable]:
        raise DataError(
            f"{value!r} is not a {variable} value (known: {', '.join(DOMAINS[variable])})",
            where=_where(path, record, field),
        )
    return value


def _mapping(path: Path) -> dict[str, Any]:
    data = _read_json(path)
    if not isinstance(data, dict):
        raise DataError(f"expected a JSON object at the top, found {type(data).__name__}", where=str(path))
    return data


def _per_task(path: Path) -> Iterator[tuple[str, str, str, Any]]:
    """(utility, task, where, value) of a file mapping utility -> task -> value (oracle, ideal and suboptimal
    configurations), each level checked to be a JSON object."""
    for utility, tasks in _mapping(path).items():
        _expect(tasks, dict, path, repr(utility), None)
        for task, value in tasks.items():
            yield utility, task, f"{utility!r} / {task!r}", value


def load_utilities(root: Path) -> list[str]:
    """utilities.json: the list of utility names."""
    path = root / RELEASE_FILES["utilities"]
    data = _read_json(path)
    return _names(data, path, "<top>", None)


def load_utility_objects(root: Path) -> dict[str, list[str]]:
    """objects.json: utility -> its utility objects."""
    path = root / RELEASE_FILES["objects"]
    return {u: _names(v, path, repr(u), None) for u, v in _mapping(path).items()}


def load_tasks(root: Path) -> dict[str, list[str]]:
    """tasks.json: utility -> task names."""
    path = root / RELEASE_FILES["tasks"]
    return {u: _names(v, path, repr(u), None) for u, v in _mapping(path).items()}


def load_oracle(root: Path) -> dict[tuple[str, str], list[str]]:
    """oracle.json: (utility, task) -> context objects."""
    path = root / RELEASE_FILES["oracle"]
    return {(utility, task): _names(objects, path, where, None) for utility, task, where, objects in _per_task(path)}


def load_common_values(root: Path) -> dict[str, CommonValues]:
    """common_var_responses.json: object -> commonly occurring values per variable."""
    path = root / RELEASE_FILES["common_values"]
    return {obj: CommonValues(object_name=obj, **_value_lists(entry, VARIABLES, path, repr(obj)))
            for obj, entry in _mapping(path).items()}


def _configuration(entry: Any, path: Path, record: str, with_id: bool) -> ConfigurationValues:
    _expect(entry, dict, path, record, None)
    for name in ("object_name", *VARIABLES) + (("id",) if with_id else ()):
        if name not in entry:
            raise DataError("field is missing", where=_where(path, record, name))
    obj = _expect(entry["object_name"], str, path, record, "object_name")
    values = {v: _value(entry[v], v, path, record) for v in VARIABLES}
    if with_id:
        return Configuration(object_name=obj, id=_expect(entry["id"], int, path, record, "id"), **values)
    return ConfigurationValues(object_name=obj, **values)


def load_configurations(root: Path) -> list[Configuration]:
    """possible_configurations_v1.json: the common configurations with ids, in file order."""
    path = root / RELEASE_FILES["configurations"]
    data = _expect(_read_json(path), list, path, "<top>", None)
    configurations = [_configuration(e, path, f"#{i} (id {e.get('id') if isinstance(e, dict) else '?'})", True)
                      for i, e in enumerate(data)]  # type: ignore[misc]
    first: dict[int, int] = {}
    for i, config in enumerate(configurations):  # one id, two configurations: every verdict on it is ambiguous
        if config.id in first:
            raise DataError(f"configuration id {config.id} is already used by record #{first[config.id]}",
                            where=_where(path, f"#{i}", "id"))
        first[config.id] = i
    return configurations


def load_ideal_configurations(root: Path) -> dict[tuple[str, str], list[ConfigurationValues]]:
    """pouch_config_oracle.json: (utility, task) -> released ideal configurations (Task-1 gold)."""
    path = root / RELEASE_FILES["ideal_configurations"]
    return {(utility, task): [_configuration(e, path, f"{where} #{i}", False)
                              for i, e in enumerate(_expect(entries, list, path, where, None))]
            for utility, task, where, entries in _per_task(path)}


def load_ideal_values(root: Path, which: str = "ideal_values") -> dict[str, IdealValues]:
    """3_var_ideal_config.json (or its task-1 twin choice_config_oracle.json, which="choice_ideal_values"):
    object -> ideal temperature(s), in-use state, condition."""
    path = root / RELEASE_FILES[which]
    return {obj: IdealValues(object_name=obj, **_value_lists(entry, ("temperature", "already_in_use", "condition"),
                                                             path, repr(obj)))
            for obj, entry in _mapping(path).items()}


def _value_lists(entry: Any, variables: Sequence[str], path: Path, record: str) -> dict[str, tuple[str, ...]]:
    """variable -> its values, of one object's record (a mapping holding a list per variable): a missing
    variable or a value outside its domain is a DataError naming the file, record and field."""
    _expect(entry, dict, path, record, None)
    values = {}
    for variable in variables:
        if variable not in entry:
            raise DataError("field is missing", where=_where(path, record, variable))
        raw = _expect(entry[variable], list, path, record, variable)
        values[variable] = tuple(_value(v, variable, path, record) for v in raw)
    return values


def _require(entry: Any, names: Sequence[str], path: Path, record: str) -> None:
    """A record must be a mapping holding every one of `names`; else a DataError naming the file, record and field."""
    _expect(entry, dict, path, record, None)
    for name in names:
        if name not in entry:
            raise DataError("field is missing", where=_where(path, record, name))


def load_material_preferences(root: Path) -> list[MaterialPreference]:
    """material_preference.json: per <utility, task, object> the good (ascending) and bad materials."""
    path = root / RELEASE_FILES["material_preferences"]
    data = _mapping(path)
    if "mat_gt" not in data:
        raise DataError("field is missing", where=_where(path, "<top>", "mat_gt"))
    out: list[MaterialPreference] = []
    for i, concept in enumerate(_expect(data["mat_gt"], list, path, "<top>", "mat_gt")):
        record = f"mat_gt[{i}]"
        _require(concept, ("concept", "tasks"), path, record)
        utility = _expect(concept["concept"], str, path, record, "concept")
        for j, task_entry in enumerate(_expect(concept["tasks"], list, path, record, "tasks")):
            trecord = f"{record}.tasks[{j}]"
            _require(task_entry, ("task", "items"), path, trecord)
            task = _expect(task_entry["task"], str, path, trecord, "task")
            for obj, lists in _expect(task_entry["items"], dict, path, trecord, "items").items():
                orecord = f"{utility!r} / {task!r} / {obj!r}"
                _expect(lists, dict, path, orecord, None)
                for name in ("good", "bad"):
                    if name not in lists:
                        raise DataError("field is missing", where=_where(path, orecord, name))
                good = tuple(_value(m, "material", path, orecord, "good") for m in _expect(lists["good"], list, path, orecord, "good"))
                bad = tuple(_value(m, "material", path, orecord, "bad") for m in _expect(lists["bad"], list, path, orecord, "bad"))
                out.append(MaterialPreference(utility=utility, task=task, object_name=obj, good=good, bad=bad))
    return out


def load_suboptimal(root: Path) -> list[SuboptimalEntry]:
    """pouch_suboptimal.json: released bad / moderate configurations with their penalties."""
    path = root / RELEASE_FILES["suboptimal"]
    out: list[SuboptimalEntry] = []
    for utility, task, where, classes in _per_task(path):
        _expect(classes, dict, path, where, None)
        for cls, entries in classes.items():
            if cls not in ("bad", "moderate"):
                raise DataError(f"unknown class {cls!r} (known: bad, moderate)", where=_where(path, where, cls))
            for i, entry in enumerate(_expect(entries, list, path, where, cls)):
                record = f"{where} / {cls} #{i}"
                config = _configuration(entry, path, record, True)
                penalties = []
                for name in ("time_penalty", "material_penalty"):
                    if name not in entry:
                        raise DataError("field is missing", where=_where(path, record, name))
                    penalties.append(_expect(entry[name], int, path, record, name))
                out.append(SuboptimalEntry(utility, task, cls, config, penalties[0], penalties[1]))  # type: ignore[arg-type]
    return out
