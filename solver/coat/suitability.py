"""Knowledge-based appropriateness of an object for a task of a utility (the graded fallback).

When no candidate passes every level of best_substitute, the most suitable object among those
that serve the utility but are not used that way for this task is offered as a compromise.
How suitable it is comes from the knowledge, not from a model: ProbLog evaluates
rules/coat_suitability.pl over facts that count, for every object serving a utility, the
tasks of that utility naming it in context. The fact file, with one provenance comment per
fact, is what `fact_file` returns (and what `physkb export coat-suitability` writes).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solver.logic.coat import Suits
from solver.logic.problog import decode, evaluate, fact_line, term
from solver.coat.knowledge import CoatKB

PROGRAM = "coat_suitability.pl"
ESTIMATE = "(K + 1) / (N + 2): K of the utility's N tasks name the object in context (rule of succession)"


@dataclass(frozen=True)
class Suitability:
    """P(object suits a task of the utility) with the evidence it was estimated from."""

    utility: str
    object_name: str
    probability: float
    in_context_of: tuple[str, ...]  # the K tasks of the utility that name the object in context
    tasks_of_utility: int  # N

    def to_json(self) -> dict[str, Any]:
        return {
            "probability": round(self.probability, 6),
            "estimate": ESTIMATE,
            "k": len(self.in_context_of),
            "n": self.tasks_of_utility,
            "in_context_of": list(self.in_context_of),
            "program": f"rules/{PROGRAM}",
        }


def serving_objects(kb: CoatKB, utility: str) -> list[str]:
    """Objects that serve a utility: its object list plus any object its tasks name in context."""
    seen = dict.fromkeys(kb.utility_objects.get(utility, []))
    for task in kb.tasks.get(utility, []):
        seen.update(dict.fromkeys(kb.context_objects.get((utility, task), [])))
    return list(seen)


def evidence(kb: CoatKB) -> dict[tuple[str, str], tuple[tuple[str, ...], int]]:
    """(utility, object) -> (tasks of the utility naming the object in context, count of its tasks)."""
    out = {}
    for utility in kb.utilities:
        tasks = kb.tasks.get(utility, [])
        for obj in serving_objects(kb, utility):
            named = tuple(t for t in tasks if obj in kb.context_objects.get((utility, t), []))
            out[(utility, obj)] = (named, len(tasks))
    return out


def fact_file(kb: CoatKB) -> str:
    """The ProbLog facts of the estimate, each count with a comment saying where it comes from."""
    lines = [f"% COAT suitability evidence from {kb.source} (kb fingerprint {kb.fingerprint[:12]});",
             f"% read by rules/{PROGRAM}. Source of every count: the context objects of each task (oracle)."]
    for (utility, obj), (named, n) in sorted(evidence(kb).items()):
        where = ", ".join(named) if named else "none"
        lines.append(f"% {obj} is a context object in {len(named)} of the {n} tasks of {utility}: {where}")
        lines.append(fact_line(term("context_count", utility, obj, len(named), n)))
        lines += [fact_line(term("in_context_of", utility, obj, t)) for t in named]
    return "\n".join(lines) + "\n"


def _facts(kb: CoatKB) -> list:
    """The evidence as ProbLog terms, in the order fact_file writes them."""
    out = []
    for (utility, obj), (named, n) in sorted(evidence(kb).items()):
        out.append(term("context_count", utility, obj, len(named), n))
        out += [term("in_context_of", utility, obj, t) for t in named]
    return out


_CACHE: dict[str, dict[tuple[str, str], Suitability]] = {}


def suitabilities(kb: CoatKB) -> dict[tuple[str, str], Suitability]:
    """P(suits) of every (utility, serving object), from one ProbLog evaluation, cached per KB."""
    found = _CACHE.get(kb.fingerprint)
    if found is not None:
        return found
    facts = evidence(kb)
    result = evaluate([PROGRAM, _facts(kb)], [term("suits", u, o) for u, o in facts])
    probs = {}
    for answer, p in result.items():
        suits = decode(answer, Suits, PROGRAM)
        probs[(suits.utility, suits.object_name)] = p
    found = {key: Suitability(key[0], key[1], probs[key], named, n) for key, (named, n) in facts.items()}
    _CACHE[kb.fingerprint] = found
    return found


def suitability(kb: CoatKB, utility: str, obj: str) -> Suitability:
    """P(suits) of one object for the utility's tasks; an object not serving it gets the K = 0 estimate."""
    found = suitabilities(kb).get((utility, obj))
    if found is not None:
        return found
    n = len(kb.tasks.get(utility, []))
    return Suitability(utility, obj, 1 / (n + 2), (), n)
