"""Atoms that cross into and out of the COAT programs (rules/coat_*.lp), as clorm predicates.

Input facts (written by solver.coat.knowledge and solver.coat.derive) and shown atoms (read by
them) share one class per predicate name: the fields are the arguments in order, StringField for
a quoted string, ConstantField for a symbolic constant, IntegerField for a number.
"""
from __future__ import annotations

from clorm import StringField

from solver.logic.declare import fact, predicates
from solver.logic.terms import TextTupleField

# the first three arguments of a question's atoms: the utility, the task and the object
QUESTION = {"utility": StringField, "task": StringField, "object_name": StringField}


# ---------------------------------------------------------------------- knowledge tables


(DomainValues, Domain, BadThreshold, Profile, Config, QuerySlot, BorrowCommonMaterials, Utility, UtilityObject,
 Task, ContextObject, ContextRank, CommonValue, IdealTemperature, MaterialGood, MaterialBad, Ai2thorType, Verdict,
 OrderKey, RankKey, GoldKey, Term, IdealConfig, Reaches, HasUtility, TemperatureReference, CommonConfig) = predicates("""
domain_values(variable: constant, values: texts)
    a configuration variable and its values in canonical order (kb/coat/domains.lp).
# ---------------------------------------------------------------------- input facts
domain(variable: constant, value: string)
    a value of a configuration variable, in the release's order.
bad_threshold(amount: integer)
    the penalty from which a configuration is bad.
profile(name: constant)
    corrected | release (solver.coat.records.PROFILES).
config(config_id: integer, object_name: string, mass: string, material: string, temperature: string, already_in_use:
       string, condition: string)
    a numbered configuration of an object.
query_slot(**question)
    a question judged by a small solve (solver.coat.derive.judge_many).
borrow_common_materials(**question)
    an ad-hoc object takes the materials of the question's objects.
# ------------------------------------------------ facts of the knowledge base (in and out)
utility(name: string)
utility_object(utility: string, object_name: string)
task(utility: string, task: string)
context_object(**question)
context_rank(**question, rank: integer)
common_value(object_name: string, variable: constant, value: string)
ideal_temperature(object_name: string, temperature: string, rank: integer)
material_good(**question, material: string, rank: integer)
material_bad(**question, material: string)
ai2thor_type(name: string)
# ---------------------------------------------------------------------- shown atoms
# cls: ideal | moderate | bad | dropped
verdict(**question, config_id: integer, time_penalty: integer, material_penalty: integer, cls: constant, rule:
        constant)
    a configuration's penalties, class and class rule (coat_classes.lp).
order_key(**question, config_id: integer, class_rank: integer, penalty_sum: integer)
    class rank and penalty sum (coat_classes.lp).
rank_key(**question, config_id: integer, class_rank: integer, penalty_sum: integer, time_penalty: integer,
         first_choice: integer)
    best_substitute's order of a judged configuration (coat_rank.lp).
# order: sum | time_then_material
gold_key(**question, config_id: integer, order: constant, first: integer, second: integer)
    a moderate configuration's Task-2 key under one order (coat_classes.lp).
# kind: time | material
term(**question, variable: constant, value: string, kind: constant, amount: integer, rule: constant)
    one variable value's share of a penalty and its rule (coat_penalties.lp).
ideal_config(**question, mass: string, material: string, temperature: string, already_in_use: string, condition:
             string)
    a Task-1 ideal configuration of a context object (coat_ideal.lp).
# level: context | state (utility is the unshown default)
reaches(**question, level: constant, rule: constant)
    the level where an object stops for a question (coat_substitute.lp).
has_utility(utility: string, object_name: string, rule: constant)
    an object serves a utility, by which rule (coat_substitute.lp).
temperature_reference(object_name: string, temperature: string)
    a temperature the penalty compares with (coat_ideal.lp).
common_config(object_name: string, mass: string, material: string, temperature: string, already_in_use: string,
              condition: string)
    a configuration of commonly occurring values (coat_configurations.lp).
""", texts=TextTupleField, question=QUESTION)


def rank_key(atom: RankKey) -> tuple[int, int, int, int]:
    """best_substitute's sort key of a rank_key atom (clorm predicates carry no methods)."""
    return (atom.class_rank, atom.penalty_sum, atom.time_penalty, atom.first_choice)


def config_values(atom: CommonConfig | IdealConfig) -> tuple[str, str, str, str, str]:
    """The five variable values of a configuration atom, in VARIABLES order."""
    return (atom.mass, atom.material, atom.temperature, atom.already_in_use, atom.condition)


# ---------------------------------------------------------------------- ProbLog (rules/coat_suitability.pl)
Suits = fact("suits", utility=str, object_name=str,
             doc="suits/2, the query of the suitability estimate: P(a serving object suits a utility).")
