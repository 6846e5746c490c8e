"""The reader by lemma patterns: every clause of an Italian story (or an English one without the
parser) read by solver.actions.reader.patterns, sentence by sentence, with who acts carried across clauses.
"""
from __future__ import annotations

from typing import Optional, Sequence

from solver.actions.lexicon import Lexicon
from solver.language import lemma
from solver.language.frames import BEGUN, DONE, Frame, Word
from solver.actions.reader.clauses import split_clauses, tokenize
from solver.actions.reader.entities import Resolver
from solver.actions.reader.italian_chat import same_here_it, told_as_chat_it
from solver.actions.reader.italian_clauses import (
    agrees_it, clause_verb_it, commands_it, completed_it, fronted_object_it, instructions_it, move_clitics, own_actor_it,
    let_happen_it, there_it, without_as_if_it)
from solver.actions.reader.italian_roles import (
    battery_replaced_it, done_with_it, instrument_it, left_with_someone_it, lid_closes_its_container_it, part_to_owner_it, phrases_named_it,
    returns_home_it)
from solver.actions.reader.italian_words import characters_named, without_step_number
from solver.actions.reader.patterns import begun, match_clause
from solver.actions.reader.results import NotUnderstood, Reading, StoryReading
from solver.actions.reader.supplies import new_supply_in
from solver.actions.reader.tokens import ELIDED, Token


