"""Atoms that cross into and out of the state programs (rules/states_*.lp), as clorm predicates.

Every atom carries its story id (a string) first, so one grounding covers a whole release.
Attributes and rule names are symbolic constants.
"""
from __future__ import annotations

from clorm import ConstantField, IntegerField, StringField

from solver.logic.declare import predicate
from solver.logic.terms import TermTextField

# ---------------------------------------------------------------------- input facts


Story = predicate("story", story=StringField)
Sent = predicate("sent", story=StringField, sentence=IntegerField)
Entity = predicate("entity", story=StringField, entity=StringField)
Noun = predicate("noun", story=StringField, entity=StringField, noun=StringField,
                 doc="noun/3: a name under which kb/states/*.lp may list the entity (solver.states.solve.nouns_of).")
Actor = predicate("actor", story=StringField, entity=StringField)
PlaceRoom = predicate("place_room", story=StringField, place=StringField,
                      doc="place_room/2: a place a reading names is a room of a building (sort room of "
                          "kb/language/sorts.lp): going into it is no going out.")
Label = predicate("label", story=StringField, sentence=IntegerField, entity=StringField, attribute=ConstantField,
                  code=IntegerField, doc="label/5: a raw GITA / TRIP label code (rules/states_labels.lp decodes it).")
PairTask = predicate("pair_task", story=StringField)
VariantOf = predicate("variant_of", story=StringField, base=StringField)
SameContent = predicate("same_content", story=StringField, sentence=IntegerField, base=StringField,
                        base_sentence=IntegerField)
ReorderingOf = predicate("reordering_of", story=StringField, base=StringField)
ReplacedAt = predicate("replaced_at", story=StringField, base=StringField, sentence=IntegerField)
Partner = predicate("partner", story=StringField, other=StringField)
SameSentence = predicate("same_sentence", story=StringField, sentence=IntegerField, other=StringField,
                         other_sentence=IntegerField)
# The label table of rules/states_labels.lp (stated once there, read by solver/states/model.py): a raw
# label's precondition and effect (0, 1 or u) and the change a raw location label names.
Meaning = predicate("meaning", label=IntegerField, pre=TermTextField, post=TermTextField,
                    doc="meaning/3: raw label -> (precondition, effect), each 0, 1 or u (unknown or irrelevant).")
LocationChange = predicate("location_change", attribute=ConstantField, label=IntegerField, change=ConstantField,
                           doc="location_change/3: a raw label of a location attribute and the change it names.")
Disabled = predicate("disabled", rule=ConstantField, doc="disabled/1: a rule switched off for an ablation.")


# ---------------------------------------------------------------------- shown atoms


# attribute: a constant or a term such as on("gas")
Conflict = predicate("conflict", story=StringField, evidence=IntegerField, breakpoint=IntegerField, entity=StringField,
                     attribute=TermTextField, needed=IntegerField, held=IntegerField, rule=ConstantField,
                     set_by=ConstantField,
                     doc="""conflict/9 (states_conflicts.lp): sentence `breakpoint` needs entity.attribute = needed, but
    sentence `evidence` left it at `held`.""")
Breakpoint = predicate("breakpoint", story=StringField, sentence=IntegerField)
Evidence = predicate("evidence", story=StringField, sentence=IntegerField)
Supports = predicate("supports", story=StringField, evidence=IntegerField, breakpoint=IntegerField)
SetAsideOn = predicate("set_aside_on", story=StringField, evidence=IntegerField, breakpoint=IntegerField,
                       rule=ConstantField)
ChosenPlausible = predicate("chosen_plausible", story=StringField)
# attribute: a constant or a term such as on("gas")
ObservedBy = predicate("observed_by", story=StringField, sentence=IntegerField, entity=StringField,
                       attribute=TermTextField, rule=ConstantField)
# attribute: a constant or a term such as on("gas")
VariantClash = predicate("variant_clash", story=StringField, evidence=IntegerField, breakpoint=IntegerField,
                         entity=StringField, attribute=TermTextField, value=IntegerField, rule=ConstantField,
                         base=StringField, base_enabler=IntegerField, base_needer=IntegerField,
                         doc="variant_clash/10: a reason found against the base story "
                             "(solver.states.solve.VariantClash).")
PassedOver = predicate("passed_over", story=StringField, evidence=IntegerField, breakpoint=IntegerField)


SHOWN = (Conflict, Breakpoint, Evidence, Supports, SetAsideOn, ChosenPlausible, ObservedBy, VariantClash, PassedOver)
