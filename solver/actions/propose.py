"""Proposed states: the preconditions and effects a story's actions imply, by the rules of rules/actions_propose.lp.

All stories are read in Python (solver/actions/reader/), written as facts (did/4, filler/5, ...)
and solved in one clingo call with the action knowledge of kb/actions; every proposal names the
action fact (pattern, action) and the rule that produced it. `with_derived` merges the proposals
into a story's own labels: they fill the (sentence, entity, attribute) slots the annotators left
empty and never replace a human label.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Optional, Sequence

from solver.actions.lexicon import Lexicon, lexicon_files, load_lexicon
from solver.actions.names import head_names, part_names, thing_parts
from solver.language.parts import is_part_of
from solver.actions.reader import read_story
from solver.actions.reader.chat_style import story_as_written
from solver.actions.reader.results import StoryReading
from solver.actions.reader.times import same_time_sentences
from solver.actions.reader.secondary import PREDICATES_FILE
from solver.language.english import parse_all
from solver.language.sorts import sorts_of
from solver.logic import reading_facts as F
from solver.logic.actions import DefaultRule, ProposalAtom
from solver.logic.asp import control, decode, facts_text
from solver.logic.catalogue import declared_in
from solver.logic.states import Disabled
from solver.logic.tables import read
from solver.paths import RULES_DIR
from solver.states.model import LOCATION_ATTRIBUTES, StateLabel, Story
from solver.states.solve import nouns_of

PROPOSE_RULES = ("actions_propose.lp",)
# States people change without telling it: a fridge opened to put the milk in is closed again unsaid,
# so what an action needs of them does not carry over to the next sentence; a basket something is taken
# out of held something before, and may hold nothing after.
NOT_PERSISTING = ("open", "contain")
LINK_RULES = ("actions_link.lp",)
# Rules whose proposals are general defaults (a thing acted on exists, works ...), not knowledge of one action:
# the default_rule/1 facts of rules/actions_propose.lp, read once.
DEFAULT_RULES: tuple[str, ...] = tuple(d.rule for d in read(RULES_DIR / "actions_propose.lp", DefaultRule))
# Every rule of rules/actions_propose.lp, as the file declares them (rule_doc/3).
ACTION_RULES = declared_in(PROPOSE_RULES)




@dataclass(frozen=True)
class Proposal:
    """Sentence `sentence` proposes entity.attribute: `part` pre / post = value, or change = a location change."""

    sentence: int
    entity: str
    attribute: str
    part: str  # "pre" | "post" | "change"
    value: object  # bool for pre / post, a change name for change
    action: str
    rule: str
    pattern: str = ""

    def to_json(self) -> dict:
        return {"sentence": self.sentence, "entity": self.entity, "attribute": self.attribute, "part": self.part,
                "value": self.value, "action": self.action, "pattern": self.pattern, "rule": self.rule}


@dataclass
class Annotation:
    """A story's reading and proposals, and the labels they make per sentence."""

    story: Story
    reading: StoryReading
    proposals: list[Proposal] = field(default_factory=list)
    facts: str = ""  # the reading as ASP facts (reading_facts), made once for the proposal and the conflict solve

    def labels(self, defaults: bool = True, persist: bool = False) -> list[list[StateLabel]]:
        """One label per (sentence, entity, attribute); proposals that disagree in one slot are dropped.

        `defaults=False` leaves out what the default rules propose (a thing named exists, works ...),
        except that a thing acted on exists before (exists_when_used, precondition): the other defaults
        say nothing about the action, and the conflict solve reads what actions need and bring about.
        `persist=True` lets a state an action needs and does not change stay so after it (the frame
        axiom: a drawer a pen is taken out of is still open afterwards); annotators often leave that
        effect unknown, so agreement is measured without it."""
        slots: dict[tuple[int, str, str], dict[str, set]] = {}
        for p in self.proposals:
            if not defaults and p.rule in DEFAULT_RULES and not (p.rule == "exists_when_used" and p.part == "pre"):
                continue
            slots.setdefault((p.sentence, p.entity, p.attribute), {}).setdefault(p.part, set()).add(p.value)
        out: list[list[StateLabel]] = [[] for _ in self.story.sentences]
        for (t, e, a), parts in sorted(slots.items(), key=lambda kv: (kv[0][0], kv[0][1], kv[0][2])):
            if t >= len(out):
                continue
            if a in LOCATION_ATTRIBUTES:
                changes = parts.get("change", set())
                if len(changes) > 1 and "disappears" in changes:
                    # "sold it, and the buyer collected it": a thing given away in a sentence ends it gone,
                    # whatever moved it on the way
                    changes = {"disappears"}
                if len(changes) == 1:
                    out[t].append(StateLabel(e, a, change=next(iter(changes))))
                continue
            pre = parts.get("pre", set())
            post = parts.get("post", set())
            pre_v = next(iter(pre)) if len(pre) == 1 else None
            post_v = next(iter(post)) if len(post) == 1 else None
            if persist and pre_v is not None and not post and a not in NOT_PERSISTING:
                post_v = pre_v
            if pre_v is not None or post_v is not None:
                out[t].append(StateLabel(e, a, pre_v, post_v))
        return out

    def by_sentence(self, t: int) -> list[Proposal]:
        return [p for p in self.proposals if p.sentence == t]


