"""The English reader: spaCy's clause frames (solver.language.frames) read by the kb patterns, with negation,
modality (wanted, tried, begun), described states and the mentions of each clause.
"""
from __future__ import annotations

from typing import Optional, Sequence

from solver.actions.lexicon import Lexicon, Pattern
from solver.actions.reader.english_people import frame_actor, names_in
from solver.language.frames import BEGUN, DONE, FAILED, FIRST_PERSON, Frame, Word, english_frames
from solver.actions.reader.receivers import receiver_from_dative
from solver.actions.reader.vehicles import vehicle_from_context
from solver.actions.reader.english_roles import (
    another_one_acquired, by_verb_class, done_with, instrument_from_roles, light_verb, owner_as_source,
    source_from_roles, vehicle_subject)
from solver.actions.reader.entities import Resolver
from solver.actions.reader.chat import without_chat_fillers
from solver.actions.reader.plan_steps import without_step_labels
from solver.actions.reader.stranded import as_present
from solver.actions.reader.kept_asleep import asleep_aside, fill_sleeper, kept_asleep
from solver.actions.reader.sleep_spans import sleeps_on
from solver.actions.reader.english_places import add_event_place, presence
from solver.actions.reader.inchoative import inchoative_frame
from solver.actions.reader.intensifiers import plain
from solver.actions.reader.passives import passive_as_active
from solver.actions.reader.patterns import match_clause
from solver.actions.reader.pieces import pieces_frame
from solver.actions.reader.results import NotUnderstood, Reading, StoryReading
from solver.actions.reader.secondary import (
    predicate_tables, read_depictive, rewrite_frame, secondary_predicates, state_fits)
from solver.actions.reader.state_reports import state_report, to_owner
from solver.actions.reader.supplies import new_supply_in
from solver.actions.reader.tokens import Token, frame_tokens
from solver.language.english import parse_story


def read_english(lex: Lexicon, sentences: Sequence[str], entities: Sequence[str],
                  persons: Sequence[str]) -> StoryReading:
    # "fell fast asleep" read as "fell asleep"; "made tea in the kitchen lol" without the chat's "lol";
    # "Step 2: Fill a glass" without its step label; "I'm stuck at the airport" read as "I'm at the airport"
    docs = parse_story([without_chat_fillers(lex, plain(lex, as_present(lex, s)))
                        for s in without_step_labels(lex, sentences)])
    named = [e for e in entities if e.strip()]
    res = Resolver(lex, "en", named, [p for p in persons if p.strip()])
    res.names_by_capital = False
    result = StoryReading(lang="en", entities=res.entities, persons=res.persons)
    patterns = lex.patterns.get("en", [])
    for t, doc in enumerate(docs):
        names_in(doc, res)
        actor: Optional[str] = None
        predicates = secondary_predicates(lex, doc)
        for frame in filter(None, (rewrite_frame(f, predicates, doc) for f in english_frames(doc, t))):
            frame = inchoative_frame(lex, res, frame, doc)  # "the door opened": the door is what was opened
            frame = pieces_frame(lex, frame)  # "shattered into a hundred pieces": into pieces
            result.frames.append(frame)
            # "had only one egg", "there was a single match", "(had) one egg left": what there is, not a use
            res.telling_stock = lex.is_word("en", frame.verb, "stock_verb") \
                or (lex.is_word("en", frame.verb, "stock_left_verb") and not frame.objects)
            res.clause_start, res.clause_last = max(res.recency.values(), default=0), res.last_thing
            reading = read_depictive(res, frame, predicates, result) \
                or _read_frame(lex, res, patterns, frame, actor, result)
            res.telling_stock = False
            if reading is not None:
                actor = reading.fillers["actor"][0] if reading.fillers.get("actor") else actor
        fill_sleeper(result, t)  # "without waking, Tom ...": the sleeper is the sentence's actor
        sleeps_on(lex, res, doc, [f for f in result.frames if f.sentence == t], result, t)  # "will stay in bed until morning"
    res.record_into(result)
    return result


