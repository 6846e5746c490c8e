"""Loaders: GITA's JSON, TRIP's raw www.json layout (same fields), TRIP's curated JSON lines, our own stories.

Each returns `Story` records. A record we cannot read at all raises DataError naming the
file, record and field; oddities that still leave a usable story (padded names, extra
state dicts, empty sentences) are kept as they are for the validators to report.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable, Optional

from solver.errors import DataError, UnknownNameError
from solver.language import detect_language
from solver.limits import MAX_STORY_SENTENCES, check_sentence, check_story_length
from solver.states.model import (
    ATTRIBUTES, LABEL_TABLE, LOCATION_ATTRIBUTES, LOCATION_CHANGES, StateLabel, Story,
)
from solver.states.story_record import typed_record
from solver.textfiles import read_json, read_text, DuplicateKeys, RefuseDuplicateKeys, missing_reason, loads

GITA_FILE = "GITA_test.json"
TRIP_CURATED_FILE = "dev_curated_trip.json"


def _read_json(path: Path, object_pairs_hook: Any = None) -> Any:
    return read_json(path, object_pairs_hook=object_pairs_hook)


def _plausible(value: Any, where: str) -> bool:
    """A gold plausibility label: a JSON boolean, or the 0/1 the TRIP release writes. Anything else
    ("false", "no", "0", 2, null) is refused: bool("false") is True and would flip the gold label."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    raise DataError(f"must be true or false (or 0/1), got {value!r}", where=f"{where}.plausible")


def _entity(value: Any, where: str) -> str:
    """An entity name: a non-empty string. A null or blank name would drop or merge the label silently."""
    if not isinstance(value, str) or not value.strip():
        raise DataError(f"entity must be a non-empty name, got {value!r}", where=where)
    return value


# The longest story checked and the longest sentence read: the service's limits (solver/limits.py).
MAX_SENTENCES = MAX_STORY_SENTENCES


def check_length(n_sentences: int, where: str) -> None:
    """Refuse a story too long to check in reasonable time, before any grounding starts."""
    check_story_length(n_sentences, where)


def _sentences(value: Any, where: str, nonempty: bool = False) -> list[str]:
    """The story's sentences: a list of strings without NUL bytes (and, for a story to check, at least one)."""
    if not isinstance(value, list) or not all(isinstance(s, str) for s in value):
        raise DataError("must be a list of strings", where=f"{where}.sentences")
    if nonempty and not any(s.strip() for s in value):
        raise DataError("the story has no sentences: nothing to check", where=f"{where}.sentences")
    check_length(len(value), f"{where}.sentences")
    for i, sentence in enumerate(value):
        if "\x00" in sentence:
            raise DataError("holds a NUL byte (\\x00): binary data, not a sentence", where=f"{where}.sentences[{i}]")
        check_sentence(sentence, f"{where}.sentences[{i}]")
    return value


def _read_text(path: Path) -> str:
    return read_text(path)


def _sentence_number(value: Any, where: str, n_sentences: int) -> int:
    """A 0-based sentence number inside the story: an integer (not a string or a boolean) in range."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(f"must be a sentence number (an integer), got {value!r}", where=where)
    if not 0 <= value < n_sentences:
        raise DataError(f"sentence {value} is outside the story's sentences 0..{n_sentences - 1}", where=where)
    return value


def _conflict_pair(conflict: Any, where: str, n_sentences: int) -> tuple[int, int]:
    """(evidence, breakpoint) of a story's annotated conflict: both in range, evidence before breakpoint."""
    if not isinstance(conflict, dict):
        raise DataError("must be an object {evidence, breakpoint}", where=where)
    for name in ("evidence", "breakpoint"):
        if name not in conflict:
            raise DataError("missing field", where=f"{where}.{name}")
    evidence = _sentence_number(conflict["evidence"], f"{where}.evidence", n_sentences)
    breakpoint = _sentence_number(conflict["breakpoint"], f"{where}.breakpoint", n_sentences)
    if evidence >= breakpoint:
        raise DataError(f"evidence {evidence} must come before breakpoint {breakpoint}", where=f"{where}.evidence")
    return evidence, breakpoint


