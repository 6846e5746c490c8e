"""The receiver a bare dative names ("handed Grandpa the muffin", "gave her the keys"): the "to" role."""
from __future__ import annotations

from typing import TYPE_CHECKING

from solver.actions.reader.results import Reading
from solver.actions.reader.tokens import frame_tokens
from solver.language.frames import Frame

if TYPE_CHECKING:
    from solver.actions.reader.entities import Resolver


def receiver_from_dative(res: "Resolver", frame: Frame, reading: Reading) -> None:
    """Why: a pattern is matched on the clause's words in order, so "handed Grandpa the muffin" reads as "hand
    OBJ" without the person it went to, and the laws then cannot tell that the receiver has the thing
    (rules/actions_link.lp, receiver_has_it). The parse's dative (frames: a "to" role with no preposition
    written) fills the "to" role with the person it names when the pattern left that role empty."""
    if reading.fillers.get("to") or not reading.fillers.get("obj") or reading.pattern.startswith("SUBJ"):
        return
    for phrase in frame.roles.get("to", []):
        if any(w.text.lower() == "to" for w in phrase):
            continue
        person = res.person(frame_tokens(phrase))
        if person is not None and person not in reading.fillers.get("actor", []):
            reading.fillers["to"] = [person]
            return
