"""Reports of what became of a thing: "the vase cracked", "its battery was flat", "the milk was a block of ice".

Why: stories tell a thing's new state as often as they tell the action that caused it, with the thing as
subject and no person acting. Such a clause is an observation of a state the laws already know (broken,
unpowered, shut, empty, frozen), so it is read as the report action of kb/actions/reports.lp. Verbs of
coming apart are found by their WordNet hypernyms rather than listed (splinter, burst, rip all reach
WordNet's change of integrity), and what is said of a part that carries its owner's state (a battery's
charge, a lid that will not come off) is passed to the owner the phrase names.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Sequence

from solver.actions.lexicon import ReportKnowledge, load_lexicon
from solver.actions.reader.results import Reading
from solver.actions.reader.tokens import frame_tokens
from solver.language.frames import Frame, Word
from solver.language.sorts import sorts_of, verb_chains

if TYPE_CHECKING:  # the type only: solver.actions.reader.entities imports the reader's language modules
    from solver.actions.reader.entities import Resolver

REPORT_DEPTH = 2  # hypernym levels a verb sense may lie below a report synset


def report_knowledge() -> ReportKnowledge:
    """The report facts of kb/actions/reports.lp as lookups, from the action lexicon's one grounding."""
    return load_lexicon().reports


def _sorts(entity: str) -> frozenset[str]:
    try:
        return sorts_of(entity.casefold())
    except Exception:  # noqa: BLE001 - WordNet missing: no sort known
        return frozenset()


def _fits(entity: str, sort: str, kinds: dict[str, set[str]]) -> bool:
    """Whether a subject is of a report's subject sort (thing: anything but a person or an animal)."""
    sorts = _sorts(entity)
    if sort == "thing":
        return not sorts & {"person", "animal"}
    words = entity.casefold().split()
    return sort in sorts or entity.casefold() in kinds.get(sort, set()) or bool(words and words[-1] in kinds.get(sort, set()))


def report_actions(verb: str) -> list[tuple[str, str]]:
    """(subject sort, action) of a verb, by kb report_verb or by a WordNet hypernym at most REPORT_DEPTH up."""
    know = report_knowledge()
    if verb in know.verbs:
        return know.verbs[verb]
    try:
        chains = verb_chains(verb)
    except Exception:  # noqa: BLE001 - WordNet missing: only the listed verbs
        return []
    out: list[tuple[str, str]] = []
    for chain in chains:
        for level in chain[:REPORT_DEPTH + 1]:
            for synset, *_ in level:
                out.extend(x for x in know.synsets.get(synset, ()) if x not in out)
    return out


def state_report(res: "Resolver", frame: Frame) -> Optional[Reading]:
    """An unread clause with a thing for subject that tells its new state ("the mirror splintered", "all
    the water drained out of the bath", "the milk was a block of ice"), as a report reading, else None."""
    if not frame.subject or frame.imperative or frame.negated:
        return None
    things, all_of, described = res.things(frame_tokens(frame.subject), remember=False)
    things = [e for e in things if e not in res.persons]
    if not things:
        return None
    t, c, text = frame.sentence, frame.index, frame.text
    if frame.copular:
        word = _state_noun(frame)
        if word is None:
            return None
        return Reading(t, c, text, "describe", "SUBJ be (a state noun)", {}, set(), [(e, word) for e in things])
    if frame.objects or frame.passive or frame.particle and not load_lexicon().is_word("en", frame.particle, "report_particle"):
        return None  # "the meeting broke up", "a fire broke out": a particle makes another verb
    kinds = load_lexicon().kinds
    for sort, action in report_actions(frame.verb):
        if action == "none":
            return None  # kb: this verb reports no state ("the sugar dissolved")
        if not all(_fits(e, sort, kinds) for e in things):
            continue
        fillers = {"obj": things}
        if sort == "liquid":
            # "the water drained out of the bath": the container it left is empty
            vessels = [e for prep in ("out of", "from") for p in frame.roles.get(prep, [])
                       for e in res.things(frame_tokens(p), remember=False)[0] if e not in res.persons]
            if vessels:
                action, fillers = "empty", {"obj": vessels[:1]}
        res.last_thing = fillers["obj"][0]
        return Reading(t, c, text, action, f"SUBJ {frame.verb} (report: {sort})", fillers,
                           {"obj"} if all_of and action == "use_up" else set(), described)
    return None