def _flatten_ints(value: Any) -> list[int]:
    """confl_sents is written as [3], [[3]] or [[]] in GITA: collect the integers it holds."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, list):
        return [x for item in value for x in _flatten_ints(item)]
    return []


def _raw_label(where: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(f"label must be an integer, got {value!r}", where=where)
    return value


def _www_labels(where: str, state: Any) -> list[StateLabel]:
    """One sentence's {attribute: [[entity, raw label], ...]} -> labels (zeros dropped)."""
    if not isinstance(state, dict):
        raise DataError(f"state must be an object, got {type(state).__name__}", where=where)
    labels: list[StateLabel] = []
    for attribute, pairs in state.items():
        if attribute not in ATTRIBUTES:
            raise DataError(f"unknown attribute {attribute!r}", where=f"{where}.{attribute}")
        if not isinstance(pairs, list):
            raise DataError("must be a list of [entity, label]", where=f"{where}.{attribute}")
        for k, pair in enumerate(pairs):
            at = f"{where}.{attribute}[{k}]"
            if not (isinstance(pair, list) and len(pair) == 2):
                raise DataError(f"must be [entity, label], got {pair!r}", where=at)
            _entity(pair[0], at)
            entity, label = pair[0].strip(), _raw_label(at, pair[1])
            if attribute in LOCATION_ATTRIBUTES:
                changes = LOCATION_CHANGES[attribute]
                if label != 0 and label not in changes:
                    raise DataError(f"{attribute} label {label} outside 0-{max(changes)}", where=at)
                if label:
                    labels.append(StateLabel(entity, attribute, change=changes[label]))
            else:
                if label not in LABEL_TABLE:
                    raise DataError(f"label {label} outside 0-8", where=at)
                pre, post = LABEL_TABLE[label]
                if pre is not None or post is not None:
                    labels.append(StateLabel(entity, attribute, pre, post))
    return labels


def _entities_in(states: Iterable[Iterable[StateLabel]], first: Optional[str] = None) -> list[str]:
    seen: dict[str, None] = {}
    if first:
        seen[first] = None
    for sentence in states:
        for label in sentence:
            seen.setdefault(label.entity, None)
    return list(seen)


def _www_entities(states: list[dict]) -> list[str]:
    seen: dict[str, None] = {}
    for state in states:
        if isinstance(state, dict):
            for pairs in state.values():
                for pair in pairs if isinstance(pairs, list) else []:
                    if isinstance(pair, list) and pair and isinstance(pair[0], str):
                        seen.setdefault(pair[0].strip(), None)
    return list(seen)


def _partition(key: str, record: dict) -> str:
    suffix = key.rsplit("-", 1)[1] if "-" in key else ""
    if suffix.startswith("C"):
        return "cloze"
    if suffix.startswith("O"):
        return "order"
    return "plausible"  # a base story (GITA's plausible originals; its anomalies are validated)


def _www_story(path: Path, key: str, record: Any, source: str) -> Story:
    where = f"{path}: story {key}"
    if not isinstance(record, dict):
        raise DataError("story must be an object", where=where)
    for name in ("sentences", "states", "plausible"):
        if name not in record:
            raise DataError(f"missing field {name!r}", where=where)
    sentences = _sentences(record["sentences"], where)
    raw_states = record["states"]
    if not isinstance(raw_states, list):
        raise DataError("must be a list of per-sentence objects", where=f"{where}.states")
    states = [_www_labels(f"{where}.states[{i}]", s) for i, s in enumerate(raw_states)]
    breakpoint = record.get("breakpoint", -1)
    if isinstance(breakpoint, bool) or not isinstance(breakpoint, int):
        raise DataError(f"must be an integer, got {breakpoint!r}", where=f"{where}.breakpoint")
    actor = record.get("actor")
    actor = actor.strip() if isinstance(actor, str) and actor.strip() else None
    return Story(
        id=key,
        sentences=list(sentences),
        states=states,
        entities=_www_entities(raw_states) or _entities_in(states, actor),
        actor=actor,
        plausible=_plausible(record["plausible"], where),
        breakpoint=breakpoint,
        evidence=_flatten_ints(record.get("confl_sents", [])),
        partition=_partition(key, record),
        group_id=key.rsplit("-", 1)[0] if "-" in key.split("/")[-1] else key,
        source=source,
        raw=record,
    )


