"""English clauses no pattern reads, and roles a pattern leaves unnamed: light verbs, verbs read by their
WordNet class, what a clause is done with, instruments, sources and another one acquired.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from solver.actions.lexicon import Lexicon
from solver.actions.reader.english_people import frame_actor
from solver.actions.reader.results import Reading, StoryReading
from solver.actions.reader.thing_sorts import of_sorts, overlaps, physical_sorts, verb_lexname
from solver.actions.reader.tokens import frame_tokens
from solver.language.frames import Frame
from solver.language.persons import is_person, verb_action
from solver.language.sorts import sorts_of

if TYPE_CHECKING:  # the type only: solver.actions.reader.entities imports the reader's language modules
    from solver.actions.reader.entities import Resolver


def another_one_acquired(lex: Lexicon, res: "Resolver", frame: Frame, reading: Reading,
                          named_before: frozenset) -> None:
    """ "My pen ran out of ink. I borrowed a pen from a colleague": one cannot buy, borrow or make the thing one
    already has, so "a pen" acquired (an action after which its object exists, kb effect(A,obj,exist,1)) after
    the story named a pen is another pen; "her pen" then names the new one."""
    if reading.action not in lex.brings_into_being or not frame.objects or len(reading.fillers.get("obj", [])) != 1:
        return
    phrase = frame.objects[0]
    if not phrase or not lex.is_word("en", phrase[0].lemma.lower(), "indefinite"):
        return
    old = reading.fillers["obj"][0]
    if old not in named_before or old in res.persons:
        return
    new = res.new_entity(["another", old.split()[-1]])
    if new is None or new == old:
        return
    reading.fillers["obj"] = [new]
    if (new, old) not in res.another:
        res.another.append((new, old))
    res.recency[new] = max(res.recency.values(), default=0) + 1
    res.last_thing = new


def instrument_from_roles(res: "Resolver", frame: Frame, reading: Reading,
                           named_before: frozenset = frozenset()) -> None:
    """The instrument role of any action, read from the clause's prepositional phrases when its pattern
    names none: the laws of the tool role (tool_works, tool_device_on) then hold for verbs nobody listed
    with an instrument. A thing of the tool or device sort counts (not "with cream", "on the table"), and
    with / using also a thing the story named before ("wiped the table with the old towel")."""
    if reading.fillers.get("tool") or reading.pattern.startswith("SUBJ"):
        return
    taken = [set(e.casefold().split()) for ents in reading.fillers.values() for e in ents]
    for prep, sorts in res.lex.instrument_role_preps.get("en", {}).items():
        for phrase in frame.roles.get(prep, []) + frame.object_roles.get(prep, []):
            things = [e for e in res.things(frame_tokens(phrase), remember=False)[0]
                      if e not in res.persons and not overlaps(e, taken)]
            # a thing named again by its noun ("with it" may stand for anything named last)
            named = res.lex.is_word("en", prep, "with_prep") and any(w.pos in ("NOUN", "PROPN") for w in phrase)
            tools = [e for e in things if of_sorts(e, sorts, res.lang) or named and e in named_before]
            if tools:
                reading.fillers["tool"] = tools[:1]
                return


def source_from_roles(res: "Resolver", frame: Frame, reading: Reading) -> None:
    """The source role of any action, from a from / out of phrase naming a container when the pattern names
    none ("a spoonful of sugar from the jar", "water from the kettle"): what is taken from it needs it
    to hold something (rule source_holds)."""
    if reading.fillers.get("src") or reading.pattern.startswith("SUBJ"):
        return
    taken = [set(e.casefold().split()) for ents in reading.fillers.values() for e in ents]
    for prep in ("from", "out of"):
        for phrase in frame.roles.get(prep, []) + frame.object_roles.get(prep, []):
            things = [e for e in res.things(frame_tokens(phrase), remember=False)[0]
                      if e not in res.persons and not overlaps(e, taken)]
            sources = [e for e in things if of_sorts(e, ("container",), res.lang)]
            if sources:
                reading.fillers["src"] = sources[:1]
                return


def owner_as_source(res: "Resolver", frame: Frame, reading: Reading) -> None:
    """ "splashed each other with its water", "filled the can with their rainwater": what "its" names the
    contents of is the container named last (not a filler of the clause), and they are taken from it: it
    must hold them (rule source_holds)."""
    if reading.fillers.get("src") or reading.pattern.startswith("SUBJ"):
        return
    phrases = frame.roles.get("with", []) + frame.object_roles.get("with", [])
    if not any(res.lex.is_word("en", w.text.lower(), "thing_possessive") for p in phrases for w in p):
        return
    fillers = {e for ents in reading.fillers.values() for e in ents}
    owners = sorted((e for e in res.recency if e not in fillers and e not in res.persons
                     and of_sorts(e, ("container",), res.lang)), key=lambda e: -res.recency[e])
    if owners:
        reading.fillers["src"] = owners[:1]


def light_verb(lex: Lexicon, res: "Resolver", frame: Frame, t: int, c: int, text: str,
                actor: Optional[str]) -> Optional[Reading]:
    """ "took a quick look at the fridge", "made the bed", "took a photo of the parcel": a light verb whose object
    is no thing acted on (kb light_verb/4) is read as the idiom's action, with no object; what it is about or
    done with stays a mention of the clause."""
    if not frame.objects:
        return None
    obj = list(frame.objects[0])
    of_at = next((k for k, w in enumerate(obj) if w.lemma == "of"), len(obj))
    nouns = [w for w in obj[:of_at] if w.pos in ("NOUN", "PROPN")]
    if not nouns:
        return None
    head = nouns[-1]
    compound = " ".join(w.lemma.lower() for w in nouns[-2:])
    action = lex.light_verbs.get(("en", frame.verb, compound)) or lex.light_verbs.get(("en", frame.verb, head.lemma.lower())) \
        or lex.light_verbs.get(("en", frame.verb, head.text.lower()))
    if action is None:
        return None
    reading = Reading(t, c, text, action, f"{frame.verb} {head.lemma.lower()} (light verb)", {})
    who = frame_actor(res, frame) or (res.person(frame_tokens(frame.subject)) if frame.subject else None) \
        or actor or res.last_person
    if who:
        reading.fillers["actor"] = [who]
    return reading


def done_with(res: "Resolver", frame: Frame, t: int, c: int, text: str,
               actor: Optional[str], result: StoryReading) -> Optional[Reading]:
    """A clause no pattern or verb class reads that names what it is done with ("scrolled through the news on
    my phone", "paid with cash from my wallet", "splashed each other with its water"): whatever the verb, the
    thing is used (action use_instrument), so the laws of the tool role hold for it (it must be there, free,
    working, and a device on). With / using: a thing the story named before or one of a physical sort; on:
    a device or a tool (not "on the table")."""
    subject = frame_tokens(frame.subject)
    last_person = res.last_person
    who = frame_actor(res, frame) or (res.person(subject) if subject else None)
    res.last_person = last_person  # asking who it is changes no one's turn unless the clause is read
    nouns = [w for w in frame.subject if w.pos == "NOUN" and w.text.islower()]
    if who is None and nouns and not is_person(nouns[-1].lemma.lower()):
        return None  # "a moth landed on her lamp": no person does it (a name the parser missed still may)
    who = who or actor or res.last_person
    for prep, sorts in res.lex.instrument_preps.get(res.lang, {}).items():
        place_classes = res.lex.place_verb_classes.get((res.lang, prep), set())
        if place_classes and verb_lexname(frame.verb) in place_classes:
            continue
        for phrase in frame.roles.get(prep, []) + frame.object_roles.get(prep, []):
            if not any(w.pos in ("NOUN", "PROPN") for w in phrase):
                continue  # "with it": a pronoun may stand for anything named last
            toks = frame_tokens(phrase)
            known_before = {e for k, es in result.mentioned.items() if k < t for e in es}
            known_before |= {e for r in result.readings for es in r.fillers.values() for e in es}
            things = [e for e in res.things(toks, remember=False)[0] if e not in res.persons]
            used = [e for e in things if (of_sorts(e, sorts, res.lang) if sorts else
                                          e in known_before or bool(physical_sorts(e, res.lang, res.lex.usable_sorts)))]
            if not used:
                continue
            reading = Reading(t, c, text, "use_instrument", f"{frame.verb} ... {prep} TOOL", {"tool": used[:1]})
            if who:
                reading.fillers["actor"] = [who]
                if who in res.persons:
                    res.last_person = who
            # what it is done to, when the clause names a thing ("served the tart with cream")
            if frame.objects and any(w.pos in ("NOUN", "PROPN", "PRON") for w in frame.objects[0]):
                done_to, all_of, described = res.things(frame_tokens(frame.objects[0]))
                done_to = [e for e in done_to if e not in res.persons and e not in used]
                if done_to:
                    reading.fillers["obj"] = done_to
                    reading.described.extend(described)
                    if all_of:
                        reading.all_of.add("obj")
            return reading
    return None


def by_verb_class(res: "Resolver", frame: Frame, t: int, c: int, text: str,
                   actor: Optional[str]) -> Optional[Reading]:
    """A verb no pattern lists, read as the action of its nearest WordNet hypernym ("devoured the cake" is
    an eating); the pattern names the path walked, so the trace shows why."""
    if frame.copular or not frame.objects:
        return None
    things, all_of, described = res.things(frame_tokens(frame.objects[0]), remember=False)
    things = [e for e in things if e not in res.persons]
    if not things:
        return None
    action, path = verb_action(frame.verb, things[0], res.lang)
    if action is None:
        return None
    res.last_thing = things[-1]
    reading = Reading(t, c, text, action, f"{frame.verb} OBJ (WordNet: {' > '.join(path)})", {"obj": things},
                      {"obj"} if all_of else set(), described)
    who = frame_actor(res, frame) or (res.person(frame_tokens(frame.subject)) if frame.subject else None) \
        or actor or res.last_person
    if who:
        reading.fillers["actor"] = [who]
    for prep, phrases in frame.roles.items():
        role = res.lex.prep_roles.get((res.lang, prep))
        if role is None or role in reading.fillers:
            continue
        ents = [e for p in phrases for e in res.things(frame_tokens(p), remember=False)[0]]
        if ents:
            reading.fillers[role] = ents
    return reading


def vehicle_subject(res: "Resolver", frame: Frame) -> bool:
    """Whether the clause's subject is a vehicle (WordNet sort): what it does is not its passengers' action."""
    if not frame.subject or frame.imperative:
        return False
    words = [w for w in frame.subject if w.pos in ("NOUN", "PROPN")]
    if not words or any(w.entity == "PERSON" for w in words):
        return False
    try:
        head = words[-1].lemma.lower()
        if is_person(words[-1].text) or is_person(head):
            return False
        inner_article = any(w.pos == "DET" for w in frame.subject[1:])
        if words[-1].pos != "NOUN" or not words[-1].text.islower() or inner_article:
            # a name (Ivy, Pia) is a person's, whatever WordNet says; an article inside the subject ("Screw the
            # broom" before a verb "handle") is a misparse of an imperative
            return "vehicle" in sorts_of(head)
        sorts = sorts_of(head)
        # "the cake that Nonna had baked sat on the counter": a thing (food, a container, a tool) that is the
        # subject does what the clause says itself, not the person a relative clause named
        return "vehicle" in sorts or bool(sorts) and not sorts & {"animal", "person"}
    except Exception:  # noqa: BLE001 - WordNet missing: the clause is read as before
        return False
