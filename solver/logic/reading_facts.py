"""The facts a story's reading gives the action programs (rules/actions_propose.lp, rules/actions_link.lp).

Why typed: the embedded reader (solver/actions) writes its reading only through these predicates, so a
misspelt name or a wrong argument is a Python error where it is made, not an atom no rule reads; clingo's
own printer writes them (solver.logic.asp.facts_text), the one quoting path. Roles are constants (obj,
dest, src, tool, to, from_, via, actor); the story id, entity names and words are strings.
"""
from __future__ import annotations

from clorm import IntegerField, StringField

from solver.logic.declare import predicates
from solver.logic.terms import TermTextField

# the first three arguments of a clause's facts: the story, the sentence and the clause in it
CLAUSE = {"story": StringField, "sentence": IntegerField, "clause": IntegerField}


(Did, SaidPattern, Filler, AllOf, DefiniteFiller, Begun, Adj, NegatedClause, UnreadMention, Person, Clause,
 ClauseNegated, AnotherOf, ToldWith, NamedAsLast, TimePasses, SomeoneElses, NamedForRoom, SameTime, Mentioned,
 NamedPlace, Kind, Noun, HeadName, NamePart, ThingPart, VesselName, NameVariant, DerivedSlot, ToldForATime, ToldNew) = predicates("""
did(**clause, action: constant)
    the clause was read as the action (done or begun).
said_pattern(**clause, pattern: string)
filler(**clause, role: constant, entity: string)
    the entity fills the role of the clause's action.
all_of(**clause, role: constant)
    the role names all, or the last, of its thing.
definite_filler(**clause, role: constant)
    the role names one known thing ("the milk", "it"), not one of a kind.
begun(**clause)
adj(**clause, entity: string, lang: constant, word: string)
    the entity's noun phrase in that clause is described by the word.
negated_clause(story: string, sentence: integer)
unread_mention(story: string, sentence: integer, entity: string, reason: constant)
    a clause of the sentence not read as done names the entity.
person(story: string, name: string)
clause(**clause, verb: string, mode: constant)
    every clause told, read or not (Mode: done, begun, intended, ...).
clause_negated(**clause)
another_of(story: string, new: string, old: string)
    `new` is another thing of the kind of `old` ("a fresh filter").
told_with(story: string, sentence: integer)
named_as_last(story: string, entity: string)
time_passes(story: string, sentence: integer)
    the sentence tells that time passed before it ("in the morning").
someone_elses(story: string, entity: string)
    the entity was named as another's ("his aunt's house"): not the home of the story's people.
named_for_room(story: string, entity: string, room: string)
    the entity is named after the room it is in ("the kitchen counter").
same_time(story: string, sentence: integer)
    the sentence happens while the one before it does ("meanwhile", the same clock time told again).
mentioned(story: string, sentence: integer, entity: string)
named_place(story: string, entity: string)
kind(noun: string, sort: constant)
    a sort of a noun (WordNet, solver/language/sorts.py).
noun(story: string, entity: string, noun: string)
head_name(story: string, entity: string, head: string)
name_part(story: string, part: string, whole: string, noun: string)
thing_part(story: string, part: string, whole: string, noun: string)
vessel_name(story: string, vessel: string, contents: string)
name_variant(story: string, short: string, long: string, how: constant)
    `long` names `short` with a word added (head | modifier).
# attribute: a constant, or a term such as inside(fridge)
derived_slot(story: string, sentence: integer, entity: string, attribute: text)
    the label of the entity's attribute at the sentence came from the story's actions, not its annotators.
told_for_a_time(story: string, sentence: integer)
    sentence T tells a stretch of time ("for an hour"): what it put away is taken out after it, unsaid.
told_new(story: string, entity: string)
    E was named as a new one ("a fresh loaf", "another vase"): no thing named before it.
""", text=TermTextField, clause=CLAUSE)
