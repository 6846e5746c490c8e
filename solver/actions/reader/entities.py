"""Noun phrases resolved to a story's entities: the things and people named, the last ones named, new
things of a kind named before (coreference).
"""
from __future__ import annotations

from typing import Optional, Sequence

from solver.actions.lexicon import Lexicon
from solver.language import lemma
from solver.language.parts import is_part_of
from solver.actions.reader.results import StoryReading
from solver.actions.reader.tokens import Token, WORD
from solver.actions.reader import english_words, italian_words


class Resolver:
    """Noun phrases -> story entities, remembering the last thing and person mentioned."""

    def __init__(self, lex: Lexicon, lang: str, entities: Sequence[str], persons: Sequence[str]) -> None:
        self.lex, self.lang = lex, lang
        self.open_list = not entities  # text only: entities are made from the nouns read
        self.entities: list[str] = [e.strip() for e in entities if e.strip()]
        self.persons = [p.strip() for p in persons if p.strip()]
        self.last_thing: Optional[str] = None
        self.last_person: Optional[str] = self.persons[0] if self.persons else None
        self.words = {e: self.entity_words(e) for e in self.entities}
        self.names_by_capital = True  # the pattern reader's guess; the parser reader names people itself
        self.recency: dict[str, int] = {}  # entity -> when it was last named (for definite phrases)
        self.another: list[tuple[str, str]] = []  # ("fresh filter", "coffee filter"): a new one of the same kind
        self.acted_on: set[str] = set()  # things an understood, done clause acted on so far
        self.exhausted: set[str] = set()  # things named with "all" or "the last" ("ate all the strawberries")
        self.second_ones: set[str] = set()  # things named as new or other ones of a kind named before
        self.told_new: set[str] = set()  # things named with a word that tells them new ("a fresh loaf", "another vase")
        self.telling_stock = False  # the clause read tells what there is or what one has ("had only one egg")
        # Italian "..., che si è rotta", "... e si è rotto": a clause with no subject of its own is about the thing
        # the clause before it named last (set by read_story for such a clause only)
        self.elided_thing: Optional[str] = None
        self.places: list[str] = []  # Italian: a capitalised name a person travels to ("per Napoli"), no person
        self.there_thing: Optional[str] = None  # Italian "ci ha messo la torta": the place "ci" stands for
        self.part_owners: dict[str, str] = {}  # a battery, a lid -> the device or container it belongs to
        self.called: dict[str, str] = {}  # Italian "un orsetto di nome Bruno": "orsetto" -> "Bruno" (one character)
        self.someone_elses: set[str] = set()  # things named as another's ("his grandmother's house"): no one's home
        self.clause_start = 0  # the recency count when the clause being read began (what was named before it)
        self.clause_last: Optional[str] = None  # the thing named last (an object first) when that clause began

    def record_into(self, result: StoryReading) -> None:
        """Hand what the resolution found over the whole story (its entities, people, things told new or another,
        the last ones used up) to the story's reading: both readers (English frames, pattern reading) end so."""
        result.entities = self.entities
        result.persons = self.persons
        result.another_of = list(self.another)
        result.named_as_last = [e for e in self.entities if e in self.exhausted and e not in self.second_ones]
        result.someone_elses = sorted(self.someone_elses)
        result.told_new = sorted(self.told_new)

    def entity_words(self, entity: str) -> list[str]:
        return [lemma(w, self.lang) for w in WORD.findall(entity)] or [entity.casefold()]

    def head(self, words: Sequence[str]) -> str:
        if self.lang == "it":
            # "la vecchia spugna": a describing word Italian puts before its noun is not the head
            nouns = [w for w in words if not self.lex.is_word("it", w, "pre_adjective")]
            return (nouns or list(words))[0]
        of_at = next((k for k, w in enumerate(words) if k and self.of_word(w, elided=False)), None)
        if self.open_list and of_at is not None and of_at + 1 < len(words):
            return words[of_at - 1]  # "outer leaves of cabbage" (named so by _match): the leaves
        return words[-1]

    def is_person_word(self, tok: Token) -> bool:
        # A name is capitalised and no verb form ("Ho", a form of "avere", is no name).
        if not self.names_by_capital:
            return any(tok.low == p.casefold() for p in self.persons)
        if self.lang == "it" and italian_words.person_noun(self, tok):
            return True  # "la mamma", "mio fratello": a word for people acts as a name does
        return tok.text[:1].isupper() and not self.function_word(tok.low) and not self.lex.is_word(self.lang, tok.low, "aux") \
            and not self.lex.is_word(self.lang, tok.lemma, "aux_lemma") and tok.lemma not in self.lex.verbs.get(self.lang, ())

    def person(self, toks: Sequence[Token]) -> Optional[str]:
        """The person a subject names (a name, or a pronoun for the last person)."""
        for tok in toks:
            for p in self.persons:
                if tok.low == p.casefold() or tok.low in p.casefold().split():
                    self.last_person = p
                    return p
        # "a Milano suo figlio Matteo", "per Napoli": a name after a preposition is a place, not who acts (Italian)
        names = [t for k, t in enumerate(toks) if self.is_person_word(t) and not self.function_word(t.low)
                 and not (self.lang == "it" and k and self.lex.is_word("it", toks[k - 1].low, "stop")
                          and t.text[:1].isupper() and t.low not in (p.casefold() for p in self.persons))]
        for tok in toks:
            # a pronoun for the last person ("lui", "she"); Italian "la nonna si addormentò": the noun, not "si"
            if self.lex.is_word(self.lang, tok.low, "person") and not (self.lang == "it" and names):
                return self.last_person
        if names:
            name = names[0].text if names[0].text[:1].isupper() else names[0].low
            if name not in self.persons:
                self.persons.append(name)
            self.last_person = name
            return name
        return None

    def named_in(self, toks: Sequence[Token]) -> list[str]:
        """Listed entities whose every word occurs in the clause (without changing what was mentioned last)."""
        words = {t.lemma for t in toks} | {t.low for t in toks}
        return [e for e in self.entities if all(w in words for w in self.words[e])]

    def of_word(self, word: str, elided: bool = True) -> bool:
        """Whether a word is "of" / "di" (and, `elided`, the "d" of "d'acqua"): a phrase's head stands before it."""
        return self.lex.is_word(self.lang, word, "of_prep") or elided and self.lex.is_word(self.lang, word, "of_elided")

    def function_word(self, word: str) -> bool:
        return any(self.lex.is_word(self.lang, word, cls)
                   for cls in ("det", "all", "only", "pronoun", "person", "split", "stop", "adverb", "negation"))

    def things(self, toks: Sequence[Token], remember: bool = True) -> tuple[list[str], bool, list[tuple[str, str]]]:
        """Entities a noun phrase names ("X and Y" names two), whether it is all of them, describing words."""
        groups: list[list[Token]] = [[]]
        for tok in toks:
            # "tutti i vestiti, compreso il maglione verde": one of them named too
            if self.lex.is_word(self.lang, tok.low, "coordinator") or self.lex.is_word(self.lang, tok.low, "including"):
                groups.append([])
            else:
                groups[-1].append(tok)
        out: list[str] = []
        all_of = False
        described: list[tuple[str, str]] = []
        for group in groups:
            if self.lang == "it":
                group = italian_words.without_manner(self, italian_words.without_measures(self, group))
            naming_all = any(self.lex.is_word(self.lang, t.low, "all") for t in group) or self._names_only_one(group)
            if naming_all:
                all_of = True
            head_noun = self._describing_head(group)  # "a night light": "light" is the compound's noun
            adjs = [t.low for t in group if t.low in self.lex.adjectives.get(self.lang, ()) and t is not head_noun]
            content = [t for t in group if not self.lex.is_word(self.lang, t.low, "det")
                       and not self.lex.is_word(self.lang, t.low, "all") and not self.lex.is_word(self.lang, t.low, "only")
                       and (t.low not in self.lex.adjectives.get(self.lang, ()) or t is head_noun)
                       and not self.of_word(t.low)]
            if not content and adjs:  # "the broken one": the describing word names nothing else
                content = []
                if self.lang == "it":
                    # "ha spento la luce": a describing word that is a noun ("luce", "aria") is the thing itself
                    content = [t for t in group if self.lex.is_word("it", t.low, "noun_adjective")]
                    adjs = [a for a in adjs if not self.lex.is_word("it", a, "noun_adjective")]
            entity = None
            if self.open_list and self.lang == "it":
                entity = italian_words.new_of_kind(self, group, content, adjs)
            elif self.open_list and self.lang == "en":
                entity = english_words.new_of_kind(self, group, content)
            if entity is None and self.open_list and content and self.lex.is_word(self.lang, group[0].low, "indefinite") and not naming_all \
                    and (self.lang == "en" or self.exhausted_kind(group, content)):
                # "took a clean bowl" after "the cracked bowl": an indefinite phrase introduces a thing of its
                # own, even when the story named one of that kind before
                head = self.phrase_head(group, content)
                earlier = [e for e in self.entities if head is not None and self.head(self.words[e]) in (head.lemma, head.low)]
                # ... one described otherwise ("a clean towel"), or one of a kind whose all or last was named
                # ("a strawberry" after "all the strawberries"); "took a shower" names no new shower
                if earlier and head is not None and len(content) == 1 and (adjs or set(earlier) & self.exhausted):
                    name = " ".join(dict.fromkeys(adjs + [head.low]))
                    entity = self.new_entity(["another", head.low] if name in earlier else [name])
                    self.second_ones.add(entity)
                    self.another.extend((entity, e) for e in earlier if e != entity and (entity, e) not in self.another)
                elif earlier and head is not None and self._told_apart(group, content, head, earlier):
                    # "took a sharp knife" after "the old knife": a describing word no earlier one was named by
                    entity = self.new_entity([t.low for t in content])
                    self.another.extend((entity, e) for e in earlier if e != entity and (entity, e) not in self.another)
                elif earlier and head is not None and not adjs and self._names_exhausted(content):
                    # "a birthday candle" after "a single birthday candle" was used: a second one
                    entity = self.new_entity(["another"] + [t.low for t in content])
                    self.second_ones.add(entity)
                    self.another.extend((entity, e) for e in earlier if e != entity and (entity, e) not in self.another)
            pronoun = [t for t in group if self.lex.is_word(self.lang, t.low, "pronoun")]
            if entity is not None:
                pass
            elif pronoun and self.lang == "en" and any(self.of_word(group[k - 1].low, False) and group[k] in pronoun
                                                       for k in range(2, len(group))):
                # "a big slice of it", "half of them": a portion names its whole, the thing the pronoun stands for
                entity = self.last_thing
            elif pronoun and (len(group) == 1 or (len(content) == 1 and content[0] in pronoun)
                              or (self.lang == "it" and content and all(self.function_word(t.low) for t in content))
                              # "tagliatelo a scaglie": the clitic moved after its verb, a phrase of manner after it
                              or (self.lang == "it" and len(group) > 1 and group[0] in pronoun
                                  and self.lex.preps.get(("it", group[1].low)) is not None)):
                # "me l'ha riportata ieri": the pronoun, with a word of time after it
                entity = self.last_thing
            elif content and self.open_list and self._contrasted(group, content):
                # "the tender inner leaves" after "the tough outer leaves": another thing of that kind
                head = self.phrase_head(group, content)
                entity = self.new_entity([t.low for t in content[:content.index(head) + 1]])
            elif content:
                entity = self._match(content, self.phrase_head(group, content), self._of_known_thing(group))
            if entity is None:
                continue
            out.append(entity)
            if any(t.low in ("'s", "’s") for t in group):
                self.someone_elses.add(entity)
            if self.open_list and self.lang == "it":
                italian_words.contents_named(self, group, entity)
            if naming_all:  # "all the strawberries", "the last towel", "the only spare bulb"
                self.exhausted.add(entity)
            self.recency[entity] = max(self.recency.values(), default=0) + 1
            described.extend((entity, a) for a in adjs)
            if entity not in self.persons and remember:
                self.last_thing = entity
        return out, all_of, described


    def _ends_phrase(self, rest: Sequence[Token]) -> bool:
        """Whether no word of the noun phrase follows: the clause ends or a function word comes next."""
        return not rest or self.function_word(rest[0].low) or self.of_word(rest[0].low, elided=False)

    def _describing_head(self, group: Sequence[Token]) -> Optional[Token]:
        """The describing word that ends an English noun phrase right after a noun, which is then the compound's
        own noun ("a night light", "the reading light", "her moon night light"): English puts its describing
        words before the noun, so a phrase does not end in one after a noun of its own (a state told after an
        object, "left the window open", is read before: solver/actions/reader/secondary.py)."""
        if self.lang != "en" or len(group) < 2:
            return None
        last, before = group[-1], group[-2]
        adjectives = self.lex.adjectives.get(self.lang, ())
        if last.low not in adjectives or before.low in adjectives or self.function_word(before.low) \
                or self.of_word(before.low) or self.lex.is_word(self.lang, before.low, "all") \
                or self.lex.is_word(self.lang, before.low, "only"):
            return None
        return last

    def of_complement(self, group: Sequence[Token], content: Sequence[Token]) -> Optional[Token]:
        """The noun after "of" in "a loaf of bread", "a bottle of milk": what the measure or vessel is of."""
        of_at = next((k for k, t in enumerate(group) if self.of_word(t.low, elided=False)), None)
        after = [t for t in group[of_at + 1:] if t in content] if of_at is not None else []
        return after[-1] if after else None

    def _told_apart(self, group: Sequence[Token], content: Sequence[Token], head: Token, earlier: Sequence[str]) -> bool:
        """An indefinite phrase ("a sharp knife") with a describing word that none of the things of its kind named
        before was called by ("the old knife"): a thing of its own. A phrase "of" something is left as it is
        ("a glass of milk" is a quantity of the milk named before)."""
        if any(self.of_word(t.low, elided=False) for t in group) or len(content) < 2 or content[-1] is not head:
            return False
        modifiers = [t for t in content[:-1] if t.text[:1].islower() and not self.function_word(t.low)
                     and not self.lex.is_word(self.lang, t.low, "person")]
        return bool(modifiers) and any(all(t.lemma not in self.words[e] and t.low not in self.words[e] for e in earlier)
                                       for t in modifiers)

    def _names_only_one(self, group: Sequence[Token]) -> bool:
        """"the only X", "her single X": the one there is; "only one X", "a single X" too where the clause tells
        what there is or what one has (telling_stock), not where it uses one of several ("used only one egg")."""
        for k, tok in enumerate(group):
            if self.lex.is_word(self.lang, tok.low, "only"):
                before = group[k - 1].low if k else ""
                if self.telling_stock or self.lex.is_word(self.lang, before, "definite_det"):
                    return True
        return False

    def _names_exhausted(self, content: Sequence[Token]) -> bool:
        """Whether a phrase's words ("birthday candle") are the whole name of a thing named as all or the last."""
        words = [t.lemma for t in content]
        return any(self.words[e] == words or e == " ".join(t.low for t in content) for e in self.exhausted)

    def exhausted_kind(self, group: Sequence[Token], content: Sequence[Token]) -> bool:
        """Whether an indefinite phrase ("un cerotto") names a kind whose all, last or only one was named."""
        head = self.phrase_head(group, content)
        return head is not None and any(self.head(self.words[e]) in (head.lemma, head.low) for e in self.exhausted)


    def new_entity(self, words: Sequence[str]) -> Optional[str]:
        name = " ".join(dict.fromkeys(w for w in words if w))
        if not name:
            return None
        if name not in self.entities:
            self.entities.append(name)
            self.words[name] = self.entity_words(name)
        return name

    def descriptions(self, toks: Sequence[Token]) -> list[tuple[str, str]]:
        """(entity, word) for every describing word before a noun ("the broken washing machine"), in any clause."""
        adjectives = self.lex.adjectives.get(self.lang, ())
        out = []
        for k, tok in enumerate(toks):
            if tok.low not in adjectives:
                continue
            span = []
            rest = toks[k + 1:]
            for n, nxt in enumerate(rest):
                if self.of_word(nxt.low, elided=False) or self.lex.is_word(self.lang, nxt.low, "det"):
                    continue  # "the light of the lamp"
                if self.function_word(nxt.low) or "be" in nxt.forms or nxt.low in adjectives \
                        and not (span and self._describing_head([span[-1], nxt]) and self._ends_phrase(rest[n + 1:])):
                    break  # "the light was on", "soaking wet": a verb or another describing word names no thing
                span.append(nxt)
            if self.lang == "it":
                # "il latte era caldo": the auxiliary before the describing word is no thing
                verbs = self.lex.verbs.get("it", ())
                span = [t for t in toks[max(0, k - 3):k] if not self.function_word(t.low)
                        and not self.lex.is_word(self.lang, t.low, "aux") and not any(f in verbs for f in t.forms)][-1:]
                at = next((j for j in range(k - 1, -1, -1) if span and toks[j] is span[0]), None)
                if at is not None and at >= 2 and (self.of_word(toks[at - 1].low) or self.lex.is_word("it", toks[at - 1].low, "of_word")) and not self.function_word(toks[at - 2].low) \
                        and not any(f in verbs for f in toks[at - 2].forms):
                    span = [toks[at - 2]]  # "il cartone del latte è vuoto", "la porta del garage è aperta": the head
            if span:
                entity = self._match(span)
                if entity is not None and entity not in self.persons:
                    out.append((entity, tok.low))
        return out

    def phrase_head(self, group: Sequence[Token], content: Sequence[Token]) -> Optional[Token]:
        """The noun a phrase is about: English puts it last, Italian first; before "of" / "di" it is the
        word that opens the phrase ("the lid of the jar", "a cup of coffee")."""
        of_at = next((k for k, t in enumerate(group) if self.of_word(t.low, elided=False)), None)
        if of_at is not None:
            before = [t for t in group[:of_at] if t in content]
            if before:
                return before[-1] if self.lang == "en" else before[0]
        if not content:
            return None
        return content[-1] if self.lang == "en" else content[0]

    def _contrasted(self, group: Sequence[Token], content: Sequence[Token]) -> bool:
        """English "the tender inner leaves" after "the tough outer leaves": a definite phrase whose describing
        words (not states: those are in the adjective table and left out of `content`) share none with those
        every earlier thing of its head noun was named by, each of which was named by some: a thing of its
        own. "the hot coffee" after "the coffee", "the leaves" after "the outer leaves" stay one thing."""
        if self.lang != "en" or not group or not self.lex.is_word("en", group[0].low, "definite") \
                or self.lex.is_word("en", group[0].low, "pronoun"):
            return False
        head = self.phrase_head(group, content)
        if head is None or head not in content:
            return False
        mods = {t.low for t in content[:content.index(head)] if t.text[:1].islower() and not self.function_word(t.low)}
        earlier = [e for e in self.entities if e not in self.persons and self.words[e]
                   and self.head(self.words[e]) in (head.lemma, head.low)]
        if not mods or not earlier:
            return False
        for e in earlier:
            words = e.split()
            at = words.index("of") if "of" in words[1:] else len(words)
            theirs = {w for w in words[:at - 1]}
            if not theirs or theirs & mods or e.split()[:at][-1:] == [] :
                return False
        return True

    def _of_known_thing(self, group: Sequence[Token]) -> bool:
        """English "the outer leaves of the cabbage", "the top drawer of his desk": a noun before "of" and a known
        thing after it (a definite word opens it); a thing first named so is called "leaves of cabbage", whose
        head is the noun before "of", so that a later "the cabbage" is not the leaves. "A glass of water", "a loaf
        of bread", "a glass of the wine" (no part of what follows "of", by WordNet's part meronyms and
        kb/language/parts.lp) keep the stuff as the head; so does a part that stands for its owner ("the lid of
        the cooler": the cooler, kb/actions/reports.lp), and a single part, which the laws read through its whole
        ("snapped the blade of the old knife": the knife is broken); parts named in the plural are pieces of it."""
        if self.lang != "en":
            return False
        of_at = next((k for k, t in enumerate(group) if k and self.of_word(t.low, elided=False)), None)
        return of_at is not None and of_at + 1 < len(group) and self.lex.is_word("en", group[of_at + 1].low, "definite") \
            and not self.lex.is_word("en", group[of_at + 1].low, "pronoun") \
            and not self.function_word(group[of_at - 1].low) \
            and group[of_at - 1].lemma not in self.lex.reports.part_class and group[of_at - 1].low not in self.lex.reports.part_class \
            and group[of_at - 1].lemma != group[of_at - 1].low and is_part_of(group[of_at - 1].low, group[-1].low, "en")

    def _match(self, content: Sequence[Token], head: Optional[Token] = None, of_known: bool = False) -> Optional[str]:
        lemmas = [t.lemma for t in content] + [t.low for t in content]
        if self.open_list and head is not None:
            # "the carton" after "a new carton", "la farina" after "dell'altra farina": of the things this phrase
            # fits, the one named last
            fits = [e for e in self.entities if self.head(self.words[e]) in (head.lemma, head.low)
                    and all(t.lemma in self.words[e] or t.low in self.words[e] for t in content)]
            if len(fits) > 1 and any(e in self.recency for e in fits):
                return max(fits, key=lambda e: self.recency.get(e, -1))
        best, best_score = None, 0
        others = [t for t in content if not any(t.low == p.casefold() for p in self.persons)]
        # "il vaso verde" after "il vaso blu": a thing told by another colour is another thing (kb colour words)
        colours = {t.low for t in content if self.lex.is_word(self.lang, t.low, "colour")}
        for e in self.entities:
            if others and e in self.persons:
                continue
            words = self.words[e]
            told = {w for w in words if self.lex.is_word(self.lang, w, "colour")}
            if colours and told and not colours & told:
                continue
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
            and self.head(self.words[best]) not in (head.lemma, head.low) and not self.function_word(head.low) \
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
                 and not self.function_word(t.low) and not any(t.low == p.casefold() for p in self.persons)]
        if of_known and head is not None and head in content and head is not content[-1] and head.low in words:
            at = words.index(head.low) + 1
            if at < len(words):
                words = words[:at] + ["of"] + words[at:]  # "leaves of cabbage": named by its own head
        name = " ".join(words)
        if not name or any(self.lex.is_word(self.lang, w, "person") for w in words):
            return None
        self.entities.append(name)
        self.words[name] = self.entity_words(name)
        return name