def _state_noun(frame: Frame) -> Optional[str]:
    """The describing word of a copula's noun ("was a block of ice": frozen)."""
    nouns = report_knowledge().state_nouns
    subject = {w.index for w in frame.subject}
    for w in frame.words:
        if w.index not in subject and w.pos == "NOUN" and w.lemma in nouns:
            return nouns[w.lemma]
    return None


def to_owner(res: "Resolver", frame: Frame, reading: Reading, before: Optional[str]) -> None:
    """What a report says of a part that carries its owner's state (a flat battery, a lid stuck shut) is
    said of the owner: the thing the phrase names ("its", "the camera's", "the phone battery", "the lid of
    the jar") or, unnamed, the thing of the owner's sort named last. `before` is the thing "it" stood for
    before the clause."""
    phrase = _phrase_of(frame, reading)
    if not phrase:
        return
    know = report_knowledge()
    head = _head(phrase)
    if head is None or head.lemma not in know.part_class and head.text.lower() not in know.part_class:
        return
    part_class = know.part_class.get(head.lemma) or know.part_class[head.text.lower()]
    role = "obj"
    parts = reading.fillers.get(role, [])
    if not parts:
        return
    owner = _named_owner(res, phrase, head, frame.owners, before)
    if owner in parts:  # "the battery of the drill", first named: the drill is a thing of its own
        words = [w.text.lower() for w in list(phrase) + frame.owners.get(head.index, [])
                 if w.index != head.index and w.pos in ("NOUN", "PROPN")]
        owner = res.new_entity(words) if words else None
    if owner is None:
        owner = _last_of_sort(res, know.owner_sort.get(part_class, ""), parts)
    if owner is None or owner in parts:
        return
    for p in parts:
        res.part_owners[p] = owner
    reading.fillers[role] = [owner]
    res.last_thing = owner


def _phrase_of(frame: Frame, reading: Reading) -> list[Word]:
    if reading.pattern.startswith("SUBJ"):
        return list(frame.subject)
    return list(frame.objects[0]) if frame.objects else []


def _head(phrase: Sequence[Word]) -> Optional[Word]:
    """The noun a phrase is about: before "of", the last noun before it; else the last noun."""
    of_at = next((k for k, w in enumerate(phrase) if load_lexicon().is_word("en", w.text.lower(), "owner_prep")),
                 len(phrase))
    nouns = [w for w in phrase[:of_at] if w.pos in ("NOUN", "PROPN")]
    return nouns[-1] if nouns else None


def _named_owner(res: "Resolver", phrase: Sequence[Word], head: Word, frame_owners: dict[int, list[Word]],
                 before: Optional[str]) -> Optional[str]:
    owner_words = frame_owners.get(head.index, [])
    if any(w.text.lower() == "its" for w in owner_words):
        return before
    others = [w for w in list(phrase) + owner_words if w.index != head.index and w.pos in ("NOUN", "PROPN")]
    if not others:
        return None
    things = [e for e in res.things(frame_tokens(others), remember=False)[0] if e not in res.persons]
    return things[0] if things else None


def _last_of_sort(res: "Resolver", sort: str, exclude: Sequence[str]) -> Optional[str]:
    """The thing of `sort` the story named last (a remembered owner of the part first)."""
    for p in exclude:
        if p in res.part_owners:
            return res.part_owners[p]
    if not sort:
        return None
    # "jar honey" (a jar of honey) is named by its first word as much as by its last
    named = sorted((e for e in res.recency if e not in res.persons and e not in exclude
                    and any(sort in _sorts(n) for n in (e, e.split()[0]))),
                   key=lambda e: -res.recency[e])
    return named[0] if named else None
