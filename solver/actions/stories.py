"""Stories to annotate, from any format: TRIP, GITA, our story JSON (with or without states), plain text.

A .txt file holds one story, one sentence per line (blank lines and lines starting with # are left
out); its id is the file name. Proposed states are written back in the project story format.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

from solver.errors import DataError, UnknownNameError
from solver.limits import check_sentence
from solver.states.loaders import (check_length, is_natural_record, load_gita, load_natural, load_project_stories,
                                   load_trip)
from solver.states.model import LOCATION_ATTRIBUTES, StateLabel, Story
from solver.textfiles import loads, missing_reason, read_text

FORMATS = ("trip", "gita", "story", "natural", "text")


def load_text_story(path: Path) -> Story:
    lines = read_text(path, "story file").splitlines()  # a missing or non-UTF-8 file is named
    sentences = [ln.strip() for ln in lines if ln.strip() and not ln.lstrip().startswith("#")]
    check_length(len(sentences), str(path))
    for k, sentence in enumerate(sentences):
        if "\x00" in sentence:
            raise DataError("holds a NUL byte (\\x00): binary data, not a sentence", where=f"{path}: sentence {k}")
        check_sentence(sentence, f"{path}: sentence {k}")
    if not sentences:
        raise DataError("no sentences (one sentence per line expected)", where=str(path))
    return Story(id=path.stem, sentences=sentences, states=[[] for _ in sentences], plausible=None,
                 source="text", raw={"text_only": True})


def guess_format(path: Path) -> str:
    if path.suffix.lower() == ".txt":
        return "text"
    if path.is_dir():
        if (path / "GITA_test.json").exists():
            return "gita"
        if (path / "dev_curated_trip.json").exists():
            return "trip"
        return "story"
    text = read_text(path, "story file") if path.exists() else ""  # a non-UTF-8 file is named
    try:
        whole = json.loads(text)
    except json.JSONDecodeError:
        return "trip"  # JSON lines
    except RecursionError:
        loads(text, str(path))  # the shared "nested too deeply" error
    if isinstance(whole, list) and whole:
        if is_natural_record(whole[0]):
            return "natural"
    if isinstance(whole, (list,)) or (isinstance(whole, dict) and "sentences" in whole):
        return "story"
    if isinstance(whole, dict) and "stories" in whole:
        return "trip"
    return "gita"


def load_stories(path: Path, fmt: Optional[str] = None) -> list[Story]:
    """Stories of a file (or folder) in the given format, or the format its content shows."""
    if not path.exists():
        raise DataError(missing_reason(path), where=str(path))
    fmt = fmt or guess_format(path)
    if fmt not in FORMATS:
        raise UnknownNameError("format", fmt, FORMATS)
    if fmt == "text":
        if path.is_dir():
            return [load_text_story(p) for p in sorted(path.glob("*.txt"))]
        return [load_text_story(path)]
    if fmt == "gita":
        return load_gita(path)
    if fmt == "trip":
        return load_trip(path)
    if fmt == "natural":
        return load_natural(path)
    return load_project_stories(path)


def label_json(lab: StateLabel) -> dict:
    if lab.attribute in LOCATION_ATTRIBUTES:
        return {"entity": lab.entity, "attribute": lab.attribute, "change": lab.change}
    return {"entity": lab.entity, "attribute": lab.attribute, "pre": lab.pre, "post": lab.post}


def story_json(story: Story, states: list[list[StateLabel]]) -> dict:
    """A story in the project format (kb/stories), with the given states."""
    out: dict = {"id": story.id, "sentences": list(story.sentences)}
    if story.actor:
        out["actor"] = story.actor
    if story.entities:
        out["entities"] = list(story.entities)
    out["states"] = [[label_json(lab) for lab in labels] for labels in states]
    if story.gold_pair:
        out["conflict"] = {"evidence": story.gold_pair[0], "breakpoint": story.gold_pair[1]}
    return out
