"""Verb patterns of kb/actions matched against a clause: literal words in order, slots filled by phrases
resolved to entities.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Sequence

from solver.actions.lexicon import Lexicon, Pattern
from solver.language.persons import has_sort
from solver.actions.reader.results import IMPERATIVE_ACTOR, Reading
from solver.actions.reader.english_places import names_a_time, place_not_tool
from solver.actions.reader.thing_sorts import of_sorts
from solver.actions.reader.tokens import ELIDED, THERE, Token

if TYPE_CHECKING:  # the type only: solver.actions.reader.entities imports the reader's language modules
    from solver.actions.reader.entities import Resolver


def _literal_at(lex: Lexicon, lang: str, tok: Token, word: str) -> bool:
    if word in tok.forms:
        return True
    return lex.preps.get((lang, tok.low)) == word


def _match_pattern(lex: Lexicon, lang: str, pat: Pattern, toks: Sequence[Token]) -> Optional[dict[str, list[Token]]]:
    """Slots -> token spans when the pattern's literals occur in order in the clause, else None."""
    items = pat.items
    spans: dict[str, list[Token]] = {}

    def is_adverb(tok: Token) -> bool:
        # words that may stand between two literal words: adverbs, and articles ("fare la doccia")
        # and describing words ("took a hot shower")
        # ... and a phrase of time ("era partito la mattina presto per Torino")
        return lex.is_word(lang, tok.low, "adverb") or lex.is_word(lang, tok.low, "det") \
            or lang == "it" and (lex.is_word(lang, tok.low, "time") or lex.is_word(lang, tok.low, "time_adverb")) \
            or (lang == "en" and tok.low.endswith("ly")) or tok.low in lex.adjectives.get(lang, ())

    def fill_last(slot: Optional[str], start: int) -> bool:
        if slot is None:
            return True
        span = []
        for tok in toks[start:]:
            # "the back door", "the inside pocket": a preposition's word right after an article describes the noun
            after_article = bool(span) and lex.is_word(lang, span[-1].low, "det") and lang == "en"
            if lex.is_word(lang, tok.low, "stop") and not lex.is_word(lang, tok.low, "of_prep") and not after_article:
                if not span:
                    return False  # "reads by the light": a phrase, not a thing, follows the verb
                break
            span.append(tok)
        spans[slot] = span
        return bool(span)

    def go(k: int, pos: int, open_slot: Optional[str], open_start: int, first: bool) -> bool:
        if k == len(items):
            return fill_last(open_slot, open_start)
        item = items[k]
        if item.startswith("<"):
            slot = item[1:-1]
            if slot == "subj":
                return go(k + 1, pos, "subj", 0, True)
            return go(k + 1, pos, slot, pos, False)
        # a literal word
        if first or open_slot is not None:
            candidates = range(pos, len(toks))
        else:
            candidates = []
            p = pos
            while p < len(toks):
                candidates.append(p)
                if not is_adverb(toks[p]):
                    break
                p += 1
        for p in candidates:
            if not _literal_at(lex, lang, toks[p], item):
                continue
            if first and p > 0 and lex.is_word(lang, toks[p - 1].low, "det") and pat.literals < 3:
                continue  # "the light", "la luce": a noun after an article, not the verb
            if first and p > 0 and toks[p].in_subject and toks[p - 1].in_subject:
                continue  # "the night light died": a noun inside the parsed subject's compound is not the verb
            if open_slot is not None:
                span = toks[open_start:p]
                if not span:
                    continue
                if lang == "en" and lex.is_word(lang, span[0].low, "stop") \
                        and not lex.is_word(lang, span[0].low, "of_prep"):
                    continue  # "left for the airport at six": a phrase, not a thing, follows the verb
                spans[open_slot] = list(span)
            if go(k + 1, p + 1, None, p + 1, False):
                if first:
                    spans["_subject"] = list(toks[:p])
                    spans["_verb_at"] = [toks[p]]
                    spans.setdefault("_position", [None] * p)
                return True
            if open_slot is not None:
                spans.pop(open_slot, None)
        return False

    if go(0, 0, None, 0, True):
        return spans
    return None


def begun(lex: Lexicon, lang: str, prev_clause: Sequence[Token], body: Sequence[Token], reading: Reading) -> bool:
    """Whether the action is only begun: "started to fix", "began fixing", "cominciò a riparare"."""
    verb_at = next((k for k, tok in enumerate(body) if reading.pattern.split()[0] in tok.forms), None)
    before = list(body[:verb_at]) if verb_at is not None else []
    if body and lex.is_word(lang, body[0].low, "infinitive_marker") and prev_clause:
        before = list(prev_clause[-2:]) + before
    return any(lex.is_word(lang, f, "inceptive") for tok in before for f in tok.forms)


