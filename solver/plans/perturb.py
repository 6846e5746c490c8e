"""Perturbed plans made from a working one, for the agreement bench and tests: a step deleted, two
steps swapped, a step duplicated, an object swapped for one lacking the property the action needs,
an extra step. Deterministic for a given random generator."""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from solver.logic.asp import decode
from solver.logic.plans import VhAffords, VhCheck
from solver.logic.tables import facts_of
from solver.paths import kb_file
from solver.plans.scene import Scene
from solver.plans.steps import Step

KINDS = ("delete", "swap", "duplicate", "object", "extra")
# actions an extra step is drawn from (the commonest in VirtualHome's programs)
EXTRA_ACTIONS = ("walk", "find", "grab", "open", "close", "switchon", "switchoff", "turnto", "lookat", "sit",
                 "standup", "putback", "touch", "drop")


@dataclass(frozen=True)
class Perturbed:
    kind: str
    steps: tuple[Step, ...]


@lru_cache(maxsize=1)
def needed_properties() -> dict[str, tuple[str, ...]]:
    """action -> the properties one of which its first object needs (kb vh_check affords(1,G), vh_affords)."""
    symbols = facts_of(kb_file("plans/virtualhome_actions.lp"))
    groups: dict[str, list[str]] = {}
    for affords in decode(symbols, VhAffords, "kb/plans/virtualhome_actions.lp"):
        groups.setdefault(affords.group, []).append(affords.prop)
    out: dict[str, tuple[str, ...]] = {}
    for check in decode(symbols, VhCheck, "kb/plans/virtualhome_actions.lp"):
        if check.check.functor == "affords" and check.check.params[0] == 1:
            out[check.action] = tuple(groups.get(str(check.check.params[1]), ()))
    return out


def perturb(steps: list[Step], scene: Scene, kind: str, rng: random.Random) -> Perturbed | None:
    """One perturbation of `kind`, or None where the plan offers none (too short, no such step)."""
    n = len(steps)
    out = list(steps)
    if kind == "delete" and n > 1:
        del out[rng.randrange(n)]
    elif kind == "swap" and n > 1:
        i, j = sorted(rng.sample(range(n), 2))
        if steps[i] == steps[j]:
            return None
        out[i], out[j] = out[j], out[i]
    elif kind == "duplicate":
        i = rng.randrange(n)
        out.insert(i + 1, steps[i])
    elif kind == "object":
        needs = needed_properties()
        candidates = [i for i, s in enumerate(steps) if needs.get(s.action) and s.objects]
        if not candidates:
            return None
        i = rng.choice(candidates)
        props = set(needs[steps[i].action])
        lacking = sorted(node.id for node in scene.nodes.values()
                         if not props & set(node.properties) and node.category != "Rooms" and node.id != scene.character)
        if not lacking:
            return None
        node = scene.nodes[rng.choice(lacking)]
        objects = ((node.class_name, node.id),) + steps[i].objects[1:]
        out[i] = Step(steps[i].action, objects)
    elif kind == "extra":
        action = rng.choice(EXTRA_ACTIONS)
        mentioned = sorted({node for s in steps for node in s.node_ids()})
        if action == "standup":
            extra = Step(action, ())
        elif action == "putback":
            a, b = rng.choice(mentioned), rng.choice(mentioned)
            extra = Step(action, ((scene.nodes[a].class_name, a), (scene.nodes[b].class_name, b)))
        else:
            a = rng.choice(mentioned)
            extra = Step(action, ((scene.nodes[a].class_name, a),))
        out.insert(rng.randrange(n + 1), extra)
    else:
        return None
    return Perturbed(kind, tuple(out))