def _read_frame(lex: Lexicon, res: "Resolver", patterns: list[Pattern], frame: Frame, actor: Optional[str],
                result: StoryReading) -> Optional[Reading]:
    t, c, text = frame.sentence, frame.index, frame.text
    before = res.last_thing  # what "its" stands for in this clause (solver.actions.reader.state_reports.to_owner)
    words = _outsider_as_passive(lex, frame) or list(frame.words)
    if frame.mode == FAILED and not frame.negated:
        verb_at = next((k for k, w in enumerate(words) if w.lemma == frame.verb), 0)
        words = words[:verb_at] + [Word("not", "not", -1)] + words[verb_at:]
    body = frame_tokens(words)
    if not body:
        return None
    own_actor = frame_actor(res, frame)
    if own_actor is not None:
        body = [tok for tok in body if tok.low not in FIRST_PERSON] if not frame.imperative else body
        actor = own_actor
    named = _mentions(res, frame, body)
    negated = frame.negated or frame.mode == FAILED
    if named and not negated:  # a thing named in a clause that is told (even only wanted) is there to be named
        result.mentioned.setdefault(t, [])
        result.mentioned[t].extend(e for e in named if e not in result.mentioned[t])
    sleeping = kept_asleep(lex, frame, own_actor)  # "without waking": still asleep, not something undone
    if sleeping is not None:
        result.readings.append(sleeping)
        return None
    if frame.mode not in (DONE, BEGUN, FAILED):
        # wanted, planned, tried, a purpose, a condition: nothing happened yet
        result.not_understood.append(NotUnderstood(t, c, text, frame.mode, named))
        described = res.descriptions(body)
        if described:  # "she tried mending the broken kettle": what a noun phrase says of its thing still holds
            result.readings.append(Reading(t, c, text, "describe", "(a describing word)", {}, set(), described))
        return None
    if negated:
        reading = None
        if frame.objects and frame.unable:
            # "Anna could not open the jar": the jar did not open (a thing that resisted, not the person)
            verb = [w for w in frame.words if w.lemma == frame.verb][:1]
            particle = [w for w in frame.words if frame.particle and w.text.lower() == frame.particle][:1]
            resisted = frame_tokens(list(frame.objects[0]) + [Word("not", "not", -1)] + verb + particle)
            reading = match_clause(lex, "en", res, patterns, resisted, t, c, text, actor, True)
        if reading is None:
            reading = match_clause(lex, "en", res, patterns, body, t, c, text, actor, True)
            if reading is not None and reading.pattern.startswith("SUBJ") and frame.objects:
                reading = None  # "Ines did not open the window": says nothing of Ines, nor (she did not try) of it
        if reading is not None and "obj" in reading.fillers and not reading.fillers.get("actor") \
                and all(e in res.persons for e in reading.fillers["obj"]):
            reading = None  # a person is not the thing that failed to work
        if reading is not None:  # a pattern that says the negation itself ("it did not work")
            _set_actor(reading, own_actor)
            _report_owner(res, frame, reading, before)
            result.readings.append(reading)
            return reading
        result.not_understood.append(NotUnderstood(t, c, text, "negation", named))
        described = res.descriptions(body)
        if described:
            result.readings.append(Reading(t, c, text, "describe", "(a describing word)", {}, set(), described))
        return None
    reading = light_verb(lex, res, frame, t, c, text, actor)
    if reading is None:
        reading = match_clause(lex, "en", res, patterns, body, t, c, text, actor, False)
    if reading is None:
        reading = _passive_read_active(lex, res, patterns, frame)  # "the heater had been switched off"
    if reading is None:
        reading = presence(res, frame, t, c, text)  # "Tom was at work", "she is in the kitchen"
    if reading is None:
        reading = by_verb_class(res, frame, t, c, text, actor)
    if reading is None:
        reading = done_with(res, frame, t, c, text, actor, result)
    if reading is not None and not reading.pattern.startswith("SUBJ") and vehicle_subject(res, frame):
        reading = None  # "the train left", "the bus stopped": the vehicle did it, not the person named before
    if reading is None:
        reading = _state_report(res, frame)
    if reading is None:
        result.not_understood.append(NotUnderstood(t, c, text, "no pattern matches", named))
        subject = res.things(frame_tokens(frame.subject), remember=False)[0] if frame.subject else []
        subject = [e for e in subject if e not in res.persons]
        # "kept flashing red": a colour or other describing word after the verb names no thing
        noun_object = frame.objects and any(w.pos in ("NOUN", "PROPN", "PRON") for w in frame.objects[0])
        obj = res.things(frame_tokens(frame.objects[0]), remember=False)[0] if noun_object else []
        obj = [e for e in obj if e not in res.persons]
        if obj:  # "fold the blanket and pack it into a box": "it" is what the unread clause acted on
            res.last_thing = obj[0]
        elif subject:  # "the toothbrush kept flashing, and it would not turn on": "it" is the toothbrush
            res.last_thing = subject[0]
        described = res.descriptions(body)
        if frame.copular:
            described += _copular_states(lex, res, frame, body)
        if described:  # "Mia's socks are muddy", "the jar is empty": what is said of a thing holds
            action = _describing_action(lex, frame, body)
            result.readings.append(Reading(t, c, text, action, "(a describing word)", {}, set(), described))
        return None
    _set_actor(reading, own_actor)
    # the things the story named before this clause (mentioned in earlier sentences, or filling a reading)
    named_before = frozenset({e for k, es in result.mentioned.items() if k < t for e in es}
                             | {e for r in result.readings for es in r.fillers.values() for e in es})
    another_one_acquired(lex, res, frame, reading, named_before)
    if frame.objects:
        new_supply_in(lex, res, frame_tokens(frame.objects[0]), reading)
    _report_owner(res, frame, reading, before)
    instrument_from_roles(res, frame, reading, named_before)
    source_from_roles(res, frame, reading)
    receiver_from_dative(res, frame, reading)
    vehicle_from_context(res, frame, reading)
    owner_as_source(res, frame, reading)
    add_event_place(res, frame, reading)  # "made breakfast in the kitchen": where it happened
    described_aside(res, body, reading)
    if frame.mode == BEGUN:
        reading.begun = True
    result.readings.append(reading)
    aside = asleep_aside(lex, frame, reading, result)  # "Without stirring, Tom answered the phone"
    if aside is not None:
        result.readings.append(aside)
    res.acted_on.update(e for role, ents in reading.fillers.items() if role != "actor" for e in ents)
    return reading


