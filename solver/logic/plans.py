"""Atoms that cross into and out of the plans programs (rules/plans_*.lp), as clorm predicates.

One solve judges one plan on one scene, so atoms carry no plan id: the scene (vh_*), the plan
(plan_length/1, do/4) and the switches (disabled/1) go in; each step's outcome comes out. The ASP
interface is described in rules/plans_state.lp and rules/plans_checks.lp; node ids are the scene
graph's integers, actions, properties, states and relations lowercase constants.
"""
from __future__ import annotations

import clingo
from typing import Any, NamedTuple, Union

from clorm import BaseField, ConstantField, IntegerField, StringField, combine_fields

from solver.logic.declare import predicate
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


VhNode = predicate("vh_node", node=IntegerField, class_name=StringField,
                   doc="vh_node/2: a node of the scene graph and its class name.")
VhRoom = predicate("vh_room", node=IntegerField, doc="vh_room/1: a node of the category Rooms.")
VhCharacter = predicate("vh_character", node=IntegerField,
                        doc="vh_character/1: the acting character (the executor's character 0).")
VhProp = predicate("vh_prop", node=IntegerField, prop=ConstantField,
                   doc="vh_prop/2: a property of a node (grabbable, can_open, has_switch, ...).")
VhInitState = predicate("vh_init_state", node=IntegerField, state=ConstantField,
                        doc="vh_init_state/2: a state of a node at the start (open, closed, on, off, plugged_in, ...).")
VhInitEdge = predicate("vh_init_edge", source=IntegerField, relation=ConstantField, target=IntegerField,
                       doc="vh_init_edge/3: an edge of the start graph (close, facing, inside, on, between, holds_rh, "
                           "holds_lh).")
VhClassHas = predicate("vh_class_has", node=IntegerField, word=StringField,
                       doc="vh_class_has/2: the node's class name contains one of kb/plans' vh_class_word/1 words.")


# ---------------------------------------------------------------------- input facts: the plan


PlanLength = predicate("plan_length", steps=IntegerField,
                       doc="plan_length/1: the number of steps; states run from 0 to it.")
Do = predicate("do", step=IntegerField, action=ConstantField, first=NodeOrNone, second=NodeOrNone,
               doc="do/4: step T (0-based) is action A on X and Y (`none` where absent).")
Disabled = predicate("disabled", rule=ConstantField, doc="disabled/1: a switchable rule switched off.")


# ---------------------------------------------------------------------- kb facts read by Python


VhAction = predicate("vh_action", action=ConstantField, arity=IntegerField,
                     doc="vh_action/2 (kb/plans/virtualhome_actions.lp): an action the executor runs and its argument "
                         "count.")
VhUnsupported = predicate("vh_unsupported", action=ConstantField,
                          doc="vh_unsupported/1: an action of the script language the executor has no executor for.")
VhWords = predicate("vh_words", name=ConstantField, words=StringField,
                    doc="vh_words/2: the words for an unmet precondition or a failed check (by functor name); "
                        "{1} and {2}\n    name the objects, {value} the state or property group.")
VhClassWord = predicate("vh_class_word", word=StringField,
                        doc="vh_class_word/1: a word the executor looks for inside class names.")
VhCheck = predicate("vh_check", action=ConstantField, order=IntegerField, check=TermPartsField, kind=ConstantField,
                    doc="vh_check/4: the executor's check number `order` of `action`; kind missing | afford | "
                        "satisfied |\n    unseen | unknown.")
VhCommonsenseCheck = predicate("vh_commonsense_check", rule=ConstantField, action=ConstantField, order=IntegerField,
                               check=TermPartsField, kind=ConstantField,
                               doc="vh_commonsense_check/5 (kb/plans/commonsense.lp): a check physkb's switchable "
                                   "rule adds.")
VhEffect = predicate("vh_effect", action=ConstantField, schema=TermPartsField,
                     doc="vh_effect/2: an effect schema of an action (the schemas are rules/plans_state.lp's).")
VhAffords = predicate("vh_affords", group=ConstantField, prop=ConstantField,
                      doc="vh_affords/2: an affordance group (affords(P, Group) checks) accepts things with this "
                          "property.")
PddlOperator = predicate("pddl_operator", name=ConstantField, action=ConstantField, target=ConstantField,
                         doc="pddl_operator/3 (kb/plans/pddl.lp): the PDDL operator `name` is the executor's "
                             "`action`; target\n    thing | room.")
PddlCheck = predicate("pddl_check", functor=ConstantField, formula=StringField,
                      doc="pddl_check/2: a check functor written as a PDDL condition.")
PddlUnwritable = predicate("pddl_unwritable", functor=ConstantField,
                           doc="pddl_unwritable/1: a check functor VirtualHome's PDDL vocabulary cannot say.")
PddlEffect = predicate("pddl_effect", schema=ConstantField, target=ConstantField, formula=StringField,
                       doc="pddl_effect/3: an effect schema (for a thing or a room target) written as a PDDL effect.")
PddlRelation = predicate("pddl_relation", relation=ConstantField, predicate=ConstantField,
                         doc="pddl_relation/2: the PDDL predicate of an object-to-object relation a placing effect "
                             "sets.")


# ---------------------------------------------------------------------- shown atoms of repair-plan


Keep = predicate("keep", step=IntegerField, original=IntegerField,
                 doc="keep/2: step T of the repaired plan is step I of the plan being mended.")
Moved = predicate("moved", original=IntegerField,
                  doc="moved/1: step I of the plan being mended is kept out of the plan's order.")
Want = predicate("want", fluent=TermTextField,
                 doc="want/1: a fluent the repaired plan must leave true (given, or intended by the plan's steps).")


REPAIR_SHOWN = (Do, Keep, Moved, Want)

# ---------------------------------------------------------------------- shown atoms


Fail = predicate("fail", step=IntegerField, kind=ConstantField, check=TermTextField,
                 doc="fail/3: step T failed its first check C; kind missing | afford | satisfied | unseen | unknown.")
ErrorClass = predicate("error_class", step=IntegerField, error=ConstantField,
                       doc="error_class/2: EAI's class of a failed step.")
UnmetPre = predicate("unmet_pre", step=IntegerField, precondition=TermTextField,
                     doc="unmet_pre/2: the precondition a missing-kind failure lacks (argument positions 1, 2).")
FirstBlocked = predicate("first_blocked", step=IntegerField, doc="first_blocked/1: the first step that stops the plan.")
Skipped = predicate("skipped", step=IntegerField, doc="skipped/1: a step already satisfied (EAI's additional step).")
Trace = predicate("trace", step=IntegerField, rule=ConstantField, doc="trace/2: a rule that decided step T.")
CommonsenseNote = predicate("commonsense_note", step=IntegerField, rule=ConstantField,
                            doc="commonsense_note/2: step T breaks a commonsense rule the executor does not enforce.")
Executable = predicate("executable", doc="executable/0: no step blocks the plan.")


SHOWN = (Fail, ErrorClass, UnmetPre, FirstBlocked, Skipped, Trace, CommonsenseNote, Executable)
