"""Changes of state told with the changed thing as subject: "the door opened", "the shirt dried", "the soup cooled".

Why: English lets a verb of changing a thing's state take that thing as its subject when no one is named as
doing it (the causative / inchoative alternation). The action patterns of kb/actions are written with the
thing as object ("open OBJ"), so such a clause matched nothing and stayed unread. A clause whose subject is
a thing (no person, no animal), with no object, whose verb (and particle) opens a "VERB OBJ" pattern of an
action kb/language/alternations.lp lists as alternating, is rewritten with its subject as the object; the
reader then reads it as that action. A verb the kb already reads with a thing as subject ("the window
closed", "the battery died") keeps that reading.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from solver.actions.lexicon import Lexicon
from solver.actions.reader.state_reports import report_actions
from solver.language.frames import Frame
from solver.language.sorts import sorts_of
from solver.logic.constructions import Inchoative
from solver.logic.tables import read
from solver.paths import KB_DIR

ALTERNATIONS_FILE = KB_DIR / "language" / "alternations.lp"


@lru_cache(maxsize=1)
def inchoative_actions() -> frozenset:
    """The actions of kb/language/alternations.lp whose patient may be told as the subject (English)."""
    return frozenset(str(f.action) for f in read(ALTERNATIONS_FILE, Inchoative) if str(f.lang) == "en")


_VERBS: dict[int, tuple[frozenset, frozenset]] = {}


def _verbs(lex: Lexicon) -> tuple[frozenset, frozenset]:
    """(verb, particle) pairs opening a "VERB OBJ" pattern of an alternating action, and the verbs some pattern
    already reads with a thing as subject."""
    if id(lex) in _VERBS:
        return _VERBS[id(lex)]
    actions = inchoative_actions()
    alternating, subject_verbs = set(), set()
    for pat in lex.patterns.get("en", ()):
        items = pat.items
        if items and items[0] == "<subj>" and len(items) > 1 and not items[1].startswith("<"):
            subject_verbs.add((items[1], items[2] if len(items) == 3 and not items[2].startswith("<") else ""))
        if pat.action not in actions or not items or items[0].startswith("<") or "<obj>" not in items:
            continue
        rest = [x for x in items[1:] if x != "<obj>"]
        if len(rest) <= 1 and all(not x.startswith("<") for x in rest):  # "open OBJ", "switch off OBJ"
            alternating.add((items[0], rest[0] if rest else ""))
    _VERBS[id(lex)] = (frozenset(alternating), frozenset(subject_verbs))  # the lexicon lives as long as the process
    return _VERBS[id(lex)]


def inchoative_frame(lex: Lexicon, res: Any, frame: Frame, doc: Any = None) -> Frame:
    """The frame with its subject as the object where the clause is an inchoative change of a thing's state;
    the frame itself otherwise."""
    if not frame.subject or frame.objects or frame.copular or frame.passive or frame.imperative or frame.negated:
        return frame
    alternating, subject_verbs = _verbs(lex)
    if (frame.verb, frame.particle) not in alternating or (frame.verb, frame.particle) in subject_verbs:
        return frame
    if report_actions(frame.verb):
        return frame  # a report of kb/actions/reports.lp reads it ("the water drained out of the bath")
    head = frame.subject[-1]
    # a pronoun is left to the reports, which know whose part it may be ("it opened": the jar, not its lid)
    if head.pos not in ("NOUN", "PROPN") \
            or head.entity == "PERSON" or _names_person_or_animal(res, head):
        return frame
    subject_at = {w.index for w in frame.subject}
    obj = [replace(w, role="obj") for w in frame.subject]
    verb = [w for w in frame.words if w.index not in subject_at and w.lemma == frame.verb][:1]
    if not verb or any(w.pos in ("VERB", "AUX") and w not in verb for w in frame.words) or doc is not None and any(
            c.dep_ in ("xcomp", "ccomp") for c in doc[verb[0].index].children):
        return frame  # "the vacuum cleaner stopped working": the verb with its complement is another pattern
    particle = [w for w in frame.words if frame.particle and w.text.lower() == frame.particle and w.role != "subj"][:1]
    rest = [w for w in frame.words if w.index not in subject_at and w not in verb and w not in particle]
    return replace(frame, subject=[], objects=[obj], words=verb + particle + obj + rest)


def _names_person_or_animal(res: Any, head: Any) -> bool:
    word = head.text.lower()
    if word in (p.lower() for p in res.persons) or head.lemma in (p.lower() for p in res.persons):
        return True
    sorts = sorts_of(head.lemma)
    return bool(sorts & {"person", "animal"})
