"""The facts a story's reading gives the action programs (rules/actions_propose.lp, rules/actions_link.lp).

Why typed: the embedded reader (solver/actions) writes its reading only through these predicates, so a
misspelt name or a wrong argument is a Python error where it is made, not an atom no rule reads; clingo's
own printer writes them (solver.logic.asp.facts_text), the one quoting path. Roles are constants (obj,
dest, src, tool, to, from_, via, actor); the story id, entity names and words are strings.
"""
from __future__ import annotations

from clorm import ConstantField, IntegerField, Predicate, StringField

from solver.logic.terms import TermTextField


class Did(Predicate, name="did"):
    """did(S,T,C,Action): clause C of sentence T was read as Action (done or begun)."""

    story = StringField
    sentence = IntegerField
    clause = IntegerField
    action = ConstantField


class SaidPattern(Predicate, name="said_pattern"):
    story = StringField
    sentence = IntegerField
    clause = IntegerField
    pattern = StringField


class Filler(Predicate, name="filler"):
    """filler(S,T,C,Role,E): E fills Role of the clause's action."""

    story = StringField
    sentence = IntegerField
    clause = IntegerField
    role = ConstantField
    entity = StringField


class AllOf(Predicate, name="all_of"):
    """all_of(S,T,C,Role): the role names all, or the last, of its thing."""

    story = StringField
    sentence = IntegerField
    clause = IntegerField
    role = ConstantField


class DefiniteFiller(Predicate, name="definite_filler"):
    """definite_filler(S,T,C,Role): the role names one known thing ("the milk", "it"), not one of a kind."""

    story = StringField
    sentence = IntegerField
    clause = IntegerField
    role = ConstantField


class Begun(Predicate, name="begun"):
    story = StringField
    sentence = IntegerField
    clause = IntegerField


class Adj(Predicate, name="adj"):
    """adj(S,T,C,E,Lang,Word): the noun phrase of E in that clause is described by Word."""

    story = StringField
    sentence = IntegerField
    clause = IntegerField
    entity = StringField
    lang = ConstantField
    word = StringField


class NegatedClause(Predicate, name="negated_clause"):
    story = StringField
    sentence = IntegerField


class UnreadMention(Predicate, name="unread_mention"):
    """unread_mention(S,T,E,Reason): a clause of sentence T not read as done names E."""

    story = StringField
    sentence = IntegerField
    entity = StringField
    reason = ConstantField


class Person(Predicate, name="person"):
    story = StringField
    name = StringField


class Clause(Predicate, name="clause"):
    """clause(S,T,C,Verb,Mode): every clause told, read or not (Mode: done, begun, intended, ...)."""

    story = StringField
    sentence = IntegerField
    clause = IntegerField
    verb = StringField
    mode = ConstantField


class ClauseNegated(Predicate, name="clause_negated"):
    story = StringField
    sentence = IntegerField
    clause = IntegerField


class AnotherOf(Predicate, name="another_of"):
    """another_of(S,New,Old): New is another thing of the kind of Old ("a fresh filter")."""

    story = StringField
    new = StringField
    old = StringField


class ToldWith(Predicate, name="told_with"):
    story = StringField
    sentence = IntegerField


class NamedAsLast(Predicate, name="named_as_last"):
    story = StringField
    entity = StringField


class TimePasses(Predicate, name="time_passes"):
    """time_passes(S,T): sentence T tells that time passed before it ("in the morning")."""

    story = StringField
    sentence = IntegerField


class Mentioned(Predicate, name="mentioned"):
    story = StringField
    sentence = IntegerField
    entity = StringField


class NamedPlace(Predicate, name="named_place"):
    story = StringField
    entity = StringField


class Kind(Predicate, name="kind"):
    """kind(Noun,Sort): a sort of a noun (WordNet, solver/language/sorts.py)."""

    noun = StringField
    sort = ConstantField


class Noun(Predicate, name="noun"):
    story = StringField
    entity = StringField
    noun = StringField


class HeadName(Predicate, name="head_name"):
    story = StringField
    entity = StringField
    head = StringField


class NamePart(Predicate, name="name_part"):
    story = StringField
    part = StringField
    whole = StringField
    noun = StringField


class ThingPart(Predicate, name="thing_part"):
    story = StringField
    part = StringField
    whole = StringField
    noun = StringField


class VesselName(Predicate, name="vessel_name"):
    story = StringField
    vessel = StringField
    contents = StringField


class NameVariant(Predicate, name="name_variant"):
    """name_variant(S,Short,Long,How): Long names Short with a word added (head | modifier)."""

    story = StringField
    short = StringField
    long = StringField
    how = ConstantField


class DerivedSlot(Predicate, name="derived_slot"):
    """derived_slot(S,T,E,A): the label of E.A at sentence T came from the story's actions, not its annotators."""

    story = StringField
    sentence = IntegerField
    entity = StringField
    attribute = TermTextField  # a constant, or a term such as inside(fridge)
