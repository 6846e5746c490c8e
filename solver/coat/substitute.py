"""best_substitute: which object (in which state) to use for a task, by three-level pruning.

The levels come from rules/coat_substitute.lp (utility, then context) and the state verdicts
from rules/coat_penalties.lp + coat_classes.lp; everything is derived once per knowledge
base and profile (solver.coat.derive caches it), so a question is lookups plus one sort.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping

from solver.coat.derive import ConfigVerdict, Derivation, check_profile, complete_configuration, derive, judge_configurations
from solver.coat.knowledge import CoatKB, load_coat_kb
from solver.coat.records import VARIABLES, ConfigurationValues
from solver.errors import DataError, UnknownNameError

LEVELS = ("utility", "context", "state")
_GROUP = {"state": 0, "context": 1, "utility": 2}
SCENE_KEYS = ("id", "object_name", *VARIABLES, "label")


@dataclass(frozen=True)
class SceneEntry:
    """One object in one physical state, as offered to best_substitute."""

    values: ConfigurationValues
    id: int | str | None = None
    label: str | None = None
    key: tuple[str, ...] = field(default=(), compare=False, repr=False)
    config: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        # Precomputed once so a question over a large scene does no per-entry formatting.
        object.__setattr__(self, "key", self.values.values())
        config = self.values.as_dict()
        if self.id is not None:
            config["id"] = self.id
        if self.label is not None:
            config["label"] = self.label
        object.__setattr__(self, "config", config)


@dataclass(slots=True)
class Candidate:
    """A scene entry judged for a question: the level it reached, its class, penalties and trace.

    level: "utility" = pruned there (the object lacks the utility); "context" = pruned there
    (it has the utility but is not used that way for this task); "state" = it passed both and
    its physical state was classified (ideal / moderate / bad).
    """

    object_name: str
    configuration: dict[str, Any]
    level: str
    cls: str | None
    time_penalty: int | None
    material_penalty: int | None
    trace: tuple[dict[str, Any], ...]
    order: int = 0  # position in the scene
    key: tuple[int, int] = (0, 0)  # (class rank, penalty sum): the rules' order_key
    preference: int = 0  # position among the pair's context objects (first choice among equals)

    @property
    def passed(self) -> bool:
        return self.level == "state"

    @property
    def penalty_sum(self) -> int | None:
        if self.time_penalty is None or self.material_penalty is None:
            return None
        return self.time_penalty + self.material_penalty

    def to_json(self) -> dict[str, Any]:
        return {
            "object_name": self.object_name,
            "configuration": dict(self.configuration),
            "level": self.level,
            "class": self.cls,
            "time_penalty": self.time_penalty,
            "material_penalty": self.material_penalty,
            "trace": [dict(t) for t in self.trace],
        }


@dataclass
class SubstituteResult:
    """The answer to <task, utility>: the best candidate (or None, with the reason) and the ranking."""

    task: str
    utility: str
    best: Candidate | None
    ranking: list[Candidate]
    reason: str
    profile: str = "corrected"

    def to_json(self) -> dict[str, Any]:
        return {
            "task": self.task,
            "utility": self.utility,
            "best": self.best.to_json() if self.best else None,
            "ranking": [c.to_json() for c in self.ranking],
            "reason": self.reason,
            "profile": self.profile,
        }


# --------------------------------------------------------------------------- scenes


def load_scene(path: Path | str, kb: CoatKB) -> list[SceneEntry]:
    """A scene file: a JSON list of configurations (keys of possible_configurations_v1.json).

    `id` is optional; an omitted variable takes the object's single common value, and is an
    error when the object has several. Unknown objects raise UnknownNameError (exit 2).
    """
    from solver.textfiles import read_json

    path = Path(path)
    if not path.exists():
        raise DataError("scene file is missing", where=str(path))
    return scene_from_records(read_json(path, "scene file"), kb, str(path))


def scene_from_records(data: Any, kb: CoatKB, source: str = "scene") -> list[SceneEntry]:
    """Check and complete scene records (a list of dicts) against the knowledge base."""
    if not isinstance(data, list):
        raise DataError(f"a scene is a JSON list of configurations, found {type(data).__name__}", where=source)
    if not data:
        raise DataError("the scene is empty", where=source)
    out = []
    seen_ids: dict[Any, int] = {}
    for i, record in enumerate(data):
        where = f"{source}, record #{i}"
        if not isinstance(record, dict):
            raise DataError(f"expected an object, found {type(record).__name__}", where=where)
        if "id" in record:
            key = record["id"]
            if not isinstance(key, (str, int)) or isinstance(key, bool):
                raise DataError("id must be a string or a number", where=f"{where}, field 'id'")
            if key in seen_ids:
                raise DataError(f"duplicate id {key!r} (first in record #{seen_ids[key]})", where=f"{where}, field 'id'")
            seen_ids[key] = i
        for key in record:
            if key not in SCENE_KEYS:
                import difflib

                close = difflib.get_close_matches(str(key), SCENE_KEYS, n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise DataError(f"unknown key{hint}; known keys: {', '.join(SCENE_KEYS)}", where=f"{where}, field {key!r}")
        name = record.get("object_name")
        if not isinstance(name, str) or not name:
            raise DataError("object_name is missing or not a string", where=f"{where}, field 'object_name'")
        if name not in kb.common_values:
            raise UnknownNameError("object", name, kb.objects)
        if "id" in record:
            where = f"{where} (id {record['id']})"
        values = complete_configuration(kb, name, record, where=where)
        label = record.get("label")
        if label is not None and not isinstance(label, str):
            raise DataError("label must be a string", where=f"{where}, field 'label'")
        out.append(SceneEntry(values=values, id=record.get("id"), label=label))
    return out


def default_scene(kb: CoatKB) -> list[SceneEntry]:
    """Every common configuration of every object."""
    cached = _DEFAULT_SCENES.get(kb.fingerprint)
    if cached is None:
        cached = [SceneEntry(values=ConfigurationValues(c.object_name, *c.values()), id=c.id) for c in kb.configurations]
        _DEFAULT_SCENES[kb.fingerprint] = cached
    return cached


_DEFAULT_SCENES: dict[str, list[SceneEntry]] = {}


# --------------------------------------------------------------------------- traces


@dataclass
class _Traces:
    """Trace pieces shared by every question on one derivation (built once, reused)."""

    derivation: Derivation
    levels: dict[tuple[str, str, str], tuple[dict[str, Any], ...]] = field(default_factory=dict)
    verdicts: dict[int, tuple[dict[str, Any], ...]] = field(default_factory=dict)

    def level_trace(self, utility: str, task: str, obj: str) -> tuple[dict[str, Any], ...]:
        key = (utility, task, obj)
        found = self.levels.get(key)
        if found is not None:
            return found
        level, rule = self.derivation.level(utility, task, obj)
        steps: list[dict[str, Any]] = []
        has = self.derivation.utility_reasons.get((utility, obj))
        if level == "utility" or has is None:
            steps.append({"level": "utility", "passed": False, "rule": "pruned_no_utility",
                          "facts": [f"not utility_object({utility!r}, {obj!r})"],
                          "says": f"{obj} cannot serve {utility}"})
        else:
            fact_text = (f"utility_object({utility!r}, {obj!r})" if has == "utility_object"
                         else f"context_object({utility!r}, _, {obj!r})")
            steps.append({"level": "utility", "passed": True, "rule": has, "facts": [fact_text],
                          "says": f"{obj} can serve {utility}"})
            if level == "context":
                steps.append({"level": "context", "passed": False, "rule": rule,
                              "facts": [f"not context_object({utility!r}, {task!r}, {obj!r})"],
                              "says": f"{obj} is not what one uses for {utility} when {task}"})
            else:
                steps.append({"level": "context", "passed": True, "rule": rule,
                              "facts": [f"context_object({utility!r}, {task!r}, {obj!r})"],
                              "says": f"{obj} suits {task}"})
        result = tuple(steps)
        self.levels[key] = result
        return result

    def verdict_trace(self, v: ConfigVerdict) -> tuple[dict[str, Any], ...]:
        found = self.verdicts.get(id(v))
        if found is not None and found[0] is v:  # guard against id reuse
            return found[1]
        steps = [{"level": "state", "rule": t.rule, "facts": [f"{t.variable}={t.value}"], "kind": t.kind,
                  "amount": t.amount} for t in v.terms]
        steps.append({"level": "state", "rule": v.class_rule, "passed": v.cls != "bad",
                      "facts": [f"time_penalty={v.time_penalty}", f"material_penalty={v.material_penalty}"],
                      "class": v.cls})
        result = tuple(steps)
        self.verdicts[id(v)] = (v, result)  # type: ignore[assignment]
        return result


_TRACES: dict[tuple[str, str], _Traces] = {}


def _traces(d: Derivation) -> _Traces:
    """The trace pieces of a derivation, all built up front (see prepare)."""
    key = (d.kb.fingerprint, d.profile)
    found = _TRACES.get(key)
    if found is None:
        import gc

        found = _TRACES[key] = _Traces(d)
        for utility, task in d.kb.pairs:
            for obj in d.kb.objects:
                found.level_trace(utility, task, obj)
        for v in d.verdicts:
            found.verdict_trace(v)
        default_scene(d.kb)
        # Long-lived from here on: keep them out of the collector's scans (pauses of 50 ms+).
        gc.collect()
        gc.freeze()
    return found


def prepare(kb: CoatKB, profile: str = "corrected") -> None:
    """Derive and build every shared table for (kb, profile) now, so questions are warm."""
    _traces(derive(kb, check_profile(profile)))


# --------------------------------------------------------------------------- the question


def best_substitute(
    task: str,
    utility: str,
    scene: Iterable[SceneEntry] | Iterable[Mapping[str, Any]] | Path | str | None = None,
    data_dir: Path | None = None,
    profile: str = "corrected",
    kb: CoatKB | None = None,
) -> SubstituteResult:
    """Rank the scene's objects for <task, utility>: utility, then context, then physical state.

    The ranking lists candidates that passed every level first (ideal, then moderate by the
    sum of penalties, then bad; ties go to the pair's first-listed context object, then to
    scene order), then those pruned at context, then at utility. `best` is the
    first candidate that passed every level and is not bad (None when there is none; the
    result's `reason` says why). `scene` may be entries, dict records or a scene file; None
    means every common configuration of every object.
    """
    check_profile(profile)
    kb = kb if kb is not None else load_coat_kb(data_dir)
    kb.check_task(utility, task)
    entries = _scene_entries(scene, kb)
    d = derive(kb, profile)
    traces = _traces(d)

    index = d._index
    levels = {o: (d.level(utility, task, o)[0], traces.level_trace(utility, task, o))
              for o in {e.values.object_name for e in entries}}

    # Configurations outside the common set are judged together by one small solve per object.
    extra: dict[tuple[str, tuple[str, ...]], ConfigVerdict] = {}
    pending: dict[str, list[ConfigurationValues]] = {}
    for o, (level, _) in levels.items():
        if level != "state":
            continue
        for e in entries:
            if e.values.object_name == o and (utility, task, o, e.key) not in index:
                pending.setdefault(o, []).append(e.values)
    for o, configs in pending.items():
        unique = list(dict.fromkeys(configs))
        for c, v in zip(unique, judge_configurations(kb, utility, task, o, unique, profile)):
            extra[(o, c.values())] = v

    preference = {o: i for i, o in enumerate(kb.context_objects.get((utility, task), []))}
    # Pruned candidates keep scene order; only those judged by state need sorting.
    groups: dict[str, list[Candidate]] = {"state": [], "context": [], "utility": []}
    for i, e in enumerate(entries):
        o = e.values.object_name
        level, trace = levels[o]
        if level == "state":
            v = index.get((utility, task, o, e.key)) or extra[(o, e.key)]
            groups[level].append(Candidate(o, e.config, level, v.cls, v.time_penalty, v.material_penalty,
                                        trace + traces.verdict_trace(v), i, v.order_key, preference.get(o, 0)))
        else:
            groups[level].append(Candidate(o, e.config, level, None, None, None, trace, i))
    judged = sorted(groups["state"], key=_rank_key)
    best = next((c for c in judged if c.cls != "bad"), None)
    candidates = judged + groups["context"] + groups["utility"]
    return SubstituteResult(task, utility, best, candidates, _reason(best, candidates, task, utility), profile)


def _rank_key(c: Candidate) -> tuple:
    if c.level == "state":
        return (0, c.key[0], c.key[1], c.time_penalty, c.preference, c.order)
    return (_GROUP[c.level], 0, 0, 0, 0, c.order)


def _scene_entries(scene: Any, kb: CoatKB) -> list[SceneEntry]:
    if scene is None:
        return default_scene(kb)
    if isinstance(scene, (str, Path)):
        return load_scene(scene, kb)
    items = list(scene)
    if items and all(isinstance(x, SceneEntry) for x in items):
        return items
    return scene_from_records(items, kb)


def _describe(c: Candidate) -> str:
    cfg = c.configuration
    state = ", ".join(str(cfg[v]) for v in VARIABLES)
    return f"{cfg.get('label') or c.object_name} ({state})"


def _reason(best: Candidate | None, ranking: list[Candidate], task: str, utility: str) -> str:
    if best is not None:
        return (f"{_describe(best)} serves {utility}, suits {task!r} and its state is {best.cls or 'unlisted'} "
                f"(time penalty {best.time_penalty}, material penalty {best.material_penalty})")
    with_utility = [c for c in ranking if c.level in ("context", "state")]
    if not with_utility:
        return f"no object in the scene can serve {utility}"
    in_context = [c for c in ranking if c.level == "state"]
    if not in_context:
        names = sorted({c.object_name for c in with_utility})
        return f"objects that serve {utility} ({', '.join(names)}) are not used that way for {task!r}"
    names = sorted({c.object_name for c in in_context})
    return f"every suitable object in the scene ({', '.join(names)}) is in a bad state (broken, used up or a bad material)"


def render_text(result: SubstituteResult, top: int = 10) -> str:
    """Best answer, its reason and the head of the ranking, one line each."""
    lines = [f"{result.utility} / {result.task} (profile {result.profile})"]
    lines.append(f"best: {_describe(result.best) if result.best else 'none'}")
    lines.append(f"why:  {result.reason}")
    passed = sum(1 for c in result.ranking if c.level == "state")
    lines.append(f"ranking ({len(result.ranking)} candidates, {passed} passed every level):")
    for i, c in enumerate(result.ranking[:top], start=1):
        if c.level == "state":
            cause = ", ".join(f"{t['rule']} +{t['amount']}" for t in c.trace if t.get("amount"))
            lines.append(f"  {i:3d}. {_describe(c)}: {c.cls or 'unlisted'}, time {c.time_penalty}, "
                         f"material {c.material_penalty}" + (f" [{cause}]" if cause else ""))
        else:
            lines.append(f"  {i:3d}. {_describe(c)}: pruned at {c.level}")
    return "\n".join(lines)
