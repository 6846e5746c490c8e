"""The word lists and word tables of kb/language/<lang>.lp, as clorm predicates.

Why: words are knowledge, stated once in kb/language; solver.language.lexicon asks for a set, a list or a
table by name and reads it through these predicates (arity and argument types checked), never by position.
A word is read as its text whether the file writes it as a string or a constant.
"""
from __future__ import annotations

from clorm import IntegerField, Predicate

from solver.logic.terms import TermTextField, TextTupleField


class Word(Predicate, name="word"):
    """word/2: a word of the word set `set` (a pool states several at once)."""

    set = TermTextField
    word = TermTextField


class WordList(Predicate, name="word_list"):
    """word_list/2: an ordered word list (its order becomes a regular expression's alternatives or rows)."""

    list = TermTextField
    words = TextTupleField


class WordPair(Predicate, name="word_pair"):
    """word_pair/3: a table from a word to a word (an irregular plural to its singular)."""

    table = TermTextField
    word = TermTextField
    value = TermTextField


class VerbForm(Predicate, name="verb_form"):
    """verb_form/2: a verb form whose mention raises an affordance class."""

    cls = TermTextField
    word = TermTextField


class ClassVerb(Predicate, name="class_verb"):
    """class_verb/3: how an affordance class is said as a verb and as a gerund."""

    cls = TermTextField
    verb = TermTextField
    gerund = TermTextField


class StateWords(Predicate, name="state_words"):
    """state_words/3: rank, attribute, a word a stated reason may use for the attribute's states."""

    rank = IntegerField
    attribute = TermTextField
    word = TermTextField


class Ordinal(Predicate, name="ordinal"):
    """ordinal/2: an ordinal word and the number it names (-1: the last)."""

    word = TermTextField
    number = IntegerField


class StateAdjective(Predicate, name="state_adjective"):
    """state_adjective/4: rank, attribute, the word for its false value, the word for its true value."""

    rank = IntegerField
    attribute = TermTextField
    false_word = TermTextField
    true_word = TermTextField


class ChangeWords(Predicate, name="change_words"):
    """change_words/2: a location change and how a sentence says it of its entity ("is picked up")."""

    change = TermTextField
    words = TermTextField
