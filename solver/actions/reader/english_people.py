"""Who acts in an English clause: the people the parse names, "I" and a command's "you"."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from solver.language.frames import FIRST_PERSON, Frame
from solver.language.persons import is_person
from solver.actions.reader.results import FIRST_PERSON_ACTOR, IMPERATIVE_ACTOR

if TYPE_CHECKING:  # the type only: solver.actions.reader.entities imports the reader's language modules
    from solver.actions.reader.entities import Resolver


def names_in(doc, res: "Resolver") -> None:
    """People the parse names: a PERSON entity, or a proper noun that acts (subject of a verb) and that the
    person sort does not rule out. Never a capital letter alone: "the TV" acts on nothing."""
    for tok in doc:
        name = tok.text
        if _common_noun_person(tok):  # "the twins ate the cake": a noun naming people who act is a person
            if not any(name.casefold() == p.casefold() for p in res.persons):
                res.persons.append(name.casefold())
            continue
        if not name[:1].isupper() or name.isupper() and len(name) > 1:
            continue
        acting = tok.pos_ == "PROPN" and tok.dep_ in ("nsubj", "nsubjpass") and tok.head.pos_ in ("VERB", "AUX")
        if tok.ent_type_ == "PERSON" or acting or is_person(name.lower()):
            if tok.pos_ not in ("PROPN", "NOUN") or tok.i + 1 < len(doc) and doc[tok.i + 1].pos_ == "PROPN" \
                    and doc[tok.i + 1].ent_type_ == "PERSON":
                continue
            if not any(name.casefold() == p.casefold() or name.casefold() in p.casefold().split() for p in res.persons):
                res.persons.append(name)


def _common_noun_person(tok) -> bool:
    """A common noun for people (the buyer, the twins) that is the subject of a verb, after an article or a
    possessive: it acts as a name does. A capitalised first word is left to the name test."""
    return tok.pos_ == "NOUN" and tok.dep_ in ("nsubj", "nsubjpass") and tok.head.pos_ in ("VERB", "AUX") \
        and tok.text.islower() and any(c.dep_ in ("det", "poss") for c in tok.children) and is_person(tok.lemma_.lower())


def frame_actor(res: "Resolver", frame: Frame) -> Optional[str]:
    if frame.imperative:
        if IMPERATIVE_ACTOR not in res.persons:
            res.persons.append(IMPERATIVE_ACTOR)
        return IMPERATIVE_ACTOR
    if frame.subject and frame.subject[-1].lemma.lower() in FIRST_PERSON or \
            frame.subject and frame.subject[-1].text.lower() in FIRST_PERSON:
        if FIRST_PERSON_ACTOR not in res.persons:
            res.persons.append(FIRST_PERSON_ACTOR)
        res.last_person = FIRST_PERSON_ACTOR
        return FIRST_PERSON_ACTOR
    return None
