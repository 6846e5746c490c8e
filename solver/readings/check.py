"""Check stories from readings: a reading (any reader's) is validated, turned into the story's states and
solved by the state laws, all readings in one clingo call.

Readings come from a file or a folder (`load_readings`): one reading object, a JSON list of them, JSON
lines, or story records that carry their reading under `reading` (kb/stories/readings/). A reading that
fails validation is reported with its errors and never dropped; it is not checked.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Sequence

from solver.errors import DataError
from solver.readings.convert import story_from_reading
from solver.readings.validate import ValidationResult, validate_reading
from solver.states.model import Story
from solver.states.solve import ConflictResult, find_conflicts
from solver.textfiles import loads, read_text
from solver.states.loaders import story_from_project


@dataclass
class LoadedReading:
    """One reading as read from a file: where it was, its JSON, and the story record it came with (if any)."""

    where: str
    data: Any
    story: Optional[Story] = None


def _records(text: str, where: str) -> list[tuple[str, Any]]:
    """A file's JSON values: the whole text as JSON (an object or a list), else one value per line."""
    try:
        whole = json.loads(text)
    except json.JSONDecodeError:
        whole = None
    except RecursionError:
        loads(text, where)  # the shared "nested too deeply" error
    if whole is not None:
        if isinstance(whole, list):
            return [(f"{where}: item {k}", item) for k, item in enumerate(whole)]
        return [(where, whole)]
    out = []
    for n, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            out.append((f"{where}: line {n}", loads(line, f"{where}: line {n}", line=n)))
    return out


def load_readings(path: str | Path) -> list[LoadedReading]:
    """Every reading of a file (JSON or JSON lines) or of a folder's *.json / *.jsonl files."""
    path = Path(path)
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.suffix in (".json", ".jsonl") and p.is_file())
        if not files:
            raise DataError("no *.json or *.jsonl reading files", where=str(path))
    elif path.is_file():
        files = [path]
    else:
        raise DataError("no such file or folder", where=str(path))
    out: list[LoadedReading] = []
    for f in files:
        text = read_text(f)
        if not text.strip():
            raise DataError("the file is empty: no readings", where=str(f))
        for where, item in _records(text, str(f)):
            if isinstance(item, dict) and isinstance(item.get("reading"), dict) and "sentences" in item:
                record = {k: v for k, v in item.items() if k != "reading"}
                out.append(LoadedReading(where, item["reading"], story_from_project(record, where)))
            else:
                out.append(LoadedReading(where, item))
    if not out:
        raise DataError("no readings found", where=str(path))
    return out


@dataclass
class ReadingCheck:
    """The verdicts on every valid reading, and the validation of every reading (valid or not)."""

    results: dict[str, ConflictResult] = field(default_factory=dict)
    validations: dict[str, ValidationResult] = field(default_factory=dict)
    stories: dict[str, Story] = field(default_factory=dict)  # the stories as the readings tell them
    where: dict[str, str] = field(default_factory=dict)


def check_readings(pairs: Sequence[tuple[Optional[Story], Any]], where: Sequence[str] = ()) -> ReadingCheck:
    """Validate each (story or None, reading JSON or Reading) and check every valid one, in one clingo call."""
    out = ReadingCheck()
    told: list[Story] = []
    for k, (story, data) in enumerate(pairs):
        validation = validate_reading(data, story)
        sid = story.id if story is not None else (validation.reading.story if validation.reading is not None  # type: ignore[attr-defined]
                                                  else str(data.get("story", f"reading {k}")) if isinstance(data, dict)
                                                  else f"reading {k}")
        if sid in out.validations:
            raise DataError(f"story {sid!r} is read twice", where=where[k] if k < len(where) else "")
        out.validations[sid] = validation
        out.where[sid] = where[k] if k < len(where) else ""
        if validation.ok:
            s = story_from_reading(validation.reading, story)  # type: ignore[arg-type]
            out.stories[sid] = s
            told.append(s)
    if told:
        out.results = find_conflicts(told)
    return out


def check_reading(story: Optional[Story], reading: Any) -> ConflictResult:
    """The verdict on one story from one reading; a reading that fails validation is a DataError naming its errors."""
    checked = check_readings([(story, reading)])
    (sid, validation), = checked.validations.items()
    if not validation.ok:
        raise DataError("the reading does not validate:\n" + validation.message(), where=f"story {sid}")
    return checked.results[sid]


def score(check: ReadingCheck, gold: dict[str, Story]) -> dict[str, Any]:
    """Figures against gold conflicts: exact pair of the implausible stories, plausible ones flagged,
    readings that failed validation (counted as not found / not flagged)."""
    implausible = [s for s in gold.values() if s.plausible is False and s.gold_pair]
    plausible = [s for s in gold.values() if s.plausible]
    exact = [s.id for s in implausible if s.id in check.results and check.results[s.id].pair == s.gold_pair]
    flagged = [s.id for s in plausible if s.id in check.results and not check.results[s.id].plausible]
    invalid = [sid for sid, v in check.validations.items() if not v.ok]
    unread = [s.id for s in gold.values() if s.id not in check.validations]
    return {"implausible": len(implausible), "exact_pair": len(exact), "plausible": len(plausible),
            "plausible_flagged": len(flagged), "flagged": flagged, "invalid_readings": invalid,
            "stories_without_reading": unread}
