"""Intensifiers before a describing word: "fell fast asleep", "the towels were bone dry", "rock hard", "stone cold".

Why: such a pair says no more than its describing word, but the small English parse takes it for a noun phrase
("fell fast asleep": felling something called "fast asleep"; "was rock hard": a rock). The sentence is read with
the intensifier left out (kb/language/secondary_predicates.lp: intensifier/2 before a describing word of
adjective/4, predicate_state/4 or intensified/2), which is what it tells.
"""
from __future__ import annotations

import re
from functools import lru_cache

from clorm import ConstantField, Predicate, StringField

from solver.actions.secondary import PREDICATES_FILE, predicate_tables


class Intensifier(Predicate, name="intensifier"):
    lang = ConstantField
    word = StringField


class Intensified(Predicate, name="intensified"):
    lang = ConstantField
    word = StringField


@lru_cache(maxsize=1)
def _pattern() -> re.Pattern:
    from solver.actions.lexicon import load_lexicon
    from solver.logic.asp import decode
    from solver.logic.tables import facts_of

    symbols = facts_of(PREDICATES_FILE)
    where = "kb/language/secondary_predicates.lp"
    strong = sorted({f.word for f in decode(symbols, Intensifier, where) if str(f.lang) == "en"})
    described = ({f.word for f in decode(symbols, Intensified, where) if str(f.lang) == "en"}
                 | set(load_lexicon().adjectives.get("en", ())) | set(predicate_tables().states))
    described = {w for w in described if " " not in w}
    return re.compile(r"\b(?:" + "|".join(map(re.escape, strong)) + r")\s+(?=(?:" +
                      "|".join(map(re.escape, sorted(described, key=len, reverse=True))) + r")\b)", re.IGNORECASE)


_DETERMINERS = frozenset({"the", "a", "an", "his", "her", "its", "their", "my", "your", "our", "this", "that"})


def plain(sentence: str) -> str:
    """The sentence with each intensifier before a describing word left out; after a determiner it is a noun
    ("hit the rock hard") and stays."""
    def drop(m: re.Match) -> str:
        before = sentence[:m.start()].split()
        return m.group(0) if before and before[-1].lower() in _DETERMINERS else ""
    return _pattern().sub(drop, sentence)