def _persons(story: Story) -> list[str]:
    """The story's actor and the entities named like people (every word capitalised, no possessive)."""
    persons = [story.actor] if story.actor else []
    persons += [e.strip() for e in story.entities
                if e.strip() and all(w[:1].isupper() for w in e.split()) and "'" not in e and "’" not in e]
    return list(dict.fromkeys(p.strip() for p in persons if p and p.strip()))


def parse_english(stories: Sequence[Story]) -> None:
    """Parse the sentences of every English story in one batch (the parser is fastest on many at once)."""
    lex = load_lexicon()
    english = [t for s in stories if lex.language_of(" ".join(s.sentences)) == "en" for t in story_as_written(s.sentences)]
    if english and os.environ.get("PHYSKB_READER", "parser") != "patterns":
        parse_all(english)


def read(story: Story, lang: Optional[str] = None) -> StoryReading:
    entities = [e for e in story.entities if e.strip()]
    raw_ents = story.raw.get("entities_by_sentence") if isinstance(story.raw, dict) else None
    if not entities and isinstance(raw_ents, list):
        entities = list(dict.fromkeys(e for ents in raw_ents if isinstance(ents, list) for e in ents if isinstance(e, str)))
    return read_story(story.sentences, entities, _persons(story), lang=lang)


def _atom(reason: str) -> str:
    return re.sub(r"\W+", "_", reason).strip("_").lower() or "unknown"


def reading_facts(sid: str, reading: StoryReading, sentences: Sequence[str] = ()) -> str:
    """did/4, filler/5, all_of/4, adj/6, noun/3 ... facts of one story's reading (its sentences: where a
    part's whole is named, in words no clause keeps: "the zip on her suitcase tore"), written through the
    typed predicates of solver.logic.reading_facts."""
    return facts_text(reading_atoms(sid, reading, sentences))


