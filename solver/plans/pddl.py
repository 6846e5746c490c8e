"""physkb's VirtualHome action knowledge as a PDDL domain (`physkb export pddl`).

The operators are not written by hand: each one is the executor's action as kb/plans declares it
for check-plan (vh_check/4: its checks in order, vh_effect/2: its effect schemas, vh_affords/2: the
properties an affordance check accepts), written in the predicate vocabulary of VirtualHome's PDDL
domain by kb/plans/pddl.lp's table (one PDDL formula per check term or effect schema). A check the
vocabulary has no predicate for is left out and listed in the domain's comments, so what the
operators cannot say is visible. `commonsense=True` writes physkb's switchable commonsense checks in.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from solver.atomic import write_text
from solver.errors import DataError
from solver.logic.asp import decode, solve
from solver.logic.plans import (PddlCheck, PddlEffect, PddlOperator, PddlRelation, PddlUnwritable, VhAction,
    VhAffords, VhCheck, VhCommonsenseCheck, VhEffect)
from solver.outpaths import check_out_file
from solver.paths import kb_file
from solver.plans.eai_package import eai_resources

KB_FILES = ("plans/virtualhome_actions.lp", "plans/commonsense.lp", "plans/pddl.lp")
SHOW = """
#show vh_action/2. #show vh_check/4. #show vh_effect/2. #show vh_affords/2. #show vh_commonsense_check/5.
#show pddl_operator/3. #show pddl_check/2. #show pddl_unwritable/1. #show pddl_effect/3. #show pddl_relation/2.
"""


@dataclass
class Operator:
    """One PDDL operator: its name, the executor's action, and its parts as PDDL text."""

    name: str
    action: str
    parameters: str
    precondition: str
    effect: str
    left_out: list[str] = field(default_factory=list)

    def pddl(self) -> str:
        return (f"(:action {self.name}\n        :parameters {self.parameters}\n"
                f"        :precondition {self.precondition}\n        :effect {self.effect}\n    )")


@dataclass(frozen=True)
class Vocabulary:
    """kb/plans' action vocabulary and its PDDL forms, as solver.logic.plans' typed predicates."""

    actions: tuple
    checks: tuple
    commonsense_checks: tuple
    effects: tuple
    affords: tuple
    operators: tuple
    check_forms: tuple
    unwritable: tuple
    effect_forms: tuple
    relations: tuple


@lru_cache(maxsize=1)
def vocabulary() -> Vocabulary:
    text = "\n".join(kb_file(name).read_text(encoding="utf-8") for name in KB_FILES)
    shown = solve([], text, source="kb/plans", extra=(SHOW,))
    return Vocabulary(*(tuple(decode(shown, cls, "kb/plans")) for cls in (
        VhAction, VhCheck, VhCommonsenseCheck, VhEffect, VhAffords, PddlOperator, PddlCheck, PddlUnwritable,
        PddlEffect, PddlRelation)))


def _variables(arity: int) -> dict[int, str]:
    return {0: {}, 1: {1: "?obj"}, 2: {1: "?obj1", 2: "?obj2"}}[arity]


def _fill(template: str, names: dict[int, str], value: str = "", old: str = "", counter: list[int] | None = None) -> str:
    """A template with the step's variables, the value, and its own bound variables renamed apart."""
    text = template.replace("{value}", value).replace("{old}", old)
    for position, name in names.items():
        text = text.replace("{%d}" % position, name)
    if counter is not None:
        counter[0] += 1
        text = re.sub(r"\?v\b", f"?v{counter[0]}", text)
    return text


def _and(parts: list[str]) -> str:
    parts = [p for p in parts if p]
    if not parts:
        return "()"
    return parts[0] if len(parts) == 1 else "(and " + " ".join(parts) + ")"


