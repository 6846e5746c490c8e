"""Reading a story's sentences into actions: clause, verb pattern, role fillers resolved to entities.

Matching is driven by the patterns of kb/actions (data, not code): a pattern's literal words are
found in order among a clause's lemmas (or written forms), its slots take the noun phrases between
them, and each noun phrase is resolved to one of the story's entities (the entity list where the data
has one, else the nouns the story has named so far). Pronouns stand for the last thing (or person)
mentioned. A clause with a negation, or one no pattern matches, is reported as not understood.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Optional, Sequence

from solver.actions.lexicon import Lexicon, Pattern, load_lexicon
from solver.language import lemma, verb_forms
from solver.language.lemmas import split_enclitic
from solver.language.frames import BEGUN, DONE, FAILED, FIRST_PERSON, Frame, Word, english_frames
from solver.language.persons import has_sort, is_person, verb_action

_CLAUSE_PUNCT = re.compile(r"[,;:!?.()\"“”]+")
_TOKEN = re.compile(r"[^\W\d_]+(?:n't)?|\d+")
_IT_ELISION = re.compile(r"\b(l|un|dell|all|nell|sull|dall|quell|quest|d|c|s)['’]", re.IGNORECASE)
_AUXILIARIES = {"avere", "essere", "stare", "be", "have", "do", "can", "will", "would", "should", "could"}
_ANOTHER = frozenset({"new", "another", "fresh", "spare", "second", "replacement", "different"})
# Indefinite articles: "a stamp" after "the only stamp" was used is a second stamp (rule none_left).
_INDEFINITE = frozenset({"a", "an", "un", "uno", "una"})
_DEFINITE_DETS = frozenset({"the", "my", "her", "his", "their", "our", "your", "its"})
_ANOTHER_IT = frozenset({"altro", "altra", "altri", "altre", "nuovo", "nuova", "nuovi", "nuove"})
_EN_POSSESSIVE = re.compile(r"['’]s\b")


@dataclass(frozen=True)
class Token:
    text: str  # as written
    low: str
    lemma: str
    forms: frozenset = frozenset()  # lemma, written form and regular verb stems (solver.language.verb_forms)


# The subject an Italian clause leaves unsaid ("..., che si è rotta"): stands for the thing named just before.
_ELIDED = Token("(it)", "(it)", "(it)", frozenset())


# Italian "ci" before a verb ("ha aperto il frigo e ci ha messo il latte"): "in" the thing named just before.
_IN = Token("in", "in", "in", frozenset({"in"}))
_THERE = Token("(there)", "(there)", "(there)", frozenset())


@dataclass
class Reading:
    """One understood clause: the pattern it matched and who or what fills each role."""

    sentence: int
    clause: int
    text: str
    action: str
    pattern: str  # the pattern's words, slots upper case ("put OBJ in DEST")
    fillers: dict[str, list[str]] = field(default_factory=dict)  # role -> entities
    all_of: set[str] = field(default_factory=set)  # roles whose filler is "all" / "the last" of it
    described: list[tuple[str, str]] = field(default_factory=list)  # (entity, describing word)
    begun: bool = False  # only begun ("started to repair it"): what it needs holds, what it brings about not yet
    # roles named as one known thing ("the milk", "it"), not as one of a kind ("a beer", "some milk")
    definite: set[str] = field(default_factory=set)

    def to_json(self) -> dict:
        return {"sentence": self.sentence, "clause": self.clause, "text": self.text, "action": self.action,
                "pattern": self.pattern, "fillers": self.fillers, "all_of": sorted(self.all_of),
                "described": [list(d) for d in self.described], "begun": self.begun,
                "definite": sorted(self.definite)}


@dataclass
class NotUnderstood:
    """A clause the lexicon cannot read; `reason` says why (negation, no pattern, intended, failed ...).

    `mentions` are the story's entities the clause names: what the clause says of them is unknown, so
    the laws must not carry their states across it."""

    sentence: int
    clause: int
    text: str
    reason: str
    mentions: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"sentence": self.sentence, "clause": self.clause, "text": self.text, "reason": self.reason,
                "mentions": self.mentions}


@dataclass
class StoryReading:
    lang: str
    entities: list[str]
    persons: list[str]
    readings: list[Reading] = field(default_factory=list)
    not_understood: list[NotUnderstood] = field(default_factory=list)
    mentioned: dict[int, list[str]] = field(default_factory=dict)  # sentence -> entities it names (negated clauses left out)
    another_of: list[tuple[str, str]] = field(default_factory=list)  # (new thing, earlier thing of the same kind)
    named_as_last: list[str] = field(default_factory=list)  # things named as all, the last or the only one of their kind
    frames: list[Frame] = field(default_factory=list)  # every clause as a frame, in both languages
    named_places: list[str] = field(default_factory=list)  # towns and countries a person travels to (Italian reader)

    def for_sentence(self, t: int) -> list[Reading]:
        return [r for r in self.readings if r.sentence == t]


def _tokens(text: str, lang: str) -> list[Token]:
    if lang == "it":
        text = _IT_ELISION.sub(lambda m: m.group(1) + " ", text)
        # "mettilo", "prenderla": the verb and its object pronoun, read as two words
        words = [part for w in _TOKEN.findall(text) for part in split_enclitic(w)]
    else:
        text = _EN_POSSESSIVE.sub("", re.sub(r"n['’]t\b", " not", text))
        words = _TOKEN.findall(text)
    return [Token(w, w.lower(), lemma(w, lang), verb_forms(w, lang)) for w in words]


class _Resolver:
    """Noun phrases -> story entities, remembering the last thing and person mentioned."""

    def __init__(self, lex: Lexicon, lang: str, entities: Sequence[str], persons: Sequence[str]) -> None:
        self.lex, self.lang = lex, lang
        self.open_list = not entities  # text only: entities are made from the nouns read
        self.entities: list[str] = [e.strip() for e in entities if e.strip()]
        self.persons = [p.strip() for p in persons if p.strip()]
        self.last_thing: Optional[str] = None
        self.last_person: Optional[str] = self.persons[0] if self.persons else None
        self._words = {e: self._entity_words(e) for e in self.entities}
        self.names_by_capital = True  # the pattern reader's guess; the parser reader names people itself
        self.recency: dict[str, int] = {}  # entity -> when it was last named (for definite phrases)
        self.another: list[tuple[str, str]] = []  # ("fresh filter", "coffee filter"): a new one of the same kind
        self.acted_on: set[str] = set()  # things an understood, done clause acted on so far
        self.exhausted: set[str] = set()  # things named with "all" or "the last" ("ate all the strawberries")
        self.second_ones: set[str] = set()  # things named as new or other ones of a kind named before
        self.telling_stock = False  # the clause read tells what there is or what one has ("had only one egg")
        # Italian "..., che si è rotta", "... e si è rotto": a clause with no subject of its own is about the thing
        # the clause before it named last (set by read_story for such a clause only)
        self.elided_thing: Optional[str] = None
        self.places: list[str] = []  # Italian: a capitalised name a person travels to ("per Napoli"), no person
        self.there_thing: Optional[str] = None  # Italian "ci ha messo la torta": the place "ci" stands for
        self.part_owners: dict[str, str] = {}  # a battery, a lid -> the device or container it belongs to
        self.someone_elses: set[str] = set()  # things named as another's ("his grandmother's house"): no one's home
        self.clause_start = 0  # the recency count when the clause being read began (what was named before it)
        self.clause_last: Optional[str] = None  # the thing named last (an object first) when that clause began

    def _entity_words(self, entity: str) -> list[str]:
        return [lemma(w, self.lang) for w in _TOKEN.findall(entity)] or [entity.casefold()]

    def head(self, words: Sequence[str]) -> str:
        if self.lang == "it":
            # "la vecchia spugna": a describing word Italian puts before its noun is not the head
            nouns = [w for w in words if not self.lex.is_word("it", w, "pre_adjective")]
            return (nouns or list(words))[0]
        return words[-1]

    def is_person_word(self, tok: Token) -> bool:
        # A name is capitalised and no verb form ("Ho", a form of "avere", is no name).
        if not self.names_by_capital:
            return any(tok.low == p.casefold() for p in self.persons)
        return tok.text[:1].isupper() and not self._function_word(tok.low) and not self.lex.is_word(self.lang, tok.low, "aux") \
            and tok.lemma not in _AUXILIARIES and tok.lemma not in self.lex.verbs.get(self.lang, ())

    def person(self, toks: Sequence[Token]) -> Optional[str]:
        """The person a subject names (a name, or a pronoun for the last person)."""
        for tok in toks:
            for p in self.persons:
                if tok.low == p.casefold() or tok.low in p.casefold().split():
                    self.last_person = p
                    return p
        for tok in toks:
            if self.lex.is_word(self.lang, tok.low, "person"):
                return self.last_person
        names = [t for t in toks if self.is_person_word(t) and not self._function_word(t.low)]
        if names:
            name = names[0].text
            if name not in self.persons:
                self.persons.append(name)
            self.last_person = name
            return name
        return None

    def named_in(self, toks: Sequence[Token]) -> list[str]:
        """Listed entities whose every word occurs in the clause (without changing what was mentioned last)."""
        words = {t.lemma for t in toks} | {t.low for t in toks}
        return [e for e in self.entities if all(w in words for w in self._words[e])]

    def _function_word(self, word: str) -> bool:
        return any(self.lex.is_word(self.lang, word, cls)
                   for cls in ("det", "all", "only", "pronoun", "person", "split", "stop", "adverb", "negation"))

    def things(self, toks: Sequence[Token], remember: bool = True) -> tuple[list[str], bool, list[tuple[str, str]]]:
        """Entities a noun phrase names ("X and Y" names two), whether it is all of them, describing words."""
        groups: list[list[Token]] = [[]]
        for tok in toks:
            if tok.low in ("and", "e", "ed"):
                groups.append([])
            else:
                groups[-1].append(tok)
        out: list[str] = []
        all_of = False
        described: list[tuple[str, str]] = []
        for group in groups:
            if self.lang == "it":
                # "due cucchiai di caffè", "un bicchiere d'acqua": the phrase names what the measure is of
                # ("il cucchiaio di legno" is a spoon: of a material, not a quantity)
                group = [t for k, t in enumerate(group) if not (self.lex.is_word("it", t.low, "measure") and k + 2 < len(group)
                                                                and group[k + 1].low in ("di", "d")
                                                                and not self.lex.is_word("it", group[k + 2].low, "material"))]
            naming_all = any(self.lex.is_word(self.lang, t.low, "all") for t in group) or self._names_only_one(group)
            if naming_all:
                all_of = True
            adjs = [t.low for t in group if t.low in self.lex.adjectives.get(self.lang, ())]
            content = [t for t in group if not self.lex.is_word(self.lang, t.low, "det")
                       and not self.lex.is_word(self.lang, t.low, "all") and not self.lex.is_word(self.lang, t.low, "only")
                       and t.low not in self.lex.adjectives.get(self.lang, ())
                       and not (t.low in ("of", "di") or (self.lang == "it" and t.low == "d"))]
            if not content and adjs:  # "the broken one": the describing word names nothing else
                content = []
                if self.lang == "it":
                    # "ha spento la luce": a describing word that is a noun ("luce", "aria") is the thing itself
                    content = [t for t in group if self.lex.is_word("it", t.low, "noun_adjective")]
                    adjs = [a for a in adjs if not self.lex.is_word("it", a, "noun_adjective")]
            entity = None
            if self.open_list and self.lang == "it" and content:
                entity = self._another_it(group, content, adjs)
            if entity is None and self.open_list and self.lang == "it" and self.last_thing is not None \
                    and any(t.low == "ne" for t in group) and any(t.low in _ANOTHER_IT or t.low in ("un", "uno", "una") for t in group):
                # "ne ha preso un altro": one more of the kind just named
                kind = self.head(self._words[self.last_thing])
                entity = self._new_entity([kind, "altro"])
                self.another.extend((entity, e) for e in self.entities if e != entity and self.head(self._words[e]) == kind
                                    and (entity, e) not in self.another)
            if entity is not None:
                pass
            elif self.open_list and self.lang == "en" and (entity := self._new_one_en(group, content)) is not None:
                pass
            elif self.open_list and self.lang == "en" and content and any(t.low in _ANOTHER for t in group):
                # "a new carton", "another vase": not the one named before, a thing of its own
                head = self._phrase_head(group, content)
                earlier = [e for e in self.entities if head is not None and self.head(self._words[e]) in (head.lemma, head.low)]
                words = [t.low for t in group if t.low in _ANOTHER][:1] + [head.low if head else ""]
                of_what = self._of_complement(group, content)
                of_kind = [e for e in self.entities if of_what is not None and self.head(self._words[e]) in (of_what.lemma, of_what.low)]
                if not earlier and of_kind:
                    # "a fresh loaf of bread" after "the stale bread": a new one of the kind the "of" phrase names
                    earlier, words = of_kind, words[:1] + [of_what.low]
                if group[0].low in _INDEFINITE and " ".join(w for w in words if w) in self.exhausted:
                    words = ["another"] + words  # "a spare bulb" after "the only spare bulb": a second one
                entity = self._new_entity(words)
                if words[0] == "another":
                    self.second_ones.add(entity)
                self.another.extend((entity, e) for e in earlier if e != entity and (entity, e) not in self.another)
            elif self.open_list and content and group[0].low in _INDEFINITE and not naming_all \
                    and (self.lang == "en" or self._exhausted_kind(group, content)):
                # "took a clean bowl" after "the cracked bowl": an indefinite phrase introduces a thing of its
                # own, even when the story named one of that kind before
                head = self._phrase_head(group, content)
                earlier = [e for e in self.entities if head is not None and self.head(self._words[e]) in (head.lemma, head.low)]
                # ... one described otherwise ("a clean towel"), or one of a kind whose all or last was named
                # ("a strawberry" after "all the strawberries"); "took a shower" names no new shower
                if earlier and head is not None and len(content) == 1 and (adjs or set(earlier) & self.exhausted):
                    name = " ".join(dict.fromkeys(adjs + [head.low]))
                    entity = self._new_entity(["another", head.low] if name in earlier else [name])
                    self.second_ones.add(entity)
                    self.another.extend((entity, e) for e in earlier if e != entity and (entity, e) not in self.another)
                elif earlier and head is not None and self._told_apart(group, content, head, earlier):
                    # "took a sharp knife" after "the old knife": a describing word no earlier one was named by
                    entity = self._new_entity([t.low for t in content])
                    self.another.extend((entity, e) for e in earlier if e != entity and (entity, e) not in self.another)
                elif earlier and head is not None and not adjs and self._names_exhausted(content):
                    # "a birthday candle" after "a single birthday candle" was used: a second one
                    entity = self._new_entity(["another"] + [t.low for t in content])
                    self.second_ones.add(entity)
                    self.another.extend((entity, e) for e in earlier if e != entity and (entity, e) not in self.another)
            pronoun = [t for t in group if self.lex.is_word(self.lang, t.low, "pronoun")]
            if entity is not None:
                pass
            elif pronoun and (len(group) == 1 or (len(content) == 1 and content[0] in pronoun)
                              or (self.lang == "it" and content and all(self._function_word(t.low) for t in content))):
                # "me l'ha riportata ieri": the pronoun, with a word of time after it
                entity = self.last_thing
            elif content:
                entity = self._match(content, self._phrase_head(group, content))
            if entity is None:
                continue
            out.append(entity)
            if any(t.low in ("'s", "’s") for t in group):
                self.someone_elses.add(entity)
            if self.open_list and self.lang == "it":
                self._contents_it(group, entity)
            if naming_all:  # "all the strawberries", "the last towel", "the only spare bulb"
                self.exhausted.add(entity)
            self.recency[entity] = max(self.recency.values(), default=0) + 1
            described.extend((entity, a) for a in adjs)
            if entity not in self.persons and remember:
                self.last_thing = entity
        return out, all_of, described

    def _new_one_en(self, group: Sequence[Token], content: Sequence[Token]) -> Optional[str]:
        """ "sold her old piano and bought a new one", "another one", "a sharp one": "one" stands for the kind of
        the thing named last, and the phrase, indefinite or told new, introduces a thing of its own of that kind
        (another_of the ones named before), which a later "the piano" names as the one named last."""
        if not group or group[-1].low not in ("one", "ones"):
            return None
        told_new = [t.low for t in group if t.low in _ANOTHER]
        if not told_new and not (group[0].low in _INDEFINITE and content):
            return None
        # the thing named last before this clause that one can handle ("running out of time, so I blew up a spare
        # one": a balloon); a thing named later in the clause ("a spare one from the packet") is not what "one" is
        # ("lost my umbrella on the bus, so I bought another one": what was acted on comes first, then by recency)
        named = sorted((e for e in self.recency if e not in self.persons and self.recency[e] <= self.clause_start),
                       key=lambda e: (e != self.clause_last, -self.recency[e]))
        last = next((e for e in named if _concrete_noun(lemma(e.split()[-1], self.lang))), None)
        if last is None:
            return None
        kind = last.split()[-1] if group[-1].low == "ones" else lemma(last.split()[-1], self.lang)
        entity = self._new_entity(told_new[:1] + [t.low for t in content if t.low not in _ANOTHER] + [kind])
        if entity is None:
            return None
        if told_new[:1] == ["another"]:
            self.second_ones.add(entity)
        self.another.extend((entity, e) for e in self.entities if e != entity and e not in self.persons and self._words[e]
                            and self.head(self._words[e]) == self.head(self._words[entity]) and (entity, e) not in self.another)
        return entity

    def _of_complement(self, group: Sequence[Token], content: Sequence[Token]) -> Optional[Token]:
        """The noun after "of" in "a loaf of bread", "a bottle of milk": what the measure or vessel is of."""
        of_at = next((k for k, t in enumerate(group) if t.low in ("of", "di")), None)
        after = [t for t in group[of_at + 1:] if t in content] if of_at is not None else []
        return after[-1] if after else None

    def _told_apart(self, group: Sequence[Token], content: Sequence[Token], head: Token, earlier: Sequence[str]) -> bool:
        """An indefinite phrase ("a sharp knife") with a describing word that none of the things of its kind named
        before was called by ("the old knife"): a thing of its own. A phrase "of" something is left as it is
        ("a glass of milk" is a quantity of the milk named before)."""
        if any(t.low in ("of", "di") for t in group) or len(content) < 2 or content[-1] is not head:
            return False
        modifiers = [t for t in content[:-1] if t.text[:1].islower() and not self._function_word(t.low)
                     and not self.lex.is_word(self.lang, t.low, "person")]
        return bool(modifiers) and any(all(t.lemma not in self._words[e] and t.low not in self._words[e] for e in earlier)
                                       for t in modifiers)

    def _names_only_one(self, group: Sequence[Token]) -> bool:
        """"the only X", "her single X": the one there is; "only one X", "a single X" too where the clause tells
        what there is or what one has (telling_stock), not where it uses one of several ("used only one egg")."""
        for k, tok in enumerate(group):
            if self.lex.is_word(self.lang, tok.low, "only"):
                before = group[k - 1].low if k else ""
                if self.telling_stock or (before in _DEFINITE_DETS):
                    return True
        return False

    def _names_exhausted(self, content: Sequence[Token]) -> bool:
        """Whether a phrase's words ("birthday candle") are the whole name of a thing named as all or the last."""
        words = [t.lemma for t in content]
        return any(self._words[e] == words or e == " ".join(t.low for t in content) for e in self.exhausted)

    def _exhausted_kind(self, group: Sequence[Token], content: Sequence[Token]) -> bool:
        """Whether an indefinite phrase ("un cerotto") names a kind whose all, last or only one was named."""
        head = self._phrase_head(group, content)
        return head is not None and any(self.head(self._words[e]) in (head.lemma, head.low) for e in self.exhausted)
    def _contents_it(self, group: Sequence[Token], vessel: str) -> None:
        """ "Una bottiglia di latte fresco" names the milk too: what the vessel holds is a thing of the story, named
        after the vessel (so "il latte" is then the fresh milk, and the vessel brings it: vessel_holds_contents)."""
        words = vessel.split()
        if len(words) < 2 or words[0] not in self.lex.kinds.get("vessel", set()) or not any(t.low in ("di", "d") for t in group):
            return
        contents = self._new_entity(words[1:])
        if contents is not None:
            self.recency[contents] = max(self.recency.values(), default=0) + 1
            self.recency[vessel] = self.recency[contents] + 1
            # a new supply: not the milk named before under a shorter name (another_of, as "un altro")
            kind = self.head(self._words[contents])
            self.another.extend((contents, e) for e in self.entities if e not in (contents, vessel) and e not in self.persons
                                and self._words[e] and self.head(self._words[e]) == kind and (contents, e) not in self.another)

    def _another_it(self, group: Sequence[Token], content: Sequence[Token], adjs: Sequence[str]) -> Optional[str]:
        """Italian "un cerotto" after "l'ultimo cerotto", "un altro cerotto", "una tazza pulita" after "la tazza
        sporca": a thing of its own of a kind the story named before (another_of), as English reads "a" and
        "another". Only when the story named one of that kind before; the name puts the head first."""
        head = self._phrase_head(group, content)
        if head is None:
            return None
        earlier = [e for e in self.entities if self.head(self._words[e]) in (head.lemma, head.low)]
        if not earlier:
            return None
        # "di nuovo" is "again", no new thing
        other = [t.low for k, t in enumerate(group) if t.low in _ANOTHER_IT and not (k and group[k - 1].low == "di")]
        # "un cerotto" is one more thing; "un po' di latte", "un bicchiere di latte" a quantity of the same supply
        indefinite = group[0].low in ("un", "uno", "una") and len(content) == 1 and not any(t.low in ("di", "d") for t in group) \
            and (adjs or set(earlier) & self.exhausted)
        if not other and not indefinite:
            return None
        name = " ".join(dict.fromkeys([head.low] + list(adjs)))
        entity = self._new_entity([head.low, "altro"] if other or name in earlier else [name])
        self.another.extend((entity, e) for e in earlier if e != entity and (entity, e) not in self.another)
        return entity

    def _new_entity(self, words: Sequence[str]) -> Optional[str]:
        name = " ".join(dict.fromkeys(w for w in words if w))
        if not name:
            return None
        if name not in self.entities:
            self.entities.append(name)
            self._words[name] = self._entity_words(name)
        return name

    def descriptions(self, toks: Sequence[Token]) -> list[tuple[str, str]]:
        """(entity, word) for every describing word before a noun ("the broken washing machine"), in any clause."""
        adjectives = self.lex.adjectives.get(self.lang, ())
        out = []
        for k, tok in enumerate(toks):
            if tok.low not in adjectives:
                continue
            span = []
            for nxt in toks[k + 1:]:
                if nxt.low in ("of", "di") or self.lex.is_word(self.lang, nxt.low, "det"):
                    continue  # "the light of the lamp"
                if self._function_word(nxt.low) or "be" in nxt.forms or nxt.low in adjectives:
                    break  # "the light was on", "soaking wet": a verb or another describing word names no thing
                span.append(nxt)
            if self.lang == "it":
                # "il latte era caldo": the auxiliary before the describing word is no thing
                verbs = self.lex.verbs.get("it", ())
                span = [t for t in toks[max(0, k - 3):k] if not self._function_word(t.low)
                        and not self.lex.is_word(self.lang, t.low, "aux") and not any(f in verbs for f in t.forms)][-1:]
            if span:
                entity = self._match(span)
                if entity is not None and entity not in self.persons:
                    out.append((entity, tok.low))
        return out

    def _phrase_head(self, group: Sequence[Token], content: Sequence[Token]) -> Optional[Token]:
        """The noun a phrase is about: English puts it last, Italian first; before "of" / "di" it is the
        word that opens the phrase ("the lid of the jar", "a cup of coffee")."""
        of_at = next((k for k, t in enumerate(group) if t.low in ("of", "di")), None)
        if of_at is not None:
            before = [t for t in group[:of_at] if t in content]
            if before:
                return before[-1] if self.lang == "en" else before[0]
        if not content:
            return None
        return content[-1] if self.lang == "en" else content[0]

    def _match(self, content: Sequence[Token], head: Optional[Token] = None) -> Optional[str]:
        lemmas = [t.lemma for t in content] + [t.low for t in content]
        if self.open_list and head is not None:
            # "the carton" after "a new carton", "la farina" after "dell'altra farina": of the things this phrase
            # fits, the one named last
            fits = [e for e in self.entities if self.head(self._words[e]) in (head.lemma, head.low)
                    and all(t.lemma in self._words[e] or t.low in self._words[e] for t in content)]
            if len(fits) > 1 and any(e in self.recency for e in fits):
                return max(fits, key=lambda e: self.recency.get(e, -1))
        best, best_score = None, 0
        others = [t for t in content if not any(t.low == p.casefold() for p in self.persons)]
        for e in self.entities:
            if others and e in self.persons:
                continue
            words = self._words[e]
            if all(w in lemmas for w in words):
                score = 10 + len(words)
            elif self.head(words) in lemmas:
                score = 5
            elif any(w in words for w in lemmas):
                score = 1
            else:
                continue
            if head is not None and self.head(words) in (head.lemma, head.low):
                score += 3  # "the shower tap" is the tap, not the shower
            if score > best_score:
                best, best_score = e, score
        # Text only: a phrase whose head no entity has is a new thing ("the diary pages" is not the diary).
        headless = self.open_list and head is not None and best is not None \
            and self.head(self._words[best]) not in (head.lemma, head.low) and not self._function_word(head.low) \
            and head.text[:1].islower()
        if best is not None and best_score >= 5 and not headless:
            return best
        for p in self.persons:
            if any(t.low == p.casefold() for t in content):
                return p
        if not self.open_list and best is not None:
            return best
        # A noun the story has not named yet: it becomes an entity under the words it was called by.
        words = [t.low for t in content if (t.text[:1].islower() or self.lang == "it" or not self.names_by_capital)
                 and not self._function_word(t.low) and not any(t.low == p.casefold() for p in self.persons)]
        name = " ".join(words)
        if not name or any(self.lex.is_word(self.lang, w, "person") for w in words):
            return None
        self.entities.append(name)
        self._words[name] = self._entity_words(name)
        return name


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
        return lex.is_word(lang, tok.low, "adverb") or lex.is_word(lang, tok.low, "det") \
            or (lang == "en" and tok.low.endswith("ly")) or tok.low in lex.adjectives.get(lang, ())

    def fill_last(slot: Optional[str], start: int) -> bool:
        if slot is None:
            return True
        span = []
        for tok in toks[start:]:
            # "the back door", "the inside pocket": a preposition's word right after an article describes the noun
            after_article = bool(span) and lex.is_word(lang, span[-1].low, "det") and lang == "en"
            if lex.is_word(lang, tok.low, "stop") and tok.low not in ("of", "di") and not after_article:
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
            if open_slot is not None:
                span = toks[open_start:p]
                if not span:
                    continue
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