def reading_atoms(sid: str, reading: StoryReading, sentences: Sequence[str] = ()) -> list:
    """The reading's facts as solver.logic.reading_facts predicates (see reading_facts)."""
    s = sid
    out: list = []
    for r in reading.readings:
        out.append(F.Did(s, r.sentence, r.clause, r.action))
        out.append(F.SaidPattern(s, r.sentence, r.clause, r.pattern))
        for role, ents in r.fillers.items():
            out.extend(F.Filler(s, r.sentence, r.clause, _role(role), e) for e in ents)
        out.extend(F.AllOf(s, r.sentence, r.clause, role) for role in r.all_of)
        # the role names one known thing ("the milk", "it"), not one of a kind
        out.extend(F.DefiniteFiller(s, r.sentence, r.clause, _role(role)) for role in sorted(r.definite))
        if r.begun:
            out.append(F.Begun(s, r.sentence, r.clause))
        out.extend(F.Adj(s, r.sentence, r.clause, e, reading.lang, w) for e, w in r.described)
    for n in reading.not_understood:  # a negated clause may itself tell the state (rule brought_about_earlier)
        if n.reason == "negation":
            out.append(F.NegatedClause(s, n.sentence))
        # unread_mention(S,T,E): a clause of sentence T that was not read as done (not understood, negated,
        # only intended) names E; what it says of E is unknown, so no state of E is carried across it.
        out.extend(F.UnreadMention(s, n.sentence, e, _atom(n.reason)) for e in n.mentions)
    out.extend(F.Person(s, p) for p in reading.persons)
    # clause(S,T,C,Verb,Mode): every clause told, read or not, in one format for both languages (Mode: done,
    # begun, intended, failed, modal, conditional, instead); clause_negated(S,T,C) where it is negated
    for f in reading.frames:
        out.append(F.Clause(s, f.sentence, f.index, f.verb, _atom(f.mode)))
        if f.negated:
            out.append(F.ClauseNegated(s, f.sentence, f.index))
    # another_of(S,New,Old): "a fresh filter" after "the last coffee filter" is another thing of the same kind
    out.extend(F.AnotherOf(s, n, o) for n, o in reading.another_of)
    # told_with(S,T): a clause of sentence T names what it was done with ("lit the fire with a lighter"),
    # read as a role or not: no usual thing is used unsaid there (rule none_left)
    out.extend(F.ToldWith(s, t) for t in sorted({f.sentence for f in reading.frames if f.roles.get("with") or f.roles.get("con")}))
    # told_new(S,E): E was named as a new one ("a fresh loaf"): none of the things named before it
    out.extend(F.ToldNew(s, e) for e in reading.told_new)
    # named_as_last(S,E): E was named as all, the last or the only one of its kind ("her only stamp")
    out.extend(F.NamedAsLast(s, e) for e in reading.named_as_last)
    # time_passes(S,T): sentence T tells that time passed before it ("in the morning", "an hour later")
    lex = load_lexicon()
    out.extend(F.TimePasses(s, t) for t, x in enumerate(sentences)
               if any(lex.is_word(reading.lang, w, "time") for w in re.findall(r"\w+", x.casefold())))
    # told_for_a_time(S,T): "put it in the fridge for an hour" (kb word class duration_prep, then a time word)
    out.extend(F.ToldForATime(s, t) for t, x in enumerate(sentences) if _tells_stretch(lex, reading.lang, x))
    # someone_elses(S,E): "his aunt's house" is no home of the story's people (rules/actions_link.lp: places)
    out.extend(F.SomeoneElses(s, e) for e in reading.someone_elses)
    # same_time(S,T): sentence T happens while the one before does ("meanwhile", "at the same time")
    out.extend(F.SameTime(s, t) for t in same_time_sentences(lex, reading.lang, sentences))
    # named_for_room(S,E,R): "the kitchen counter" is in the kitchen (rules/actions_link.lp: stays_in_room)
    out.extend(F.NamedForRoom(s, e, r) for e, r in _named_for_rooms(reading.entities, reading.lang))
    for t, ents in reading.mentioned.items():
        out.extend(F.Mentioned(s, t, e) for e in ents)
    # named_place(S,E): a town, region or country the parser names (Lisbon, Tuscany): far from a home
    places = {w.text.lower() for f in reading.frames for w in f.words if w.entity in ("GPE", "LOC")}
    out.extend(F.NamedPlace(s, e) for e in reading.entities if e.split() and set(e.split()) <= places)
    out.extend(sort_atoms(reading.entities, reading.lang))
    for e in reading.entities:
        out.extend(F.Noun(s, e, n) for n in nouns_of(e))
        out.extend(F.HeadName(s, e, n) for n in head_names(e, reading.lang))
    out.extend(F.NamePart(s, p, w, n) for p, w, n in part_names(reading.entities, reading.lang))
    # thing_part(S,P,W,N): P, called N, is a part of W by what things are made of (rule whole_needs_its_parts)
    out.extend(F.ThingPart(s, p, w, n)
               for p, w, n in thing_parts(reading.entities, reading.mentioned, _sentence_words(reading, sentences), reading.lang))
    for b in reading.entities:  # "wine bottle" is named after the "wine" it holds (rule vessel_holds_contents)
        words = b.casefold().split()
        for x in reading.entities:
            xw = x.casefold().split()
            if len(words) == len(xw) + 1 and (words[:-1] == xw or words[2:] == xw or words[1:] == xw):
                out.append(F.VesselName(s, b, x))
            if len(words) > len(xw) and not any("'" in w or "’" in w for w in words):  # "friend's car": another one
                if words[-len(xw):] == xw and not _part_named_of(words, xw, reading.lang):
                    out.append(F.NameVariant(s, x, b, "head"))  # "computer" / "desktop computer"
                elif words[:len(xw)] == xw or _inside_before_head(xw, words):
                    out.append(F.NameVariant(s, x, b, "modifier"))  # "microwave" / "(corded) microwave oven"
    return out


def _tells_stretch(lex: Lexicon, lang: str, sentence: str) -> bool:
    """Whether a sentence tells a stretch of time: a duration preposition ("for") with a time word at most
    three words after it ("for an hour", "for twenty minutes")."""
    words = re.findall(r"\w+", sentence.casefold())
    return any(lex.is_word(lang, w, "duration_prep") and any(lex.is_word(lang, x, "time") for x in words[k + 1:k + 4])
               for k, w in enumerate(words))


