"""Chat style: interjections that carry no event ("lol", "haha", "omg") left out before parsing.

Why: a chat message ends or breaks its clauses with them ("at 7 i made tea in the kitchen lol"), and the small
parser takes such a word for the head noun of the phrase before it ("the kitchen lol"), losing the place or the
thing named. Which words are fillers is a kb word class (kb/language/reader_en.lp: chat_filler).
"""
from __future__ import annotations

import re
import unicodedata

from solver.actions.lexicon import Lexicon


def without_symbols(sentence: str) -> str:
    """The sentence without emoji and other pictographs ("I'm watching u 👀"): Unicode's "other symbol" class and
    the joiners and variation selectors that build them name no thing (the parser would take one for an object)."""
    if all(ord(ch) < 0x2000 for ch in sentence):
        return sentence
    return "".join(" " if unicodedata.category(ch) == "So" else ch for ch in sentence
                   if ch not in ("\u200d", "\ufe0f", "\ufe0e") and unicodedata.category(ch) not in ("Sk", "Cs"))


def without_chat_fillers(lex: Lexicon, sentence: str, lang: str = "en") -> str:
    """The sentence without its chat interjections (whole words only, any case) and emoji, spaces and stray
    commas tidied (the fillers of `lang`: kb/language/reader_en.lp, reader_it.lp)."""
    sentence = without_symbols(sentence)
    fillers = lex.words.get((lang, "chat_filler"), set())
    if not fillers:
        return re.sub(r"\s{2,}", " ", sentence).strip()
    alternatives = "|".join(re.escape(w) for w in sorted(fillers, key=len, reverse=True))
    text = re.sub(rf"(?<!\w)(?:{alternatives})(?!\w)", "", sentence, flags=re.IGNORECASE)
    text = re.sub(r"\s{2,}", " ", text)
    text = re.sub(r"\s+([.,!?])", r"\1", text)
    text = re.sub(r",+([.!?])", r"\1", text)
    text = re.sub(r"^[\s,]+|[\s,]+$", "", text)
    return text