def _has_verb(lex: Lexicon, lang: str, toks: Sequence[Token]) -> bool:
    verbs = lex.verbs.get(lang, ())
    return any(f in verbs for t in toks for f in t.forms)


_IT_FIRST_PERSON = frozenset({"ho", "avevo", "ebbi", "abbiamo", "avevamo", "io", "noi"})
# infinitives, gerunds and participles ("andare", "tornando", "andata", "preso", "messi") are no commands
_IT_NOT_COMMAND = ("re", "ndo") + tuple(stem + end for stem in ("at", "ut", "it", "ess", "es", "ott", "olt")
                                       for end in "oaie")


def _first_verb_it(lex: Lexicon, toks: Sequence[Token]) -> Optional[int]:
    verbs = lex.verbs.get("it", ())
    # a verb form is one whose infinitive a pattern opens with (patterns also open with "non", "si" or a noun)
    return next((k for k, tok in enumerate(toks) if tok.lemma in ("avere", "essere")
                 or any(f in verbs and f.endswith("re") for f in tok.forms)), None)


def _commands_it(lex: Lexicon, toks: Sequence[Token]) -> bool:
    """Whether a sentence opens with a command: its first word (after "poi", "ora" ...) is a verb form that is no
    infinitive, participle, gerund or auxiliary ("Prendi", "Versa", "Torna"; not "Marco ha", "Ho preso")."""
    words = [tok for tok in toks if not (lex.is_word("it", tok.low, "split") or lex.is_word("it", tok.low, "adverb"))]
    if not words:
        return False
    first = words[0]
    return _first_verb_it(lex, words[:1]) == 0 and first.lemma not in _AUXILIARIES \
        and not first.low.endswith(_IT_NOT_COMMAND) and first.low not in _IT_FIRST_PERSON


