"""The word lists and word tables of kb/language/<lang>.lp, as clorm predicates.

Why: words are knowledge, stated once in kb/language; solver.language.lexicon asks for a set, a list or a
table by name and reads it through these predicates (arity and argument types checked), never by position.
A word is read as its text whether the file writes it as a string or a constant.
"""
from __future__ import annotations


from solver.logic.declare import predicates
from solver.logic.terms import TermTextField, TextTupleField


(Word, WordList, WordPair, VerbForm, ClassVerb, StateWords, Ordinal, StateAdjective, ChangeWords) = predicates("""
word(set: text, word: text)
    a word of the word set `set` (a pool states several at once).
word_list(list: text, words: texts)
    an ordered word list (its order becomes a regular expression's alternatives or rows).
word_pair(table: text, word: text, value: text)
    a table from a word to a word (an irregular plural to its singular).
verb_form(cls: text, word: text)
    a verb form whose mention raises an affordance class.
class_verb(cls: text, verb: text, gerund: text)
    how an affordance class is said as a verb and as a gerund.
state_words(rank: integer, attribute: text, word: text)
    rank, attribute, a word a stated reason may use for the attribute's states.
ordinal(word: text, number: integer)
    an ordinal word and the number it names (-1: the last).
state_adjective(rank: integer, attribute: text, false_word: text, true_word: text)
    rank, attribute, the word for its false value, the word for its true value.
change_words(change: text, words: text)
    a location change and how a sentence says it of its entity ("is picked up").
""", text=TermTextField, texts=TextTupleField)
