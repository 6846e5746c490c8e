"""Italian chat register: a question asks and tells nothing done ("Hai finito tu il latte?", "te lo spedisco?"),
and an interjection ("Sì", "Brava!", "Ok", "Classico") is no person and no event; "Anche da noi!" answers that the event just told
(a power cut) happened here too.

Why: a chat answers and offers in questions; read as statements they make events of offers ("te lo spedisco?":
sent) and of what is only asked; an interjection that opens a message with a capital reads as a name that acts
("Brava, hai fatto spazio": Brava did it). The interjections are kb words (kb/language/reader_it.lp: chat_filler).
"""
from __future__ import annotations

import re

from typing import Optional, Sequence

from solver.actions.lexicon import Lexicon
from solver.actions.reader.chat import without_chat_fillers
from solver.actions.reader.results import Reading
from solver.actions.reader.tokens import Token

_QUESTION = re.compile(r"[^.!?]*\?+")


def without_questions(sentence: str) -> str:
    """The sentence without the parts that end in a question mark ("Noo! E adesso?" -> "Noo!")."""
    return re.sub(r"\s{2,}", " ", _QUESTION.sub(" ", sentence)).strip()


def told_as_chat_it(lex: Lexicon, sentence: str) -> str:
    """An Italian sentence with its questions and chat interjections left out (what it tells as done)."""
    return without_chat_fillers(lex, without_questions(sentence), "it")


def same_here_it(lex: Lexicon, body: Sequence[Token], before: Sequence[Reading], t: int, text: str) -> Optional[Reading]:
    """ "È saltata la corrente ... / Anche da noi!": a message with no verb of its own, opening with "anche" or "pure"
    (kb also_word), tells that the event of the message before, one no one did (no actor: a power cut, the dark),
    happened where its writer is too: that event again, in this sentence. None otherwise."""
    verbs = lex.verbs.get("it", ())
    if len(body) < 2 or not lex.is_word("it", body[0].low, "also_word") or any(f in verbs for tok in body for f in tok.forms):
        return None
    if lex.preps.get(("it", body[1].low)) is None and not lex.is_word("it", body[1].low, "adverb"):
        return None  # "anche il pane": another thing, not another place
    # the event the message before told first ("è saltata la corrente ..., sono al buio": the power cut)
    event = next((r for r in before if r.fillers.get("actor") is None and r.action != "describe"), None)
    if event is None:
        return None
    return Reading(t, 0, text, event.action, event.pattern, {k: list(v) for k, v in event.fillers.items()},
                   set(event.all_of), list(event.described))
