"""The graded fallback of best_substitute: a compromise when no candidate passes every level.

The pool is the scene's candidates pruned at context: they serve the utility, but the
knowledge does not name them for this task. Their states are judged by the same rules as a
context object's, as slots of the question with borrowed materials (the object's common
materials count as suitable; rules/coat_penalties.lp), and they are ranked by:
  1. a state that is not bad (a broken or used-up object is no compromise);
  2. appropriateness, highest first: P(the object suits a task of the utility), from
     rules/coat_suitability.pl (solver.coat.suitability);
  3. the rules' rank key of that state (class, penalty sum, time penalty);
  4. the tie rule of best_substitute (object name, values in domain order, scene position).
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

from solver.coat.derive import ConfigVerdict, Derivation, judge_many, judge_slots
from solver.coat.knowledge import CoatKB
from solver.coat.records import ConfigurationValues
from solver.coat.suitability import Suitability, suitability

RULE = "fallback_most_suitable_outside_context"
_JUDGED: "OrderedDict[tuple, dict[tuple[str, tuple[str, ...]], ConfigVerdict]]" = OrderedDict()
JUDGED_CACHE = 512


def outside_objects(d: Derivation, utility: str, task: str) -> list[str]:
    """The objects that serve the utility but are pruned at context for the task (by the rules)."""
    return [o for o in d.kb.objects if d.level(utility, task, o)[0] == "context"]


def judge_outside_context(d: Derivation, utility: str, task: str,
                          wanted: dict[str, list[ConfigurationValues]]) -> dict[tuple[str, tuple[str, ...]], ConfigVerdict]:
    """Verdicts of objects outside the pair's context, judged for the pair with borrowed materials.

    The common configurations of every such object are judged by one solve per (knowledge
    base, profile, pair), cached; configurations outside the common set by an extra solve.
    """
    kb, profile = d.kb, d.profile
    key = (kb.fingerprint, profile, utility, task)
    found = _JUDGED.get(key)
    if found is None:
        common = {o: [ConfigurationValues(c.object_name, *c.values()) for c in kb.configurations_of(o)]
                  for o in outside_objects(d, utility, task)}
        found = judge_slots(kb, utility, task, common, profile, borrow_materials=True)
        _JUDGED[key] = found
        while len(_JUDGED) > JUDGED_CACHE:
            _JUDGED.popitem(last=False)
    else:
        _JUDGED.move_to_end(key)
    missing = {o: [c for c in cs if (o, c.values()) not in found] for o, cs in wanted.items()}
    if any(missing.values()):
        found = {**found, **judge_slots(kb, utility, task, missing, profile, borrow_materials=True)}
    return found


def prepare_fallbacks(d: Derivation) -> None:
    """Judge every pair's outside-context objects now, in one solve (a service does it once at start)."""
    kb = d.kb
    todo = {}
    for utility, task in kb.pairs:
        if (kb.fingerprint, d.profile, utility, task) not in _JUDGED:
            todo[(utility, task)] = {o: [ConfigurationValues(c.object_name, *c.values()) for c in kb.configurations_of(o)]
                                     for o in outside_objects(d, utility, task)}
    found = judge_many(kb, todo, d.profile, borrow_materials=True)
    per_pair: dict[tuple[str, str], dict] = {pair: {} for pair in todo}
    for (u, t, o, values), v in found.items():
        per_pair[(u, t)][(o, values)] = v
    for (u, t), verdicts in per_pair.items():
        _JUDGED[(kb.fingerprint, d.profile, u, t)] = verdicts
    while len(_JUDGED) > JUDGED_CACHE:
        _JUDGED.popitem(last=False)


def appropriateness(kb: CoatKB, utility: str, obj: str) -> Suitability:
    return suitability(kb, utility, obj)


def fallback_step(obj: str, utility: str, task: str, suit: Suitability) -> dict[str, Any]:
    """The trace step that says why this candidate is offered although it failed the context level."""
    k, n = len(suit.in_context_of), suit.tasks_of_utility
    return {"level": "fallback", "rule": RULE, "passed": True,
            "facts": [f"context_count({utility!r}, {obj!r}, {k}, {n})"],
            "probability": round(suit.probability, 6),
            "says": (f"compromise: {obj} serves {utility} and is a context object in {k} of the {n} tasks of "
                     f"{utility}, P(suits) = {suit.probability:.3f}; it is not what one uses for {task}")}