def _own_actor_it(lex: Lexicon, res: "_Resolver", body: Sequence[Token], plan: bool) -> Optional[str]:
    """Who acts in an Italian clause that names no one: "ho prestato", "sono andata", "mi sono lavata" are told by
    the first person (I); in a plan, a command ("prendi", "torna") is the plan's actor (you)."""
    k = _first_verb_it(lex, body)
    if k is None:
        return None
    before = body[:k]
    if any(not res._function_word(tok.low) and not lex.is_word("it", tok.low, "aux") and tok.text != _ELIDED.text
           for tok in before):
        return None  # a subject of its own ("Marco ha", "la mamma ha")
    verb = body[k]
    if verb.low in _IT_FIRST_PERSON or any(tok.low in ("io", "mi") for tok in before) and verb.lemma == "essere":
        return FIRST_PERSON_ACTOR
    if verb.low in ("sono", "ero") and k + 1 < len(body) and body[k + 1].low[-1:] in ("o", "a") \
            and _first_verb_it(lex, body[k + 1:k + 2]) == 0:
        return FIRST_PERSON_ACTOR  # "sono andato", "sono rimasta" (not "sono andati": they)
    if plan and not before and _commands_it(lex, body):
        return IMPERATIVE_ACTOR
    return None


def _there_it(lex: Lexicon, res: "_Resolver", body: list[Token], place: str) -> list[Token]:
    """ "... e ci ha messo il latte": the locative "ci" before a verb (not "c'è", "ci sono": there is) puts the
    action in the thing the clause before named; read as "ha messo il latte in <that thing>"."""
    k = _first_verb_it(lex, body)
    if k is None or k == 0 or body[k - 1].low != "ci" and not (k > 1 and body[k - 2].low == "ci"
                                                                and lex.is_word("it", body[k - 1].low, "aux")):
        return body
    verb_at = next((j for j in range(k, len(body)) if body[j].lemma not in ("avere", "essere")), None)
    if verb_at is None or verb_at == k and body[k].lemma in ("avere", "essere"):
        return body
    res.there_thing = place
    return [tok for tok in body if tok.low != "ci"] + [_IN, _THERE]