DUPLICATES = "_duplicates"  # raw field the loaders add: what the file held twice (validate reports it)


def _load_www(path: Path, split: Optional[str], source: str) -> list[Story]:
    hook = DuplicateKeys()
    data = _read_json(path, object_pairs_hook=hook)
    if not isinstance(data, dict) or not data:
        raise DataError("expected an object {split: {story key: story}}", where=str(path))
    for name in hook.of(data):
        raise DataError(f"split {name!r} appears twice; JSON keeps only the last one", where=str(path))
    splits = [split] if split else list(data)
    stories: list[Story] = []
    for name in splits:
        if name not in data:
            raise DataError(f"no split {name!r}; the file has {', '.join(data)}", where=str(path))
        block = data[name]
        if not isinstance(block, dict):
            raise DataError("split must be an object {story key: story}", where=f"{path}: {name}")
        prefix = "" if len(splits) == 1 else f"{name}/"
        if not block:
            raise DataError("the split holds no stories", where=f"{path}: {name}")
        repeated = set(hook.of(block))
        for key, rec in block.items():
            story = _www_story(path, f"{prefix}{key}", rec, source)
            notes = []
            if key in repeated:  # JSON keeps the last copy; the earlier ones are lost, so say so
                notes.append(f"story key {key!r} appears more than once in split {name!r}; "
                             "only the last copy is read")
            notes += [f"field {field!r} appears more than once in the story; only the last value is read"
                      for field in hook.of(rec)]
            if notes:
                story.raw = {**story.raw, DUPLICATES: notes}
            stories.append(story)
    return stories


def _refuse_italian(path: Path, stories: list[Story], asked: str, other: str) -> None:
    """GITA and TRIP share one file layout; an Italian file read as TRIP would report GITA's figures as TRIP's."""
    sample = " ".join(" ".join(s.sentences) for s in stories[:20])
    if sample and detect_language(sample) == "it":
        raise DataError(f"this file holds Italian stories ({other.upper()}), not {asked.upper()}; "
                        f"use `physkb validate {other}`", where=str(path))


def _as_file(path: str | Path, default_name: str) -> Path:
    path = Path(path)
    if path.is_dir():
        path = path / default_name
    if not path.exists():
        raise DataError(missing_reason(path), where=str(path))
    return path


def load_gita(path: str | Path) -> list[Story]:
    """GITA_test.json (a file, or the folder holding it) -> stories in file order."""
    path = _as_file(path, GITA_FILE)
    if not _read_text(path).strip():
        raise DataError("the file is empty: no stories", where=str(path))
    return _load_www(path, None, "gita")


def _curated_labels(where: str, entity: str, pre: Any, post: Any) -> list[StateLabel]:
    labels: list[StateLabel] = []
    for vec, name in ((pre, "precondition"), (post, "effect")):
        if not (isinstance(vec, list) and len(vec) == len(ATTRIBUTES)):
            raise DataError(f"{name} must list {len(ATTRIBUTES)} values", where=where)
    for k, attribute in enumerate(ATTRIBUTES):
        at = f"{where}[{attribute}]"
        p, e = _raw_label(at, pre[k]), _raw_label(at, post[k])
        if attribute in LOCATION_ATTRIBUTES:
            # Curated files keep the raw location label in both slots.
            label = e or p
            changes = LOCATION_CHANGES[attribute]
            if label and label not in changes:
                raise DataError(f"{attribute} label {label} outside 0-{max(changes)}", where=at)
            if label:
                labels.append(StateLabel(entity, attribute, change=changes[label]))
            continue
        if p not in (0, 1, 2) or e not in (0, 1, 2):
            raise DataError(f"shifted values must be 0, 1 or 2, got ({p}, {e})", where=at)
        value = {0: None, 1: False, 2: True}
        if p or e:
            labels.append(StateLabel(entity, attribute, value[p], value[e]))
    return labels


