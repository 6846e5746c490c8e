"""Atoms that cross into and out of the state programs (rules/states_*.lp), as clorm predicates.

Every atom carries its story id (a string) first, so one grounding covers a whole release.
Attributes and rule names are symbolic constants.
"""
from __future__ import annotations

from clorm import ConstantField, IntegerField, Predicate, StringField

from solver.logic.terms import TermTextField

# ---------------------------------------------------------------------- input facts


class Story(Predicate, name="story"):
    story = StringField


class Sent(Predicate, name="sent"):
    story = StringField
    sentence = IntegerField


class Entity(Predicate, name="entity"):
    story = StringField
    entity = StringField


class Noun(Predicate, name="noun"):
    """noun/3: a name under which kb/states/*.lp may list the entity (solver.states.solve.nouns_of)."""

    story = StringField
    entity = StringField
    noun = StringField


class Actor(Predicate, name="actor"):
    story = StringField
    entity = StringField


class Label(Predicate, name="label"):
    """label/5: a raw GITA / TRIP label code (rules/states_labels.lp decodes it)."""

    story = StringField
    sentence = IntegerField
    entity = StringField
    attribute = ConstantField
    code = IntegerField


class PairTask(Predicate, name="pair_task"):
    story = StringField


class VariantOf(Predicate, name="variant_of"):
    story = StringField
    base = StringField


class SameContent(Predicate, name="same_content"):
    story = StringField
    sentence = IntegerField
    base = StringField
    base_sentence = IntegerField


class ReorderingOf(Predicate, name="reordering_of"):
    story = StringField
    base = StringField


class ReplacedAt(Predicate, name="replaced_at"):
    story = StringField
    base = StringField
    sentence = IntegerField


class Partner(Predicate, name="partner"):
    story = StringField
    other = StringField


class SameSentence(Predicate, name="same_sentence"):
    story = StringField
    sentence = IntegerField
    other = StringField
    other_sentence = IntegerField


class Disabled(Predicate, name="disabled"):
    """disabled/1: a rule switched off for an ablation."""

    rule = ConstantField


# ---------------------------------------------------------------------- shown atoms


class Conflict(Predicate, name="conflict"):
    """conflict/9 (states_conflicts.lp): sentence `breakpoint` needs entity.attribute = needed, but
    sentence `evidence` left it at `held`."""

    story = StringField
    evidence = IntegerField
    breakpoint = IntegerField
    entity = StringField
    attribute = TermTextField  # a constant or a term such as on("gas")
    needed = IntegerField
    held = IntegerField
    rule = ConstantField
    set_by = ConstantField


class Breakpoint(Predicate, name="breakpoint"):
    story = StringField
    sentence = IntegerField


class Evidence(Predicate, name="evidence"):
    story = StringField
    sentence = IntegerField


class Supports(Predicate, name="supports"):
    story = StringField
    evidence = IntegerField
    breakpoint = IntegerField


class SetAsideOn(Predicate, name="set_aside_on"):
    story = StringField
    evidence = IntegerField
    breakpoint = IntegerField
    rule = ConstantField


class ChosenPlausible(Predicate, name="chosen_plausible"):
    story = StringField


class ObservedBy(Predicate, name="observed_by"):
    story = StringField
    sentence = IntegerField
    entity = StringField
    attribute = TermTextField  # a constant or a term such as on("gas")
    rule = ConstantField


class VariantClash(Predicate, name="variant_clash"):
    """variant_clash/10: a reason found against the base story (solver.states.solve.VariantClash)."""

    story = StringField
    evidence = IntegerField
    breakpoint = IntegerField
    entity = StringField
    attribute = TermTextField  # a constant or a term such as on("gas")
    value = IntegerField
    rule = ConstantField
    base = StringField
    base_enabler = IntegerField
    base_needer = IntegerField


class PassedOver(Predicate, name="passed_over"):
    story = StringField
    evidence = IntegerField
    breakpoint = IntegerField


SHOWN = (Conflict, Breakpoint, Evidence, Supports, SetAsideOn, ChosenPlausible, ObservedBy, VariantClash, PassedOver)
