"""Still asleep: "Without waking, Tom ate the cake", "without stirring from her sleep, she answered the phone".

Why: a clause told with "without" is read as what did not happen (frames mode INSTEAD) and so was left unread;
with a verb of waking it tells that the one the sentence is about stays asleep through what the sentence tells
them doing, which the law sleeper_does_not_act (rules/actions_link.lp) can judge against the sentence that put
them to sleep, however many sentences before. The reading is the action KEPT_ASLEEP of the sentence's actor (no
state of its own in kb/actions); the verbs are a kb word class (kb/language/reader_en.lp: waking_verb).
"""
from __future__ import annotations

from typing import Optional

from solver.actions.lexicon import Lexicon
from solver.actions.reader.results import Reading, StoryReading
from solver.language.frames import INSTEAD, Frame
from solver.language.lemmas import gerund_verb

KEPT_ASLEEP = "stay_asleep"


def kept_asleep(lex: Lexicon, frame: Frame, actor: Optional[str]) -> Optional[Reading]:
    """The reading of "without waking" (actor left empty when the clause names none: the sentence's actor
    fills it, see fill_sleeper), or None for any other clause."""
    if frame.mode != INSTEAD or not lex.is_word("en", frame.verb, "waking_verb") or frame.negated or frame.objects:
        return None  # "without waking the baby": the baby sleeps on, not the one who acts
    return Reading(frame.sentence, frame.index, frame.text, KEPT_ASLEEP, "without waking",
                   {"actor": [actor] if actor else []})


def fill_sleeper(result: StoryReading, t: int) -> None:
    """Give a "without waking" of sentence t with no actor the actor of the sentence's other readings, and
    drop it when the sentence names none."""
    actors = [r.fillers["actor"][0] for r in result.readings
              if r.sentence == t and r.action != KEPT_ASLEEP and r.fillers.get("actor")]
    for r in [r for r in result.readings if r.sentence == t and r.action == KEPT_ASLEEP and not r.fillers.get("actor")]:
        if actors:
            r.fillers["actor"] = [actors[0]]
        else:
            result.readings.remove(r)


def asleep_aside(lex: Lexicon, frame: Frame, reading: Reading, result: StoryReading) -> Optional[Reading]:
    """ "Without stirring, Tom answered the phone": the parse hangs a bare "without" gerund on the clause as a
    phrase; it tells the same of the clause's actor as the clause of its own does (once a sentence)."""
    actor = reading.fillers.get("actor")
    if not actor or any(r.sentence == frame.sentence and r.action == KEPT_ASLEEP for r in result.readings):
        return None
    if any(f.sentence == frame.sentence and f.mode == INSTEAD and lex.is_word("en", f.verb, "waking_verb")
           for f in result.frames):
        return None  # the "without" clause was parsed as a clause of its own: kept_asleep read it
    phrases = [ph for prep, phs in frame.roles.items() if lex.is_word("en", prep, "without_prep") for ph in phs]
    for phrase in phrases:
        words = [w for w in phrase if w.pos not in ("DET", "PRON")]
        if len(words) == 1 and lex.is_word("en", gerund_verb(words[0].text.lower()), "waking_verb"):
            return Reading(frame.sentence, frame.index, frame.text, KEPT_ASLEEP, "without waking",
                           {"actor": [actor[0]]})
    return None