def _completed_it(lex: Lexicon, toks: list[Token]) -> list[Token]:
    """ "Ha finito di tagliare la siepe": the cutting is done; the clause is read as its infinitive."""
    for k, tok in enumerate(toks[:-2]):
        if lex.is_word("it", tok.lemma, "completive") and toks[k + 1].low == "di" \
                and any(f in lex.verbs.get("it", ()) for f in toks[k + 2].forms):
            return toks[:k] + toks[k + 2:]
    return toks


def _move_clitics(lex: Lexicon, lang: str, toks: list[Token]) -> list[Token]:
    """Italian object clitics stand before the verb ("lo ha bevuto"): put them after it, where patterns expect the object."""
    if lang != "it":
        return toks
    verbs = lex.verbs.get(lang, ())
    out = list(toks)
    for k, tok in enumerate(toks):
        if not lex.is_word(lang, tok.low, "pronoun") or k + 1 >= len(toks):
            continue
        nxt = toks[k + 1]
        if nxt.lemma in ("avere", "essere") or nxt.lemma in verbs or nxt.low in verbs:
            # the verb by any of its forms ("portata": its lemma reads an adjective, its participle form "portare")
            verb_at = next((j for j in range(k + 1, len(toks)) if toks[j].lemma in verbs or toks[j].low in verbs
                            or any(f in verbs and f.endswith("re") for f in toks[j].forms)), None)
            if verb_at is not None:
                out = toks[:k] + toks[k + 1:verb_at + 1] + [tok] + toks[verb_at + 1:]
                break
    return out


def _up_to_preposition(lex: Lexicon, lang: str, toks: Sequence[Token]) -> Sequence[Token]:
    """The tokens before the first preposition or clause word."""
    for k, tok in enumerate(toks):
        if k and (lex.is_word(lang, tok.low, "stop") or lex.is_word(lang, tok.low, "split")):
            return toks[:k]
    return toks


def _clauses(lex: Lexicon, lang: str, sentence: str) -> list[list[Token]]:
    out: list[list[Token]] = []
    # A comma starts a new clause only when a verb follows it ("the cold, raw dough" stays one phrase).
    parts: list[str] = []
    for piece in _CLAUSE_PUNCT.split(sentence):
        if parts and piece.strip() and not _has_verb(lex, lang, _tokens(piece, lang)):
            parts[-1] = parts[-1] + " " + piece
        else:
            parts.append(piece)
    for part in parts:
        current: list[Token] = []
        toks = _tokens(part, lang)
        for k, tok in enumerate(toks):
            # "and" joins two clauses only when a verb follows it; "the ball and the bat" stays one phrase.
            # ... and only when the verb comes before any preposition: "put the milk and the cake into the cup and
            # ate it" joins two things, then two clauses.
            joins_phrases = tok.low in ("and", "e", "ed") and not _has_verb(lex, lang, _up_to_preposition(lex, lang, toks[k + 1:]))
            # "to" + verb ("to heat it", "to completely take it apart": an adverb may stand between)
            verb_at = k + 2 if k + 2 < len(toks) and (lex.is_word(lang, toks[k + 1].low, "adverb")
                                                     or toks[k + 1].low.endswith("ly")) else k + 1
            purpose = tok.low in ("to", "per") and verb_at < len(toks) and _has_verb(lex, lang, toks[verb_at:verb_at + 1]) \
                and not lex.is_word(lang, toks[verb_at].low, "det") and not toks[verb_at].low.endswith("ing") \
                and not (k > 0 and lex.is_word(lang, toks[k - 1].low, "negation"))  # "tried to fix": not done
            # Italian "a" + infinitive ("è andato alla macchina a prendere il telefono"): the errand is a clause
            purpose = purpose or (lang == "it" and tok.low in ("a", "ad") and k + 1 < len(toks)
                                  and _has_verb(lex, lang, toks[k + 1:k + 2]) and toks[k + 1].low.endswith("re"))
            # Italian "per" starts a clause only as a purpose ("per fare il pane"), not before a noun ("per Napoli")
            splits = lex.is_word(lang, tok.low, "split") and not (lang == "it" and tok.low == "per")
            if (splits or purpose) and current and not joins_phrases:
                out.append(current)
                current = [tok]  # kept: "and" may join two noun phrases rather than two clauses
            else:
                current.append(tok)
        if current:
            out.append(current)
    return out


def read_story(sentences: Sequence[str], entities: Sequence[str] = (), persons: Sequence[str] = (),
               lang: Optional[str] = None, lexicon: Optional[Lexicon] = None, use_parser: bool = True) -> StoryReading:
    """Every clause of every sentence, understood (a Reading) or not (a NotUnderstood with its reason).

    English is read from spaCy's parse (clause frames, solver.language.frames); Italian, and English with
    `use_parser=False`, by the lemma patterns over each clause's words."""
    lex = lexicon or load_lexicon()
    lang = lang or lex.language_of(" ".join(sentences))
    if lang == "en" and use_parser and os.environ.get("PHYSKB_READER", "parser") != "patterns":
        return _read_english(lex, sentences, entities, persons)
    named = [e for e in entities if e.strip()]
    persons = [p for p in persons if p.strip()]
    res = _Resolver(lex, lang, [e for e in named], persons)
    result = StoryReading(lang=lang, entities=res.entities, persons=res.persons)
    patterns = lex.patterns.get(lang, [])
    # a story told as commands ("Prendi il telecomando ..."): its plan's actor does what each command says
    plan = lang == "it" and bool(sentences) and _commands_it(lex, _tokens(sentences[0], lang))
    for t, sentence in enumerate(sentences):
        actor: Optional[str] = None
        last: Optional[Reading] = None
        prev_clause: list[Token] = []
        thing_before: Optional[str] = None  # the thing the clause before (in this sentence) named last
        subject_before: Optional[str] = None  # the thing that clause was about, when it was its subject
        for c, clause in enumerate(_clauses(lex, lang, sentence)):
            if c:
                thing_before = _thing_named_in(res, prev_clause_all)
                subject_before = last.fillers["obj"][0] if last is not None and last.pattern.startswith("SUBJ") \
                    and last.fillers.get("obj") and last.sentence == t else None
            prev_clause_all = clause
            res.clause_start, res.clause_last = max(res.recency.values(), default=0), res.last_thing
            text = " ".join(tok.text for tok in clause)
            body = clause[1:] if lex.is_word(lang, clause[0].low, "split") else clause
            body = _move_clitics(lex, lang, _completed_it(lex, body) if lang == "it" else body)
            if not body:
                continue
            # "Eva nodded to Sam, who picked up the crate": a relative clause's subject is the person just named
            antecedent = _last_person_named(res, prev_clause) if clause[0].low in ("who", "che") else None
            if antecedent is not None:
                actor = antecedent
            own = _own_actor_it(lex, res, body, plan) if lang == "it" else None
            if own is not None:  # "ho prestato", "mi sono lavata": I; "prendi", "torna": the plan's actor
                if own not in res.persons:
                    res.persons.append(own)
                res.last_person = actor = own
            # "la caraffa, che si è rotta", "il vaso mi è caduto e si è rotto": the thing the clause before named
            # "che" stands for the thing named just before it; a clause joined by "e" shares the subject of the one
            # before when that was a thing ("la bottiglia è caduta dal mobile e si è rotta": the bottle)
            res.elided_thing = None
            if clause[0].low == "che":
                res.elided_thing = thing_before
            elif clause[0].low in ("e", "ed"):
                res.elided_thing = subject_before if subject_before is not None else thing_before
            if res.elided_thing is not None and not _agrees_it(res.elided_thing, body):
                res.elided_thing = None
            if lang == "it" and res.elided_thing is not None and body and (body[0].low in ("si", "mi", "ti", "ci")
                                                                          or lex.is_word(lang, body[0].low, "aux")):
                body = [_ELIDED] + list(body)  # the subject a pattern reads, standing for that thing
            res.there_thing = None
            if lang == "it" and thing_before is not None:
                body = _there_it(lex, res, body, thing_before)
            negated = any(lex.is_word(lang, tok.low, "negation") for tok in body)
            reading = _match_clause(lex, lang, res, patterns, body, t, c, text, actor, negated) if negated else None
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
            reading = _match_clause(lex, lang, res, patterns, body, t, c, text, actor, False)
            if reading is not None and _begun(lex, lang, prev_clause, body, reading):
                reading.begun = True
            prev_clause = clause
            if reading is None:
                # "... the ball and the skateboard": a clause that only names more things for the last one.
                if last is not None and clause[0].low in ("and", "e", "ed") and not any(
                        tok.lemma in lex.verbs.get(lang, ()) for tok in body):
                    slot = next((s for s in ("obj", "dest", "to") if s in last.fillers), None)
                    things, _, described = res.things(body)
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
                _instrument_it(lex, res, body, reading)
                _returns_home_it(lex, res, reading)
                _lid_closes_its_container_it(lex, res, reading)
                # what the clause acts on and the phrases it names are named in it (a thing first named here too)
                phrases = [e for ents in reading.fillers.values() for e in ents if e not in res.persons] \
                    + _phrases_named_it(lex, res, body, reading)
                phrases = list(dict.fromkeys(e for e in phrases if e not in result.mentioned.get(t, [])))
                if phrases:
                    result.mentioned.setdefault(t, []).extend(phrases)
            _new_supply_in(lex, res, body, reading)
            result.readings.append(reading)
            last = reading
    result.entities = res.entities
    result.persons = res.persons
    result.another_of = list(res.another)
    result.named_as_last = [e for e in res.entities if e in res.exhausted and e not in res.second_ones]
    result.named_places = [p for p in res.places if p in res.entities]
    result.frames = _frames_of(result)
    return result