def _curated_story(path: Path, line_no: int, pair_id: str, k: int, rec: Any, pair: dict) -> Story:
    where = f"{path}: line {line_no} ({pair_id}) story {k}"
    if not isinstance(rec, dict):
        raise DataError("story must be an object", where=where)
    for name in ("sentences", "entities", "states", "plausible"):
        if name not in rec:
            raise DataError(f"missing field {name!r}", where=where)
    sentences, entities, raw_states = _sentences(rec["sentences"], where), rec["entities"], rec["states"]
    if not isinstance(entities, list) or not isinstance(raw_states, list) or len(entities) != len(raw_states):
        raise DataError("states must hold one entry per entity", where=f"{where}.states")
    for e, entity in enumerate(entities):
        _entity(entity, f"{where}.entities[{e}]")
    states: list[list[StateLabel]] = [[] for _ in sentences]
    for entity, per_sentence in zip(entities, raw_states):
        if not isinstance(per_sentence, list):
            raise DataError("must be a list per sentence", where=f"{where}.states[{entity}]")
        for i, slot in enumerate(per_sentence):
            at = f"{where}.states[{entity}][{i}]"
            if not (isinstance(slot, list) and len(slot) == 2):
                raise DataError("must be [precondition, effect]", where=at)
            if i >= len(states):
                states.append([])
            states[i].extend(_curated_labels(at, str(entity).strip(), slot[0], slot[1]))
    pairs = rec.get("confl_pairs") or []
    breakpoint = rec.get("breakpoint", -1)
    evidence = [p[0] for p in pairs if isinstance(p, list) and len(p) == 2 and p[1] == breakpoint]
    if not evidence:
        evidence = _flatten_ints(rec.get("confl_sents", []))
    plausible = _plausible(rec["plausible"], where)
    return Story(
        id=f"{pair_id}-{k}",
        sentences=list(sentences),
        states=states,
        entities=[str(e).strip() for e in entities],
        actor=None,
        plausible=plausible,
        breakpoint=breakpoint if isinstance(breakpoint, int) else -1,
        evidence=evidence,
        partition="plausible" if plausible else "implausible",
        pair_id=pair_id,
        source="trip",
        raw=dict(rec, pair_plausible_story=pair.get("pair_plausible_story"),
                 pair_confl_pairs=pair.get("pair_confl_pairs"), index_in_pair=k),
    )


def load_trip(path: str | Path, split: Optional[str] = None) -> list[Story]:
    """TRIP: curated JSON lines (dev_curated_trip.json) or the raw www.json layout (same fields as GITA).

    The layout is told by content: one JSON object of splits is www.json (all splits, keys
    prefixed `split/`, unless `split` is given); anything else is read as JSON lines.
    """
    path = _as_file(path, TRIP_CURATED_FILE)

    text = _read_text(path)
    if not text.strip():
        raise DataError("the file is empty: no stories", where=str(path))
    try:
        whole = json.loads(text)
    except json.JSONDecodeError:
        whole = None
    except RecursionError:
        loads(text, str(path))  # raises the shared "nested too deeply" error
    if isinstance(whole, dict) and "stories" not in whole:
        stories = _load_www(path, split, "trip")
        _refuse_italian(path, stories, "trip", "gita")
        return stories
    if split is not None:  # the curated file has no splits: the option would be silently ignored
        raise DataError(f"--split {split} applies to the www.json layout only; this file is TRIP's curated "
                        "JSON lines, which holds one split", where=str(path))
    stories: list[Story] = []
    first_line: dict[str, int] = {}
    for line_no, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        rec = loads(line, f"{path}: line {line_no}", line=line_no,
                    object_pairs_hook=RefuseDuplicateKeys(f"{path}: line {line_no}"))
        if not isinstance(rec, dict) or not isinstance(rec.get("stories"), list):
            raise DataError("missing field 'stories' (a list of two stories)", where=f"{path}: line {line_no}")
        example_id = rec.get("example_id")
        if "example_id" not in rec:
            raise DataError("missing field 'example_id' (the pair's id)", where=f"{path}: line {line_no}")
        if isinstance(example_id, bool) or not isinstance(example_id, (str, int)) or not str(example_id).strip():
            raise DataError(f"must be a non-empty string (or an integer), got {example_id!r}",
                            where=f"{path}: line {line_no}.example_id")
        if not rec["stories"]:
            raise DataError("the pair holds no stories (expected two: one plausible, one not)",
                            where=f"{path}: line {line_no} ({example_id}).stories")
        pair_id = str(example_id)
        if pair_id in first_line:  # counted twice, and two stories sharing one id mix their answers
            raise DataError(f"example_id {pair_id!r} is already used on line {first_line[pair_id]}; "
                            "remove the duplicate", where=f"{path}: line {line_no}")
        first_line[pair_id] = line_no
        stories.extend(_curated_story(path, line_no, pair_id, k, s, rec) for k, s in enumerate(rec["stories"]))
    if not stories:
        raise DataError("the file holds no stories", where=str(path))
    return stories


