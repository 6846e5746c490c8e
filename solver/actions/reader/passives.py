"""An agentless passive read as its active with no one named: "the heater had been switched off", "the kettle was
switched off at the socket", "the phone was charged".

Why: the parse tells such a clause as "the heater been switched off" (the patient before its verb), and the verb
patterns of kb/actions/patterns_en.lp are written in the active order ("switch off OBJ"), so the clause stayed
unread unless a "SUBJ be ..." pattern or a describing word read it. When no pattern reads the passive as told,
its words are put in the active order (verb, particle, the patient as object, the rest) and read again; the
reading names no actor, since the passive does not say who did it (so no law about a doer's whereabouts or
waking applies to anyone of the story).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from solver.language.frames import Frame, Word


def passive_as_active(frame: Frame) -> Optional[list[Word]]:
    """The clause's words in the active order for an agentless passive whose patient is a noun phrase or a
    pronoun; None for any other clause."""
    if not frame.passive or frame.subject or not frame.objects or frame.copular:
        return None
    verb_at = next((k for k, w in enumerate(frame.words) if w.role == "verb"), None)
    if verb_at is None:
        return None
    patient = [w for w in frame.words[:verb_at] if w.role == "subj"]
    if not patient or not any(w.pos in ("NOUN", "PRON") for w in patient):
        return None
    after = frame.words[verb_at + 1:]
    particle = [w for w in after[:1] if frame.particle and w.text.lower() == frame.particle]
    rest = after[len(particle):]
    return [frame.words[verb_at]] + particle + [replace(w, role="obj") for w in patient] + rest