# Sorts of things a "con" phrase names as what an action is done with or made from: an instrument, a device,
# a vehicle ("con la mia macchina"), an ingredient ("con la farina") or a liquid ("con l'acqua"); never a
# person ("con mia sorella"), a garment or a manner ("con calma").
_WITH_SORTS_IT = ("tool", "device", "vehicle", "food", "liquid", "drink")
# ... and "alla televisione", "alla radio" (a device something is watched or heard on), "sulla bicicletta",
# "in treno" after a verb of going (a vehicle one rides)
_ON_SORTS_IT = {"con": _WITH_SORTS_IT, "a": ("device",), "su": ("vehicle",)}
# "l'acqua rimasta nel secchio": what is left in a container is taken from it
_LEFT_IN_IT = frozenset({"rimasto", "rimasta", "rimasti", "rimaste", "avanzato", "avanzata", "avanzati", "avanzate"})


def _instrument_it(lex: Lexicon, res: "_Resolver", body: Sequence[Token], reading: Reading) -> None:
    """Italian "con X": the instrument or ingredient of any action whose pattern names none ("accendi la
    televisione con il telecomando", "ha impastato la pizza con la farina"), so the laws of the tool role
    (tool_works, tool_device_on, acted_on_free, exists_when_used) hold for it; "con l'acqua rimasta nel
    secchio" also names the container it is taken from (source role: rule source_holds)."""
    if reading.fillers.get("tool") or reading.pattern.startswith("SUBJ"):
        return
    taken = [set(e.casefold().split()) for ents in reading.fillers.values() for e in ents]
    for k, tok in enumerate(body):
        prep = lex.preps.get(("it", tok.low))
        if prep not in _ON_SORTS_IT:
            continue
        phrase: list[Token] = []
        for nxt in body[k + 1:]:
            if lex.is_word("it", nxt.low, "split") or (lex.is_word("it", nxt.low, "stop") and nxt.low not in ("di", "d")) \
                    or nxt.low in _LEFT_IN_IT:
                break
            phrase.append(nxt)
        if not phrase or any(t.text[:1].isupper() for t in phrase) or any(res.is_person_word(t) for t in phrase):
            continue
        things = [e for e in res.things(phrase, remember=False)[0] if e not in res.persons and not _overlaps(e, taken)]
        tools = [e for e in things if any(has_sort(e, sort, lex.kinds.get(sort, set()), "it") for sort in _ON_SORTS_IT[prep])]
        if not tools:
            continue
        reading.fillers["tool"] = tools[:1]
        rest = body[k + 1 + len(phrase):]
        if rest and rest[0].low in _LEFT_IN_IT and len(rest) > 2 and lex.preps.get(("it", rest[1].low)) == "in" \
                and "src" not in reading.fillers:
            src = [e for e in res.things(_up_to_preposition(lex, "it", rest[2:]), remember=False)[0] if e not in res.persons]
            if src:
                reading.fillers["src"] = src[:1]
        return


def _lid_closes_its_container_it(lex: Lexicon, res: "_Resolver", reading: Reading) -> None:
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
                        and not lex.is_word("it", e.split()[0], "lid") and _of_sorts(e, ("container",), "it")),
                       key=lambda e: -res.recency[e])[:1]
    if not found and owner:
        found = [res._new_entity(owner.split())]  # "il tappo della bottiglia": the bottle, named here first
    if found and found[0]:
        reading.fillers["obj"] = [found[0]]  # the lid's state is the container's: one thing opened or closed


def _returns_home_it(lex: Lexicon, res: "_Resolver", reading: Reading) -> None:
    """ "È tornato a Bologna": going back to a named town is going home (rule far_from_home ends the trip
    there); the town is then the home the story names."""
    verb = reading.pattern.split()[0] if reading.pattern else ""
    to = reading.fillers.get("to", [])
    if not reading.action == "go" or not lex.is_word("it", verb, "return") or len(to) != 1 or to[0] not in res.places:
        return
    res.places.remove(to[0])
    home = next((e for e in res.entities if e.casefold() in ("casa", "home")), None) or res._new_entity(["casa"])
    reading.fillers["to"] = [home]


def _phrases_named_it(lex: Lexicon, res: "_Resolver", body: Sequence[Token], reading: Reading) -> list[str]:
    """Things an understood Italian clause names in a prepositional phrase outside its pattern's roles ("ha
    innaffiato i gerani sul balcone di casa"): they are named, as the parser reader's roles are (mentioned/3:
    a room of the home named while away, rule far_from_home)."""
    taken = [set(e.casefold().split()) for ents in reading.fillers.values() for e in ents]
    out: list[str] = []
    for k, tok in enumerate(body):
        if lex.preps.get(("it", tok.low)) not in ("in", "su", "a", "da"):
            continue
        phrase: list[Token] = []
        for nxt in body[k + 1:]:
            if lex.is_word("it", nxt.low, "split") or (lex.is_word("it", nxt.low, "stop") and nxt.low not in ("di", "d")):
                break
            phrase.append(nxt)
        if not phrase or any(t.text[:1].isupper() or res.is_person_word(t) for t in phrase) \
                or all(res._function_word(t.low) for t in phrase):
            continue
        for e in res.things(phrase, remember=False)[0]:
            if e not in res.persons and not _overlaps(e, taken) and e not in out:
                out.append(e)
    return out


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


_IT_PARTICIPLE = re.compile(r"(?:at|ut|it|ott|olt|ers|ess|ott|ott|ent|ust)([oaie])$")


def _agrees_it(entity: str, body: Sequence[Token]) -> bool:
    """Whether a thing may be the unsaid subject of a clause by gender: "si è rotta" is about a feminine thing
    ("la caraffa"), "si è rotto" a masculine one ("il vaso"); a noun or participle of no clear gender agrees."""
    head = entity.split()[0].casefold() if entity.split() else ""
    noun = "f" if head.endswith("a") else "m" if head.endswith("o") else ""
    for tok in body:
        m = _IT_PARTICIPLE.search(tok.low)
        if m and len(tok.low) > 4:
            told = "f" if m.group(1) in "ae" else "m"
            return not noun or noun == told
    return True


def _thing_named_in(res: "_Resolver", clause: Sequence[Token]) -> Optional[str]:
    """The thing a clause names last, when no person is named after it ("Lucia ha fatto cadere la caraffa" ->
    the caraffa; "ha prestato la bici a Luca" -> none: Luca comes last)."""
    for k in range(len(clause) - 1, -1, -1):
        tok = clause[k]
        if any(tok.low == p.casefold() or tok.low in p.casefold().split() for p in res.persons) \
                or (k > 0 and res.is_person_word(tok)):
            return None
        if res._function_word(tok.low) or tok.lemma in res.lex.verbs.get(res.lang, ()):
            continue
        found = [e for e in res.entities if e not in res.persons and tok.low in e.casefold().split()]
        if found:
            return max(found, key=lambda e: res.recency.get(e, -1))
    return None


def _last_person_named(res: "_Resolver", clause: Sequence[Token]) -> Optional[str]:
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


