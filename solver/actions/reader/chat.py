"""Chat style: interjections that carry no event ("lol", "haha", "omg") left out before parsing.

Why: a chat message ends or breaks its clauses with them ("at 7 i made tea in the kitchen lol"), and the small
parser takes such a word for the head noun of the phrase before it ("the kitchen lol"), losing the place or the
thing named. Which words are fillers is a kb word class (kb/language/reader_en.lp: chat_filler).
"""
from __future__ import annotations

import re

from solver.actions.lexicon import Lexicon


def without_chat_fillers(lex: Lexicon, sentence: str, lang: str = "en") -> str:
    """The sentence without its chat interjections (whole words only, any case), spaces and stray commas tidied
    (the fillers of `lang`: kb/language/reader_en.lp, reader_it.lp)."""
    fillers = lex.words.get((lang, "chat_filler"), set())
    if not fillers:
        return sentence
    alternatives = "|".join(re.escape(w) for w in sorted(fillers, key=len, reverse=True))
    text = re.sub(rf"(?<!\w)(?:{alternatives})(?!\w)", "", sentence, flags=re.IGNORECASE)
    text = re.sub(r"\s{2,}", " ", text)
    text = re.sub(r"\s+([.,!?])", r"\1", text)
    text = re.sub(r",+([.!?])", r"\1", text)
    text = re.sub(r"^[\s,]+|[\s,]+$", "", text)
    return text
