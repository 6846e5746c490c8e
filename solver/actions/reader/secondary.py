"""Secondary predicates: a describing word after a verb's object tells the object's state.

Why: stories say a thing's new or kept state in the same clause as the action that made or left it
("Tom kicked the door shut", "she wiped the plate dry", "he left the jar unopened", "they left the oven
on", "she found the door locked"). The small English parse hangs that word anywhere (on the object as a
compound, on the verb as a complement, as a clause of its own), so the reader took "the window open" for
one thing, or "left the jar" for leaving a place. The construction is found here on the words in the
order they are told (verb, the object's noun phrase, the describing word, then the clause's end), and the
clause's frame is rewritten into the frame the reader already reads:

* a resultative (any verb but those of leaving, keeping or finding) is the change of state itself:
  "Tom kicked the door shut" is read as "Tom shut the door" (kb/language/secondary_predicates.lp,
  result_verb/3);
* a depictive (depictive_verb/2: leave, keep, find ...) tells the state the object is in, and is read as
  the description "the door was open" (predicate_state/4 and the describing words of kb/actions), never
  as the person leaving or finding anything.

The describing word's own frame (spaCy may parse "shut" or "running" as a verb of its own) is dropped: its
meaning went into the rewritten frame.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Optional

from solver.actions.lexicon import Lexicon
from solver.actions.reader.results import Reading, StoryReading
from solver.actions.reader.tokens import frame_tokens
from solver.language.frames import Frame, Word
from solver.language.sorts import sorts_of
from solver.logic.constructions import DepictiveVerb, PredicateSort, PredicateState, ResultVerb
from solver.logic.tables import read
from solver.paths import KB_DIR

PREDICATES_FILE = KB_DIR / "language" / "secondary_predicates.lp"


@dataclass(frozen=True)
class PredicateTables:
    """kb/language/secondary_predicates.lp as lookups (English)."""

    result_verbs: dict[str, str] = field(default_factory=dict)  # describing word -> verb of the change
    depictive_verbs: frozenset = frozenset()
    states: frozenset = frozenset()  # words that tell a state after a copula or an object only
    sorts: dict[str, str] = field(default_factory=dict)  # word -> the sort of thing it tells the state of


@lru_cache(maxsize=1)
def predicate_tables() -> PredicateTables:
    """The tables of kb/language/secondary_predicates.lp, read once through their typed predicates."""
    return PredicateTables(
        result_verbs={f.word: f.verb for f in read(PREDICATES_FILE, ResultVerb) if f.lang == "en"},
        depictive_verbs=frozenset(f.verb for f in read(PREDICATES_FILE, DepictiveVerb) if f.lang == "en"),
        states=frozenset(f.word for f in read(PREDICATES_FILE, PredicateState) if f.lang == "en"),
        sorts={f.word: str(f.sort) for f in read(PREDICATES_FILE, PredicateSort) if f.lang == "en"})


@dataclass(frozen=True)
class SecondaryPredicate:
    """Verb, object and describing word of one secondary predicate in a parsed sentence."""

    verb_index: int
    object_indices: tuple[int, ...]
    word_index: int
    word: str
    depictive: bool


def secondary_predicates(lex: Lexicon, doc: Any) -> dict[int, SecondaryPredicate]:
    """verb index -> the secondary predicate told after its object, for every such verb of a parsed sentence.

    A depictive verb may take the describing words of kb/actions (adjective/4) too ("found the milk cold")."""
    tables = predicate_tables()
    adjectives = frozenset(lex.adjectives.get("en", ()))
    # what may stand in the object's noun phrase between the verb and the describing word, and after the
    # describing word (the clause ends there: "pulled it open again")
    phrase_pos, clause_end_pos = ("DET", "ADJ", "NOUN", "PROPN", "NUM"), ("PUNCT", "CCONJ", "SCONJ", "ADP", "ADV")
    out: dict[int, SecondaryPredicate] = {}
    for verb in doc:
        if verb.pos_ != "VERB" or lex.is_word("en", verb.lemma_.lower(), "linking_verb"):
            continue
        depictive = verb.lemma_.lower() in tables.depictive_verbs
        k = verb.i + 1
        obj: list[int] = []
        if k < len(doc) and lex.is_word("en", doc[k].text.lower(), "object_pronoun"):
            obj, k = [k], k + 1
        else:
            while k < len(doc) and (doc[k].pos_ in phrase_pos or lex.is_word("en", doc[k].text.lower(), "possessive")
                                    or lex.is_word("en", doc[k].text.lower(), "of_prep") and obj):
                obj.append(k)
                k += 1
            # the describing word may have been taken into the phrase ("the window open" as one noun phrase)
            while obj and not _is_noun(lex, doc[obj[-1]]) and _predicate_word(doc[obj[-1]], depictive, tables, adjectives):
                k = obj.pop()
            if obj and _predicate_word(doc[obj[-1]], depictive, tables, adjectives) and len(obj) > 1 \
                    and _is_noun(lex, doc[obj[-2]]) and (k >= len(doc) or doc[k].pos_ in clause_end_pos):
                k = obj.pop()  # "the lid shut" parsed as a compound noun
        if not obj or not any(_is_noun(lex, doc[i]) for i in obj):
            continue
        if k >= len(doc) or not _predicate_word(doc[k], depictive, tables, adjectives):
            continue
        after = k + 1
        if after < len(doc) and doc[after].pos_ not in clause_end_pos:
            continue  # "left the open door", "put the cup on the table": the word is no predicate there
        if after < len(doc) and doc[after].pos_ == "ADP" and doc[k].text.lower() in ("on", "off") \
                and after + 1 < len(doc) and doc[after + 1].pos_ in ("DET", "NOUN", "PROPN"):
            continue
        out[verb.i] = SecondaryPredicate(verb.i, tuple(obj), k, doc[k].text.lower(), depictive)
    return out


def _is_noun(lex: Lexicon, tok: Any) -> bool:
    return tok.pos_ in ("NOUN", "PROPN") or lex.is_word("en", tok.text.lower(), "object_pronoun")


def _predicate_word(tok: Any, depictive: bool, tables: PredicateTables, adjectives: frozenset) -> bool:
    word = tok.text.lower()
    if depictive:
        return word in tables.states or word in adjectives and tok.pos_ in ("ADJ", "VERB")
    return word in tables.result_verbs


def rewrite_frame(frame: Frame, found: dict[int, SecondaryPredicate], doc: Any) -> Optional[Frame]:
    """The frame the reader reads for this clause: the rewritten one where the clause holds a secondary
    predicate, the frame itself where it holds none, None where the clause is only the describing word
    (its meaning went into its verb's frame)."""
    verb_at = _verb_index(frame)
    if verb_at is None:
        return frame
    if any(p.word_index == verb_at for p in found.values()) and verb_at not in found:
        return None
    pred = found.get(verb_at)
    if pred is None:
        return frame
    obj = [_word_of(doc[i]) for i in pred.object_indices]
    if pred.depictive:
        tables = predicate_tables()
        sort = tables.sorts.get(pred.word)
        if sort is not None and not _names_sort(obj, sort):
            return frame
        copula = Word("was", "be", doc[pred.verb_index].i, "AUX", "VBD", "", "verb")
        state = Word(pred.word, pred.word, pred.word_index, "ADJ", "JJ", "", "")
        return replace(frame, verb="be", particle="", subject=[replace(w, role="subj") for w in obj], objects=[],
                       roles={}, object_roles={}, copular=True, imperative=False,
                       words=[replace(w, role="subj") for w in obj] + [copula, state], owners={})
    verb_text = predicate_tables().result_verbs[pred.word]
    verb = Word(verb_text, verb_text, pred.verb_index, "VERB", "VBD", "", "")
    subject = [w for w in frame.words if w.role == "subj"]
    rest = [w for w in frame.words if w.role != "subj" and w.index > pred.word_index]
    return replace(frame, verb=verb_text, particle="", objects=[obj], words=subject + [verb] + obj + rest)


def _verb_index(frame: Frame) -> Optional[int]:
    for w in frame.words:
        if w.role in ("", "verb") and w.lemma == frame.verb and w.pos in ("VERB", "AUX", "ADJ", "NOUN"):
            return w.index
    return None


def _word_of(tok: Any) -> Word:
    return Word(tok.text, tok.lemma_.lower(), tok.i, tok.pos_, tok.tag_, tok.ent_type_, "obj")


def _names_sort(words: list[Word], sort: str) -> bool:
    """The phrase's noun is of the sort (a pronoun may stand for one: the reader decides)."""
    nouns = [w for w in words if w.pos in ("NOUN", "PROPN")]
    if not nouns:
        return True
    return sort in sorts_of(nouns[-1].lemma) or sort in sorts_of(" ".join(w.lemma for w in nouns))


def state_fits(word: str, entity: str) -> bool:
    """A word that tells a state only of some sort of thing ("on": a device) is said of a thing of that sort."""
    sort = predicate_tables().sorts.get(word)
    if sort is None:
        return True
    return sort in sorts_of(entity) or sort in sorts_of(entity.split()[-1])


def read_depictive(res: Any, frame: Frame, found: dict[int, SecondaryPredicate],
                   result: StoryReading) -> Optional[Reading]:
    """The description a depictive predicate tells ("left the jar unopened": the jar is unopened), added to the
    story's readings; None for any other frame. Read before the verb patterns: "kept the window closed" tells
    the window shut, not someone closing it."""
    if not frame.copular:
        return None
    pred = next((p for p in found.values() if p.depictive and any(
        w.index == p.verb_index and w.lemma == "be" for w in frame.words)), None)
    if pred is None:
        return None
    things, _, _ = res.things(frame_tokens(frame.subject))
    described = [(e, pred.word) for e in things if e not in res.persons and state_fits(pred.word, e)]
    if not described:
        return None
    reading = Reading(frame.sentence, frame.index, frame.text, "describe", "(a describing word)", {}, set(),
                          described)
    result.readings.append(reading)
    result.mentioned.setdefault(frame.sentence, [])
    result.mentioned[frame.sentence].extend(e for e, _ in described if e not in result.mentioned[frame.sentence])
    return reading
