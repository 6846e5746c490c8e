"""Stranded people: "I'm stuck at the airport", "they were stranded in Lisbon" told as being at that place.

Why: the small parser reads "stuck" as a passive verb or an adjective whose place phrase hangs on it, so the
clause loses either its subject ("'m stuck at the airport": no one) or its place, and the reader of presence
(solver/actions/reader/english_places.py), which reads "I'm at the airport", finds nothing. Being stuck at a
place says no more about where one is than being there, so the word is left out before parsing, only after a
form of "be" (with "still" or "now" between) after a person (a personal pronoun or a name) and before a
preposition of presence: "the key was stuck in the lock", "the lid was stuck on the jar" and "got stuck" keep it. The words are kb word classes (kb/language/reader_en.lp: stranded_word, be_form,
presence_prep; kb/actions/words.lp: person).
"""
from __future__ import annotations

import re
from functools import lru_cache

from solver.actions.lexicon import Lexicon


def _alternatives(words: set[str]) -> str:
    return "(?i:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True)) + ")"


@lru_cache(maxsize=4)
def _pattern(stranded: frozenset[str], be: frozenset[str], preps: frozenset[str], people: frozenset[str],
             adverbs: frozenset[str]) -> re.Pattern:
    contracted = {w for w in be if w.startswith("'")}
    plain = be - contracted
    who = rf"(?P<who>\b(?:{_alternatives(people)})|\b[A-Z][a-z]+)"
    between = rf"(?:{_alternatives(adverbs)}\s+)?" if adverbs else ""
    return re.compile(rf"({who}(?:\s+(?:{_alternatives(plain)})|\s*(?:{_alternatives(contracted)}))\s+{between})"
                      rf"(?:{_alternatives(stranded)})\s+(?=(?:{_alternatives(preps)})\b)")


def as_present(lex: Lexicon, sentence: str) -> str:
    """The sentence with a stranded word after a person, a form of "be" and before a place phrase left out."""
    def words(cls: str) -> frozenset[str]:
        return frozenset(lex.words.get(("en", cls), ()))
    stranded, be, preps = words("stranded_word"), words("be_form"), words("presence_prep")
    if not stranded or not be or not preps:
        return sentence
    # a capitalised word before "be" is a name, unless it is a determiner or a thing's pronoun ("That's stuck in it")
    not_people = words("demonstrative") | words("article") | words("pronoun") | words("relative")

    def drop(m: re.Match) -> str:
        return m.group(0) if m.group("who").lower() in not_people else m.group(1)
    return _pattern(stranded, be, preps, words("person"), words("stranded_adverb")).sub(drop, sentence.replace("’", "'"))
