"""A sleep told to last: "Sandro has gone to bed and will stay there until morning".

Why: one who fell asleep may wake unsaid in any later sentence, so the law sleeper_does_not_act (rules/actions_link.lp)
judges only the very next sentence. A sentence that, told at the story's present (a future "will stay" or a
present "is staying"), says the sleep lasts until a later time takes that doubt away: until a sentence tells
that time passed (or that they woke), the sleeper does not act. In the past ("stayed in bed until noon") the
span is over before the next sentence, so it is no such reading. The reading is the action SLEEPS_ON of the
sentence's sleeper, read after the sentence (the sleep itself is read by the verb patterns); the words are kb
word classes (kb/language/reader_en.lp: lasting_verb, until_prep, future_aux).
"""
from __future__ import annotations

from typing import Any

from solver.actions.lexicon import Lexicon
from solver.actions.reader.results import Reading, StoryReading
from solver.actions.reader.tokens import frame_tokens
from solver.language.frames import Frame

SLEEPS_ON = "sleep_through"


def lasting_until(lex: Lexicon, doc: Any, frame: Frame) -> bool:
    """Whether the frame is a verb of lasting with an "until" phrase, told in the future or the present."""
    if not lex.is_word("en", frame.verb, "lasting_verb") or frame.negated:
        return False
    heads = [tok for tok in doc if tok.lemma_.lower() == frame.verb and tok.i in {w.index for w in frame.words}]
    for tok in heads:
        until = any(c.dep_ == "prep" and lex.is_word("en", c.lower_, "until_prep") for c in tok.children)
        future = any(c.dep_ == "aux" and lex.is_word("en", c.lower_, "future_aux") for c in tok.children)
        present = tok.tag_ in ("VBZ", "VBP") or any(c.dep_ == "aux" and c.tag_ in ("VBZ", "VBP") and c.lemma_ == "be"
                                                      for c in tok.children)
        if until and (future or present):
            return True
    return False


def sleeps_on(lex: Lexicon, res: Any, doc: Any, frames: list[Frame], result: StoryReading, t: int) -> None:
    """Add the reading SLEEPS_ON for the person a lasting "until" clause of sentence t is about, when another
    reading of the sentence has that person as actor (the rules ask that it was a falling asleep)."""
    actors = {r.fillers["actor"][0] for r in result.readings if r.sentence == t and r.fillers.get("actor")}
    for frame in frames:
        if not frame.subject or not lasting_until(lex, doc, frame):
            continue
        who = res.person(frame_tokens(frame.subject))
        if who in actors:  # the clause is read now: no longer among the unread
            result.not_understood = [n for n in result.not_understood if (n.sentence, n.clause) != (t, frame.index)]
            result.readings.append(Reading(t, frame.index, frame.text, SLEEPS_ON, "SUBJ stay until", {"actor": [who]}))