def read_by_patterns(lex: Lexicon, lang: str, sentences: Sequence[str], entities: Sequence[str] = (),
                     persons: Sequence[str] = ()) -> StoryReading:
    """Every clause of every sentence read by the lemma patterns over its words (Italian, and English without
    the parser)."""
    named = [e for e in entities if e.strip()]
    persons = [p for p in persons if p.strip()]
    res = Resolver(lex, lang, [e for e in named], persons)
    result = StoryReading(lang=lang, entities=res.entities, persons=res.persons)
    patterns = lex.patterns.get(lang, [])
    if lang == "it":  # a plan's numbered steps ("1. vai in cucina"): the number is no clause
        labels = sorted(lex.words.get(("it", "step_label"), ()))
        sentences = [without_step_number(s, labels) for s in sentences]
        # a chat's questions ask and its interjections name no one (solver/actions/reader/italian_chat.py)
        sentences = [told_as_chat_it(lex, s) for s in sentences]
    # a story told as commands ("Prendi il telecomando ...") or instructions ("Togliere il burro dal frigo"): its
    # plan's actor does what each step says
    plan = lang == "it" and bool(sentences) and (commands_it(lex, tokenize(sentences[0], lang))
                                                 or instructions_it(lex, tokenize(sentences[0], lang)))
    if lang == "it":  # "un orsetto di nome Bruno": "l'orsetto" is Bruno
        for sentence in sentences:
            characters_named(res, tokenize(sentence, lang))
    for t, sentence in enumerate(sentences):
        actor: Optional[str] = None
        last: Optional[Reading] = None
        prev_clause: list[Token] = []
        thing_before: Optional[str] = None  # the thing the clause before (in this sentence) named last
        subject_before: Optional[str] = None  # the thing that clause was about, when it was its subject
        for c, clause in enumerate(split_clauses(lex, lang, sentence)):
            if c:
                thing_before = _thing_named_in(res, prev_clause_all)
                subject_before = last.fillers["obj"][0] if last is not None and last.pattern.startswith("SUBJ") \
                    and last.fillers.get("obj") and last.sentence == t else None
                if lang == "it" and last is None and subject_before is None:
                    # "il gelato è rimasto fuori dal freezer e si è sciolto": a clause not read still names its subject
                    subject_before = _subject_thing_it(lex, res, prev_clause_all)
            prev_clause_all = clause
            res.clause_start, res.clause_last = max(res.recency.values(), default=0), res.last_thing
            text = " ".join(tok.text for tok in clause)
            body = clause[1:] if lex.is_word(lang, clause[0].low, "split") else clause
            if lang == "it":
                body = move_clitics(lex, clause_verb_it(lex, completed_it(lex, let_happen_it(lex, without_as_if_it(lex, body)))))
            if not body:
                continue
            # "Eva nodded to Sam, who picked up the crate": a relative clause's subject is the person just named
            antecedent = _last_person_named(res, prev_clause) if lex.is_word(lang, clause[0].low, "relative") else None
            if antecedent is not None:
                actor = antecedent
            own = own_actor_it(lex, res, body, plan) if lang == "it" else None
            if own is not None:  # "ho prestato", "mi sono lavata": I; "prendi", "torna": the plan's actor
                if own not in res.persons:
                    res.persons.append(own)
                res.last_person = actor = own
            # "la caraffa, che si è rotta", "il vaso mi è caduto e si è rotto": the thing the clause before named
            # "che" stands for the thing named just before it; a clause joined by "e" shares the subject of the one
            # before when that was a thing ("la bottiglia è caduta dal mobile e si è rotta": the bottle)
            res.elided_thing = None
            if lex.is_word("it", clause[0].low, "relative"):
                res.elided_thing = thing_before
            elif lex.is_word("it", clause[0].low, "coordinator"):
                res.elided_thing = subject_before if subject_before is not None else thing_before
                # "ha messo la bottiglia nel freezer e si è congelata": the thing acted on changes, not where it went
                acted_on = last.fillers["obj"][0] if lang == "it" and subject_before is None and last is not None \
                    and last.sentence == t and last.fillers.get("obj") else None
                if acted_on is not None and acted_on not in res.persons and agrees_it(acted_on, body) \
                        and body and lex.is_word("it", body[0].low, "reflexive_clitic"):
                    res.elided_thing = acted_on
            if res.elided_thing is not None and not agrees_it(res.elided_thing, body):
                res.elided_thing = None
            if lang == "it" and res.elided_thing is not None and body and (lex.is_word("it", body[0].low, "reflexive_clitic")
                                                                          or lex.is_word(lang, body[0].low, "aux")):
                body = [ELIDED] + list(body)  # the subject a pattern reads, standing for that thing
            res.there_thing = None
            # "La tazza si è spaccata. Giulia ci ha versato il tè": "ci" at a sentence's start is the thing named last
            there = thing_before if c else res.last_thing
            if lang == "it" and there is not None:
                body = there_it(lex, res, body, there)
            if lang == "it" and any(lex.is_word("it", tok.low, "future_time") for tok in body):
                # "ne compro uno domani": told of a day to come, not done yet
                result.not_understood.append(NotUnderstood(t, c, text, "intended", res.named_in(body)))
                prev_clause, last = clause, None
                continue
            negated = any(lex.is_word(lang, tok.low, "negation") for tok in body)
            reading = match_clause(lex, lang, res, patterns, body, t, c, text, actor, negated) if negated else None
            if reading is not None:  # a pattern that says the negation itself ("it did not work")
                actor = reading.fillers["actor"][0] if reading.fillers.get("actor") else actor
                result.readings.append(reading)
                last = reading
                continue
            if negated:
                result.not_understood.append(NotUnderstood(t, c, text, "negation"))
                described = res.descriptions(body)
                if described:  # "she tried mending the broken kettle": what a noun phrase says of its thing still holds
                    result.readings.append(Reading(t, c, text, "describe", "(a describing word)", {}, set(), described))
                last = None
                continue
            named = res.named_in(body)
            if named:
                result.mentioned.setdefault(t, [])
                result.mentioned[t].extend(e for e in named if e not in result.mentioned[t])
            reading = match_clause(lex, lang, res, patterns, body, t, c, text, actor, False)
            reordered = fronted_object_it(lex, body) if lang == "it" and reading is None else None
            if reordered is not None:  # "butta nella campana i cocci": the object after a phrase of place
                body = reordered
                reading = match_clause(lex, lang, res, patterns, body, t, c, text, actor, False)
            if lang == "it" and reading is None:  # "ho mandato un messaggio col telefono": the phone is used
                reading = done_with_it(lex, res, body, t, c, text, actor)
            if lang == "it" and reading is None and c == 0:  # "Anche da noi!": the event of the message before, here too
                reading = same_here_it(lex, body, [r for r in result.readings if r.sentence == t - 1], t, text)
            if reading is not None and begun(lex, lang, prev_clause, body, reading):
                reading.begun = True
            prev_clause = clause
            if reading is None:
                # "... the ball and the skateboard": a clause that only names more things for the last one.
                # ... or, Italian, names one of them ("ho portato tutti i vestiti, compreso il maglione verde")
                including = lang == "it" and lex.is_word("it", clause[0].low, "including")
                if last is not None and (lex.is_word(lang, clause[0].low, "coordinator") or including) and not any(
                        tok.lemma in lex.verbs.get(lang, ()) for tok in body[1 if including else 0:]):
                    slot = next((s for s in ("obj", "dest", "to") if s in last.fillers), None)
                    things, _, described = res.things(body[1:] if including else body)
                    if slot and things:
                        last.fillers[slot].extend(x for x in things if x not in last.fillers[slot])
                        last.described.extend(described)
                        continue
                result.not_understood.append(NotUnderstood(t, c, text, "no pattern matches", named))
                described = res.descriptions(body)
                if described:  # "Mia's socks are muddy": what a noun phrase says of its thing holds
                    result.readings.append(Reading(t, c, text, "describe", "(a describing word)", {}, set(), described))
                    if lang == "it":  # "il frigo era vuoto ... lo ha riempito": "lo" is the thing described
                        res.last_thing = described[-1][0]
                last = None
                continue
            actor = reading.fillers.get("actor", [actor])[0] if reading.fillers.get("actor") else actor
            if lang == "it":
                instrument_it(lex, res, body, reading)
                returns_home_it(lex, res, reading)
                lid_closes_its_container_it(lex, res, reading)
                part_to_owner_it(lex, res, reading)
                left_with_someone_it(res, reading)
                battery_replaced_it(lex, res, reading)
                # what the clause acts on and the phrases it names are named in it (a thing first named here too)
                phrases = [e for ents in reading.fillers.values() for e in ents if e not in res.persons] \
                    + phrases_named_it(lex, res, body, reading)
                phrases = list(dict.fromkeys(e for e in phrases if e not in result.mentioned.get(t, [])))
                if phrases:
                    result.mentioned.setdefault(t, []).extend(phrases)
            new_supply_in(lex, res, body, reading)
            result.readings.append(reading)
            last = reading
    res.record_into(result)
    result.named_places = [p for p in res.places if p in res.entities]
    result.frames = _frames_of(result)
    return result


