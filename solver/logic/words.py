"""The word lists and word tables of kb/language/<lang>.lp, as clorm predicates.

Why: words are knowledge, stated once in kb/language; solver.language.lexicon asks for a set, a list or a
table by name and reads it through these predicates (arity and argument types checked), never by position.
A word is read as its text whether the file writes it as a string or a constant.
"""
from __future__ import annotations

from clorm import IntegerField

from solver.logic.declare import predicate
from solver.logic.terms import TermTextField, TextTupleField


Word = predicate("word", set=TermTextField, word=TermTextField,
                 doc="word/2: a word of the word set `set` (a pool states several at once).")
WordList = predicate("word_list", list=TermTextField, words=TextTupleField,
                     doc="word_list/2: an ordered word list (its order becomes a regular expression's alternatives or "
                         "rows).")
WordPair = predicate("word_pair", table=TermTextField, word=TermTextField, value=TermTextField,
                     doc="word_pair/3: a table from a word to a word (an irregular plural to its singular).")
VerbForm = predicate("verb_form", cls=TermTextField, word=TermTextField,
                     doc="verb_form/2: a verb form whose mention raises an affordance class.")
ClassVerb = predicate("class_verb", cls=TermTextField, verb=TermTextField, gerund=TermTextField,
                      doc="class_verb/3: how an affordance class is said as a verb and as a gerund.")
StateWords = predicate("state_words", rank=IntegerField, attribute=TermTextField, word=TermTextField,
                       doc="state_words/3: rank, attribute, a word a stated reason may use for the attribute's states.")
Ordinal = predicate("ordinal", word=TermTextField, number=IntegerField,
                    doc="ordinal/2: an ordinal word and the number it names (-1: the last).")
StateAdjective = predicate("state_adjective", rank=IntegerField, attribute=TermTextField, false_word=TermTextField,
                           true_word=TermTextField,
                           doc="state_adjective/4: rank, attribute, the word for its false value, the word for its "
                               "true value.")
ChangeWords = predicate("change_words", change=TermTextField, words=TermTextField,
                        doc='change_words/2: a location change and how a sentence says it of its entity ("is picked '
                            'up").')