def described_aside(res: "Resolver", body: Sequence[Token], reading: Reading) -> None:
    """ "Read a book by the light of the lamp": a thing told by what it gives off ("the light of", "the hum
    of") in a clause that does not act on it (no role of the reading) is told in that state all the same,
    as in a clause that names it and nothing else. Only the "of" phrase: a describing word before a noun is
    the noun's own (read with its role)."""
    adjectives = res.lex.adjectives.get(res.lang, ())
    in_roles = {e for ents in reading.fillers.values() for e in ents}
    for k in range(len(body) - 1):
        if body[k].low not in adjectives or not res.of_word(body[k + 1].low, elided=False):
            continue
        for entity, word in res.descriptions(body[k:])[:1]:
            if entity not in in_roles and (entity, word) not in reading.described:
                reading.described.append((entity, word))


def _outsider_as_passive(lex: Lexicon, frame: Frame) -> Optional[list[Word]]:
    """ "Someone stole my scooter", "a burglar broke the window": a doer who is none of the story's people (kb
    word class outsider) did it to the thing, which is what the story's people find: the clause is read as
    its passive with no agent ("my scooter was stolen"), so no one of the story acts in it."""
    if frame.passive or frame.copular or not frame.objects or not frame.subject:
        return None
    heads = [w for w in frame.subject if w.pos in ("NOUN", "PRON", "PROPN")]
    if not heads or not lex.is_word("en", heads[-1].lemma.lower(), "outsider"):
        return None
    obj = list(frame.objects[0])
    taken = {w.index for w in frame.subject} | {w.index for w in obj}
    rest = [w for w in frame.words if w.index not in taken or w.index < 0]
    return obj + [Word("was", "be", -1, "AUX")] + rest


def _state_report(res: "Resolver", frame: Frame) -> Optional[Reading]:
    """A thing's new state told with the thing as subject ("the mirror splintered", "the milk was a block
    of ice"): solver.actions.reader.state_reports over kb/actions/reports.lp."""
    return state_report(res, frame)


# Actions whose object may be a part that carries its owner's state ("charged the battery": the phone).
_OWNER_ACTIONS = frozenset({"plug_in", "unplug"})


