"""Roles an Italian clause fills beyond its pattern: "con" an instrument, a lid's container, a town
gone back to as home, places named in prepositional phrases.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Sequence

from solver.actions.lexicon import Lexicon
from solver.language.persons import has_sort, is_person
from solver.actions.reader.clauses import up_to_preposition
from solver.actions.reader.results import Reading
from solver.actions.reader.thing_sorts import of_sorts, overlaps
from solver.actions.reader.tokens import Token

if TYPE_CHECKING:  # the type only: solver.actions.reader.entities imports the reader's language modules
    from solver.actions.reader.entities import Resolver


def instrument_it(lex: Lexicon, res: "Resolver", body: Sequence[Token], reading: Reading) -> None:
    """Italian "con X": the instrument or ingredient of any action whose pattern names none ("accendi la
    televisione con il telecomando", "ha impastato la pizza con la farina"), so the laws of the tool role
    (tool_works, tool_device_on, acted_on_free, exists_when_used) hold for it; "con l'acqua rimasta nel
    secchio" also names the container it is taken from (source role: rule source_holds)."""
    if reading.fillers.get("tool") or reading.pattern.startswith("SUBJ"):
        return
    taken = [set(e.casefold().split()) for role, ents in reading.fillers.items() if role != "actor" for e in ents]
    for k, tok in enumerate(body):
        prep = lex.preps.get(("it", tok.low))
        if prep not in lex.instrument_role_preps.get("it", {}) or _pattern_words_follow(reading, body, k):
            continue
        phrase: list[Token] = []
        for nxt in body[k + 1:]:
            if lex.is_word("it", nxt.low, "split") or (lex.is_word("it", nxt.low, "stop") and not res.of_word(nxt.low)) \
                    or lex.is_word("it", nxt.low, "left_over"):
                break
            phrase.append(nxt)
        if not phrase or any(t.text[:1].isupper() for t in phrase) or any(res.is_person_word(t) for t in phrase):
            continue
        things = [e for e in res.things(phrase, remember=False)[0] if e not in res.persons and not overlaps(e, taken)]
        tools = [e for e in things if any(has_sort(e, sort, lex.kinds.get(sort, set()), "it") for sort in lex.instrument_role_preps["it"][prep])]
        if not tools:
            continue
        reading.fillers["tool"] = tools[:1]
        rest = body[k + 1 + len(phrase):]
        if rest and lex.is_word("it", rest[0].low, "left_over") and len(rest) > 2 and lex.preps.get(("it", rest[1].low)) == "in" \
                and "src" not in reading.fillers:
            src = [e for e in res.things(up_to_preposition(lex, "it", rest[2:]), remember=False)[0] if e not in res.persons]
            if src:
                reading.fillers["src"] = src[:1]
        return


def lid_closes_its_container_it(lex: Lexicon, res: "Resolver", reading: Reading) -> None:
    """ "Chiudi bene il coperchio": closing or opening a lid is closing or opening the container it is on (the one
    its phrase names, "il coperchio del barattolo", else the container named last)."""
    if reading.action not in ("open", "close") or len(reading.fillers.get("obj", [])) != 1:
        return
    lid = reading.fillers["obj"][0]
    words = lid.split()
    if not words or not lex.is_word("it", words[0], "lid"):
        return
    owner = " ".join(words[1:])
    found = [e for e in res.entities if owner and e != lid and (e == owner or e.split()[0] == owner.split()[0])]
    if not found:
        found = sorted((e for e in res.recency if e != lid and e not in res.persons and e in res.entities
                        and not lex.is_word("it", e.split()[0], "lid") and of_sorts(e, ("container",), "it")),
                       key=lambda e: -res.recency[e])[:1]
    if not found and owner:
        found = [res.new_entity(owner.split())]  # "il tappo della bottiglia": the bottle, named here first
    if found and found[0]:
        reading.fillers["obj"] = [found[0]]  # the lid's state is the container's: one thing opened or closed


def returns_home_it(lex: Lexicon, res: "Resolver", reading: Reading) -> None:
    """ "È tornato a Bologna": going back to a named town is going home (rule far_from_home ends the trip
    there); the town is then the home the story names."""
    verb = reading.pattern.split()[0] if reading.pattern else ""
    to = reading.fillers.get("to", [])
    if not reading.action == "go" or not lex.is_word("it", verb, "return") or len(to) != 1 or to[0] not in res.places:
        return
    res.places.remove(to[0])
    home = next((e for e in res.entities if lex.is_word("it", e.casefold(), "home")), None) or res.new_entity(["casa"])
    reading.fillers["to"] = [home]


def phrases_named_it(lex: Lexicon, res: "Resolver", body: Sequence[Token], reading: Reading) -> list[str]:
    """Things an understood Italian clause names in a prepositional phrase outside its pattern's roles ("ha
    innaffiato i gerani sul balcone di casa"): they are named, as the parser reader's roles are (mentioned/3:
    a room of the home named while away, rule far_from_home)."""
    taken = [set(e.casefold().split()) for role, ents in reading.fillers.items() if role != "actor" for e in ents]
    out: list[str] = []
    for k, tok in enumerate(body):
        if not lex.is_word("it", lex.preps.get(("it", tok.low), ""), "place_prep") or _pattern_words_follow(reading, body, k):
            continue
        phrase: list[Token] = []
        for nxt in body[k + 1:]:
            if lex.is_word("it", nxt.low, "split") or (lex.is_word("it", nxt.low, "stop") and not res.of_word(nxt.low)) \
                    or _verb_word(lex, nxt):
                break  # "nel bicchiere si è sciolto": the phrase ends where the verb begins
            phrase.append(nxt)
        if not phrase or any(t.text[:1].isupper() or res.is_person_word(t) for t in phrase) \
                or all(res.function_word(t.low) for t in phrase):
            continue
        for e in res.things(phrase, remember=False)[0]:
            if e not in res.persons and not overlaps(e, taken) and e not in out:
                out.append(e)
    return out


def _pattern_words_follow(reading: Reading, body: Sequence[Token], k: int) -> bool:
    """Whether the word after the preposition at k is one of the pattern's own words ("ha chiuso a chiave la
    porta": "a chiave" names no instrument and no place)."""
    literals = {w for w in reading.pattern.split() if w.islower()}
    return k + 1 < len(body) and bool(body[k + 1].forms & literals)


def _verb_word(lex: Lexicon, tok: Token) -> bool:
    """Whether a word is an auxiliary, a reflexive clitic or a form of a verb the patterns know: no part of a noun
    phrase."""
    return lex.is_word("it", tok.low, "aux") or lex.is_word("it", tok.lemma, "aux_lemma") \
        or lex.is_word("it", tok.low, "reflexive_clitic") \
        or any(f in lex.verbs.get("it", ()) and f.endswith("re") for f in tok.forms)


def part_to_owner_it(lex: Lexicon, res: "Resolver", reading: Reading) -> None:
    """ "La batteria del telefono si è scaricata": what is said of a part that carries its owner's state (a
    battery's charge, kb/actions/reports.lp part_reports_owner) is said of the owner, the thing its name goes on to
    name ("batteria telefono": the phone) or, unnamed, the thing of the owner's sort named last."""
    know = lex.reports
    objs = reading.fillers.get("obj", [])
    if not reading.pattern.startswith("SUBJ") and reading.action != "depowered":
        return  # only what is told of the part itself ("mettila nel telecomando" puts the battery, not its device)
    if len(objs) != 1 or not objs[0].split() or objs[0].split()[0] not in know.part_class:
        return
    part = objs[0]
    words = part.split()[1:]
    owner = next((e for w in words for e in res.entities
                  if e != part and e not in res.persons and e.split()[:1] == [w]), None)
    if owner is None and words and words[0] not in res.persons and words[0].casefold() == words[0]:
        owner = res.new_entity(words[:1])  # the phone, named here first
    if owner is None:
        sort = know.owner_sort.get(know.part_class[part.split()[0]], "")
        earlier = sorted((e for e in res.recency if e != part and e not in res.persons and sort and of_sorts(e, (sort,), "it")),
                         key=lambda e: -res.recency[e])
        owner = earlier[0] if earlier else None
    if owner:
        res.part_owners[part] = owner
        reading.fillers["obj"] = [owner]


def done_with_it(lex: Lexicon, res: "Resolver", body: Sequence[Token], t: int, c: int, text: str,
                 actor: Optional[str]) -> Optional[Reading]:
    """A clause no pattern reads that names what it is done with ("ho mandato un messaggio a mia madre col
    telefono", "ha scritto la lista sul tablet"): whatever the verb, that instrument is used (action
    use_instrument, as the English reader's done_with), so the laws of the tool role hold for it. Only a clause
    with a verb form, and a thing of an instrument's sort after "con" or a device after "su"."""
    verbs = [k for k, tok in enumerate(body) if tok.text.islower() and not res.function_word(tok.low)
             and not lex.is_word("it", tok.low, "aux") and not lex.is_word("it", tok.lemma, "aux_lemma")
             and (tok.lemma in lex.verbs.get("it", ()) or lex.ends_as("it", tok.low, "not_command")
                  and any(f.endswith(("are", "ere", "ire")) for f in tok.forms))]
    if not verbs:
        return None
    for k, tok in enumerate(body[verbs[0] + 1:], start=verbs[0] + 1):
        prep = lex.preps.get(("it", tok.low))
        sorts = [sort for sort in lex.instrument_role_preps.get("it", {}).get(prep, ()) if sort in ("tool", "device", "vehicle")]
        if not sorts or prep not in ("con", "su"):
            continue
        phrase: list[Token] = []
        for nxt in body[k + 1:]:
            if lex.is_word("it", nxt.low, "split") or (lex.is_word("it", nxt.low, "stop") and not res.of_word(nxt.low)):
                break
            phrase.append(nxt)
        if not phrase or any(t.text[:1].isupper() or res.is_person_word(t) for t in phrase):
            continue
        things = [e for e in res.things(phrase, remember=False)[0] if e not in res.persons]
        used = [e for e in things if any(has_sort(e, sort, lex.kinds.get(sort, set()), "it") for sort in sorts)]
        if not used:
            continue
        last_person = res.last_person
        who = res.person(list(body[:verbs[0]])) if verbs[0] else None
        res.last_person = last_person
        who = who or actor or res.last_person
        reading = Reading(t, c, text, "use_instrument", f"{body[verbs[0]].low} ... {prep} TOOL", {"tool": used[:1]})
        if who:
            reading.fillers["actor"] = [who]
        return reading
    return None


def left_with_someone_it(res: "Resolver", reading: Reading) -> None:
    """ "Lasciò l'unica chiave alla suocera": a thing left with a person is handed over to them (given, their
    receiver in `to`), not left at a place."""
    dest = reading.fillers.get("dest", [])
    if reading.action != "leave_behind" or not dest or not all(e in res.persons or is_person(e.split()[0], "it") for e in dest):
        return
    reading.action = "give_away"
    reading.fillers["to"] = reading.fillers.pop("dest")


def battery_replaced_it(lex: Lexicon, res: "Resolver", reading: Reading) -> None:
    """ "La sostituì con una pila nuova", "ha cambiato le batterie del telecomando": a part that carries its owner's
    power (kb part_reports_owner ... power) replaced gives the owner its power back, as charging it does (plug_in)."""
    know = lex.reports
    objs = reading.fillers.get("obj", [])
    if reading.action != "repair" or len(objs) != 1 or not objs[0].split():
        return
    part = objs[0]
    if know.part_class.get(part.split()[0]) != "power":
        return
    words = part.split()[1:]
    owner = res.part_owners.get(part) or next((e for w in words for e in res.entities
                                               if e != part and e not in res.persons and e.split()[:1] == [w]), None)
    if owner is None:
        owner = next((p_owner for p, p_owner in res.part_owners.items() if p.split()[:1] == part.split()[:1]), None)
    if owner is not None:
        reading.action = "plug_in"
        reading.fillers["obj"] = [owner]
