"""Atoms that cross into and out of the plans programs (rules/plans_*.lp), as clorm predicates.

One solve judges one plan on one scene, so atoms carry no plan id: the scene (vh_*), the plan
(plan_length/1, do/4) and the switches (disabled/1) go in; each step's outcome comes out. The ASP
interface is described in rules/plans_state.lp and rules/plans_checks.lp; node ids are the scene
graph's integers, actions, properties, states and relations lowercase constants.
"""
from __future__ import annotations

import clingo
from typing import Any, NamedTuple, Union

from clorm import BaseField, ConstantField, IntegerField, Predicate, StringField, combine_fields

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


class VhNode(Predicate, name="vh_node"):
    """vh_node/2: a node of the scene graph and its class name."""

    node = IntegerField
    class_name = StringField


class VhRoom(Predicate, name="vh_room"):
    """vh_room/1: a node of the category Rooms."""

    node = IntegerField


class VhCharacter(Predicate, name="vh_character"):
    """vh_character/1: the acting character (the executor's character 0)."""

    node = IntegerField


class VhProp(Predicate, name="vh_prop"):
    """vh_prop/2: a property of a node (grabbable, can_open, has_switch, ...)."""

    node = IntegerField
    prop = ConstantField


class VhInitState(Predicate, name="vh_init_state"):
    """vh_init_state/2: a state of a node at the start (open, closed, on, off, plugged_in, ...)."""

    node = IntegerField
    state = ConstantField


class VhInitEdge(Predicate, name="vh_init_edge"):
    """vh_init_edge/3: an edge of the start graph (close, facing, inside, on, between, holds_rh, holds_lh)."""

    source = IntegerField
    relation = ConstantField
    target = IntegerField


class VhClassHas(Predicate, name="vh_class_has"):
    """vh_class_has/2: the node's class name contains one of kb/plans' vh_class_word/1 words."""

    node = IntegerField
    word = StringField


# ---------------------------------------------------------------------- input facts: the plan


class PlanLength(Predicate, name="plan_length"):
    """plan_length/1: the number of steps; states run from 0 to it."""

    steps = IntegerField


class Do(Predicate, name="do"):
    """do/4: step T (0-based) is action A on X and Y (`none` where absent)."""

    step = IntegerField
    action = ConstantField
    first = NodeOrNone
    second = NodeOrNone


class Disabled(Predicate, name="disabled"):
    """disabled/1: a switchable rule switched off."""

    rule = ConstantField


# ---------------------------------------------------------------------- kb facts read by Python


class VhAction(Predicate, name="vh_action"):
    """vh_action/2 (kb/plans/virtualhome_actions.lp): an action the executor runs and its argument count."""

    action = ConstantField
    arity = IntegerField


class VhUnsupported(Predicate, name="vh_unsupported"):
    """vh_unsupported/1: an action of the script language the executor has no executor for."""

    action = ConstantField


class VhWords(Predicate, name="vh_words"):
    """vh_words/2: the words for an unmet precondition or a failed check (by functor name); {1} and {2}
    name the objects, {value} the state or property group."""

    name = ConstantField
    words = StringField


class VhClassWord(Predicate, name="vh_class_word"):
    """vh_class_word/1: a word the executor looks for inside class names."""

    word = StringField


class VhCheck(Predicate, name="vh_check"):
    """vh_check/4: the executor's check number `order` of `action`; kind missing | afford | satisfied |
    unseen | unknown."""

    action = ConstantField
    order = IntegerField
    check = TermPartsField
    kind = ConstantField


class VhCommonsenseCheck(Predicate, name="vh_commonsense_check"):
    """vh_commonsense_check/5 (kb/plans/commonsense.lp): a check physkb's switchable rule adds."""

    rule = ConstantField
    action = ConstantField
    order = IntegerField
    check = TermPartsField
    kind = ConstantField


class VhEffect(Predicate, name="vh_effect"):
    """vh_effect/2: an effect schema of an action (the schemas are rules/plans_state.lp's)."""

    action = ConstantField
    schema = TermPartsField


class VhAffords(Predicate, name="vh_affords"):
    """vh_affords/2: an affordance group (affords(P, Group) checks) accepts things with this property."""

    group = ConstantField
    prop = ConstantField


class PddlOperator(Predicate, name="pddl_operator"):
    """pddl_operator/3 (kb/plans/pddl.lp): the PDDL operator `name` is the executor's `action`; target
    thing | room."""

    name = ConstantField
    action = ConstantField
    target = ConstantField


class PddlCheck(Predicate, name="pddl_check"):
    """pddl_check/2: a check functor written as a PDDL condition."""

    functor = ConstantField
    formula = StringField


class PddlUnwritable(Predicate, name="pddl_unwritable"):
    """pddl_unwritable/1: a check functor VirtualHome's PDDL vocabulary cannot say."""

    functor = ConstantField


class PddlEffect(Predicate, name="pddl_effect"):
    """pddl_effect/3: an effect schema (for a thing or a room target) written as a PDDL effect."""

    schema = ConstantField
    target = ConstantField
    formula = StringField


class PddlRelation(Predicate, name="pddl_relation"):
    """pddl_relation/2: the PDDL predicate of an object-to-object relation a placing effect sets."""

    relation = ConstantField
    predicate = ConstantField


# ---------------------------------------------------------------------- shown atoms of repair-plan


class Keep(Predicate, name="keep"):
    """keep/2: step T of the repaired plan is step I of the plan being mended."""

    step = IntegerField
    original = IntegerField


class Moved(Predicate, name="moved"):
    """moved/1: step I of the plan being mended is kept out of the plan's order."""

    original = IntegerField


class Want(Predicate, name="want"):
    """want/1: a fluent the repaired plan must leave true (given, or intended by the plan's steps)."""

    fluent = TermTextField


REPAIR_SHOWN = (Do, Keep, Moved, Want)

# ---------------------------------------------------------------------- shown atoms


class Fail(Predicate, name="fail"):
    """fail/3: step T failed its first check C; kind missing | afford | satisfied | unseen | unknown."""

    step = IntegerField
    kind = ConstantField
    check = TermTextField


class ErrorClass(Predicate, name="error_class"):
    """error_class/2: EAI's class of a failed step."""

    step = IntegerField
    error = ConstantField


class UnmetPre(Predicate, name="unmet_pre"):
    """unmet_pre/2: the precondition a missing-kind failure lacks (argument positions 1, 2)."""

    step = IntegerField
    precondition = TermTextField


class FirstBlocked(Predicate, name="first_blocked"):
    """first_blocked/1: the first step that stops the plan."""

    step = IntegerField


class Skipped(Predicate, name="skipped"):
    """skipped/1: a step already satisfied (EAI's additional step)."""

    step = IntegerField


class Trace(Predicate, name="trace"):
    """trace/2: a rule that decided step T."""

    step = IntegerField
    rule = ConstantField


class CommonsenseNote(Predicate, name="commonsense_note"):
    """commonsense_note/2: step T breaks a commonsense rule the executor does not enforce."""

    step = IntegerField
    rule = ConstantField


class Executable(Predicate, name="executable"):
    """executable/0: no step blocks the plan."""


SHOWN = (Fail, ErrorClass, UnmetPre, FirstBlocked, Skipped, Trace, CommonsenseNote, Executable)