def match_clause(lex: Lexicon, lang: str, res: "Resolver", patterns: list[Pattern], body: Sequence[Token], t: int,
                  c: int, text: str, actor: Optional[str], negated: bool) -> Optional[Reading]:
    """The reading by the most specific pattern that matches; a negated clause only by a pattern that
    contains the negation word itself."""
    present = {f for tok in body for f in tok.forms} | {lex.preps.get((lang, tok.low), "") for tok in body}
    # The verb told first wins ("starts the washing machine" is starting, not washing); among patterns of
    # that verb, the most specific (the candidates come most literal words first).
    found: list[tuple[int, int, Pattern, dict]] = []
    for order, k in enumerate(lex.candidates(lang, present)):
        pat = patterns[k]
        if negated and not any(lex.is_word(lang, w, "negation") for w in pat.items):
            continue
        spans = _match_pattern(lex, lang, pat, body)
        if spans is None:
            continue
        found.append((len(spans.get("_position", [])), order, pat, spans))
    for _, _, pat, spans in sorted(found, key=lambda f: (f[0], f[1])):
        last_thing, last_person = res.last_thing, res.last_person
        reading = reading_by_pattern(res, pat, spans, t, c, text, actor)
        if reading is not None:
            return reading
        if res.lang == "en" and not res.names_by_capital:
            # a pattern tried and given up leaves no trace: "it" still stands for what the story named last
            res.last_thing, res.last_person = last_thing, last_person
    return None