def operators(commonsense: bool = False) -> list[Operator]:
    """The domain's operators, one per pddl_operator/3 entry, in kb order of names."""
    vocab = vocabulary()
    arity = {a.action: a.arity for a in vocab.actions}
    checks: dict[str, dict[int, Any]] = {}
    for c in vocab.checks:
        checks.setdefault(c.action, {})[c.order] = c.check
    if commonsense:
        for c in vocab.commonsense_checks:
            checks.setdefault(c.action, {})[c.order] = c.check
    effects: dict[str, list[Any]] = {}
    for e in vocab.effects:
        effects.setdefault(e.action, []).append(e.schema)
    affords: dict[str, list[str]] = {}
    for a in vocab.affords:
        affords.setdefault(a.group, []).append(a.prop)
    check_form = {c.functor: c.formula for c in vocab.check_forms}
    unwritable = {u.functor for u in vocab.unwritable}
    effect_form = {(e.schema, e.target): e.formula for e in vocab.effect_forms}
    relation = {r.relation: r.predicate for r in vocab.relations}

    result = []
    for entry in sorted(vocab.operators, key=lambda o: (o.name, o.action, o.target)):
        name, action, target = entry.name, entry.action, entry.target
        if action not in arity:
            raise DataError(f"pddl_operator({name}) names {action}, which vh_action/2 does not declare",
                            where="kb/plans/pddl.lp")
        names = _variables(arity[action])
        parameters = "(?char - character" + "".join(f" {v} - object" for v in names.values()) + ")"
        counter = [0]
        pre, left_out = [], []
        for order in sorted(checks.get(action, {})):
            term = checks[action][order]
            functor = term.functor
            if functor in unwritable:
                left_out.append(str(term))
                continue
            if functor not in check_form:
                raise DataError(f"check {term} of {action} has no PDDL form (pddl_check/2 or pddl_unwritable/1)",
                                where="kb/plans/pddl.lp")
            parts = term.params
            position = {1: names.get(parts[0], "")} if parts and isinstance(parts[0], int) else {}
            local = dict(names)
            local.update({1: position[1]} if position else {})
            value = ""
            if functor == "affords":
                props = affords.get(str(parts[1]), [])
                value = _and([]) if not props else ("(or " + " ".join(f"({p} {local[1]})" for p in props) + ")"
                                                    if len(props) > 1 else f"({props[0]} {local[1]})")
            elif len(parts) > 1:
                value = str(parts[1])
            pre.append(_fill(check_form[functor], local, value, counter=counter))
        eff = []
        for schema in effects.get(action, []):
            key = (schema.functor, "room" if (target == "room" and schema.functor == "go_to") else "thing")
            if key not in effect_form:
                raise DataError(f"effect {schema} of {action} has no PDDL form (pddl_effect/3)", where="kb/plans/pddl.lp")
            parts = schema.params
            value = old = ""
            if schema.functor == "set_state":
                value, old = str(parts[1]), str(parts[2])
            elif schema.functor == "place":
                value = relation[str(parts[0])]
            eff.append(_fill(effect_form[key], names, value, old, counter))
        result.append(Operator(name, action, parameters, _and(pre), _and(eff), left_out))
    return result


def domain_text(commonsense: bool = False, loose_types: bool = False) -> str:
    """The whole domain: VirtualHome's types and predicates (from EAI's domain file when installed,
    else the predicates the operators use) and physkb's operators.

    `loose_types`: the character is a kind of object and every predicate takes objects. EAI's problems
    state facts such as (facing floor computer) that its own typing forbids; Fast Downward lets them
    pass, unified-planning's reader does not, so the cross-check reads the domain typed loosely."""
    ops = operators(commonsense)
    if loose_types:  # unified-planning writes an operator without effects with no :effect at all, which
        ops = [op for op in ops if op.effect != "()"]  # Fast Downward rejects; such a step reaches nothing
    header = PREDICATES_HEADER if loose_types else _predicates_header()
    if loose_types:
        header = header.replace("(:types object character)", "(:types character - object)")
        header = re.sub(r"- character\b", "- object", header)
    notes = [f"; {op.name}: left out (no predicate in the vocabulary): {', '.join(op.left_out)}"
             for op in ops if op.left_out]
    body = "\n\n    ".join(op.pddl() for op in ops)
    return (f"; physkb's VirtualHome action knowledge (kb/plans), exported by `physkb export pddl`"
            f"{' with the commonsense rules' if commonsense else ''}\n" + "\n".join(notes) + "\n"
            + header + "\n\n    " + body + "\n)\n")


def _predicates_header() -> str:
    """`(define (domain virtualhome) ... (:predicates ...)` without the closing parenthesis."""
    try:
        text = (eai_resources() / "virtualhome_pd.pddl").read_text(encoding="utf-8")
        return text.rstrip()
    except Exception:  # eai-eval absent: the vocabulary's predicates, written out
        return PREDICATES_HEADER


PREDICATES_HEADER = """(define (domain virtualhome)
    (:requirements :typing :adl :universal-preconditions :existential-preconditions :conditional-effects)
    (:types object character)
    (:predicates
        (closed ?obj - object) (open ?obj - object) (on ?obj - object) (off ?obj - object)
        (plugged_in ?obj - object) (plugged_out ?obj - object) (sitting ?char - character)
        (lying ?char - character) (clean ?obj - object) (dirty ?obj - object)
        (obj_ontop ?obj1 ?obj2 - object) (ontop ?char - character ?obj - object)
        (on_char ?obj - object ?char - character) (inside_room ?obj ?room - object)
        (obj_inside ?obj1 ?obj2 - object) (inside ?char - character ?obj - object)
        (obj_next_to ?obj1 ?obj2 - object) (next_to ?char - character ?obj - object)
        (between ?obj1 ?obj2 ?obj3 - object) (facing ?char - character ?obj - object)
        (holds_rh ?char - character ?obj - object) (holds_lh ?char - character ?obj - object)
        (grabbable ?obj - object) (cuttable ?obj - object) (can_open ?obj - object)
        (readable ?obj - object) (has_paper ?obj - object) (movable ?obj - object)
        (pourable ?obj - object) (cream ?obj - object) (has_switch ?obj - object)
        (lookable ?obj - object) (has_plug ?obj - object) (drinkable ?obj - object)
        (body_part ?obj - object) (recipient ?obj - object) (containers ?obj - object)
        (cover_object ?obj - object) (surfaces ?obj - object) (sittable ?obj - object)
        (lieable ?obj - object) (person ?obj - object) (hangable ?obj - object)
        (clothes ?obj - object) (eatable ?obj - object)
    )"""


def write_domain(path: Path, commonsense: bool = False) -> None:
    """Write the domain file (never over something that is not a regular file)."""
    check_out_file(Path(path))
    write_text(path, domain_text(commonsense))