def story_from_project(record: Any, where: str) -> Story:
    """Our own simple format: {id, sentences, entities, states: [[{entity, attribute, pre, post | change}]]}.

    `states[i]` lists what sentence i needs and does; `conflict` (optional) is the expected
    {evidence, breakpoint} of an implausible story, used by tests and the demo; `pair`
    (optional) names a pair of stories told side by side, one of them plausible (as in TRIP);
    `variant_of` (optional) names the base story this one was made from (as GITA's N-O0 from N),
    which rule enabling_order compares it with when both are checked together. Without `states` the
    story is told in text only and has no labels of its own.
    """
    typed = typed_record(record, where)  # every field's type, the field named in the error
    sentences = record["sentences"]
    # A story told in text only (no `states`): its states are proposed from its actions (solver/actions).
    steps = record["states"] if "states" in record else [[] for _ in (sentences if isinstance(sentences, list) else [])]
    _sentences(sentences, where, nonempty=True)
    if not isinstance(steps, list) or len(steps) != len(sentences):
        raise DataError("must hold one list of labels per sentence", where=f"{where}.states")
    states: list[list[StateLabel]] = []
    for i, step in enumerate(steps):
        labels = []
        for k, item in enumerate(step if isinstance(step, list) else [None]):
            at = f"{where}.states[{i}][{k}]"
            if not isinstance(item, dict) or "entity" not in item or "attribute" not in item:
                raise DataError("must be {entity, attribute, pre, post} or {entity, attribute, change}", where=at)
            attribute = item["attribute"]
            if attribute not in ATTRIBUTES:
                raise UnknownNameError("attribute", str(attribute), ATTRIBUTES)
            if attribute in LOCATION_ATTRIBUTES:
                change = item.get("change")
                if change not in LOCATION_CHANGES[attribute].values():
                    raise DataError(
                        f"change must be one of {', '.join(LOCATION_CHANGES[attribute].values())}", where=at)
                labels.append(StateLabel(_entity(item["entity"], f"{at}.entity"), attribute, change=change))
            else:
                pre, post = item.get("pre"), item.get("post")
                for v in (pre, post):
                    if v is not None and not isinstance(v, bool):
                        raise DataError(f"pre/post must be true, false or null, got {v!r}", where=at)
                labels.append(StateLabel(_entity(item["entity"], f"{at}.entity"), attribute, pre, post))
        states.append(labels)
    conflict = typed.conflict
    pair = _conflict_pair(conflict, f"{where}.conflict", len(sentences)) if conflict is not None else None
    plausible = conflict is None
    if typed.plausible is not None:
        plausible = bool(typed.plausible)
    actor = typed.actor
    return Story(
        id=str(typed.id),
        sentences=sentences,
        states=states,
        entities=list(typed.entities or []) or _entities_in(states, actor),
        actor=actor,
        plausible=plausible,
        breakpoint=pair[1] if pair else -1,
        evidence=[pair[0]] if pair else [],
        partition="plausible" if plausible else "implausible",
        pair_id=str(typed.pair) if typed.pair is not None else None,
        group_id=str(typed.variant_of) if typed.variant_of is not None else None,
        source="project",
        raw=record,
    )


