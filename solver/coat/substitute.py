"""best_substitute: which object (in which state) to use for a task, by three-level pruning.

The levels come from rules/coat_substitute.lp (utility, then context) and the state verdicts
from rules/coat_penalties.lp + coat_classes.lp, ordered by rank_key of coat_rank.lp;
everything is derived once per knowledge base and profile (solver.coat.derive caches it), so
a question is lookups plus one sort. When nothing passes every level, a graded fallback
(solver.coat.fallback) offers the most suitable object outside the task's context, said to be
a compromise. Unknown tasks: ad-hoc context objects or the closest known task (solver.coat.adhoc).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping

from solver.coat.derive import (
    ConfigVerdict, Derivation, check_profile, complete_configuration, derive, judge_configurations, _derive,
)
from solver.coat.knowledge import CoatKB, load_coat_kb
from solver.coat.records import DOMAINS, VARIABLES, ConfigurationValues
from solver.errors import DataError, UnknownNameError
from solver.textfiles import read_json
import difflib
import gc
from solver.coat.fallback import appropriateness, fallback_step, judge_outside_context
from solver.logic.catalogue import rule_doc

LEVELS = ("utility", "context", "state")
SCENE_KEYS = ("id", "object_name", *VARIABLES, "label")
TIE_RULE = "tie_order"  # the order among tied candidates (Candidate.tie_order), described in rules/coat_rank.lp


@dataclass(frozen=True)
class SceneEntry:
    """One object in one physical state, as offered to best_substitute."""

    values: ConfigurationValues
    id: int | str | None = None
    label: str | None = None
    key: tuple[str, ...] = field(default=(), compare=False, repr=False)
    config: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    canonical: tuple[int, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        # Precomputed once so a question over a large scene does no per-entry formatting.
        object.__setattr__(self, "key", self.values.values())
        object.__setattr__(self, "canonical", tuple(DOMAINS[v].index(x) for v, x in zip(VARIABLES, self.key)))
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
    its physical state was classified (ideal / moderate / bad). A fallback candidate keeps
    level "context" and carries the class and penalties of its state judged for the task
    with borrowed materials, and its appropriateness.
    """

    object_name: str
    configuration: dict[str, Any]
    level: str
    cls: str | None
    time_penalty: int | None
    material_penalty: int | None
    trace: tuple[dict[str, Any], ...]
    order: int = 0  # position in the scene
    key: tuple[int, ...] = (0, 0, 0, 0)  # the rules' rank_key (coat_rank.lp)
    canonical: tuple[int, ...] = ()  # values in domain order: the tie rule's last criterion
    appropriateness: dict[str, Any] | None = None  # fallback only: P(suits) and its evidence

    @property
    def passed(self) -> bool:
        return self.level == "state"

    @property
    def penalty_sum(self) -> int | None:
        if self.time_penalty is None or self.material_penalty is None:
            return None
        return self.time_penalty + self.material_penalty

    def tie_order(self) -> tuple:
        """The stated order among tied candidates: name, values in domain order, scene position."""
        return (self.object_name, self.canonical, self.order)

    def to_json(self, traces: bool = True) -> dict[str, Any]:
        out = {
            "object_name": self.object_name,
            "configuration": dict(self.configuration),
            "level": self.level,
            "class": self.cls,
            "time_penalty": self.time_penalty,
            "material_penalty": self.material_penalty,
            "trace": [dict(t) for t in self.trace] if traces else [],
        }
        if self.appropriateness is not None:
            out["appropriateness"] = dict(self.appropriateness)
        return out


