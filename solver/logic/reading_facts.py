"""The facts a story's reading gives the action programs (rules/actions_propose.lp, rules/actions_link.lp).

Why typed: the embedded reader (solver/actions) writes its reading only through these predicates, so a
misspelt name or a wrong argument is a Python error where it is made, not an atom no rule reads; clingo's
own printer writes them (solver.logic.asp.facts_text), the one quoting path. Roles are constants (obj,
dest, src, tool, to, from_, via, actor); the story id, entity names and words are strings.
"""
from __future__ import annotations

from clorm import ConstantField, IntegerField, StringField

from solver.logic.declare import predicate
from solver.logic.terms import TermTextField

# the first three arguments of a clause's facts: the story, the sentence and the clause in it
CLAUSE = {"story": StringField, "sentence": IntegerField, "clause": IntegerField}


Did = predicate("did", **CLAUSE, action=ConstantField,
                doc="did(S,T,C,Action): clause C of sentence T was read as Action (done or begun).")
SaidPattern = predicate("said_pattern", **CLAUSE, pattern=StringField)
Filler = predicate("filler", **CLAUSE, role=ConstantField, entity=StringField,
                   doc="filler(S,T,C,Role,E): E fills Role of the clause's action.")
AllOf = predicate("all_of", **CLAUSE, role=ConstantField,
                  doc="all_of(S,T,C,Role): the role names all, or the last, of its thing.")
DefiniteFiller = predicate("definite_filler", **CLAUSE, role=ConstantField,
                           doc="definite_filler(S,T,C,Role): the role names one known thing (\"the milk\", \"it\"), not "
                               "one of a kind.")
Begun = predicate("begun", **CLAUSE)
Adj = predicate("adj", **CLAUSE, entity=StringField, lang=ConstantField, word=StringField,
                doc="adj(S,T,C,E,Lang,Word): the noun phrase of E in that clause is described by Word.")
NegatedClause = predicate("negated_clause", story=StringField, sentence=IntegerField)
UnreadMention = predicate("unread_mention", story=StringField, sentence=IntegerField, entity=StringField,
                          reason=ConstantField,
                          doc="unread_mention(S,T,E,Reason): a clause of sentence T not read as done names E.")
Person = predicate("person", story=StringField, name=StringField)
Clause = predicate("clause", **CLAUSE, verb=StringField, mode=ConstantField,
                   doc="clause(S,T,C,Verb,Mode): every clause told, read or not (Mode: done, begun, intended, ...).")
ClauseNegated = predicate("clause_negated", **CLAUSE)
AnotherOf = predicate("another_of", story=StringField, new=StringField, old=StringField,
                      doc="another_of(S,New,Old): New is another thing of the kind of Old (\"a fresh filter\").")
ToldNew = predicate("told_new", story=StringField, entity=StringField,
                    doc="told_new(S,E): E was named as a new one (\"a fresh loaf\", \"another vase\"): no thing named before it.")
ToldWith = predicate("told_with", story=StringField, sentence=IntegerField)
NamedAsLast = predicate("named_as_last", story=StringField, entity=StringField)
TimePasses = predicate("time_passes", story=StringField, sentence=IntegerField,
                       doc="time_passes(S,T): sentence T tells that time passed before it (\"in the morning\").")
SomeoneElses = predicate("someone_elses", story=StringField, entity=StringField,
                         doc="someone_elses(S,E): E was named as another's (\"his aunt's house\"): not the home of "
                             "the story's people.")
NamedForRoom = predicate("named_for_room", story=StringField, entity=StringField, room=StringField,
                         doc="named_for_room(S,E,R): E is named after the room R it is in (\"the kitchen counter\").")
SameTime = predicate("same_time", story=StringField, sentence=IntegerField,
                     doc="same_time(S,T): sentence T happens while the one before it does (\"meanwhile\", the same "
                         "clock time told again).")
Mentioned = predicate("mentioned", story=StringField, sentence=IntegerField, entity=StringField)
NamedPlace = predicate("named_place", story=StringField, entity=StringField)
Kind = predicate("kind", noun=StringField, sort=ConstantField,
                 doc="kind(Noun,Sort): a sort of a noun (WordNet, solver/language/sorts.py).")
Noun = predicate("noun", story=StringField, entity=StringField, noun=StringField)
HeadName = predicate("head_name", story=StringField, entity=StringField, head=StringField)
NamePart = predicate("name_part", story=StringField, part=StringField, whole=StringField, noun=StringField)
ThingPart = predicate("thing_part", story=StringField, part=StringField, whole=StringField, noun=StringField)
VesselName = predicate("vessel_name", story=StringField, vessel=StringField, contents=StringField)
NameVariant = predicate("name_variant", story=StringField, short=StringField, long=StringField, how=ConstantField,
                        doc="name_variant(S,Short,Long,How): Long names Short with a word added (head | modifier).")
# attribute: a constant, or a term such as inside(fridge)
DerivedSlot = predicate("derived_slot", story=StringField, sentence=IntegerField, entity=StringField,
                        attribute=TermTextField,
                        doc="derived_slot(S,T,E,A): the label of E.A at sentence T came from the story's actions, not "
                            "its annotators.")
