"""The reading prompt, generated from the knowledge base: what any model (or person) needs to read a story
into physkb's state vocabulary.

It holds the instructions and glosses of kb/language/state_glosses.lp in the story's language, few-shot
examples taken from the annotated stories of kb/stories (their human states written as readings, and the
readings of kb/stories/readings/) in that language, the JSON Schema of the answer and the story itself.
Nothing in it is written for one story: the same prompt text frames every story.

Two forms are generated from the same declaration. `full` (what `physkb read --prompt` prints, for capable
models and people) holds every gloss, two examples and the whole JSON Schema: about 4,800 tokens. `compact`
(for small local models whose decoding the schema's grammar constrains anyway, so they need not read it)
keeps the instructions and the value words, one example (the shortest of the story's language) and the
schema's short form (each list and its fields): about a fifth of it. In both forms everything before the
story is the same for every story of a language and reader, so a backend computes it once (its key/value
cache, llama.cpp's prompt cache) and only the story's own tokens are new.
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
PROMPT_FORMS = ("full", "compact")
COMPACT_EXAMPLES = 1  # the compact form's examples: the shortest of the story's language
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


def shortest_examples(story: Story, lang: str, k: int = COMPACT_EXAMPLES) -> list[tuple[Story, dict]]:
    """Up to k examples in the story's language with the shortest readings (never the story itself), one with a
    conflict first: the compact prompt's examples, the same for every story of that language."""
    same = [(s, r) for lang_, s, r in _example_pool()
            if lang_ == lang and s.id != story.id and s.sentences != story.sentences]
    by_length = sorted(same, key=lambda pair: (len(json.dumps(pair[1], ensure_ascii=False)), pair[0].id))
    conflicts = [pair for pair in by_length if pair[0].plausible is False]
    others = [pair for pair in by_length if pair not in conflicts[:1]]
    return (conflicts[:1] + others)[:k]


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


def build_prompt(story: Story, lang: Optional[str] = None, examples: Optional[int] = None, form: str = "full") -> str:
    """The whole prompt for one story: instructions, the vocabulary with its glosses, examples, the JSON
    Schema (its short form when `form` is compact) and the story. `lang` defaults to the language detected
    from the story's sentences; `examples` to the form's own count."""
    if form not in PROMPT_FORMS:
        raise ValueError(f"prompt form {form!r}: expected one of {', '.join(PROMPT_FORMS)}")
    voc = vocabulary()
    lang = lang or detect_language(" ".join(story.sentences))
    if lang not in voc.languages:
        lang = "en"
    compact = form == "compact"

    def heading(section: str) -> str:
        return voc.headings.get((lang, section)) or voc.headings[("en", section)]

    def gloss(table: dict, key: str) -> str:
        return table.get((lang, key)) or table.get(("en", key), "")

    lines: list[str] = [f"{k}. {text}" for k, text in enumerate(voc.instructions[lang], start=1)]
    lines += ["", f"## {heading('vocabulary')} ({voc.version})", "", f"### {heading('attributes')}"]
    for attribute in (*voc.state_attributes, voc.lock_attribute):
        who = "person" if attribute in voc.person_attributes else "thing"
        words = f"{voc.value_glosses.get((lang, attribute, 0), '')} / {voc.value_glosses.get((lang, attribute, 1), '')}"
        lines.append(f"- {attribute} ({who}; {words})" if compact else
                     f"- {attribute} ({who}; false / true = {words}): {gloss(voc.attribute_glosses, attribute)}")
    lines += ["", f"### {heading('changes')}"]
    for attribute in voc.move_attributes:
        who = "person" if attribute in voc.person_attributes or attribute == "h_location" else "thing"
        if compact:
            lines.append(f"- {who}: {', '.join(voc.changes[attribute])}")
            continue
        for change in voc.changes[attribute]:
            lines.append(f"- {change} ({who}): {gloss(voc.change_glosses, change)}")
    if compact:
        lines += ["", f"### {heading('quantities')}: {', '.join(voc.quantity_values)}",
                  f"### {heading('elapsed')}: {', '.join(voc.elapsed_values)}"]
    else:
        lines += ["", f"### {heading('quantities')}"]
        lines += [f"- {q}: {gloss(voc.quantity_glosses, q)}" for q in voc.quantity_values]
        lines += ["", f"### {heading('elapsed')}",
                  ", ".join(f"{e} ({gloss(voc.elapsed_glosses, e)})" for e in voc.elapsed_values)]
        lines += ["", f"### {heading('records')}"]
        for name in ("people", "actors", "states", "moves", "places", "holders", "locks", "quantities", "parts",
                     "within", "elapsed"):
            lines.append(f"- {name}: {gloss(voc.record_glosses, name)}")
    count = (COMPACT_EXAMPLES if compact else EXAMPLES) if examples is None else examples
    chosen = shortest_examples(story, lang, count) if compact else examples_for(story, lang, count)
    if chosen:
        lines += ["", f"## {heading('examples')}"]
        for s, reading in chosen:
            lines += ["", _numbered(s.sentences), json.dumps(reading, ensure_ascii=False)]
    if compact:
        lines += ["", f"## {heading('form')}", *short_schema(reading_schema())]
    else:
        lines += ["", f"## {heading('schema')}", json.dumps(reading_schema(), ensure_ascii=False)]
    lines += ["", f"## {heading('story')} (story: {json.dumps(story.id, ensure_ascii=False)}, lang: {lang})",
              _numbered(story.sentences), ""]
    return "\n".join(lines)


def short_schema(schema: dict) -> list[str]:
    """The JSON Schema of a reading in short form, generated from it: the answer's keys, then each list of a
    sentence with the fields of its records (`states: [{entity, attribute, pre, post}]`); a required field
    is marked with `*`."""
    defs = schema.get("$defs", {})

    def fields(node: dict) -> str:
        ref = node.get("items", {}).get("$ref", "") if node.get("type") == "array" else node.get("$ref", "")
        target = defs.get(ref.rsplit("/", 1)[-1], {}) if ref else {}
        if not target:
            return "[...]" if node.get("type") == "array" else "..."
        required = set(target.get("required", ()))
        inner = ", ".join(f"{name}{'*' if name in required else ''}" for name in target.get("properties", {}))
        return f"[{{{inner}}}]" if node.get("type") == "array" else f"{{{inner}}}"

    top = schema.get("properties", {})
    required = set(schema.get("required", ()))
    head = ", ".join(f"{name}{'*' if name in required else ''}" for name in top if name != "vocabulary")
    out = [f"{{{head}}}"]
    sentence = defs.get("SentenceReading", {})
    for name, node in sentence.get("properties", {}).items():
        if name == "text":
            continue
        if node.get("type") == "array":
            out.append(f"- {name}: {fields(node)}")
        elif name == "sentence":
            out.append("- sentence*: 0, 1, 2 ...")
        else:
            values = next((option.get("enum") for option in node.get("anyOf", []) if option.get("enum")), None)
            out.append(f"- {name}: {' | '.join(values) if values else '...'} | null")
    return out


def stories_for_prompt(path: Path) -> list[Story]:
    """The stories of a file to write prompts for: a .txt story (one sentence per line) or any story file."""
    if path.suffix.lower() == ".txt":
        return [load_text_story(path)]

    return load_any(path)