@dataclass
class SubstituteResult:
    """The answer to <task, utility>: the best candidate (or None, with the reason) and the ranking.

    fallback: when best is None, the most suitable candidate pruned at context (a compromise);
    tied_with: the candidates equal to the answer (best, else fallback) on every criterion;
    task_match: set when --closest-task mapped an unknown task name to a known one;
    adhoc: the task was defined ad hoc by its context objects.
    """

    task: str
    utility: str
    best: Candidate | None
    ranking: list[Candidate]
    reason: str
    profile: str = "corrected"
    fallback: Candidate | None = None
    tied_with: list[Candidate] = field(default_factory=list)
    task_match: Any = None  # solver.coat.adhoc.TaskMatch
    adhoc: list[str] | None = None

    def to_json(self, top: int | None = None, traces: bool | str = True) -> dict[str, Any]:
        """The answer as JSON; traces: True / "all", "answer" (best, fallback and ties only), False / "none"."""
        ranking = self.ranking if top is None else self.ranking[:top]
        answer = traces in (True, "all", "answer")
        everywhere = traces in (True, "all")
        return {
            "task": self.task,
            "utility": self.utility,
            "best": self.best.to_json(answer) if self.best else None,
            "fallback": self.fallback.to_json(answer) if self.fallback else None,
            "tied_with": [c.to_json(answer) for c in self.tied_with],
            "reason": self.reason,
            "profile": self.profile,
            "task_match": self.task_match.to_json() if self.task_match else None,
            "adhoc_context_objects": self.adhoc,
            "ranking_size": len(self.ranking),
            "ranking": [c.to_json(everywhere) for c in ranking],
        }


# --------------------------------------------------------------------------- scenes


def load_scene(path: Path | str, kb: CoatKB) -> list[SceneEntry]:
    """A scene file: a JSON list of configurations (keys of possible_configurations_v1.json).

    `id` is optional; an omitted variable takes the object's single common value, and is an
    error when the object has several. Unknown objects raise UnknownNameError (exit 2).
    """
    path = Path(path)
    if not path.exists():
        raise DataError("scene file is missing", where=str(path))
    return scene_from_records(read_json(path, "scene file"), kb, str(path))


def _note_id(record: dict, i: int, seen_ids: dict[Any, int], where: str) -> bool:
    """Record a scene record's id, refusing a duplicate (cached records included); True when done."""
    if "id" in record:
        key = record["id"]
        if not isinstance(key, (str, int)) or isinstance(key, bool):
            raise DataError("id must be a string or a number", where=f"{where}, field 'id'")
        if key in seen_ids:
            raise DataError(f"duplicate id {key!r} (first in record #{seen_ids[key]})", where=f"{where}, field 'id'")
        seen_ids[key] = i
    return True


def scene_from_records(data: Any, kb: CoatKB, source: str = "scene") -> list[SceneEntry]:
    """Check and complete scene records (a list of dicts) against the knowledge base."""
    if not isinstance(data, list):
        raise DataError(f"a scene is a JSON list of configurations, found {type(data).__name__}", where=source)
    if not data:
        raise DataError("the scene is empty", where=source)
    out = []
    cache = _ENTRIES.setdefault(kb.fingerprint, {})
    seen_ids: dict[Any, int] = {}
    for i, record in enumerate(data):
        if isinstance(record, dict) and record.keys() <= _SCENE_KEY_SET:
            # A record seen before (agents resend the objects they see) is checked already.
            try:
                memo = (tuple(record.get(k) for k in SCENE_KEYS), tuple(record))
                found = cache.get(memo)
            except TypeError:  # an unhashable value: checked below, with its message
                memo, found = None, None
            if found is not None and _note_id(record, i, seen_ids, f"{source}, record #{i}"):
                out.append(found)
                continue
        else:
            memo = None
        where = f"{source}, record #{i}"
        if not isinstance(record, dict):
            raise DataError(f"expected an object, found {type(record).__name__}", where=where)
        _note_id(record, i, seen_ids, where)
        for key in record:
            if key not in SCENE_KEYS:
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
        entry = SceneEntry(values=values, id=record.get("id"), label=label)
        if memo is not None and len(cache) < _ENTRIES_LIMIT:
            cache[memo] = entry
        out.append(entry)
    return out


