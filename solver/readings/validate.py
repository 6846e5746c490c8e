"""Validation of a reading from any reader: schema errors, names made consistent, contradictions inside a sentence.

Every issue names the story, the sentence and the record (`states[2].attribute`), so a person or a model
can mend it (a model gets one repair round with `ValidationResult.message()`). Entity names are normalised
the same way for every reader: spaces, case, a leading article or possessive ("the", "his", "l'"), and
the number of the head noun through the project's lemmatiser ("eggs" -> "egg", "uova" -> "uovo"); a name
that is a person's (listed under `people`) takes that person's spelling. Self-contradictions inside one
sentence (open and closed after it, two places at once, locked and open) are reported, not repaired.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from pydantic import BaseModel, ValidationError

from solver.logic.vocabulary import vocabulary
from solver.readings.models import Reading
from solver.states.model import Story
from solver.language.lemmas import lemma


@dataclass(frozen=True)
class ReadingIssue:
    """One problem of a reading: where (story, sentence, record) and what."""

    story: str
    sentence: Optional[int]
    record: str  # "states[1].attribute", "people", "" for the whole reading
    message: str

    def __str__(self) -> str:
        where = [f"story {self.story}"]
        if self.sentence is not None:
            where.append(f"sentence {self.sentence}")
        if self.record:
            where.append(self.record)
        return f"{', '.join(where)}: {self.message}"


@dataclass
class ValidationResult:
    reading: Optional[BaseModel]  # the normalised reading; None when it does not follow the schema
    errors: list[ReadingIssue] = field(default_factory=list)
    contradictions: list[ReadingIssue] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """The reading follows the schema and fits the story (contradictions are reported apart)."""
        return self.reading is not None and not self.errors

    def message(self) -> str:
        """Every error and contradiction, one line each (what a repair round shows the reader)."""
        return "\n".join(str(i) for i in [*self.errors, *self.contradictions])


# ---------------------------------------------------------------------- names


def normalise_name(name: str, lang: str) -> str:
    """A thing's name as every reading writes it: lower case, single spaces, no leading article or
    possessive, the head noun (English: last word, Italian: first) in the singular by the lemmatiser."""
    voc = vocabulary()
    determiners = voc.determiners.get(lang, frozenset())
    words = " ".join(name.replace("’", "'").split()).casefold().split(" ")
    while len(words) > 1 and words[0] in determiners:
        words = words[1:]
    if words and "'" in words[0]:  # l'uovo, un'arancia
        head, _, rest = words[0].partition("'")
        if f"{head}'" in determiners and rest:
            words[0] = rest
    if not words or not words[0]:
        return name.strip()
    k = 0 if voc.name_heads.get(lang, "last") == "first" else len(words) - 1
    word = words[k]
    if word.isalpha() and len(word) > 2:
        singular = lemma(word, lang)
        # a noun's singular is never longer than the word: a longer lemma is a verb's ("biscotto" -> "biscottare")
        if len(singular) <= len(word):
            words[k] = singular
    return " ".join(words)


# record fields that name a thing (normalised) and fields that name a person (or a thing's holder)
_THING_FIELDS = {"entity", "part", "whole", "area", "key"}
_PLACE_KINDS = {"places"}
_HOLDER_KINDS = {"holders"}


def _canonical(name: str, people: dict[str, str], lang: str) -> str:
    folded = " ".join(name.split()).casefold()
    if folded in people:
        return people[folded]
    return normalise_name(name, lang)


# The records of one sentence that say what one key (an entity, with its attribute for states) was before and after.
_SEQUENCE_KEYS = (("states", ("entity", "attribute")), ("places", ("entity",)), ("holders", ("entity",)),
                  ("locks", ("entity",)), ("quantities", ("entity",)))


def _folded(records: list[dict], key_fields: tuple[str, ...]) -> list[dict]:
    """Records of one key told one after another as a sequence ("unlocked it, let the dog in and locked it
    again": unlocked, then locked) folded into one: the first record's `pre`, the last one's `post`. Why: the
    vocabulary tells what a sentence needs before it and leaves after it, so the inner steps are met within the
    sentence (the second step's `pre` is the first step's `post`, not a need on the state before the sentence).
    Records that do not chain (a later `pre` that is not the earlier `post`) are left as they are, for
    `contradictions_in` to report."""
    groups: dict[tuple, list[int]] = {}
    for k, r in enumerate(records):
        groups.setdefault(tuple(r.get(f) for f in key_fields), []).append(k)
    drop: set[int] = set()
    for ks in groups.values():
        if len(ks) < 2:
            continue
        chain = [records[k] for k in ks]
        if not all(b.get("pre") is not None and a.get("post") is not None and b["pre"] == a["post"]
                   for a, b in zip(chain, chain[1:])):
            continue
        first = chain[0]
        first["post"] = chain[-1]["post"]
        for extra in chain[1:]:
            for field, value in extra.items():
                if first.get(field) is None and value is not None:
                    first[field] = value
        drop.update(ks[1:])
    return [r for k, r in enumerate(records) if k not in drop]


def _normalise(reading: BaseModel) -> BaseModel:
    """The reading with every name normalised (people keep their spelling; a name given as a person's
    in another case becomes theirs)."""
    voc = vocabulary()
    lang = reading.lang  # type: ignore[attr-defined]
    people = {" ".join(p.split()).casefold(): " ".join(p.split()) for p in reading.people}  # type: ignore[attr-defined]
    special = {voc.away, voc.nobody}
    data = reading.model_dump()
    data["people"] = list(dict.fromkeys(people.values()))
    for sentence in data["sentences"]:
        for kind, records in sentence.items():
            if not isinstance(records, list):
                continue
            for record in records:
                for key, value in record.items():
                    if not isinstance(value, str):
                        continue
                    if key in _THING_FIELDS:
                        record[key] = _canonical(value, people, lang)
                    elif key == "by" or (kind in _HOLDER_KINDS and key in ("pre", "post")):
                        record[key] = value.strip().casefold() if value.strip().casefold() in special \
                            else _canonical(value, people, lang)
                    elif kind in _PLACE_KINDS and key in ("pre", "post"):
                        record[key] = value.strip().casefold() if value.strip().casefold() in special \
                            else normalise_name(value, lang)
        for kind, key_fields in _SEQUENCE_KEYS:
            if isinstance(sentence.get(kind), list):
                sentence[kind] = _folded(sentence[kind], key_fields)
        # a move's change follows who moves: a person "moves", a thing is "moved"
        for move in sentence.get("moves", []):
            if move["entity"] in people.values() and move["change"] == "moved":
                move["change"] = "moves"
            elif move["entity"] not in people.values() and move["change"] == "moves":
                move["change"] = "moved"
    return Reading.model_validate(data)


# ---------------------------------------------------------------------- checks


def _schema_issues(story_id: str, err: ValidationError) -> list[ReadingIssue]:
    out = []
    for e in err.errors():
        loc = list(e["loc"])
        sentence: Optional[int] = None
        if len(loc) >= 2 and loc[0] == "sentences" and isinstance(loc[1], int):
            sentence = loc[1]
            loc = loc[2:]
        record = ""
        for part in loc:
            record += f"[{part}]" if isinstance(part, int) else (f".{part}" if record else str(part))
        message = e["msg"]
        if e["type"] == "extra_forbidden":
            message = "not a field of this record (see the JSON Schema)"
        out.append(ReadingIssue(story_id, sentence, record, message))
    return out


def _story_issues(reading: BaseModel, story: Optional[Story]) -> list[ReadingIssue]:
    sid = reading.story  # type: ignore[attr-defined]
    out: list[ReadingIssue] = []
    numbers = [s.sentence for s in reading.sentences]  # type: ignore[attr-defined]
    if numbers != list(range(len(numbers))):
        out.append(ReadingIssue(sid, None, "sentences", f"sentence numbers must run 0, 1, 2 ... in order, got {numbers}"))
    if story is not None:
        if sid != story.id:
            out.append(ReadingIssue(sid, None, "story", f"the reading is of story {sid!r}, not {story.id!r}"))
        n = len(story.sentences)
        if len(numbers) != n:
            out.append(ReadingIssue(sid, None, "sentences", f"the story has {n} sentences, the reading {len(numbers)}"))
    voc = vocabulary()
    people = set(reading.people)  # type: ignore[attr-defined]
    for s in reading.sentences:  # type: ignore[attr-defined]
        for k, r in enumerate(s.states):
            if r.attribute in voc.person_attributes and r.entity not in people:
                out.append(ReadingIssue(sid, s.sentence, f"states[{k}]",
                                        f"{r.attribute} is a person's attribute, but {r.entity!r} is not listed under people"))
            if r.attribute not in voc.person_attributes and r.entity in people:
                out.append(ReadingIssue(sid, s.sentence, f"states[{k}]",
                                        f"{r.attribute} is a thing's attribute, but {r.entity!r} is a person"))
        for k, a in enumerate(s.actors):
            if a.entity not in people:
                out.append(ReadingIssue(sid, s.sentence, f"actors[{k}]", f"{a.entity!r} acts but is not listed under people"))
        for k, m in enumerate(s.moves):
            if m.entity in people and m.change not in voc.changes["h_location"]:
                out.append(ReadingIssue(sid, s.sentence, f"moves[{k}]", f"a person moves or disappears; {m.change!r} "
                                        "is a thing's change (write the thing that is moved)"))
    return out


def _differ(a: Any, b: Any) -> bool:
    return a is not None and b is not None and a != b


def contradictions_in(reading: BaseModel) -> list[ReadingIssue]:
    """What one sentence says twice with different values: a state both ways, two places or holders at once,
    a thing locked and open, a quantity both ways."""
    sid = reading.story  # type: ignore[attr-defined]
    out: list[ReadingIssue] = []
    for s in reading.sentences:  # type: ignore[attr-defined]
        t = s.sentence
        for kind, key_fields in (("states", ("entity", "attribute")), ("places", ("entity",)),
                                 ("holders", ("entity",)), ("locks", ("entity",)), ("quantities", ("entity",))):
            seen: dict[tuple, tuple[int, Any]] = {}
            for k, r in enumerate(getattr(s, kind)):
                key = tuple(getattr(r, f) for f in key_fields)
                if key in seen:
                    j, first = seen[key]
                    for side in ("pre", "post"):
                        if _differ(getattr(first, side), getattr(r, side)):
                            what = ".".join(str(x) for x in key)
                            extra = (" (one person in two places at once)" if kind == "places" and
                                     key[0] in reading.people else "")  # type: ignore[attr-defined]
                            out.append(ReadingIssue(sid, t, f"{kind}[{j}] and {kind}[{k}]",
                                                    f"{what} {side} is both {getattr(first, side)!r} and "
                                                    f"{getattr(r, side)!r}{extra}"))
                else:
                    seen[key] = (k, r)
        opened = {(r.entity, side) for r in s.states if r.attribute == "open" for side in ("pre", "post")
                  if getattr(r, side) is True}
        for k, lock in enumerate(s.locks):
            for side in ("pre", "post"):
                if getattr(lock, side) is True and (lock.entity, side) in opened:
                    out.append(ReadingIssue(sid, t, f"locks[{k}]", f"{lock.entity} {side} is locked and open at once "
                                            "(a locked thing is closed)"))
    return out


def validate_reading(obj: Any, story: Optional[Story] = None) -> ValidationResult:
    """Check a reading (a parsed JSON object or a Reading) against the schema and, when given, its story;
    return it normalised with every issue named by story, sentence and record."""
    sid = story.id if story is not None else (obj.get("story") if isinstance(obj, dict) else None) or "?"
    if isinstance(obj, BaseModel):
        obj = obj.model_dump()
    if not isinstance(obj, dict):
        return ValidationResult(None, [ReadingIssue(str(sid), None, "", f"a reading must be a JSON object, got "
                                                    f"{type(obj).__name__}")])
    sentences = obj.get("sentences")
    if "story" not in obj and isinstance(sentences, list) and sentences and all(isinstance(x, str) for x in sentences):
        return ValidationResult(None, [ReadingIssue(str(obj.get("id", sid)), None, "", "this is a story (its sentences "
                                                    "as text), not a reading of one: see `physkb read --schema`")])
    if "unreadable_answer" in obj:  # a model reader's answer that was not JSON, kept so it is reported, not dropped
        answer = " ".join(str(obj["unreadable_answer"]).split())
        return ValidationResult(None, [ReadingIssue(str(sid), None, "", "the reader's answer is not a JSON reading: "
                                                    + (answer[:200] + " ..." if len(answer) > 200 else answer))])
    try:
        reading = Reading.model_validate(obj)
    except ValidationError as err:
        return ValidationResult(None, _schema_issues(str(sid), err))
    reading = _normalise(reading)
    return ValidationResult(reading, _story_issues(reading, story), contradictions_in(reading))