def load_project_stories(path: str | Path) -> list[Story]:
    """One story file of ours (an object, or a list of them), or a folder of such files."""
    path = Path(path)
    if path.is_dir():
        files = sorted(path.glob("*.json"))
        if not files:
            raise DataError("no *.json story files", where=str(path))
        stories: list[Story] = []
        seen: dict[str, Path] = {}
        for f in files:
            for story in load_project_stories(f):
                if story.id in seen:
                    raise DataError(f"story id {story.id!r} is already used in {seen[story.id].name}", where=str(f))
                seen[story.id] = f
                stories.append(story)
        return stories
    data = _read_json(path, object_pairs_hook=RefuseDuplicateKeys(str(path)))
    records = data if isinstance(data, list) else [data]
    if not records:
        raise DataError("the file holds no stories (an empty list)", where=str(path))
    stories = [story_from_project(r, f"{path}: story {k}") for k, r in enumerate(records)]
    first: dict[str, int] = {}
    for k, story in enumerate(stories):
        if story.id in first:  # two stories with one id would share (and mix) one answer
            raise DataError(f"story id {story.id!r} is already used by story {first[story.id]}", where=f"{path}: story {k}")
        first[story.id] = k
    return stories


NATURAL_FIELDS = ("id", "lang", "sentences", "breakpoint", "evidence")


def is_natural_record(record: Any) -> bool:
    """A record of the natural stories format (stories/natural_dev.json): text only, with its conflict."""
    return isinstance(record, dict) and "style" in record and "breakpoint" in record and "states" not in record


def _natural_story(record: Any, where: str) -> Story:
    if not isinstance(record, dict):
        raise DataError("story must be an object", where=where)
    for name in NATURAL_FIELDS:
        if name not in record:
            raise DataError(f"missing field {name!r}", where=where)
    sentences = record["sentences"]
    if not isinstance(sentences, list) or not sentences or not all(isinstance(x, str) and x.strip() for x in sentences):
        raise DataError("must be a non-empty list of sentences", where=f"{where}.sentences")
    _sentences(sentences, where)
    n = len(sentences)
    bp, ev = record["breakpoint"], record["evidence"]
    for name, v in (("breakpoint", bp), ("evidence", ev)):
        if not isinstance(v, int) or isinstance(v, bool) or not -1 <= v < n:
            raise DataError(f"must be a sentence number from -1 to {n - 1}, got {v!r}", where=f"{where}.{name}")
    if (bp < 0) != (ev < 0) or (bp >= 0 and ev >= bp):
        raise DataError(f"evidence {ev} must come before breakpoint {bp} (both -1 for a plausible story)", where=where)
    plausible = bp < 0
    return Story(id=str(record["id"]), sentences=list(sentences), states=[[] for _ in sentences],
                 plausible=plausible, breakpoint=bp, evidence=[] if plausible else [ev],
                 partition="plausible" if plausible else "implausible", source="natural",
                 raw={**record, "text_only": True})


def load_natural(path: str | Path) -> list[Story]:
    """Natural household stories (a JSON list of {id, lang, style, kind, attribute, breakpoint, evidence,
    sentences}), told in text only: their states come from reading the sentences."""
    path = Path(path)
    data = _read_json(path, object_pairs_hook=RefuseDuplicateKeys(str(path)))
    if not isinstance(data, list):
        raise DataError("must be a JSON list of stories", where=str(path))
    stories = [_natural_story(r, f"{path}: story {k}") for k, r in enumerate(data)]
    seen: set[str] = set()
    for k, s in enumerate(stories):
        if s.id in seen:
            raise DataError(f"story id {s.id!r} is used twice", where=f"{path}: story {k}")
        seen.add(s.id)
    return stories


def load_any(path: str | Path) -> list[Story]:
    """Stories from any supported file, told apart by content (for `score tiered --gold`)."""
    path = Path(path)
    if path.is_dir():
        for name, loader in ((GITA_FILE, load_gita), (TRIP_CURATED_FILE, load_trip)):
            if (path / name).exists():
                return loader(path / name)
        return load_project_stories(path)
    if not path.exists():
        raise DataError("file not found", where=str(path))
    text = _read_text(path)
    try:
        whole = json.loads(text)
    except json.JSONDecodeError:
        return load_trip(path)
    except RecursionError:
        loads(text, str(path))  # raises the shared "nested too deeply" error
    if isinstance(whole, dict) and "sentences" in whole:
        return load_project_stories(path)
    if isinstance(whole, list):
        if whole and is_natural_record(whole[0]):
            return load_natural(path)
        return load_project_stories(path)
    if isinstance(whole, dict) and "stories" in whole:
        return load_trip(path)
    return _load_www(path, None, "gita" if "test" in whole and len(whole) == 1 else "trip")
