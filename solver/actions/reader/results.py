"""What reading a story gives: understood clauses, clauses not understood, and the story's reading."""
from __future__ import annotations

from dataclasses import dataclass, field

from solver.language.frames import Frame


IMPERATIVE_ACTOR = "you"  # who carries out a plan told as commands ("Take the box ...")
FIRST_PERSON_ACTOR = "I"


@dataclass
class Reading:
    """One understood clause: the pattern it matched and who or what fills each role."""

    sentence: int
    clause: int
    text: str
    action: str
    pattern: str  # the pattern's words, slots upper case ("put OBJ in DEST")
    fillers: dict[str, list[str]] = field(default_factory=dict)  # role -> entities
    all_of: set[str] = field(default_factory=set)  # roles whose filler is "all" / "the last" of it
    described: list[tuple[str, str]] = field(default_factory=list)  # (entity, describing word)
    begun: bool = False  # only begun ("started to repair it"): what it needs holds, what it brings about not yet
    # roles named as one known thing ("the milk", "it"), not as one of a kind ("a beer", "some milk")
    definite: set[str] = field(default_factory=set)

    def to_json(self) -> dict:
        return {"sentence": self.sentence, "clause": self.clause, "text": self.text, "action": self.action,
                "pattern": self.pattern, "fillers": self.fillers, "all_of": sorted(self.all_of),
                "described": [list(d) for d in self.described], "begun": self.begun,
                "definite": sorted(self.definite)}


@dataclass
class NotUnderstood:
    """A clause the lexicon cannot read; `reason` says why (negation, no pattern, intended, failed ...).

    `mentions` are the story's entities the clause names: what the clause says of them is unknown, so
    the laws must not carry their states across it."""

    sentence: int
    clause: int
    text: str
    reason: str
    mentions: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"sentence": self.sentence, "clause": self.clause, "text": self.text, "reason": self.reason,
                "mentions": self.mentions}


@dataclass
class StoryReading:
    lang: str
    entities: list[str]
    persons: list[str]
    readings: list[Reading] = field(default_factory=list)
    not_understood: list[NotUnderstood] = field(default_factory=list)
    mentioned: dict[int, list[str]] = field(default_factory=dict)  # sentence -> entities it names (negated clauses left out)
    another_of: list[tuple[str, str]] = field(default_factory=list)  # (new thing, earlier thing of the same kind)
    named_as_last: list[str] = field(default_factory=list)  # things named as all, the last or the only one of their kind
    told_new: list[str] = field(default_factory=list)  # things named as new ones ("a fresh loaf"): none named before
    someone_elses: list[str] = field(default_factory=list)  # things named as another's ("his aunt's house"): no one's home
    frames: list[Frame] = field(default_factory=list)  # every clause as a frame, in both languages
    named_places: list[str] = field(default_factory=list)  # towns and countries a person travels to (Italian reader)

    def for_sentence(self, t: int) -> list[Reading]:
        return [r for r in self.readings if r.sentence == t]