def reading_by_pattern(res: Resolver, pat: Pattern, spans: dict[str, list[Token]], t: int, c: int, text: str,
             actor: Optional[str]) -> Optional[Reading]:
    reading = Reading(t, c, text, pat.action, pat.text())
    subject = spans.get("_subject", [])
    if "subj" in spans:
        # "it did not work": the auxiliary is no part of the thing named
        subj = [tok for tok in spans["subj"] if not res.lex.is_word(res.lang, tok.low, "aux")]
        head = next((tok for tok in subj if not res.function_word(tok.low)), None)
        if res.lang == "it" and head is not None and res.is_person_word(head):
            return None  # "Carla si è asciugata i capelli": a person is no thing whose state changes by itself
        things, all_of, described = res.things(subj) if [tok.text for tok in subj] != [ELIDED.text] else ([], False, [])
        if res.elided_thing is not None and [tok.text for tok in subj] == [ELIDED.text]:
            things = [res.elided_thing]
        # "Greta closed the fridge" is no "the door closed": a person is not the thing a change of state is told of
        # (a person by name or "I" / "you"; a common noun the parse took for one, "the printer", may be a thing)
        things = [e for e in things if e not in res.persons or not (e[:1].isupper() or e in (IMPERATIVE_ACTOR, "I"))]
        if not things:
            return None
        reading.fillers["obj"] = things
        reading.described.extend(described)
    else:
        who = res.person(subject) if subject else None
        if who is None and subject and pat.action in res.lex.any_actor:
            # "a wasp flew in through the window": the wasp passes, not the last person named
            who = next(iter(res.things(subject, remember=False)[0]), None)
        if who is None and subject and res.lang == "it" and any(of_sorts(tok.low, ("animal",), "it") for tok in subject):
            # "la volpe rubò la carota", "il gatto scappò in giardino": an animal told as the subject acts
            named = res.things([tok for tok in subject if not res.lex.is_word("it", tok.low, "aux")], remember=False)[0]
            who = next((e for e in named if of_sorts(e, ("animal",), "it")), None)
        if res.lang == "it" and who is not None and who.casefold() in res.called:
            who = res.called[who.casefold()]  # "l'orsetto" of "un orsetto di nome Bruno": Bruno
        who = who or actor or res.last_person
        if who:
            reading.fillers["actor"] = [who]
    for slot in ("dest", "src", "tool", "to", "from", "via", "obj"):
        if slot not in spans:
            continue
        span = spans[slot]
        if res.lang == "en" and not res.names_by_capital:
            # "put three bottles of water from the crate in the door": the phrase ends where a role of its own
            # begins (the crate is where they come from, read by source_from_roles), "of" aside
            cut = next((k for k, tok in enumerate(span) if k and tok.low != "of"
                        and res.lex.is_word(res.lang, tok.low, "stop")
                        and not res.lex.is_word(res.lang, span[k - 1].low, "det")), None)
            span = span[:cut] if cut is not None else span
        first = span[0] if span else None
        if first is not None and res.lang == "en" and first.low.endswith("ing") and first.lemma != first.low:
            return None  # "started looking up ...": a verb, not a thing ("the washing machine" is one)
        words = [tok for tok in span if not res.function_word(tok.low)]
        if names_a_time(res, span):
            return None  # "left the house at eight": a time, not where the house was left
        if res.lang == "it" and words and all(tok.low.endswith("re") and any(f in res.lex.verbs.get("it", ()) for f in tok.forms)
                                              for tok in words):
            return None  # "l'ha lasciata raffreddare": a verb, not a thing or a place
        things, all_of, described = res.things(span, remember=slot == "obj" or "obj" not in spans) \
            if [t.text for t in span] != [THERE.text] else ([res.there_thing], False, [])
        head = next((tok for tok in span if not res.function_word(tok.low)), None)
        if res.lang == "it" and (slot == "to" and pat.action not in ("go", "carry") and any(res.is_person_word(tok) for tok in span)
                                 or slot == "obj" and head is not None and res.is_person_word(head)):
            # "ha dato la chiave a Marco", "a mia sorella", "ha chiamato Piero": the person, named as they act (a name
            # one goes or carries a thing to is a place: "è partito per Napoli", "l'ha portata in Puglia")
            last_person = res.last_person
            who = res.person(span)
            res.last_person = last_person
            things = [who] if who else things
        if slot == "obj" and things:
            things = _pronoun_of_sort(res, pat.action, span, things)
        if not things and slot == "to" and res.lang == "en" and len(span) == 1 \
                and res.lex.is_word("en", span[0].low, "person_object"):
            continue  # "gave it to her": to a person, left unnamed (no gender is tracked)
        if not things:
            return None
        if slot == "tool" and place_not_tool(res, things):
            return None  # "made breakfast in the kitchen": where, not what with (another pattern reads it)
        role = slot
        if slot == "to" and res.lang == "it" and "per" in pat.items and not any(t.text[:1].isupper() for t in span) \
                and not any(of_sorts(e, ("place", "room"), "it") for e in things):
            return None  # "partire per il weekend", "per le vacanze": what for, not where to
        if slot == "to" and res.lang == "it" and res.open_list:
            # "è partito per Napoli": a name after the preposition is a town or country, not a person
            res.places.extend(e for e, tok in zip(things, span) if len(things) == 1 and len(span) == 1
                              and tok.text[:1].isupper() and e not in res.persons and e not in res.places)
        reading.fillers[role] = things
        reading.described.extend(described)
        if all_of:
            reading.all_of.add(role)
        if span and (res.lex.is_word(res.lang, span[0].low, "definite") or span[0].text == ELIDED.text):
            reading.definite.add(role)
    verb = next((x for x in pat.items if not x.startswith("<")), "")
    sort = res.lex.object_sorts.get((res.lang, pat.action, verb))
    if sort is not None and not all(has_sort(e, sort, res.lex.kinds.get(sort, set()), res.lang)
                                    for e in reading.fillers.get("obj", [])):
        return None  # "ran a bath": "run" switches on only a device
    home = [x for x in pat.items if res.lex.is_word(res.lang, x, "home")]
    if home and "to" not in reading.fillers:
        # "came back home": the house named before, unless it was named as someone else's ("his aunt's house")
        reading.fillers["to"] = [next((e for e in res.entities if res.lex.is_word(res.lang, e.casefold(), "dwelling")
                                       and e not in res.someone_elses), home[0])]
    return reading


def _pronoun_of_sort(res: Resolver, action: str, span: Sequence[Token], things: list[str]) -> list[str]:
    """A lone pronoun as the object of an action done to one sort of thing (kb pronoun_sort/3: switching
    on a device) stands for the thing of that sort named last, when the thing named last is not of it."""
    sort = res.lex.pronoun_sorts.get((res.lang, action))
    # "it", or a portion of it ("every last crumb of it": the portion words are det words)
    content = [t for t in span if not any(res.lex.is_word(res.lang, t.low, c) for c in ("det", "all"))
               and not res.lex.is_word(res.lang, t.low, "of_prep")]
    if sort is None or len(content) != 1 or not res.lex.is_word(res.lang, content[0].low, "pronoun"):
        return things
    if of_sorts(things[0], (sort,), res.lang):
        return things
    # a thing an earlier clause did something to comes before one only named ("to answer the phone")
    earlier = sorted((e for e in res.recency if e not in res.persons and of_sorts(e, (sort,), res.lang)),
                     key=lambda e: (e not in res.acted_on, -res.recency[e]))
    if not earlier:
        return things
    res.last_thing = earlier[0]
    res.recency[earlier[0]] = max(res.recency.values(), default=0) + 1
    return [earlier[0]]
