"""Readings <-> stories: a reading becomes a Story the state solver checks, and annotated stories become readings.

The 20 attributes of a reading (its `states` and `moves`) become the story's StateLabel lists, the
very records TRIP's and GITA's loaders make from the release's label codes; the vocabulary's other
records (people, places, holders, locks, quantities, parts, areas, elapsed time) become told_* facts
carried on the story (Story.told). The other way, `reading_from_story` writes the human annotations
of a release or of kb/stories in the vocabulary: the mapping from the releases' annotations into it
(tests/test_readings_mapping.py) and the few-shot examples of the reading prompt.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from pydantic import BaseModel

from solver.logic import vocabulary as V
from solver.readings.models import LANGUAGES, RECORD_MODELS, Reading, SentenceReading
from solver.states.model import StateLabel, Story
from solver.language import detect_language


def person_names(reading: BaseModel) -> set[str]:
    return set(reading.people)  # type: ignore[attr-defined]


def move_attribute(entity: str, people: set[str]) -> str:
    """A move of a person changes h_location, of a thing location."""
    return "h_location" if entity in people else "location"


def labels_of(reading: BaseModel) -> list[list[StateLabel]]:
    """The reading's 20-attribute part, per sentence, as the StateLabel records the solver and scorers read."""
    people = person_names(reading)
    out: list[list[StateLabel]] = []
    for sentence in reading.sentences:  # type: ignore[attr-defined]
        labels = [StateLabel(r.entity, r.attribute, r.pre, r.post) for r in sentence.states
                  if r.pre is not None or r.post is not None]
        labels += [StateLabel(r.entity, move_attribute(r.entity, people), change=r.change) for r in sentence.moves]
        out.append(labels)
    return out


def told_facts(reading: BaseModel, story_id: str) -> list:
    """The vocabulary's records beyond the 20 attributes, as told_* facts of story `story_id`."""
    out: list = [V.ToldPerson(story_id, p) for p in reading.people]  # type: ignore[attr-defined]
    skip = {"states", "moves"}  # told as labels (labels_of), which story_facts writes as told_state / told_move
    for sentence in reading.sentences:  # type: ignore[attr-defined]
        t = sentence.sentence
        for kind in V.RECORDS:
            if kind.name in skip:
                continue
            for record in getattr(sentence, kind.name):
                out.append(kind.predicate(story_id, t, *(getattr(record, f) for f in kind.fields)))
        for json_name, predicate, _domain in V.SENTENCE_FIELDS:
            value = getattr(sentence, json_name)
            if value is not None:
                out.append(predicate(story_id, t, value))
    return out


def story_from_reading(reading: BaseModel, story: Optional[Story] = None) -> Story:
    """The story a reading tells, ready for the state solver: `story` (its text and gold, when known) with
    the reading's labels in place of its own, and the reading's other records as told_* facts.

    Without `story` the sentences are the reading's own `text` fields (empty where it gives none)."""
    n = len(reading.sentences)  # type: ignore[attr-defined]
    labels = labels_of(reading)
    if story is None:
        story = Story(id=reading.story, sentences=[s.text or "" for s in reading.sentences],  # type: ignore[attr-defined]
                      states=[], plausible=None, source="reading")
    states = labels + [[] for _ in range(len(story.sentences) - n)]
    entities = list(dict.fromkeys([*reading.people, *(lab.entity for ls in labels for lab in ls)]))  # type: ignore[attr-defined]
    return replace(story, states=states, entities=entities, actor=None,
                   told=told_facts(reading, story.id), raw={**story.raw, "reading": True})


def _person_entities(story: Story, people_attributes: frozenset[str]) -> list[str]:
    """The people of an annotated story: its actor and every entity with a person-only attribute."""
    names = [story.actor] if story.actor else []
    names += [lab.entity for labels in story.states for lab in labels if lab.attribute in people_attributes]
    return [n for n in dict.fromkeys(names) if n]


def reading_from_story(story: Story, lang: Optional[str] = None) -> BaseModel:
    """An annotated story's labels in the vocabulary: the mapping from TRIP's and GITA's annotations (and
    kb/stories' states) into physkb's reading. Labels that say nothing (irrelevant both sides) are left out."""
    voc = V.vocabulary()
    people = _person_entities(story, voc.person_attributes | {"h_location"})
    lang = lang or detect_language(" ".join(story.sentences))
    sentences = []
    # a malformed release record may annotate more sentences than it tells (GITA 69): every label is kept
    texts = list(story.sentences) + [""] * (len(story.states) - len(story.sentences))
    for t, text in enumerate(texts):
        states, moves = [], []
        for lab in story.labels(t):
            if lab.change is not None:
                moves.append(RECORD_MODELS["moves"](entity=lab.entity.strip(), change=lab.change))
            elif lab.pre is not None or lab.post is not None:
                states.append(RECORD_MODELS["states"](entity=lab.entity.strip(), attribute=lab.attribute,
                                                      pre=lab.pre, post=lab.post))
        sentences.append(SentenceReading(sentence=t, text=text or None, states=states, moves=moves))
    return Reading(story=story.id, lang=lang if lang in LANGUAGES else "en",
                   people=[p.strip() for p in people], sentences=sentences)


def reading_json(reading: BaseModel) -> dict[str, Any]:
    """A reading as compact JSON: empty lists and unsaid values left out (what a few-shot example shows)."""
    return reading.model_dump(mode="json", exclude_defaults=True, exclude_none=True)