def _report_owner(res: "Resolver", frame: Frame, reading: Reading, before: Optional[str]) -> None:
    """A report about a battery or a lid is about the device or container it belongs to."""
    if not (reading.pattern.startswith("SUBJ") or reading.action in _OWNER_ACTIONS):
        return
    to_owner(res, frame, reading, before)


def _set_actor(reading: Reading, actor: Optional[str]) -> None:
    if actor is not None and "actor" in reading.fillers:
        reading.fillers["actor"] = [actor]


def _copular_states(lex: Lexicon, res: "Resolver", frame: Frame, body: Sequence[Token]) -> list[tuple[str, str]]:
    """ "The jar is empty": the subject described by the words after the copula."""
    if not frame.subject:
        return []
    things, _, _ = res.things(frame_tokens(frame.subject))
    if not things:
        return []
    subject_at = {w.index for w in frame.subject}
    adjectives = lex.adjectives.get("en", set()) | predicate_tables().states  # "the jar is empty", "the oven was on"
    out = []
    for k, (tok, w) in enumerate(zip(body, frame.words if len(frame.words) == len(body) else [])):
        if w.index in subject_at:
            continue
        if tok.low not in lex.adjectives.get("en", set()) and k + 1 < len(body):
            continue  # "the kettle was on the table": "on" tells a state only at the clause's end
        if tok.low in adjectives:
            out.extend((e, tok.low) for e in things if e not in res.persons and state_fits(tok.low, e))
    return out


def _passive_read_active(lex: Lexicon, res: "Resolver", patterns: list[Pattern], frame: Frame) -> Optional[Reading]:
    """An agentless passive no pattern read as told, read in the active order (solver/actions/reader/passives.py),
    with no actor: the passive does not say who did it. A person as the patient is left unread ("he was given")."""
    words = passive_as_active(frame)
    if words is None:
        return None
    last_thing, last_person = res.last_thing, res.last_person
    reading = match_clause(lex, "en", res, patterns, frame_tokens(words), frame.sentence, frame.index, frame.text,
                           None, False)
    res.last_person = last_person
    if reading is None or reading.pattern.startswith("SUBJ") or not reading.fillers.get("obj") \
            or any(e in res.persons for e in reading.fillers["obj"]):
        res.last_thing = last_thing
        return None
    reading.fillers.pop("actor", None)
    return reading


def _describing_action(lex: Lexicon, frame: Frame, body: Sequence[Token]) -> str:
    """ "It's back on", "the screen was lit again": a state the thing came back to (kb word class return_adverb)
    is told as a change, read as the action "become" (its state after the clause only: rules/actions_propose.lp,
    described_state); any other description is an observation ("describe": its state before and after)."""
    if frame.copular and any(lex.is_word("en", tok.low, "return_adverb") for tok in body):
        return "become"
    return "describe"


def _mentions(res: "Resolver", frame: Frame, body: Sequence[Token]) -> list[str]:
    """The story's things a clause names: the listed entities it spells out, and its objects and
    prepositional phrases resolved (a thing first named here becomes an entity)."""
    out = list(res.named_in(body))
    for phrase in list(frame.objects) + [p for ps in frame.roles.values() for p in ps] + [frame.subject]:
        if not phrase:
            continue
        things, _, _ = res.things(frame_tokens(phrase), remember=False)
        out.extend(e for e in things if e not in out and e not in res.persons)
    existing = _existential_phrase(frame)
    if existing:  # "There was a single match left": the thing said to be there is named
        things, _, _ = res.things(frame_tokens(existing), remember=False)
        out.extend(e for e in things if e not in out and e not in res.persons)
    return out


def _existential_phrase(frame: Frame) -> list[Word]:
    """The noun phrase after "there is / was" (up to a preposition), or nothing for any other clause."""
    words = frame.words
    if frame.verb != "be" or frame.objects or len(words) < 3 or words[0].lemma.lower() != "there":
        return []
    out: list[Word] = []
    for w in words[2:]:
        if w.pos in ("ADP", "VERB", "AUX", "SCONJ", "CCONJ"):
            break
        out.append(w)
    return out if any(w.pos == "NOUN" for w in out) else []