def _begun(lex: Lexicon, lang: str, prev_clause: Sequence[Token], body: Sequence[Token], reading: Reading) -> bool:
    """Whether the action is only begun: "started to fix", "began fixing", "cominciò a riparare"."""
    verb_at = next((k for k, tok in enumerate(body) if reading.pattern.split()[0] in tok.forms), None)
    before = list(body[:verb_at]) if verb_at is not None else []
    if body and body[0].low in ("to", "a", "di") and prev_clause:
        before = list(prev_clause[-2:]) + before
    return any(lex.is_word(lang, f, "inceptive") for tok in before for f in tok.forms)


def _match_clause(lex: Lexicon, lang: str, res: "_Resolver", patterns: list[Pattern], body: Sequence[Token], t: int,
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
        reading = _reading(res, pat, spans, t, c, text, actor)
        if reading is not None:
            return reading
        if res.lang == "en" and not res.names_by_capital:
            # a pattern tried and given up leaves no trace: "it" still stands for what the story named last
            res.last_thing, res.last_person = last_thing, last_person
    return None


def _reading(res: _Resolver, pat: Pattern, spans: dict[str, list[Token]], t: int, c: int, text: str,
             actor: Optional[str]) -> Optional[Reading]:
    reading = Reading(t, c, text, pat.action, pat.text())
    subject = spans.get("_subject", [])
    if "subj" in spans:
        # "it did not work": the auxiliary is no part of the thing named
        subj = [tok for tok in spans["subj"] if not res.lex.is_word(res.lang, tok.low, "aux")]
        things, all_of, described = res.things(subj) if [tok.text for tok in subj] != [_ELIDED.text] else ([], False, [])
        if res.elided_thing is not None and [tok.text for tok in subj] == [_ELIDED.text]:
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
        who = who or actor or res.last_person
        if who:
            reading.fillers["actor"] = [who]
    for slot in ("dest", "src", "tool", "to", "from", "via", "obj"):
        if slot not in spans:
            continue
        span = spans[slot]
        if res.lang == "en" and not res.names_by_capital:
            # "put three bottles of water from the crate in the door": the phrase ends where a role of its own
            # begins (the crate is where they come from, read by _source_from_roles), "of" aside
            cut = next((k for k, tok in enumerate(span) if k and tok.low != "of"
                        and res.lex.is_word(res.lang, tok.low, "stop")
                        and not res.lex.is_word(res.lang, span[k - 1].low, "det")), None)
            span = span[:cut] if cut is not None else span
        first = span[0] if span else None
        if first is not None and res.lang == "en" and first.low.endswith("ing") and first.lemma != first.low:
            return None  # "started looking up ...": a verb, not a thing ("the washing machine" is one)
        words = [tok for tok in span if not res._function_word(tok.low)]
        if res.lang == "it" and words and all(tok.low.endswith("re") and any(f in res.lex.verbs.get("it", ()) for f in tok.forms)
                                              for tok in words):
            return None  # "l'ha lasciata raffreddare": a verb, not a thing or a place
        things, all_of, described = res.things(span, remember=slot == "obj" or "obj" not in spans) \
            if [t.text for t in span] != [_THERE.text] else ([res.there_thing], False, [])
        if slot == "obj" and things:
            things = _pronoun_of_sort(res, pat.action, span, things)
        if not things and slot == "to" and res.lang == "en" and len(span) == 1 \
                and span[0].low in ("her", "him", "them", "me", "us"):
            continue  # "gave it to her": to a person, left unnamed (no gender is tracked)
        if not things:
            return None
        role = slot
        if slot == "to" and res.lang == "it" and "per" in pat.items and not any(t.text[:1].isupper() for t in span) \
                and not any(_of_sorts(e, ("place", "room"), "it") for e in things):
            return None  # "partire per il weekend", "per le vacanze": what for, not where to
        if slot == "to" and res.lang == "it" and res.open_list:
            # "è partito per Napoli": a name after the preposition is a town or country, not a person
            res.places.extend(e for e, tok in zip(things, span) if len(things) == 1 and len(span) == 1
                              and tok.text[:1].isupper() and e not in res.persons and e not in res.places)
        reading.fillers[role] = things
        reading.described.extend(described)
        if all_of:
            reading.all_of.add(role)
        if span and (res.lex.is_word(res.lang, span[0].low, "definite") or span[0].text == _ELIDED.text):
            reading.definite.add(role)
    verb = next((x for x in pat.items if not x.startswith("<")), "")
    sort = res.lex.object_sorts.get((res.lang, pat.action, verb))
    if sort is not None and not all(has_sort(e, sort, res.lex.kinds.get(sort, set()), res.lang)
                                    for e in reading.fillers.get("obj", [])):
        return None  # "ran a bath": "run" switches on only a device
    home = [x for x in pat.items if x in ("home", "casa")]
    if home and "to" not in reading.fillers:
        # "came back home": the house named before, unless it was named as someone else's ("his aunt's house")
        reading.fillers["to"] = [next((e for e in res.entities if e.casefold() in ("home", "house", "casa")
                                       and e not in res.someone_elses), home[0])]
    return reading


def _pronoun_of_sort(res: _Resolver, action: str, span: Sequence[Token], things: list[str]) -> list[str]:
    """A lone pronoun as the object of an action done to one sort of thing (kb pronoun_sort/3: switching
    on a device) stands for the thing of that sort named last, when the thing named last is not of it."""
    sort = res.lex.pronoun_sorts.get((res.lang, action))
    # "it", or a portion of it ("every last crumb of it": the portion words are det words)
    content = [t for t in span if not any(res.lex.is_word(res.lang, t.low, c) for c in ("det", "all"))
               and t.low not in ("of", "di")]
    if sort is None or len(content) != 1 or not res.lex.is_word(res.lang, content[0].low, "pronoun"):
        return things
    if _of_sorts(things[0], (sort,), res.lang):
        return things
    # a thing an earlier clause did something to comes before one only named ("to answer the phone")
    earlier = sorted((e for e in res.recency if e not in res.persons and _of_sorts(e, (sort,), res.lang)),
                     key=lambda e: (e not in res.acted_on, -res.recency[e]))
    if not earlier:
        return things
    res.last_thing = earlier[0]
    res.recency[earlier[0]] = max(res.recency.values(), default=0) + 1
    return [earlier[0]]


# --- English: clause frames from the parser, read by the same kb patterns ------------------------------

IMPERATIVE_ACTOR = "you"  # who carries out a plan told as commands ("Take the box ...")
FIRST_PERSON_ACTOR = "I"


def _frame_tokens(words: Sequence[Word]) -> list[Token]:
    out = []
    for w in words:
        text = w.text
        forms = set(verb_forms(text, "en"))
        if w.pos in ("VERB", "AUX") or w.lemma in ("be", "have", "do"):
            forms.add(w.lemma)
        out.append(Token(text, text.lower(), lemma(text, "en"), frozenset(forms)))
    return out


def _names_in(doc, res: "_Resolver") -> None:
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


def _read_english(lex: Lexicon, sentences: Sequence[str], entities: Sequence[str],
                  persons: Sequence[str]) -> StoryReading:
    from solver.language.english import parse_story

    from solver.actions.inchoative import inchoative_frame
    from solver.actions.intensifiers import plain
    from solver.actions.secondary import read_depictive, rewrite_frame, secondary_predicates

    docs = parse_story([plain(s) for s in sentences])  # "fell fast asleep" read as "fell asleep"
    named = [e for e in entities if e.strip()]
    res = _Resolver(lex, "en", named, [p for p in persons if p.strip()])
    res.names_by_capital = False
    result = StoryReading(lang="en", entities=res.entities, persons=res.persons)
    patterns = lex.patterns.get("en", [])
    for t, doc in enumerate(docs):
        _names_in(doc, res)
        actor: Optional[str] = None
        predicates = secondary_predicates(doc, frozenset(lex.adjectives.get("en", ())))
        for frame in filter(None, (rewrite_frame(f, predicates, doc) for f in english_frames(doc, t))):
            frame = inchoative_frame(lex, res, frame, doc)  # "the door opened": the door is what was opened
            result.frames.append(frame)
            # "had only one egg", "there was a single match", "(had) one egg left": what there is, not a use
            res.telling_stock = frame.verb in ("have", "be") or (frame.verb == "leave" and not frame.objects)
            res.clause_start, res.clause_last = max(res.recency.values(), default=0), res.last_thing
            reading = read_depictive(res, frame, predicates, result, _frame_tokens, Reading) \
                or _read_frame(lex, res, patterns, frame, actor, result)
            res.telling_stock = False
            if reading is not None:
                actor = reading.fillers["actor"][0] if reading.fillers.get("actor") else actor
    result.entities = res.entities
    result.persons = res.persons
    result.another_of = list(res.another)
    result.named_as_last = [e for e in res.entities if e in res.exhausted and e not in res.second_ones]
    return result


def _common_noun_person(tok) -> bool:
    """A common noun for people (the buyer, the twins) that is the subject of a verb, after an article or a
    possessive: it acts as a name does. A capitalised first word is left to the name test."""
    return tok.pos_ == "NOUN" and tok.dep_ in ("nsubj", "nsubjpass") and tok.head.pos_ in ("VERB", "AUX") \
        and tok.text.islower() and any(c.dep_ in ("det", "poss") for c in tok.children) and is_person(tok.lemma_.lower())


def _frame_actor(res: "_Resolver", frame: Frame) -> Optional[str]:
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


def _read_frame(lex: Lexicon, res: "_Resolver", patterns: list[Pattern], frame: Frame, actor: Optional[str],
                result: StoryReading) -> Optional[Reading]:
    t, c, text = frame.sentence, frame.index, frame.text
    before = res.last_thing  # what "its" stands for in this clause (solver.actions.state_reports.to_owner)
    words = _outsider_as_passive(lex, frame) or list(frame.words)
    if frame.mode == FAILED and not frame.negated:
        verb_at = next((k for k, w in enumerate(words) if w.lemma == frame.verb), 0)
        words = words[:verb_at] + [Word("not", "not", -1)] + words[verb_at:]
    body = _frame_tokens(words)
    if not body:
        return None
    own_actor = _frame_actor(res, frame)
    if own_actor is not None:
        body = [tok for tok in body if tok.low not in FIRST_PERSON] if not frame.imperative else body
        actor = own_actor
    named = _mentions(res, frame, body)
    negated = frame.negated or frame.mode == FAILED
    if named and not negated:  # a thing named in a clause that is told (even only wanted) is there to be named
        result.mentioned.setdefault(t, [])
        result.mentioned[t].extend(e for e in named if e not in result.mentioned[t])
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
            resisted = _frame_tokens(list(frame.objects[0]) + [Word("not", "not", -1)] + verb + particle)
            reading = _match_clause(lex, "en", res, patterns, resisted, t, c, text, actor, True)
        if reading is None:
            reading = _match_clause(lex, "en", res, patterns, body, t, c, text, actor, True)
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
    reading = _light_verb(lex, res, frame, t, c, text, actor)
    if reading is None:
        reading = _match_clause(lex, "en", res, patterns, body, t, c, text, actor, False)
    if reading is None:
        reading = _by_verb_class(res, frame, t, c, text, actor)
    if reading is None:
        reading = _done_with(res, frame, t, c, text, actor, result)
    if reading is not None and not reading.pattern.startswith("SUBJ") and _vehicle_subject(res, frame):
        reading = None  # "the train left", "the bus stopped": the vehicle did it, not the person named before
    if reading is None:
        reading = _state_report(res, frame)
    if reading is None:
        result.not_understood.append(NotUnderstood(t, c, text, "no pattern matches", named))
        subject = res.things(_frame_tokens(frame.subject), remember=False)[0] if frame.subject else []
        subject = [e for e in subject if e not in res.persons]
        # "kept flashing red": a colour or other describing word after the verb names no thing
        noun_object = frame.objects and any(w.pos in ("NOUN", "PROPN", "PRON") for w in frame.objects[0])
        obj = res.things(_frame_tokens(frame.objects[0]), remember=False)[0] if noun_object else []
        obj = [e for e in obj if e not in res.persons]
        if obj:  # "fold the blanket and pack it into a box": "it" is what the unread clause acted on
            res.last_thing = obj[0]
        elif subject:  # "the toothbrush kept flashing, and it would not turn on": "it" is the toothbrush
            res.last_thing = subject[0]
        described = res.descriptions(body)
        if frame.copular:
            described += _copular_states(lex, res, frame, body)
        if described:  # "Mia's socks are muddy", "the jar is empty": what is said of a thing holds
            result.readings.append(Reading(t, c, text, "describe", "(a describing word)", {}, set(), described))
        return None
    _set_actor(reading, own_actor)
    # the things the story named before this clause (mentioned in earlier sentences, or filling a reading)
    named_before = frozenset({e for k, es in result.mentioned.items() if k < t for e in es}
                             | {e for r in result.readings for es in r.fillers.values() for e in es})
    _another_one_acquired(lex, res, frame, reading, named_before)
    if frame.objects:
        _new_supply_in(lex, res, _frame_tokens(frame.objects[0]), reading)
    _report_owner(res, frame, reading, before)
    _instrument_from_roles(res, frame, reading, named_before)
    _source_from_roles(res, frame, reading)
    _owner_as_source(res, frame, reading)
    if frame.mode == BEGUN:
        reading.begun = True
    result.readings.append(reading)
    res.acted_on.update(e for role, ents in reading.fillers.items() if role != "actor" for e in ents)
    return reading


def _another_one_acquired(lex: Lexicon, res: "_Resolver", frame: Frame, reading: Reading,
                          named_before: frozenset) -> None:
    """ "My pen ran out of ink. I borrowed a pen from a colleague": one cannot buy, borrow or make the thing one
    already has, so "a pen" acquired (an action after which its object exists, kb effect(A,obj,exist,1)) after
    the story named a pen is another pen; "her pen" then names the new one."""
    if reading.action not in lex.brings_into_being or not frame.objects or len(reading.fillers.get("obj", [])) != 1:
        return
    phrase = frame.objects[0]
    if not phrase or phrase[0].lemma.lower() not in ("a", "an"):
        return
    old = reading.fillers["obj"][0]
    if old not in named_before or old in res.persons:
        return
    new = res._new_entity(["another", old.split()[-1]])
    if new is None or new == old:
        return
    reading.fillers["obj"] = [new]
    if (new, old) not in res.another:
        res.another.append((new, old))
    res.recency[new] = max(res.recency.values(), default=0) + 1
    res.last_thing = new


def _new_supply_in(lex: Lexicon, res: "_Resolver", phrase: Sequence[Token], reading: Reading) -> None:
    """ "Ate all the ice cream; the next day mum bought a new tub", "hanno finito il latte e ha comprato un cartone
    nuovo": a container (kb kind vessel) bought or made and told new, its contents unsaid, after all or the last
    of a thing was used, holds a new supply of that thing. The supply is a thing of its own (another_of the one
    used up), bought with its container, and a later "the ice cream" names it as the one named last."""
    objs = reading.fillers.get("obj", [])
    if reading.action not in lex.brings_into_being or len(objs) != 1 or not res.exhausted:
        return
    vessel = objs[0]
    words = vessel.split()
    told_new = _ANOTHER | _ANOTHER_IT
    container = words[0] if res.lang == "it" else words[-1]
    # a container named only by its own noun ("a new carton", "una vaschetta nuova"), not "a new carton of juice"
    if vessel in res.persons or container not in lex.kinds.get("vessel", set()) \
            or any(w != container and w not in told_new for w in words) or not any(t.low in told_new for t in phrase) \
            or any(t.low in ("of", "di", "d") for t in phrase):
        return
    used = sorted((e for e in res.exhausted if e != vessel and e not in res.persons), key=lambda e: -res.recency.get(e, 0))
    if not used:
        return
    head = used[0].split()[0] if res.lang == "it" else used[0].split()[-1]
    supply = res._new_entity([head, "nuovo"] if res.lang == "it" else ["new", head])
    if supply is None or supply == used[0]:
        return
    reading.fillers["obj"] = [vessel, supply]
    if (supply, used[0]) not in res.another:
        res.another.append((supply, used[0]))
    res.recency[supply] = max(res.recency.values(), default=0) + 1


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


def _state_report(res: "_Resolver", frame: Frame) -> Optional[Reading]:
    """A thing's new state told with the thing as subject ("the mirror splintered", "the milk was a block
    of ice"): solver.actions.state_reports over kb/actions/reports.lp."""
    from solver.actions.state_reports import state_report

    return state_report(res, frame, _frame_tokens, Reading)


# Actions whose object may be a part that carries its owner's state ("charged the battery": the phone).
_OWNER_ACTIONS = frozenset({"plug_in", "unplug"})


def _report_owner(res: "_Resolver", frame: Frame, reading: Reading, before: Optional[str]) -> None:
    """A report about a battery or a lid is about the device or container it belongs to."""
    if not (reading.pattern.startswith("SUBJ") or reading.action in _OWNER_ACTIONS):
        return
    from solver.actions.state_reports import to_owner

    to_owner(res, frame, reading, before, _frame_tokens)


# Prepositions that name what an action is done with or on, when that thing is a tool (an instrument, a
# camera) or an electric device: "made an espresso with the coffee machine", "watched the film on TV",
# "played a tune on the harmonica".
_INSTRUMENT_PREPS = {"with": ("tool", "device"), "using": ("tool", "device"), "on": ("device", "tool")}


def _instrument_from_roles(res: "_Resolver", frame: Frame, reading: Reading,
                           named_before: frozenset = frozenset()) -> None:
    """The instrument role of any action, read from the clause's prepositional phrases when its pattern
    names none: the laws of the tool role (tool_works, tool_device_on) then hold for verbs nobody listed
    with an instrument. A thing of the tool or device sort counts (not "with cream", "on the table"), and
    with / using also a thing the story named before ("wiped the table with the old towel")."""
    if reading.fillers.get("tool") or reading.pattern.startswith("SUBJ"):
        return
    taken = [set(e.casefold().split()) for ents in reading.fillers.values() for e in ents]
    for prep, sorts in _INSTRUMENT_PREPS.items():
        for phrase in frame.roles.get(prep, []) + frame.object_roles.get(prep, []):
            things = [e for e in res.things(_frame_tokens(phrase), remember=False)[0]
                      if e not in res.persons and not _overlaps(e, taken)]
            # a thing named again by its noun ("with it" may stand for anything named last)
            named = prep in ("with", "using") and any(w.pos in ("NOUN", "PROPN") for w in phrase)
            tools = [e for e in things if _of_sorts(e, sorts, res.lang) or named and e in named_before]
            if tools:
                reading.fillers["tool"] = tools[:1]
                return


def _source_from_roles(res: "_Resolver", frame: Frame, reading: Reading) -> None:
    """The source role of any action, from a from / out of phrase naming a container when the pattern names
    none ("a spoonful of sugar from the jar", "water from the kettle"): what is taken from it needs it
    to hold something (rule source_holds)."""
    if reading.fillers.get("src") or reading.pattern.startswith("SUBJ"):
        return
    taken = [set(e.casefold().split()) for ents in reading.fillers.values() for e in ents]
    for prep in ("from", "out of"):
        for phrase in frame.roles.get(prep, []) + frame.object_roles.get(prep, []):
            things = [e for e in res.things(_frame_tokens(phrase), remember=False)[0]
                      if e not in res.persons and not _overlaps(e, taken)]
            sources = [e for e in things if _of_sorts(e, ("container",), res.lang)]
            if sources:
                reading.fillers["src"] = sources[:1]
                return


def _light_verb(lex: Lexicon, res: "_Resolver", frame: Frame, t: int, c: int, text: str,
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
    who = _frame_actor(res, frame) or (res.person(_frame_tokens(frame.subject)) if frame.subject else None) \
        or actor or res.last_person
    if who:
        reading.fillers["actor"] = [who]
    return reading


def _done_with(res: "_Resolver", frame: Frame, t: int, c: int, text: str,
               actor: Optional[str], result: StoryReading) -> Optional[Reading]:
    """A clause no pattern or verb class reads that names what it is done with ("scrolled through the news on
    my phone", "paid with cash from my wallet", "splashed each other with its water"): whatever the verb, the
    thing is used (action use_instrument), so the laws of the tool role hold for it (it must be there, free,
    working, and a device on). With / using: a thing the story named before or one of a physical sort; on:
    a device or a tool (not "on the table")."""
    subject = _frame_tokens(frame.subject)
    last_person = res.last_person
    who = _frame_actor(res, frame) or (res.person(subject) if subject else None)
    res.last_person = last_person  # asking who it is changes no one's turn unless the clause is read
    nouns = [w for w in frame.subject if w.pos == "NOUN" and w.text.islower()]
    if who is None and nouns and not is_person(nouns[-1].lemma.lower()):
        return None  # "a moth landed on her lamp": no person does it (a name the parser missed still may)
    who = who or actor or res.last_person
    for prep, sorts in res.lex.instrument_preps.get(res.lang, {}).items():
        place_classes = res.lex.place_verb_classes.get((res.lang, prep), set())
        if place_classes and _verb_lexname(frame.verb) in place_classes:
            continue
        for phrase in frame.roles.get(prep, []) + frame.object_roles.get(prep, []):
            if not any(w.pos in ("NOUN", "PROPN") for w in phrase):
                continue  # "with it": a pronoun may stand for anything named last
            toks = _frame_tokens(phrase)
            known_before = {e for k, es in result.mentioned.items() if k < t for e in es}
            known_before |= {e for r in result.readings for es in r.fillers.values() for e in es}
            things = [e for e in res.things(toks, remember=False)[0] if e not in res.persons]
            used = [e for e in things if (_of_sorts(e, sorts, res.lang) if sorts else
                                          e in known_before or bool(_physical_sorts(e, res.lang)))]
            if not used:
                continue
            reading = Reading(t, c, text, "use_instrument", f"{frame.verb} ... {prep} TOOL", {"tool": used[:1]})
            if who:
                reading.fillers["actor"] = [who]
                if who in res.persons:
                    res.last_person = who
            # what it is done to, when the clause names a thing ("served the tart with cream")
            if frame.objects and any(w.pos in ("NOUN", "PROPN", "PRON") for w in frame.objects[0]):
                done_to, all_of, described = res.things(_frame_tokens(frame.objects[0]))
                done_to = [e for e in done_to if e not in res.persons and e not in used]
                if done_to:
                    reading.fillers["obj"] = done_to
                    reading.described.extend(described)
                    if all_of:
                        reading.all_of.add("obj")
            return reading
    return None


_USABLE_SORTS = frozenset({"tool", "device", "container", "food", "drink", "liquid", "clothing", "document", "vehicle"})


def _verb_lexname(verb: str) -> Optional[str]:
    try:
        from solver.language.sorts import verb_lexname

        return verb_lexname(verb)
    except Exception:  # noqa: BLE001 - WordNet missing: unknown
        return None


def _concrete_noun(word: str) -> bool:
    """Whether an English noun names a concrete thing ("balloon", "wrench"; not "time", "party"), the kind
    "a new one" can stand for (solver.language.sorts, from the cached WordNet table). Without WordNet every
    noun counts."""
    try:
        from solver.language.sorts import is_concrete

        return is_concrete(word)
    except Exception:  # noqa: BLE001 - WordNet missing: every noun counts
        return True


def _physical_sorts(entity: str, lang: str) -> frozenset:
    """The sorts of a thing one can do something with (not a person, an animal nor a place)."""
    try:
        from solver.language.sorts import sorts_of

        words = entity.casefold().split()
        found = set(sorts_of(" ".join(words), lang)) | set(sorts_of(words[-1], lang))
        return frozenset(found & _USABLE_SORTS)
    except Exception:  # noqa: BLE001 - WordNet missing: none
        return frozenset()


def _owner_as_source(res: "_Resolver", frame: Frame, reading: Reading) -> None:
    """ "splashed each other with its water", "filled the can with their rainwater": what "its" names the
    contents of is the container named last (not a filler of the clause), and they are taken from it: it
    must hold them (rule source_holds)."""
    if reading.fillers.get("src") or reading.pattern.startswith("SUBJ"):
        return
    phrases = frame.roles.get("with", []) + frame.object_roles.get("with", [])
    if not any(w.text.lower() in ("its", "their") for p in phrases for w in p):
        return
    fillers = {e for ents in reading.fillers.values() for e in ents}
    owners = sorted((e for e in res.recency if e not in fillers and e not in res.persons
                     and _of_sorts(e, ("container",), res.lang)), key=lambda e: -res.recency[e])
    if owners:
        reading.fillers["src"] = owners[:1]


def _overlaps(entity: str, taken: Sequence[set[str]]) -> bool:
    """Whether an entity's words are within a filler's ("lamp" in "lamp read"), or a filler's within its with the
    same head ("lamp" in "kitchen lamp"; "sugar" is not the "sugar jar" it is taken from)."""
    words = set(entity.casefold().split())
    head = entity.casefold().split()[-1] if words else ""
    return any(words <= t or t <= words and head in t for t in taken)


def _of_sorts(entity: str, sorts: Sequence[str], lang: str) -> bool:
    """Whether an entity's whole name or head noun is of one of `sorts` by WordNet (False without it)."""
    try:
        from solver.language.sorts import sorts_of

        words = entity.casefold().split()
        heads = dict.fromkeys([" ".join(words), words[-1] if lang == "en" else words[0]])
        return any(k in sorts_of(h, lang) for h in heads for k in sorts)
    except Exception:  # noqa: BLE001 - WordNet missing: no instrument read from a preposition
        return False


def _mentions(res: "_Resolver", frame: Frame, body: Sequence[Token]) -> list[str]:
    """The story's things a clause names: the listed entities it spells out, and its objects and
    prepositional phrases resolved (a thing first named here becomes an entity)."""
    out = list(res.named_in(body))
    for phrase in list(frame.objects) + [p for ps in frame.roles.values() for p in ps] + [frame.subject]:
        if not phrase:
            continue
        things, _, _ = res.things(_frame_tokens(phrase), remember=False)
        out.extend(e for e in things if e not in out and e not in res.persons)
    existing = _existential_phrase(frame)
    if existing:  # "There was a single match left": the thing said to be there is named
        things, _, _ = res.things(_frame_tokens(existing), remember=False)
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


# Which role a preposition introduces when a verb is read by its class rather than by a pattern.
_PREP_ROLES = {"in": "dest", "into": "dest", "on": "dest", "onto": "dest", "inside": "dest", "under": "dest",
               "from": "src", "out of": "src", "off": "src", "with": "tool", "to": "to"}


def _by_verb_class(res: "_Resolver", frame: Frame, t: int, c: int, text: str,
                   actor: Optional[str]) -> Optional[Reading]:
    """A verb no pattern lists, read as the action of its nearest WordNet hypernym ("devoured the cake" is
    an eating); the pattern names the path walked, so the trace shows why."""
    if frame.copular or not frame.objects:
        return None
    things, all_of, described = res.things(_frame_tokens(frame.objects[0]), remember=False)
    things = [e for e in things if e not in res.persons]
    if not things:
        return None
    action, path = verb_action(frame.verb, things[0], res.lang)
    if action is None:
        return None
    res.last_thing = things[-1]
    reading = Reading(t, c, text, action, f"{frame.verb} OBJ (WordNet: {' > '.join(path)})", {"obj": things},
                      {"obj"} if all_of else set(), described)
    who = _frame_actor(res, frame) or (res.person(_frame_tokens(frame.subject)) if frame.subject else None) \
        or actor or res.last_person
    if who:
        reading.fillers["actor"] = [who]
    for prep, phrases in frame.roles.items():
        role = _PREP_ROLES.get(prep)
        if role is None or role in reading.fillers:
            continue
        ents = [e for p in phrases for e in res.things(_frame_tokens(p), remember=False)[0]]
        if ents:
            reading.fillers[role] = ents
    return reading


def _vehicle_subject(res: "_Resolver", frame: Frame) -> bool:
    """Whether the clause's subject is a vehicle (WordNet sort): what it does is not its passengers' action."""
    if not frame.subject or frame.imperative:
        return False
    words = [w for w in frame.subject if w.pos in ("NOUN", "PROPN")]
    if not words or any(w.entity == "PERSON" for w in words):
        return False
    try:
        from solver.language.sorts import sorts_of

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


def _set_actor(reading: Reading, actor: Optional[str]) -> None:
    if actor is not None and "actor" in reading.fillers:
        reading.fillers["actor"] = [actor]


def _copular_states(lex: Lexicon, res: "_Resolver", frame: Frame, body: Sequence[Token]) -> list[tuple[str, str]]:
    """ "The jar is empty": the subject described by the words after the copula."""
    from solver.actions.secondary import predicate_tables, state_fits

    if not frame.subject:
        return []
    things, _, _ = res.things(_frame_tokens(frame.subject))
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
