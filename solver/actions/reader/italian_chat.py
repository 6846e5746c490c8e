"""Italian chat register: a question asks and tells nothing done ("Hai finito tu il latte?", "te lo spedisco?"),
and an interjection ("Sì", "Brava!", "Ok", "Classico") is no person and no event.

Why: a chat answers and offers in questions; read as statements they make events of offers ("te lo spedisco?":
sent) and of what is only asked; an interjection that opens a message with a capital reads as a name that acts
("Brava, hai fatto spazio": Brava did it). The interjections are kb words (kb/language/reader_it.lp: chat_filler).
"""
from __future__ import annotations

import re

from solver.actions.lexicon import Lexicon
from solver.actions.reader.chat import without_chat_fillers

_QUESTION = re.compile(r"[^.!?]*\?+")


def without_questions(sentence: str) -> str:
    """The sentence without the parts that end in a question mark ("Noo! E adesso?" -> "Noo!")."""
    return re.sub(r"\s{2,}", " ", _QUESTION.sub(" ", sentence)).strip()


def told_as_chat_it(lex: Lexicon, sentence: str) -> str:
    """An Italian sentence with its questions and chat interjections left out (what it tells as done)."""
    return without_chat_fillers(lex, without_questions(sentence), "it")
