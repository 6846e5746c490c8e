"""Atoms that cross into and out of the state programs (rules/states_*.lp), as clorm predicates.

Every atom carries its story id (a string) first, so one grounding covers a whole release.
Attributes and rule names are symbolic constants.
"""
from __future__ import annotations


from solver.logic.declare import predicates
from solver.logic.terms import TermTextField

# ---------------------------------------------------------------------- input facts


(Story, Sent, Entity, Noun, Actor, PlaceRoom, Label, PairTask, VariantOf, SameContent, ReorderingOf, ReplacedAt,
 Partner, SameSentence, Meaning, LocationChange, Disabled, Conflict, Breakpoint, Evidence, Supports, SetAsideOn,
 ChosenPlausible, ObservedBy, VariantClash, PassedOver) = predicates("""
story(story: string)
sent(story: string, sentence: integer)
entity(story: string, entity: string)
noun(story: string, entity: string, noun: string)
    a name under which kb/states/*.lp may list the entity (solver.states.solve.nouns_of).
actor(story: string, entity: string)
place_room(story: string, place: string)
    a place a reading names is a room of a building (sort room of kb/language/sorts.lp): going into it is no going
    out.
label(story: string, sentence: integer, entity: string, attribute: constant, code: integer)
    a raw GITA / TRIP label code (rules/states_labels.lp decodes it).
pair_task(story: string)
variant_of(story: string, base: string)
same_content(story: string, sentence: integer, base: string, base_sentence: integer)
reordering_of(story: string, base: string)
replaced_at(story: string, base: string, sentence: integer)
partner(story: string, other: string)
same_sentence(story: string, sentence: integer, other: string, other_sentence: integer)
# The label table of rules/states_labels.lp (stated once there, read by solver/states/model.py): a raw
# label's precondition and effect (0, 1 or u) and the change a raw location label names.
meaning(label: integer, pre: text, post: text)
    raw label -> (precondition, effect), each 0, 1 or u (unknown or irrelevant).
location_change(attribute: constant, label: integer, change: constant)
    a raw label of a location attribute and the change it names.
disabled(rule: constant)
    a rule switched off for an ablation.
# ---------------------------------------------------------------------- shown atoms
# attribute: a constant or a term such as on("gas")
conflict(story: string, evidence: integer, breakpoint: integer, entity: string, attribute: text, needed: integer,
         held: integer, rule: constant, set_by: constant)
    sentence `breakpoint` needs entity.attribute = needed, but sentence `evidence` left it at `held`
    (states_conflicts.lp).
breakpoint(story: string, sentence: integer)
evidence(story: string, sentence: integer)
supports(story: string, evidence: integer, breakpoint: integer)
set_aside_on(story: string, evidence: integer, breakpoint: integer, rule: constant)
chosen_plausible(story: string)
# attribute: a constant or a term such as on("gas")
observed_by(story: string, sentence: integer, entity: string, attribute: text, rule: constant)
# attribute: a constant or a term such as on("gas")
variant_clash(story: string, evidence: integer, breakpoint: integer, entity: string, attribute: text, value:
              integer, rule: constant, base: string, base_enabler: integer, base_needer: integer)
    a reason found against the base story (solver.states.solve.VariantClash).
passed_over(story: string, evidence: integer, breakpoint: integer)
""", text=TermTextField)


SHOWN = (Conflict, Breakpoint, Evidence, Supports, SetAsideOn, ChosenPlausible, ObservedBy, VariantClash, PassedOver)
