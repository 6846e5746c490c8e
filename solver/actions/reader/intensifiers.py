"""Intensifiers before a describing word: "fell fast asleep", "the towels were bone dry", "rock hard", "stone cold".

Why: such a pair says no more than its describing word, but the small English parse takes it for a noun phrase
("fell fast asleep": felling something called "fast asleep"; "was rock hard": a rock). The sentence is read with
the intensifier left out (kb/language/secondary_predicates.lp: intensifier/2 before a describing word of
adjective/4, predicate_state/4 or intensified/2), which is what it tells.
"""
from __future__ import annotations

import re
from functools import lru_cache

from solver.actions.lexicon import Lexicon, load_lexicon
from solver.actions.reader.secondary import PREDICATES_FILE, predicate_tables
from solver.logic.constructions import Intensified, Intensifier
from solver.logic.tables import read


@lru_cache(maxsize=1)
def _pattern() -> re.Pattern:
    strong = sorted({f.word for f in read(PREDICATES_FILE, Intensifier) if str(f.lang) == "en"})
    described = ({f.word for f in read(PREDICATES_FILE, Intensified) if str(f.lang) == "en"}
                 | set(load_lexicon().adjectives.get("en", ())) | set(predicate_tables().states))
    described = {w for w in described if " " not in w}
    return re.compile(r"\b(?:" + "|".join(map(re.escape, strong)) + r")\s+(?=(?:" +
                      "|".join(map(re.escape, sorted(described, key=len, reverse=True))) + r")\b)", re.IGNORECASE)


def plain(lex: Lexicon, sentence: str) -> str:
    """The sentence with each intensifier before a describing word left out; after an article, a possessive or
    a demonstrative (kb/language/reader_en.lp) it is a noun ("hit the rock hard") and stays."""
    def drop(m: re.Match) -> str:
        before = sentence[:m.start()].split()
        return m.group(0) if before and _determiner(lex, before[-1].lower()) else ""
    return _pattern().sub(drop, sentence)


def _determiner(lex: Lexicon, word: str) -> bool:
    return any(lex.is_word("en", word, cls) for cls in ("definite_det", "indefinite", "demonstrative"))
