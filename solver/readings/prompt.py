"""The reading prompt, generated from the knowledge base: what any model (or person) needs to read a story
into physkb's state vocabulary.

It holds the instructions and glosses of kb/language/state_glosses.lp in the story's language, few-shot
examples taken from the annotated stories of kb/stories (their human states written as readings, and the
readings of kb/stories/readings/) in that language, the JSON Schema of the answer and the story itself.
Nothing in it is written for one story: the same prompt text frames every story.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Optional, Sequence

from solver.logic.vocabulary import vocabulary
from solver.paths import KB_DIR
from solver.readings.convert import reading_from_story, reading_json
from solver.readings.models import reading_schema
from solver.states.model import Story
from solver.language import detect_language
from solver.readings.check import load_readings
from solver.readings.validate import validate_reading
from solver.states.loaders import load_any, load_project_stories
from solver.actions.stories import load_text_story

EXAMPLES = 2  # few-shot examples per prompt
READINGS_DIR = KB_DIR / "stories" / "readings"


def story_from_sentences(story_id: str, sentences: Sequence[str]) -> Story:
    """A story given only as its sentences (no states, no gold)."""
    sentences = list(sentences)
    return Story(id=story_id, sentences=sentences, states=[[] for _ in sentences], plausible=None,
                 source="text", raw={"text_only": True})


@lru_cache(maxsize=1)
def _example_pool() -> tuple[tuple[str, Story, dict], ...]:
    """(lang, story, reading JSON) of every annotated story in kb/stories and every reading in
    kb/stories/readings, readings first (they show the vocabulary's records beyond the 20 attributes)."""
    pool: list[tuple[str, Story, dict]] = []
    if READINGS_DIR.is_dir() and any(READINGS_DIR.glob("*.json")):
        for item in load_readings(READINGS_DIR):
            checked = validate_reading(item.data, item.story)
            if checked.ok and item.story is not None:
                reading = checked.reading
                pool.append((reading.lang, item.story, reading_json(reading)))  # type: ignore[union-attr]
    for story in load_project_stories(KB_DIR / "stories"):
        if any(story.states):
            lang = detect_language(" ".join(story.sentences))
            pool.append((lang, story, reading_json(reading_from_story(story, lang))))
    return tuple(pool)


def examples_for(story: Story, lang: str, k: int = EXAMPLES) -> list[tuple[Story, dict]]:
    """Up to k examples in the story's language, never the story itself: one plausible and one with a
    conflict where both exist, alternating between readings and annotated stories."""
    same = [(s, r) for lang_, s, r in _example_pool()
            if lang_ == lang and s.id != story.id and s.sentences != story.sentences]
    chosen: list[tuple[Story, dict]] = []
    for want_plausible in (False, True):
        for s, r in same:
            if len(chosen) < k and bool(s.plausible) == want_plausible and (s, r) not in chosen:
                chosen.append((s, r))
                break
    for pair in same:
        if len(chosen) >= k:
            break
        if pair not in chosen:
            chosen.append(pair)
    return chosen


def _numbered(sentences: Sequence[str]) -> str:
    return "\n".join(f"{t}: {text}" for t, text in enumerate(sentences))


def build_prompt(story: Story, lang: Optional[str] = None, examples: int = EXAMPLES) -> str:
    """The whole prompt for one story: instructions, the vocabulary with its glosses, examples, the JSON
    Schema and the story. `lang` defaults to the language detected from the story's sentences."""
    voc = vocabulary()
    lang = lang or detect_language(" ".join(story.sentences))
    if lang not in voc.languages:
        lang = "en"

    def heading(section: str) -> str:
        return voc.headings.get((lang, section)) or voc.headings[("en", section)]

    def gloss(table: dict, key: str) -> str:
        return table.get((lang, key)) or table.get(("en", key), "")

    lines: list[str] = [f"{k}. {text}" for k, text in enumerate(voc.instructions[lang], start=1)]
    lines += ["", f"## {heading('vocabulary')} ({voc.version})", "", f"### {heading('attributes')}"]
    for attribute in (*voc.state_attributes, voc.lock_attribute):
        who = "person" if attribute in voc.person_attributes else "thing"
        words = f"{voc.value_glosses.get((lang, attribute, 0), '')} / {voc.value_glosses.get((lang, attribute, 1), '')}"
        lines.append(f"- {attribute} ({who}; false / true = {words}): {gloss(voc.attribute_glosses, attribute)}")
    lines += ["", f"### {heading('changes')}"]
    for attribute in voc.move_attributes:
        who = "person" if attribute in voc.person_attributes or attribute == "h_location" else "thing"
        for change in voc.changes[attribute]:
            lines.append(f"- {change} ({who}): {gloss(voc.change_glosses, change)}")
    lines += ["", f"### {heading('quantities')}"]
    lines += [f"- {q}: {gloss(voc.quantity_glosses, q)}" for q in voc.quantity_values]
    lines += ["", f"### {heading('elapsed')}", ", ".join(f"{e} ({gloss(voc.elapsed_glosses, e)})" for e in voc.elapsed_values)]
    lines += ["", f"### {heading('records')}"]
    for name in ("people", "actors", "states", "moves", "places", "holders", "locks", "quantities", "parts", "within", "elapsed"):
        lines.append(f"- {name}: {gloss(voc.record_glosses, name)}")
    chosen = examples_for(story, lang, examples)
    if chosen:
        lines += ["", f"## {heading('examples')}"]
        for s, reading in chosen:
            lines += ["", _numbered(s.sentences), json.dumps(reading, ensure_ascii=False)]
    lines += ["", f"## {heading('schema')}", json.dumps(reading_schema(), ensure_ascii=False)]
    lines += ["", f"## {heading('story')} (story: {json.dumps(story.id, ensure_ascii=False)}, lang: {lang})",
              _numbered(story.sentences), ""]
    return "\n".join(lines)


def stories_for_prompt(path: Path) -> list[Story]:
    """The stories of a file to write prompts for: a .txt story (one sentence per line) or any story file."""
    if path.suffix.lower() == ".txt":
        return [load_text_story(path)]

    return load_any(path)