# Checked scene records per knowledge base, keyed by their values and key order (bounded).
_ENTRIES: dict[str, dict[tuple, SceneEntry]] = {}
_ENTRIES_LIMIT = 200_000
_SCENE_KEY_SET = frozenset(SCENE_KEYS)


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
    context_objects: list[str] | None = None,
    closest_task: bool = False,
) -> SubstituteResult:
    """Rank the scene's objects for <task, utility>: utility, then context, then physical state.

    The ranking lists candidates that passed every level first, by the rules' rank key
    (class: ideal, moderate, bad; then penalty sum; then time penalty; then the knowledge
    base's authored first choice), ties by TIE_RULE; then those pruned at context, then at
    utility. `best` is the first candidate that passed every level and is not bad. When there
    is none, `fallback` is the most suitable candidate pruned at context (solver.coat.fallback),
    a compromise the reason says is one. `tied_with` lists the candidates equal to the answer
    on every criterion.

    context_objects: define <task, utility> ad hoc with these context objects (a task the
    knowledge base does not list); closest_task: map an unknown task name to the most similar
    known task of the utility (solver.coat.adhoc.closest_task) and say so.
    `scene` may be entries, dict records or a scene file; None means every common
    configuration of every object.
    """
    check_profile(profile)
    base = kb if kb is not None else load_coat_kb(data_dir)
    base.check_utility(utility)
    match = None
    kb = base
    adhoc = None
    if context_objects:
        # lazy: only ad-hoc tasks need it; a plain best-substitute starts without it
        from solver.coat.adhoc import adhoc_kb

        kb = adhoc_kb(base, utility, task, context_objects)
        adhoc = list(kb.context_objects[(utility, task)])
    elif closest_task and task not in base.tasks.get(utility, []):
        from solver.coat.adhoc import closest_task as find_closest  # lazy: as above

        match = find_closest(base, utility, task)
        task = match.used
    kb.check_task(utility, task)
    entries = _scene_entries(scene, base)
    d = derive(kb, profile) if adhoc is None else _adhoc_derivation(kb, profile)
    traces = _traces(d) if adhoc is None else _Traces(d)

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
        for c, v in zip(unique, judge_configurations(kb, utility, task, o, unique, profile, borrow_materials=adhoc is not None)):
            extra[(o, c.values())] = v

    # Pruned candidates keep scene order; only those judged by state need sorting.
    groups: dict[str, list[Candidate]] = {"state": [], "context": [], "utility": []}
    for i, e in enumerate(entries):
        o = e.values.object_name
        level, trace = levels[o]
        if level == "state":
            v = index.get((utility, task, o, e.key)) or extra[(o, e.key)]
            groups[level].append(Candidate(o, e.config, level, v.cls, v.time_penalty, v.material_penalty,
                                           trace + traces.verdict_trace(v), i, v.rank_key, e.canonical))
        else:
            groups[level].append(Candidate(o, e.config, level, None, None, None, trace, i, canonical=e.canonical))
    judged = sorted(groups["state"], key=lambda c: (c.key, c.tie_order()))
    best = next((c for c in judged if c.cls != "bad"), None)
    candidates = judged + groups["context"] + groups["utility"]
    fallback, tied = None, []
    if best is not None:
        tied = [c for c in judged if c is not best and c.key == best.key]
    else:
        fallback, tied = _fallback(base, d, utility, task, entries, groups["context"])
    result = SubstituteResult(task, utility, best, candidates, "", profile, fallback, tied, match, adhoc)
    result.reason = _reason(result)
    return result


_ADHOC_DERIVATIONS: dict[tuple[str, str], Derivation] = {}


def _adhoc_derivation(kb: CoatKB, profile: str) -> Derivation:
    """An ad-hoc knowledge base's derivation, kept beside (not inside) derive's process-long cache."""
    key = (kb.fingerprint, profile)
    found = _ADHOC_DERIVATIONS.get(key)
    if found is None:
        found = _ADHOC_DERIVATIONS[key] = _derive(kb, profile)
        if len(_ADHOC_DERIVATIONS) > 64:
            _ADHOC_DERIVATIONS.pop(next(iter(_ADHOC_DERIVATIONS)))
    return found


