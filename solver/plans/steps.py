"""A plan's steps, read from the forms agents write them in.

- a VirtualHome script: one `[ACTION] <object> (id)` step a line (`(1.306)`, the dataset's form, keeps
  the node id after the dot); header lines before the first step (a title, a description) are skipped,
  as the dataset's files have them;
- a JSON list of such step strings;
- EAI's JSON action list: `[{"WALK": ["kitchen", 11]}, {"PUTBACK": ["cup", 5, "table", 7]}]` (or one
  object with the actions as keys in order, as EAI's own reader accepts);
- physkb's JSON action list: `[{"action": "walk", "objects": [["kitchen", 11]]}, ...]`.

Errors name the file, the step (0-based, as check-plan counts) and the token at fault.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from solver.errors import DataError, UnknownNameError
from solver.logic.asp import decode
from solver.logic.plans import VhAction, VhUnsupported
from solver.logic.tables import facts_of
from solver.paths import kb_file
from solver.textfiles import read_text

STEP_HEAD = re.compile(r"^\s*\[\s*([A-Za-z_]+)\s*\]\s*(.*)$")
STEP_OBJECT = re.compile(r"<([^<>()]+)>\s*\(\s*([0-9]+(?:\.[0-9]+)?)\s*\)\s*")
MAX_STEPS = 500  # as check-story's sentence limit: a plan longer than this is a mistake, not an agent's plan


@dataclass(frozen=True)
class Step:
    """One step: the action (lowercase, the executor's name) and its objects as (class name, node id)."""

    action: str
    objects: tuple[tuple[str, int], ...]

    def text(self) -> str:
        """The step in VirtualHome's script form, with graph ids."""
        return " ".join([f"[{self.action.upper()}]"] + [f"<{name}> ({node})" for name, node in self.objects])

    def node_ids(self) -> tuple[int, ...]:
        return tuple(node for _, node in self.objects)


@lru_cache(maxsize=1)
def action_arities() -> dict[str, int | None]:
    """The executor's actions and their argument counts (kb/plans/virtualhome_actions.lp); an action the
    script language has but the executor cannot run maps to None (it parses, and fails as unseen)."""
    symbols = facts_of(kb_file("plans/virtualhome_actions.lp"))
    arities: dict[str, int | None] = {a.action: a.arity for a in decode(symbols, VhAction)}
    for u in decode(symbols, VhUnsupported):
        arities[u.action] = None
    return arities


def _node_id(token: str, where: str) -> int:
    """`306` or the dataset's `1.306`: the graph node id is the part after the last dot."""
    try:
        return int(token.rsplit(".", 1)[-1])
    except ValueError:
        raise DataError(f"object id {token!r} is not a number", where=where) from None


def make_step(action: str, objects: list[tuple[str, Any]], where: str) -> Step:
    """A Step, with the action known and its argument count right."""
    name = action.strip().lower()
    arities = action_arities()
    if name not in arities:
        err = UnknownNameError("VirtualHome action", action, [a.upper() for a in arities])
        err.where = where
        err.args = (f"{where}: {err.message}",)
        raise err
    expected = arities[name]
    if expected is not None and len(objects) != expected:
        raise DataError(f"[{name.upper()}] takes {expected} object(s), the step gives {len(objects)}", where=where)
    out = []
    for obj_name, obj_id in objects:
        if not isinstance(obj_name, str) or not obj_name.strip():
            raise DataError(f"object name {obj_name!r} is not a name", where=where)
        if isinstance(obj_id, bool) or not isinstance(obj_id, (int, str)):
            raise DataError(f"object id {obj_id!r} of <{obj_name}> is not a number", where=where)
        out.append((obj_name.strip().lower().replace(" ", "_"), obj_id if isinstance(obj_id, int) else _node_id(obj_id, where)))
    return Step(name, tuple(out))


def parse_step(line: str, where: str) -> Step:
    """One `[ACTION] <object> (id) [<object> (id)]` step."""
    head = STEP_HEAD.match(line)
    if head is None:
        raise DataError(f"not a step: {line.strip()[:80]!r} (expected [ACTION] <object> (id))", where=where)
    action, rest = head.groups()
    objects: list[tuple[str, Any]] = []
    pos = 0
    rest = rest.rstrip()
    while pos < len(rest):
        found = STEP_OBJECT.match(rest, pos)
        if found is None:
            raise DataError(f"cannot read {rest[pos:pos + 40]!r} as <object> (id)", where=where)
        objects.append((found.group(1), found.group(2)))
        pos = found.end()
    return make_step(action, objects, where)


def parse_script(text: str, source: str) -> list[Step]:
    """Steps of a VirtualHome script: header lines before the first step are skipped, `#` lines too."""
    steps: list[Step] = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if not stripped.startswith("["):
            if steps:
                raise DataError(f"not a step: {stripped[:80]!r} (expected [ACTION] <object> (id))",
                                where=f"{source}, line {number} (step {len(steps)})")
            continue
        steps.append(parse_step(stripped, f"{source}, line {number} (step {len(steps)})"))
    return steps


def _pairs(values: list[Any], where: str) -> list[tuple[str, Any]]:
    if len(values) % 2:
        raise DataError(f"objects must come as name, id pairs; got {values!r}"[:200], where=where)
    return [(values[i], values[i + 1]) for i in range(0, len(values), 2)]


def _json_step(item: Any, where: str) -> Step:
    if isinstance(item, str):
        return parse_step(item, where)
    if isinstance(item, dict) and "action" in item:  # physkb's own form
        objects = item.get("objects", [])
        if not isinstance(objects, list) or not all(isinstance(o, (list, tuple)) and len(o) == 2 for o in objects):
            raise DataError("\"objects\" must be a list of [name, id] pairs", where=where)
        if not isinstance(item["action"], str):
            raise DataError("\"action\" must be a string", where=where)
        return make_step(item["action"], [tuple(o) for o in objects], where)
    if isinstance(item, list) and len(item) == 1 and isinstance(item[0], tuple):  # one EAI pair
        item = item[0]
    if isinstance(item, tuple) and len(item) == 2:
        action, values = item
        if not isinstance(values, list):
            raise DataError(f"the objects of {action!r} must be a list", where=where)
        return make_step(action, _pairs([v for v in values if v != ""], where), where)
    raise DataError(f"not a step: {json.dumps(item)[:80] if not isinstance(item, tuple) else item!r}", where=where)


def parse_json(text: str, source: str) -> list[Step]:
    """Steps of a JSON plan (a list of step strings, EAI's action list, or physkb's action list)."""
    try:
        data = json.loads(text, object_pairs_hook=lambda pairs: pairs)
    except json.JSONDecodeError as err:
        raise DataError(f"not valid JSON: {err.msg} (line {err.lineno}, column {err.colno})", where=source) from None

    def plain(value: Any) -> Any:  # pairs lists back to dicts where keys are unique (physkb's form)
        if isinstance(value, list) and value and all(isinstance(p, tuple) and len(p) == 2 for p in value):
            keys = [k for k, _ in value]
            if "action" in keys and len(set(keys)) == len(keys):
                return {k: plain(v) for k, v in value}
            return value
        if isinstance(value, list):
            return [plain(v) for v in value]
        return value

    if isinstance(data, list) and data and all(isinstance(p, tuple) for p in data):
        items: list[Any] = [plain(data)] if any(k == "action" for k, _ in data) else list(data)  # one object: EAI's ordered keys
    elif isinstance(data, list):
        items = [plain(v) for v in data]
    else:
        raise DataError("a JSON plan must be a list of steps (or an object of actions in order)", where=source)
    steps = []
    for index, item in enumerate(items):
        if isinstance(item, list) and item and all(isinstance(p, tuple) for p in item) and len(item) > 1:
            raise DataError("one step per object: {\"ACTION\": [name, id, ...]}", where=f"{source}, step {index}")
        steps.append(_json_step(item, f"{source}, step {index}"))
    return steps


def read_plan(path: Path) -> list[Step]:
    """The steps of a plan file (a script, or JSON when it starts with `[` or `{`)."""
    text = read_text(path, "plan")
    stripped = text.lstrip()
    steps = parse_json(text, str(path)) if stripped[:1] in "[{" and not STEP_HEAD.match(stripped.splitlines()[0]) \
        else parse_script(text, str(path))
    return check_size(steps, str(path))


def check_size(steps: list[Step], source: str) -> list[Step]:
    if not steps:
        raise DataError("the plan has no steps", where=source)
    if len(steps) > MAX_STEPS:
        raise DataError(f"the plan has {len(steps):,} steps; check-plan takes at most {MAX_STEPS}", where=source)
    return steps
