"""A clause's words as tokens (written form, lemma, verb forms), and the stand-in tokens a reading inserts."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from solver.language import lemma, verb_forms
from solver.language.frames import Word


WORD = re.compile(r"[^\W\d_]+(?:n't)?|\d+")


@dataclass(frozen=True)
class Token:
    text: str  # as written
    low: str
    lemma: str
    forms: frozenset = frozenset()  # lemma, written form and regular verb stems (solver.language.verb_forms)
    in_subject: bool = False  # a noun of the clause's subject phrase (the parse's): "night", "light" of "the night light"


# The subject an Italian clause leaves unsaid ("..., che si è rotta"): stands for the thing named just before.
ELIDED = Token("(it)", "(it)", "(it)", frozenset())
# Italian "ci" before a verb ("ha aperto il frigo e ci ha messo il latte"): "in" the thing named just before.
IN_TOKEN = Token("in", "in", "in", frozenset({"in"}))
THERE = Token("(there)", "(there)", "(there)", frozenset())


def frame_tokens(words: Sequence[Word]) -> list[Token]:
    out = []
    for w in words:
        text = w.text
        forms = set(verb_forms(text, "en"))
        if w.pos in ("VERB", "AUX") or w.lemma in ("be", "have", "do"):
            forms.add(w.lemma)
        out.append(Token(text, text.lower(), lemma(text, "en"), frozenset(forms),
                         w.role == "subj" and w.pos in ("NOUN", "PROPN")))
    return out
