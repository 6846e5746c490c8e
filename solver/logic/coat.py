"""Atoms that cross into and out of the COAT programs (rules/coat_*.lp), as clorm predicates.

Input facts (written by solver.coat.knowledge and solver.coat.derive) and shown atoms (read by
them) share one class per predicate name: the fields are the arguments in order, StringField for
a quoted string, ConstantField for a symbolic constant, IntegerField for a number.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from clorm import ConstantField, IntegerField, Predicate, StringField

from solver.logic.problog import Fact

from solver.logic.terms import TextTupleField


# ---------------------------------------------------------------------- knowledge tables


class DomainValues(Predicate, name="domain_values"):
    """domain_values/2 (kb/coat/domains.lp): a configuration variable and its values in canonical order."""

    variable = ConstantField
    values = TextTupleField


# ---------------------------------------------------------------------- input facts


class Domain(Predicate, name="domain"):
    """domain/2: a value of a configuration variable, in the release's order."""

    variable = ConstantField
    value = StringField


class BadThreshold(Predicate, name="bad_threshold"):
    """bad_threshold/1: the penalty from which a configuration is bad."""

    amount = IntegerField


class Profile(Predicate, name="profile"):
    """profile/1: corrected | release (solver.coat.records.PROFILES)."""

    name = ConstantField


class Config(Predicate, name="config"):
    """config/7: a numbered configuration of an object."""

    config_id = IntegerField
    object_name = StringField
    mass = StringField
    material = StringField
    temperature = StringField
    already_in_use = StringField
    condition = StringField


class QuerySlot(Predicate, name="query_slot"):
    """query_slot/3: a question judged by a small solve (solver.coat.derive.judge_many)."""

    utility = StringField
    task = StringField
    object_name = StringField


class BorrowCommonMaterials(Predicate, name="borrow_common_materials"):
    """borrow_common_materials/3: an ad-hoc object takes the materials of the question's objects."""

    utility = StringField
    task = StringField
    object_name = StringField


# ------------------------------------------------ facts of the knowledge base (in and out)


class Utility(Predicate, name="utility"):
    name = StringField


class UtilityObject(Predicate, name="utility_object"):
    utility = StringField
    object_name = StringField


class Task(Predicate, name="task"):
    utility = StringField
    task = StringField


class ContextObject(Predicate, name="context_object"):
    utility = StringField
    task = StringField
    object_name = StringField


class ContextRank(Predicate, name="context_rank"):
    utility = StringField
    task = StringField
    object_name = StringField
    rank = IntegerField


class CommonValue(Predicate, name="common_value"):
    object_name = StringField
    variable = ConstantField
    value = StringField


class IdealTemperature(Predicate, name="ideal_temperature"):
    object_name = StringField
    temperature = StringField
    rank = IntegerField


class MaterialGood(Predicate, name="material_good"):
    utility = StringField
    task = StringField
    object_name = StringField
    material = StringField
    rank = IntegerField


class MaterialBad(Predicate, name="material_bad"):
    utility = StringField
    task = StringField
    object_name = StringField
    material = StringField


class Ai2thorType(Predicate, name="ai2thor_type"):
    name = StringField


# ---------------------------------------------------------------------- shown atoms


class Verdict(Predicate, name="verdict"):
    """verdict/8 (coat_classes.lp): a configuration's penalties, class and class rule."""

    utility = StringField
    task = StringField
    object_name = StringField
    config_id = IntegerField
    time_penalty = IntegerField
    material_penalty = IntegerField
    cls = ConstantField  # ideal | moderate | bad | dropped
    rule = ConstantField


class OrderKey(Predicate, name="order_key"):
    """order_key/6 (coat_classes.lp): class rank and penalty sum."""

    utility = StringField
    task = StringField
    object_name = StringField
    config_id = IntegerField
    class_rank = IntegerField
    penalty_sum = IntegerField


class RankKey(Predicate, name="rank_key"):
    """rank_key/8 (coat_rank.lp): best_substitute's order of a judged configuration."""

    utility = StringField
    task = StringField
    object_name = StringField
    config_id = IntegerField
    class_rank = IntegerField
    penalty_sum = IntegerField
    time_penalty = IntegerField
    first_choice = IntegerField


class GoldKey(Predicate, name="gold_key"):
    """gold_key/7 (coat_classes.lp): a moderate configuration's Task-2 key under one order."""

    utility = StringField
    task = StringField
    object_name = StringField
    config_id = IntegerField
    order = ConstantField  # sum | time_then_material
    first = IntegerField
    second = IntegerField


class Term(Predicate, name="term"):
    """term/8 (coat_penalties.lp): one variable value's share of a penalty and its rule."""

    utility = StringField
    task = StringField
    object_name = StringField
    variable = ConstantField
    value = StringField
    kind = ConstantField  # time | material
    amount = IntegerField
    rule = ConstantField


class IdealConfig(Predicate, name="ideal_config"):
    """ideal_config/8 (coat_ideal.lp): a Task-1 ideal configuration of a context object."""

    utility = StringField
    task = StringField
    object_name = StringField
    mass = StringField
    material = StringField
    temperature = StringField
    already_in_use = StringField
    condition = StringField


class Reaches(Predicate, name="reaches"):
    """reaches/5 (coat_substitute.lp): the level where an object stops for a question."""

    utility = StringField
    task = StringField
    object_name = StringField
    level = ConstantField  # context | state (utility is the unshown default)
    rule = ConstantField


class HasUtility(Predicate, name="has_utility"):
    """has_utility/3 (coat_substitute.lp): an object serves a utility, by which rule."""

    utility = StringField
    object_name = StringField
    rule = ConstantField


class TemperatureReference(Predicate, name="temperature_reference"):
    """temperature_reference/2 (coat_ideal.lp): a temperature the penalty compares with."""

    object_name = StringField
    temperature = StringField


class CommonConfig(Predicate, name="common_config"):
    """common_config/6 (coat_configurations.lp): a configuration of commonly occurring values."""

    object_name = StringField
    mass = StringField
    material = StringField
    temperature = StringField
    already_in_use = StringField
    condition = StringField


def rank_key(atom: RankKey) -> tuple[int, int, int, int]:
    """best_substitute's sort key of a rank_key atom (clorm predicates carry no methods)."""
    return (atom.class_rank, atom.penalty_sum, atom.time_penalty, atom.first_choice)


def config_values(atom: CommonConfig | IdealConfig) -> tuple[str, str, str, str, str]:
    """The five variable values of a configuration atom, in VARIABLES order."""
    return (atom.mass, atom.material, atom.temperature, atom.already_in_use, atom.condition)


# ---------------------------------------------------------------------- ProbLog (rules/coat_suitability.pl)


@dataclass(frozen=True)
class Suits(Fact):
    """suits/2, the query of the suitability estimate: P(a serving object suits a utility)."""

    FUNCTOR: ClassVar[str] = "suits"
    utility: str
    object_name: str
