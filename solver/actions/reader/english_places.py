"""Where people and things are, read from English clauses: a person said to be somewhere ("Tom was at work",
"she is in the kitchen", "Dad was away at a conference"), and the place a clause happens at ("made breakfast
in the kitchen", "found the keys on the table at home", "meanwhile, in the garden, she ...").

Why: the place laws of rules/actions_link.lp (trip_starts_where_it_ended, things_stay_where_taken,
far_from_home) can only judge where a person or a thing is when the reading says it; a place told by a
copula or by a prepositional phrase no verb pattern reads was lost. Which words tell a place are kb facts
(kb/language/reader_en.lp: presence_prep, away_word; kb/actions/kinds.lp: home, outing_place, home_grounds), the sorts
of the nouns come from WordNet (place, room, vehicle).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Sequence

from solver.actions.reader.english_people import frame_actor
from solver.actions.reader.results import Reading
from solver.actions.reader.thing_sorts import of_sorts
from solver.actions.reader.tokens import Token, frame_tokens
from solver.language.frames import Frame, Word

if TYPE_CHECKING:  # the type only: solver.actions.reader.entities imports the reader's language modules
    from solver.actions.reader.entities import Resolver

# The action a presence is read as (kb/actions/actions.lp: be_at) and the place of "away" said alone.
PRESENCE = "be_at"
AWAY = "away"
# The role a clause's own place takes (rules/actions_link.lp reads filler(S,T,C,at,Place)).
EVENT_PLACE = "at"
# The role of the town or country around the place a person is at ("at the airport in Lisbon").
WITHIN = "within"


def is_place(res: "Resolver", entity: str, phrase: list[Word] = ()) -> bool:
    """Whether an entity is a place a person can be at: a home, a room, an outing place, the grounds of a home
    (kb kinds home, outing_place, home_grounds), an occasion ("a lesson", "the dentist": kb word class occasion),
    a place, room or vehicle by WordNet, or a town the parser names (GPE)."""
    name = entity.casefold()
    head = name.split()[-1] if name.split() else name
    if any(name in res.lex.kinds.get(k, set()) or head in res.lex.kinds.get(k, set())
           for k in ("home", "outing_place", "home_grounds")):
        return True
    if any(w.entity in ("GPE", "LOC", "FAC") for w in phrase):
        return True
    if res.lex.is_word("en", head, "occasion") or res.lex.is_word("en", name, "occasion"):
        return True  # "at her piano lesson", "at the dentist": where one is while it lasts
    return of_sorts(entity, ("place", "room", "vehicle"), res.lang)


def _place_in(res: "Resolver", roles: dict[str, list[list[Word]]]) -> Optional[str]:
    """The first place a clause's place phrases ("at work", "in the kitchen") name, or None."""
    for prep, phrases in roles.items():
        if not res.lex.is_word("en", prep, "presence_prep"):
            continue
        for phrase in phrases:
            things, _, _ = res.things(frame_tokens(phrase), remember=False)
            things = [e for e in things if e not in res.persons]
            if len(things) == 1 and is_place(res, things[0], phrase):
                return things[0]
    return None


def presence(res: "Resolver", frame: Frame, t: int, c: int, text: str) -> Optional[Reading]:
    """ "Tom was at work", "she is in the kitchen", "Dad was away (at a conference)", "she was out", "on holiday",
    "stayed at the hotel": the person named as subject of "be" (or of a verb of staying, kb presence_verb) is at
    that place (AWAY: somewhere away from home). Only a person: "the keys were in the drawer" tells where a
    thing is, which the verb patterns read."""
    if not (frame.copular and frame.verb == "be" or res.lex.is_word("en", frame.verb, "presence_verb")) \
            or not frame.subject or frame.negated:
        return None
    who = frame_actor(res, frame) or res.person(frame_tokens(frame.subject))
    if who is None:
        return None
    place = _place_in(res, frame.roles)
    rest = [w for w in frame.words if w.index not in {s.index for s in frame.subject}]
    # "away", "abroad", "out" said of the person, not "out of milk"
    away = any(res.lex.is_word("en", w.lemma.lower(), "away_word")
               and not (k + 1 < len(rest) and res.lex.is_word("en", rest[k + 1].lemma.lower(), "of_prep"))
               for k, w in enumerate(rest)) \
        or any(res.lex.is_word("en", w.lemma.lower(), "away_noun")
               for phrase in frame.roles.get("on", []) for w in phrase)
    if place is None and away:  # "away at a conference": the away word tells that what follows is a place
        place = next((e for phrase in frame.roles.get("at", [])
                      for e in res.things(frame_tokens(phrase), remember=False)[0] if e not in res.persons), None)
    if place is None and not away:
        return None
    fillers = {"actor": [who], "to": [place] if place is not None else []}
    town = _town_around(res, frame, place)
    if town is not None:
        fillers[WITHIN] = [town]
    if away:
        fillers["away"] = [place or AWAY]
    if not fillers["to"]:
        del fillers["to"]
    return Reading(t, c, text, PRESENCE, "SUBJ be away" if away else "SUBJ be at PLACE", fillers)


def _town_around(res: "Resolver", frame: Frame, place: Optional[str]) -> Optional[str]:
    """The town or country the parser names around a place one is at ("at the airport in Lisbon": Lisbon), when
    the place is not that town itself: being there is being far from home (rules/actions_link.lp: far_from_home)."""
    if place is None:
        return None
    named = [w for w in frame.words if w.entity in ("GPE", "LOC") and w.index not in {s.index for s in frame.subject}]
    if not named:
        return None
    things, _, _ = res.things(frame_tokens(named), remember=False)
    towns = [e for e in things if e != place and e not in res.persons]
    return towns[0] if len(towns) == 1 else None


def add_event_place(res: "Resolver", frame: Frame, reading: Reading) -> None:
    """The place a read clause happens at ("made breakfast in the kitchen", "found the keys on the table at
    home", "meanwhile, in the garden, she watered the roses"), when no role of the reading names it already:
    the EVENT_PLACE role, which the place laws read as where the actor (and what is acted on) is."""
    if not reading.fillers.get("actor") or reading.action == PRESENCE:
        return
    named = {e for ents in reading.fillers.values() for e in ents}
    # the parse may hang the place on the object ("ironed a shirt in the living room", "the keys ... at home")
    place = _place_in(res, frame.roles) or _place_in(res, frame.object_roles)
    if place is not None and place not in named:
        reading.fillers[EVENT_PLACE] = [place]


def place_not_tool(res: "Resolver", things: list[str]) -> bool:
    """Whether what a pattern took for an instrument ("made breakfast in the kitchen") is a place: a room or
    a place is where an action happens, not what it is done with."""
    return bool(things) and all(of_sorts(e, ("room", "place"), res.lang) or is_place(res, e) for e in things) \
        and not any(of_sorts(e, ("vehicle", "container", "device", "tool"), res.lang) for e in things)


def names_a_time(res: "Resolver", span: Sequence[Token]) -> bool:
    """Whether a phrase a pattern's slot took is a time of day ("at six", "at 7:30", "at noon"): no thing nor place
    (kb/language/reader_en.lp: clock_time)."""
    words = [tok for tok in span if not res.function_word(tok.low)]
    return bool(words) and res.lang == "en" and all(
        tok.low.replace(":", "").replace(".", "").isdigit() or res.lex.is_word("en", tok.low, "clock_time")
        for tok in words)
