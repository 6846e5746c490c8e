"""Sentences told as happening at the same time as an earlier one: "meanwhile", "at the same time", or the same
clock time told again ("At three, Lily was at her piano lesson. At three, Lily was at the dentist.").

Why: the place laws (rules/actions_link.lp: trip_starts_where_it_ended) let a person go anywhere between two
sentences, unsaid; only a sentence that leaves no time between them tells that they are still where they
were. The words are kb facts (kb/language/reader_en.lp, reader_it.lp: same_time, clock_time).
"""
from __future__ import annotations

import re
from typing import Optional, Sequence

from solver.actions.lexicon import Lexicon

_CLOCK = re.compile(r"\bat (\d{1,2})(?:[:.](\d\d))?\s*(am|pm|a\.m\.|p\.m\.)?|\bat ([a-z']+)(?: o'?clock)?")


def clock_time(lex: Lexicon, lang: str, sentence: str) -> Optional[str]:
    """The clock time a sentence tells ("at 7", "at seven", "at 7:30 pm", "at noon"), normalised, or None."""
    text = sentence.casefold()
    for m in _CLOCK.finditer(text):
        if m.group(1):
            return f"{int(m.group(1))}:{m.group(2) or '00'}{(m.group(3) or '').replace('.', '')}"
        word = m.group(4)
        if word and lex.is_word(lang, word, "clock_time") and word not in ("half", "quarter", "past", "am", "pm"):
            return word
    return None


def tells_same_time(lex: Lexicon, lang: str, sentence: str) -> bool:
    """Whether a sentence says it happens while the one before it does (kb word class same_time: one word,
    "meanwhile", or a phrase, "at the same time")."""
    text = " ".join(re.findall(r"\w+", sentence.casefold()))
    return any(re.search(rf"\b{re.escape(w)}\b", text) for w in lex.words.get((lang, "same_time"), ()))


def same_time_sentences(lex: Lexicon, lang: str, sentences: Sequence[str]) -> list[int]:
    """The sentences (after the first) told as happening at the same time as the one before: a same_time word,
    or the clock time the last sentence that told one told."""
    out = []
    last: Optional[str] = None
    for t, sentence in enumerate(sentences):
        now = clock_time(lex, lang, sentence)
        if t and (tells_same_time(lex, lang, sentence) or now is not None and now == last):
            out.append(t)
        last = now if now is not None else last
    return out