def _fallback(base: CoatKB, d: Derivation, utility: str, task: str, entries: list[SceneEntry],
              pruned: list[Candidate]) -> tuple[Candidate | None, list[Candidate]]:
    """The most suitable candidate pruned at context whose state is not bad, and its ties (fallback.py)."""
    if not pruned:
        return None, []

    wanted: dict[str, list[ConfigurationValues]] = {}
    for c in pruned:
        wanted.setdefault(c.object_name, []).append(entries[c.order].values)
    verdicts = judge_outside_context(d, utility, task, wanted)
    traces = _Traces(None)  # type: ignore[arg-type]
    scored = []
    for c in pruned:
        v = verdicts[(c.object_name, entries[c.order].key)]
        if v.cls == "bad":
            continue
        suit = appropriateness(base, utility, c.object_name)
        scored.append(((-round(suit.probability, 9), v.rank_key[:3]), c, v, suit))
    if not scored:
        return None, []
    scored.sort(key=lambda x: (x[0], x[1].tie_order()))

    def build(item) -> Candidate:
        _, c, v, suit = item
        trace = c.trace + traces.verdict_trace(v) + (fallback_step(c.object_name, utility, task, suit),)
        return Candidate(c.object_name, c.configuration, c.level, v.cls, v.time_penalty, v.material_penalty,
                         trace, c.order, v.rank_key, c.canonical, suit.to_json())

    top = scored[0]
    return build(top), [build(x) for x in scored[1:] if x[0] == top[0]]


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


def _why_none(ranking: list[Candidate], task: str, utility: str) -> str:
    with_utility = [c for c in ranking if c.level in ("context", "state")]
    if not with_utility:
        return f"no object in the scene can serve {utility}"
    in_context = [c for c in ranking if c.level == "state"]
    if not in_context:
        names = sorted({c.object_name for c in with_utility})
        return f"objects that serve {utility} ({', '.join(names)}) are not used that way for {task!r}"
    names = sorted({c.object_name for c in in_context})
    return f"every suitable object in the scene ({', '.join(names)}) is in a bad state (broken, used up or a bad material)"


def _reason(result: SubstituteResult) -> str:
    task, utility, best = result.task, result.utility, result.best
    prefix = ""
    if result.task_match is not None:
        m = result.task_match
        prefix = (f"{m.asked!r} is not a known task of {utility}; answered for the closest known task {m.used!r} "
                  f"({m.words()}). ")
    if result.adhoc is not None:
        prefix = (f"ad-hoc task {task!r} with context objects {', '.join(result.adhoc)} "
                  f"(materials: each object's common materials count as suitable). ")
    tie = ""
    if result.tied_with:
        n = len(result.tied_with)
        tie = (f"; tied on every criterion with {n} other candidate{'s' if n > 1 else ''} "
               f"(e.g. {_describe(result.tied_with[0])}), chosen by rule {TIE_RULE}: {_rule_words(TIE_RULE)}")
    if best is not None:
        return prefix + (f"{_describe(best)} serves {utility}, suits {task!r} and its state is {best.cls or 'unlisted'} "
                         f"(time penalty {best.time_penalty}, material penalty {best.material_penalty})") + tie
    why = _why_none(result.ranking, task, utility)
    fb = result.fallback
    if fb is None:
        if any(c.level == "context" for c in result.ranking):
            why += f"; every object that serves {utility} outside the task's context is in a bad state too"
        return prefix + f"no answer: {why}"
    a = fb.appropriateness or {}
    return prefix + (
        f"compromise, not an ideal answer: {why}. Fallback: {_describe(fb)} serves {utility} but is not what one "
        f"normally uses for {task!r}; of the objects that serve {utility} it is the most appropriate by knowledge "
        f"(a context object in {a.get('k')} of the {a.get('n')} tasks of {utility}, P(suits) = {a.get('probability', 0):.3f}) "
        f"and its state is {fb.cls} (time penalty {fb.time_penalty}, material penalty {fb.material_penalty}, "
        f"materials judged as the object's common ones)") + tie


def _rule_words(name: str) -> str:
    """A rule's description from its own rule file (solver.logic.catalogue), as a clause."""
    doc = rule_doc(name)
    return doc.words if doc is not None else name


def render_text(result: SubstituteResult, top: int = 10) -> str:
    """Best answer, its reason and the head of the ranking, one line each."""
    lines = [f"{result.utility} / {result.task} (profile {result.profile})"]
    lines.append(f"best: {_describe(result.best) if result.best else 'none'}")
    if result.fallback is not None:
        lines.append(f"fallback: {_describe(result.fallback)} (compromise; P(suits) = "
                     f"{(result.fallback.appropriateness or {}).get('probability', 0):.3f})")
    if result.tied_with:
        lines.append(f"tied with: {', '.join(_describe(c) for c in result.tied_with[:5])}"
                     + (f" and {len(result.tied_with) - 5} more" if len(result.tied_with) > 5 else ""))
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
