"""Atoms that cross into and out of the plans programs (rules/plans_*.lp), as clorm predicates.

One solve judges one plan on one scene, so atoms carry no plan id: the scene (vh_*), the plan
(plan_length/1, do/4) and the switches (disabled/1) go in; each step's outcome comes out. The ASP
interface is described in rules/plans_state.lp and rules/plans_checks.lp; node ids are the scene
graph's integers, actions, properties, states and relations lowercase constants.
"""
from __future__ import annotations

import clingo
from typing import Any, NamedTuple, Union

from clorm import BaseField, ConstantField, IntegerField, combine_fields

from solver.logic.declare import predicates
from solver.logic.terms import TermTextField, term_text

# An argument of a step: a node id, or the constant `none` where the action takes fewer arguments.
NodeOrNone = combine_fields([IntegerField, ConstantField])



class TermParts(NamedTuple):
    """A check term or effect schema of kb/plans taken apart: its functor and its arguments (a number
    for an argument position or count, text for a constant or string), e.g. affords(1,grab) ->
    TermParts("affords", (1, "grab"), "affords(1,grab)"). `text` is the term as written."""

    functor: str
    params: tuple[Union[int, str], ...]
    text: str

    def __str__(self) -> str:
        return self.text


class TermPartsField(BaseField):
    """A constant or a function term of plain arguments, read as TermParts (the plans area's check terms
    and effect schemas: `near(1)`, `set_state(1,open,closed)`, `free_hand`)."""

    def cltopy(symbol: Any) -> TermParts:  # type: ignore[misc]  # clorm calls it as a plain function
        if symbol.type != clingo.SymbolType.Function or not symbol.name:
            raise TypeError(f"{symbol} is not a constant or a function term")
        args = tuple(a.number if a.type == clingo.SymbolType.Number else term_text(a) for a in symbol.arguments)
        return TermParts(symbol.name, args, term_text(symbol))

    def pytocl(value: TermParts) -> Any:  # type: ignore[misc]
        return clingo.parse_term(value.text)


# ---------------------------------------------------------------------- input facts: the scene


(VhNode, VhRoom, VhCharacter, VhProp, VhInitState, VhInitEdge, VhClassHas, PlanLength, Do, Disabled, VhAction,
 VhUnsupported, VhWords, VhClassWord, VhCheck, VhCommonsenseCheck, VhEffect, VhAffords, PddlOperator, PddlCheck,
 PddlUnwritable, PddlEffect, PddlRelation, Keep, Moved, Want) = predicates("""
vh_node(node: integer, class_name: string)
    a node of the scene graph and its class name.
vh_room(node: integer)
    a node of the category Rooms.
vh_character(node: integer)
    the acting character (the executor's character 0).
vh_prop(node: integer, prop: constant)
    a property of a node (grabbable, can_open, has_switch, ...).
vh_init_state(node: integer, state: constant)
    a state of a node at the start (open, closed, on, off, plugged_in, ...).
vh_init_edge(source: integer, relation: constant, target: integer)
    an edge of the start graph (close, facing, inside, on, between, holds_rh, holds_lh).
vh_class_has(node: integer, word: string)
    the node's class name contains one of kb/plans' vh_class_word/1 words.
# ---------------------------------------------------------------------- input facts: the plan
plan_length(steps: integer)
    the number of steps; states run from 0 to it.
do(step: integer, action: constant, first: node_or_none, second: node_or_none)
    step T (0-based) is action A on X and Y (`none` where absent).
disabled(rule: constant)
    a switchable rule switched off.
# ---------------------------------------------------------------------- kb facts read by Python
vh_action(action: constant, arity: integer)
    an action the executor runs and its argument count (kb/plans/virtualhome_actions.lp).
vh_unsupported(action: constant)
    an action of the script language the executor has no executor for.
vh_words(name: constant, words: string)
    the words for an unmet precondition or a failed check (by functor name); {1} and {2} name the objects, {value}
    the state or property group.
vh_class_word(word: string)
    a word the executor looks for inside class names.
vh_check(action: constant, order: integer, check: parts, kind: constant)
    the executor's check number `order` of `action`; kind missing | afford | satisfied | unseen | unknown.
vh_commonsense_check(rule: constant, action: constant, order: integer, check: parts, kind: constant)
    a check physkb's switchable rule adds (kb/plans/commonsense.lp).
vh_effect(action: constant, schema: parts)
    an effect schema of an action (the schemas are rules/plans_state.lp's).
vh_affords(group: constant, prop: constant)
    an affordance group (affords(P, Group) checks) accepts things with this property.
pddl_operator(name: constant, action: constant, target: constant)
    the PDDL operator `name` is the executor's `action`; target thing | room (kb/plans/pddl.lp).
pddl_check(functor: constant, formula: string)
    a check functor written as a PDDL condition.
pddl_unwritable(functor: constant)
    a check functor VirtualHome's PDDL vocabulary cannot say.
pddl_effect(schema: constant, target: constant, formula: string)
    an effect schema (for a thing or a room target) written as a PDDL effect.
pddl_relation(relation: constant, predicate: constant)
    the PDDL predicate of an object-to-object relation a placing effect sets.
# ---------------------------------------------------------------------- shown atoms of repair-plan
keep(step: integer, original: integer)
    step T of the repaired plan is step I of the plan being mended.
moved(original: integer)
    step I of the plan being mended is kept out of the plan's order.
want(fluent: text)
    a fluent the repaired plan must leave true (given, or intended by the plan's steps).
""", node_or_none=NodeOrNone, parts=TermPartsField, text=TermTextField)


REPAIR_SHOWN = (Do, Keep, Moved, Want)

# ---------------------------------------------------------------------- shown atoms


(Fail, ErrorClass, UnmetPre, FirstBlocked, Skipped, Trace, CommonsenseNote, Executable) = predicates("""
fail(step: integer, kind: constant, check: text)
    step T failed its first check C; kind missing | afford | satisfied | unseen | unknown.
error_class(step: integer, error: constant)
    EAI's class of a failed step.
unmet_pre(step: integer, precondition: text)
    the precondition a missing-kind failure lacks (argument positions 1, 2).
first_blocked(step: integer)
    the first step that stops the plan.
skipped(step: integer)
    a step already satisfied (EAI's additional step).
trace(step: integer, rule: constant)
    a rule that decided step T.
commonsense_note(step: integer, rule: constant)
    step T breaks a commonsense rule the executor does not enforce.
executable()
    no step blocks the plan.
""", text=TermTextField)


SHOWN = (Fail, ErrorClass, UnmetPre, FirstBlocked, Skipped, Trace, CommonsenseNote, Executable)