def _frames_of(result: StoryReading) -> list[Frame]:
    """The pattern reader's clauses as frames (the format the parser reader gives): the pattern's verb,
    its fillers as objects and roles, negated clauses as negated frames."""
    def phrase(entity: str, role: str) -> list[Word]:
        return [Word(entity, entity, -1, role=role)]

    out: list[Frame] = []
    for r in result.readings:
        verb = lemma(next((x for x in r.pattern.split() if x.islower()), r.action), result.lang)
        f = Frame(r.sentence, r.clause, r.text, verb, mode=BEGUN if r.begun else DONE)
        f.subject = [Word(a, a, -1, role="subj") for a in r.fillers.get("actor", [])]
        f.objects = [phrase(e, "obj") for e in r.fillers.get("obj", [])]
        f.roles = {role: [phrase(e, "prep") for e in ents] for role, ents in r.fillers.items()
                   if role not in ("actor", "obj")}
        # a town or country travelled to is a named place, as the parser marks one (GPE)
        f.words = [Word(e, e, -1, entity="GPE" if e in result.named_places else "", role=role)
                   for role, ents in r.fillers.items() if role != "actor" for e in ents]
        out.append(f)
    for n in result.not_understood:
        out.append(Frame(n.sentence, n.clause, n.text, "", negated=n.reason == "negation",
                         mode=DONE if n.reason in ("negation", "no pattern matches") else n.reason))
    return sorted(out, key=lambda f: (f.sentence, f.index))


def _thing_named_in(res: "Resolver", clause: Sequence[Token]) -> Optional[str]:
    """The thing a clause names last, when no person is named after it ("Lucia ha fatto cadere la caraffa" ->
    the caraffa; "ha prestato la bici a Luca" -> none: Luca comes last)."""
    for k in range(len(clause) - 1, -1, -1):
        tok = clause[k]
        if any(tok.low == p.casefold() or tok.low in p.casefold().split() for p in res.persons) \
                or (k > 0 and res.is_person_word(tok)):
            return None
        if res.function_word(tok.low) or tok.lemma in res.lex.verbs.get(res.lang, ()):
            continue
        found = [e for e in res.entities if e not in res.persons and tok.low in e.casefold().split()]
        if found:
            return max(found, key=lambda e: res.recency.get(e, -1))
    return None


def _subject_thing_it(lex: Lexicon, res: "Resolver", clause: Sequence[Token]) -> Optional[str]:
    """The thing an Italian clause names before its verb (its subject: "il gelato è rimasto fuori"), if a thing."""
    verbs = lex.verbs.get("it", ())
    k = next((j for j, tok in enumerate(clause) if lex.is_word("it", tok.low, "aux")
              or lex.is_word("it", tok.lemma, "perfect_aux") or any(f in verbs for f in tok.forms)), None)
    words = [tok for tok in clause[:k or 0] if not lex.is_word("it", tok.low, "split")]
    if not words or any(res.is_person_word(tok) for tok in words):
        return None
    things = res.things(words)[0]
    return things[0] if things and things[0] not in res.persons else None


def _last_person_named(res: "Resolver", clause: Sequence[Token]) -> Optional[str]:
    """The person a clause names last ("Ann looked at Joe" -> Joe), if it names one."""
    for k in range(len(clause) - 1, -1, -1):
        tok = clause[k]
        for p in res.persons:
            if tok.low == p.casefold() or tok.low in p.casefold().split():
                return p
        if k > 0 and res.is_person_word(tok):  # a name not met before (a capital inside the sentence)
            res.persons.append(tok.text)
            return tok.text
    return None
