"""Atoms that cross into and out of the COAT programs (rules/coat_*.lp), as clorm predicates.

Input facts (written by solver.coat.knowledge and solver.coat.derive) and shown atoms (read by
them) share one class per predicate name: the fields are the arguments in order, StringField for
a quoted string, ConstantField for a symbolic constant, IntegerField for a number.
"""
from __future__ import annotations

from clorm import ConstantField, IntegerField, StringField

from solver.logic.declare import fact, predicate
from solver.logic.terms import TextTupleField

# the first three arguments of a question's atoms: the utility, the task and the object
QUESTION = {"utility": StringField, "task": StringField, "object_name": StringField}


# ---------------------------------------------------------------------- knowledge tables


DomainValues = predicate("domain_values", variable=ConstantField, values=TextTupleField,
                         doc="domain_values/2 (kb/coat/domains.lp): a configuration variable and its values in "
                             "canonical order.")


# ---------------------------------------------------------------------- input facts


Domain = predicate("domain", variable=ConstantField, value=StringField,
                   doc="domain/2: a value of a configuration variable, in the release's order.")
BadThreshold = predicate("bad_threshold", amount=IntegerField,
                         doc="bad_threshold/1: the penalty from which a configuration is bad.")
Profile = predicate("profile", name=ConstantField,
                    doc="profile/1: corrected | release (solver.coat.records.PROFILES).")
Config = predicate("config", config_id=IntegerField, object_name=StringField, mass=StringField, material=StringField,
                   temperature=StringField, already_in_use=StringField, condition=StringField,
                   doc="config/7: a numbered configuration of an object.")
QuerySlot = predicate("query_slot", **QUESTION,
                      doc="query_slot/3: a question judged by a small solve (solver.coat.derive.judge_many).")
BorrowCommonMaterials = predicate("borrow_common_materials", **QUESTION,
                                  doc="borrow_common_materials/3: an ad-hoc object takes the materials of the "
                                      "question's objects.")


# ------------------------------------------------ facts of the knowledge base (in and out)
Utility = predicate("utility", name=StringField)
UtilityObject = predicate("utility_object", utility=StringField, object_name=StringField)
Task = predicate("task", utility=StringField, task=StringField)
ContextObject = predicate("context_object", **QUESTION)
ContextRank = predicate("context_rank", **QUESTION, rank=IntegerField)
CommonValue = predicate("common_value", object_name=StringField, variable=ConstantField, value=StringField)
IdealTemperature = predicate("ideal_temperature", object_name=StringField, temperature=StringField, rank=IntegerField)
MaterialGood = predicate("material_good", **QUESTION, material=StringField, rank=IntegerField)
MaterialBad = predicate("material_bad", **QUESTION, material=StringField)
Ai2thorType = predicate("ai2thor_type", name=StringField)


# ---------------------------------------------------------------------- shown atoms


# cls: ideal | moderate | bad | dropped
Verdict = predicate("verdict", **QUESTION, config_id=IntegerField, time_penalty=IntegerField,
                    material_penalty=IntegerField, cls=ConstantField, rule=ConstantField,
                    doc="verdict/8 (coat_classes.lp): a configuration's penalties, class and class rule.")
OrderKey = predicate("order_key", **QUESTION, config_id=IntegerField, class_rank=IntegerField,
                     penalty_sum=IntegerField, doc="order_key/6 (coat_classes.lp): class rank and penalty sum.")
RankKey = predicate("rank_key", **QUESTION, config_id=IntegerField, class_rank=IntegerField, penalty_sum=IntegerField,
                    time_penalty=IntegerField, first_choice=IntegerField,
                    doc="rank_key/8 (coat_rank.lp): best_substitute's order of a judged configuration.")
# order: sum | time_then_material
GoldKey = predicate("gold_key", **QUESTION, config_id=IntegerField, order=ConstantField, first=IntegerField,
                    second=IntegerField,
                    doc="gold_key/7 (coat_classes.lp): a moderate configuration's Task-2 key under one order.")
# kind: time | material
Term = predicate("term", **QUESTION, variable=ConstantField, value=StringField, kind=ConstantField,
                 amount=IntegerField, rule=ConstantField,
                 doc="term/8 (coat_penalties.lp): one variable value's share of a penalty and its rule.")
IdealConfig = predicate("ideal_config", **QUESTION, mass=StringField, material=StringField, temperature=StringField,
                        already_in_use=StringField, condition=StringField,
                        doc="ideal_config/8 (coat_ideal.lp): a Task-1 ideal configuration of a context object.")
# level: context | state (utility is the unshown default)
Reaches = predicate("reaches", **QUESTION, level=ConstantField, rule=ConstantField,
                    doc="reaches/5 (coat_substitute.lp): the level where an object stops for a question.")
HasUtility = predicate("has_utility", utility=StringField, object_name=StringField, rule=ConstantField,
                       doc="has_utility/3 (coat_substitute.lp): an object serves a utility, by which rule.")
TemperatureReference = predicate("temperature_reference", object_name=StringField, temperature=StringField,
                                 doc="temperature_reference/2 (coat_ideal.lp): a temperature the penalty compares "
                                     "with.")
CommonConfig = predicate("common_config", object_name=StringField, mass=StringField, material=StringField,
                         temperature=StringField, already_in_use=StringField, condition=StringField,
                         doc="common_config/6 (coat_configurations.lp): a configuration of commonly occurring values.")


def rank_key(atom: RankKey) -> tuple[int, int, int, int]:
    """best_substitute's sort key of a rank_key atom (clorm predicates carry no methods)."""
    return (atom.class_rank, atom.penalty_sum, atom.time_penalty, atom.first_choice)


def config_values(atom: CommonConfig | IdealConfig) -> tuple[str, str, str, str, str]:
    """The five variable values of a configuration atom, in VARIABLES order."""
    return (atom.mass, atom.material, atom.temperature, atom.already_in_use, atom.condition)


# ---------------------------------------------------------------------- ProbLog (rules/coat_suitability.pl)
Suits = fact("suits", utility=str, object_name=str,
             doc="suits/2, the query of the suitability estimate: P(a serving object suits a utility).")
