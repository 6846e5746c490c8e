"""ProbLog facts and answers of the size programs (kb/sizes/*.pl, rules/sizes_*.pl)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solver.errors import DataError
from solver.logic.declare import fact
from solver.logic.problog import name_of
from problog.logic import Term

# ------------------------------------------------------------------ knowledge (kb/sizes/nouns.pl, lexicon.pl)
Noun = fact("noun", name=str, kind=str, length=float, width=float, height=float, spread=float,
            doc="noun(Name, Kind, L, W, H, Spread): typical dimensions (cm) and their geometric spread.")
Alias = fact("alias", word=str, noun=str, form=str)
SpreadOut = fact("spread_out", noun=str, length=float, width=float, height=float)
KnownBigger = fact("known_bigger", bigger=str, smaller=str)
Phrase = fact("phrase", id=str, pattern=Any,
              doc="phrase(Id, Pattern): the pattern is a list term, read into Tokens by pattern_tokens.")
Implies = fact("implies", phrase=str, small=str, big=str)
Needs = fact("needs", phrase=str, slot=str, property=str)
Extent = fact("extent", word=str)
Misspelling = fact("misspelling", wrong=str, right=str)


# ------------------------------------------------------------------------ answers of rules/sizes_*.pl
# `key` is the item (or pair) number; placeholders such as no_item come as terms, so it stays a term.
# ProbLog also lists answers it proved impossible (probability 0) with unbound arguments, printed as
# numbers: those arguments stay terms too, read with name_of once the answer is likely.


# relation: smaller | bigger (a number for an unbound answer of probability 0)
Implied = fact("implied", key=Any, relation=Any)
CounterCommonsense = fact("counter_commonsense", key=Any)
Unmet = fact("unmet", key=Any, slot=Any, property=Any)
PriorBigger = fact("prior_bigger", key=Any)
NounScale = fact("noun_scale", noun=str, log_size=float, log_spread2=float,
                 doc="noun_scale(Noun, LogSize, LogSpreadSquared) (rules/sizes_prior.pl).")


ANSWERS = (Implied, CounterCommonsense, Unmet, PriorBigger)


# ------------------------------------------------------------------ reading cues (kb/sizes/reading.pl)
Place = fact("place", words=tuple[str, ...], form=str,
             doc="place(Words, Form): \"X ... Words Y\" puts X in, under, behind or on Y: X is the smaller.")
Verb = fact("verb", lemma=str, role=str, form=str,
            doc="verb(Lemma, Role, Form): what a verb says about its subject and object.")
FitVerb = fact("fit_verb", lemma=str)
Comparative = fact("comparative", word=str, relation=str)
Too = fact("too", word=str, relation=str)


# ------------------------------------------------------------------ phrase patterns (the pattern of phrase/2)

SLOT_TOKENS = ("np", "agent")


@dataclass(frozen=True)
class Token:
    """One element of a phrase pattern: a word, a slot, alternatives or an optional run."""

    kind: str  # word | any | opt | slot
    words: tuple[str, ...] = ()
    slot: str = ""
    slot_kind: str = ""  # np | agent
    inner: tuple["Token", ...] = ()


def pattern_tokens(pattern: Any, where: str) -> tuple[Token, ...]:
    """The elements of a phrase pattern (a Prolog list): a word, [alternatives], np(Slot) or
    agent(Slot), opt(Element) or opt(seq([Elements])). Anything else is a DataError at `where`."""
    return tuple(_token(t, where) for t in _list_items(pattern))


def _token(term: Any, where: str) -> Token:
    if term.functor == "." and term.arity == 2:  # a list: alternatives
        return Token(kind="any", words=tuple(name_of(t) for t in _list_items(term)))
    if term.functor in SLOT_TOKENS and term.arity == 1:
        (slot,) = term.args
        return Token(kind="slot", slot=name_of(slot), slot_kind=str(term.functor))
    if term.functor == "opt" and term.arity == 1:
        (arg,) = term.args
        if arg.functor == "seq" and arg.arity == 1:
            (run,) = arg.args
            return Token(kind="opt", inner=pattern_tokens(run, where))
        return Token(kind="opt", inner=(_token(arg, where),))
    if isinstance(term, Term) and term.arity == 0:
        return Token(kind="word", words=(name_of(term),))
    raise DataError(f"unreadable pattern element {term}", where=where)


def _list_items(term: Any) -> list[Any]:
    """The elements of a Prolog list term, in order."""
    items = []
    while term.functor == "." and term.arity == 2:
        head, term = term.args
        items.append(head)
    return items