def _inside_before_head(short: Sequence[str], long: Sequence[str]) -> bool:
    """Whether the short name stands inside the long one after a describing word and before its head
    ("vacuum" in "corded vacuum cleaner"): the long name is then the short one's compound with a word added
    on both sides, a modifier variant whose head the rules still check for the short name's kind."""
    n = len(short)
    return any(list(long[i:i + n]) == list(short) for i in range(1, len(long) - n))

def _part_named_of(words: Sequence[str], whole: Sequence[str], lang: str) -> bool:
    """ "leaves of cabbage" (the reader's name of "the outer leaves of the cabbage"): a part of the cabbage by
    WordNet's part meronyms or kb/language/parts.lp, so no longer name of it."""
    at = len(words) - len(whole) - 1
    return at >= 1 and words[at] == "of" and is_part_of(words[at - 1], whole[-1], lang)


def _named_for_rooms(entities: Sequence[str], lang: str) -> list[tuple[str, str]]:
    """(thing, room) for a thing named after the room it is in: a word or words before its head that name a room
    by WordNet ("kitchen counter", "living room sofa", "bathroom mirror"). Italian names the room after the head
    ("il tavolo della cucina", "l'attaccapanni dell'ingresso": "tavolo cucina", "attaccapanni ingresso"), a room by
    WordNet or by the kb's rooms (kb/actions/kinds.lp room/1)."""
    out = []
    rooms = load_lexicon().kinds.get("room", set()) if lang == "it" else set()
    for e in entities:
        words = e.casefold().split()
        if lang == "it" and len(words) >= 2 and not ("room" in sorts_of(words[0], lang) or words[0] in rooms):
            room = next((w for w in words[1:] if "room" in sorts_of(w, lang) or w in rooms), None)
            if room is not None:
                out.append((e, room))
            continue
        if lang != "en" or len(words) < 2:
            continue
        for k in range(len(words) - 1, 0, -1):
            modifier = " ".join(words[:k])
            if "room" in sorts_of(modifier, lang) and "room" not in sorts_of(words[-1], lang):
                out.append((e, modifier))
                break
    return out


def _role(role: str) -> str:
    """A role's constant: "from" is a keyword-like name the programs write from_."""
    return "from_" if role == "from" else role


def _sentence_words(reading: StoryReading, sentences: Sequence[str]) -> dict[int, set[str]]:
    """The words (lower case) of each sentence, or where it is not given, of its clauses, read or not."""
    words: dict[int, set[str]] = {t: set(re.findall(r"\w+", x.casefold())) for t, x in enumerate(sentences)}
    if words:
        return words
    for f in reading.frames:
        words.setdefault(f.sentence, set()).update(re.findall(r"\w+", f.text.casefold()))
    return words


def sort_facts(entities: Sequence[str], lang: str) -> list[str]:
    """kind/2 facts as program text (see sort_atoms)."""
    return [f"{a}." for a in sort_atoms(entities, lang)]


def sort_atoms(entities: Sequence[str], lang: str) -> list:
    """kind(Noun,Sort) facts from WordNet (solver/language/sorts.py) for each entity's whole name and head
    noun (the last word in English, the first in Italian): the rules read sorts as kinds, so a duffel bag
    is a closable container and a chainsaw a tool without a noun list naming them."""
    out = []
    for e in entities:
        words = " ".join(e.split()).casefold().split()
        if not words:
            continue
        names = dict.fromkeys([" ".join(words), words[0] if lang == "it" else words[-1]])
        out.extend(F.Kind(n, sort) for n in names for sort in sorted(sorts_of(n, lang)))
    return out


def knowledge_program(rule_files: Sequence[str]) -> str:
    """The rule files with the action lexicon, as one program text. Read once per process: the
    service and the interactive annotator solve again for every story and every decision."""
    return _knowledge_text(tuple(rule_files))


@lru_cache(maxsize=8)
def _knowledge_text(rule_files: tuple[str, ...]) -> str:
    # PREDICATES_FILE: the states words tell after a copula or an object ("the oven was on", "left the jar unopened")
    return "\n".join([(RULES_DIR / f).read_text(encoding="utf-8") for f in rule_files]
                      + [p.read_text(encoding="utf-8") for p in [*lexicon_files(), PREDICATES_FILE]])


def annotate_stories(stories: Sequence[Story], disabled: Sequence[str] = ()) -> dict[str, Annotation]:
    """story id -> Annotation (reading and proposals) for every story, in one clingo call."""
    stories = list(stories)
    parse_english(stories)
    annotations = {s.id: Annotation(s, read(s)) for s in stories}
    ctl, _ = control(quiet_undefined="a story's reading supplies only some of the facts the rules read",
                     program="rules/actions_propose.lp over the stories' readings")
    ctl.add("base", [], knowledge_program(PROPOSE_RULES))
    for s in stories:
        annotations[s.id].facts = reading_facts(s.id, annotations[s.id].reading, s.sentences)
    ctl.add("base", [], "\n".join(annotations[s.id].facts for s in stories))
    for name in disabled:
        if not re.fullmatch(r"[a-z]\w*", name):
            raise ValueError(f"not a rule name: {name!r}")
    ctl.add("base", [], facts_text(Disabled(n) for n in disabled))
    ctl.add("base", [], "#show proposal/8.")
    ctl.ground([("base", [])])
    patterns = {(s.id, r.sentence, r.action): r.pattern for s in stories for r in annotations[s.id].reading.readings}
    found: list = []
    ctl.solve(on_model=lambda m: found.extend(m.symbols(shown=True)))
    for atom in decode(found, ProposalAtom, "rules/actions_propose.lp"):
        value = atom.value if atom.part == "change" else atom.value == "1"
        annotations[atom.story].proposals.append(Proposal(atom.sentence, atom.entity, atom.attribute, atom.part, value,
                                                          atom.action, atom.rule,
                                                          patterns.get((atom.story, atom.sentence, atom.action), "")))
    for ann in annotations.values():
        ann.proposals.sort(key=lambda p: (p.sentence, p.entity, p.attribute, p.part, p.rule))
    return annotations


def with_derived(story: Story, annotation: Annotation) -> Story:
    """The story with derived labels filling the slots its annotators left empty (a human label always wins)."""
    derived = annotation.labels(defaults=False, persist=True)
    states = [list(labels) for labels in story.states] or [[] for _ in story.sentences]
    while len(states) < len(derived):
        states.append([])
    told_after = {(t, lab.entity.strip().casefold(), lab.attribute): lab.post
                  for t, labels in enumerate(annotation.labels(defaults=False)) for lab in labels if lab.post is not None}
    for t, labels in enumerate(derived):
        human = {(lab.entity.strip().casefold(), lab.attribute): k for k, lab in enumerate(states[t]) if lab.informative}
        for lab in labels:
            k = human.get((lab.entity.strip().casefold(), lab.attribute))
            if k is None:
                states[t].append(lab)
                continue
            own = states[t][k]
            # A human label that tells only the state after ("becomes hot") leaves the state before open:
            # what the action needs fills it ("heated the pizza in the oven": the oven was on).
            if own.change is None and own.pre is None and lab.pre is not None and own.post is not None:
                states[t][k] = replace(own, pre=lab.pre)
            # One that tells only the state before leaves the state after open: what the action brings
            # about fills it ("took off his trousers": undressed after), never a state merely carried over.
            after = told_after.get((t, lab.entity.strip().casefold(), lab.attribute))
            if own.change is None and own.post is None and own.pre is not None and after is not None:
                states[t][k] = replace(own, post=after)
    entities = list(story.entities) or list(annotation.reading.entities)
    return replace(story, states=states, entities=entities,
                   actor=story.actor or (annotation.reading.persons[0] if annotation.reading.persons else None))


def derived_slots(story: Story, merged: Story) -> list[tuple[int, str, str]]:
    """(sentence, entity, attribute) of the labels `with_derived` added to `story`."""
    out = []
    for t, labels in enumerate(merged.states):
        own = len(story.states[t]) if t < len(story.states) else 0
        out.extend((t, lab.entity, lab.attribute) for lab in labels[own:])
    return out


def link_facts(stories: Sequence[Story], annotations: dict[str, Annotation],
               originals: Optional[dict[str, Story]] = None) -> str:
    """Facts the cross-sentence action rules (rules/actions_link.lp) read in the conflict solve: each
    story's reading, and derived_slot/4 for every label that came from its actions, not its annotators."""
    out = [annotations[s.id].facts or reading_facts(s.id, annotations[s.id].reading, s.sentences)
           for s in stories if s.id in annotations]
    for s in stories:
        if originals and s.id in originals:
            out.append(facts_text(F.DerivedSlot(s.id, t, e, a) for t, e, a in derived_slots(originals[s.id], s)))
    return "\n".join(out)
