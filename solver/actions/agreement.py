"""Agreement of proposed states with human annotations: precision and recall, and the labels they contradict.

Only non-irrelevant labels count. A proposed precondition (effect) is judged where the annotators gave
that (sentence, entity, attribute) a precondition (effect) of their own: `precision` = right / judged.
`precision_all` = right / every proposal, judged or not (annotators leave many true states unlabelled,
so this is a floor). `recall` = right / human labels. Location changes count as effects. A judged
proposal that differs from the human label is a contradiction: a lexicon error or an annotation error.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable, Optional

from solver.actions.propose import Annotation
from solver.states.model import ATTRIBUTES, StateLabel


@dataclass
class Counts:
    proposed: int = 0
    judged: int = 0
    right: int = 0
    human: int = 0

    def add(self, other: "Counts") -> None:
        self.proposed += other.proposed
        self.judged += other.judged
        self.right += other.right
        self.human += other.human

    def to_json(self) -> dict:
        return {"proposed": self.proposed, "judged": self.judged, "right": self.right, "human": self.human,
                "precision": _ratio(self.right, self.judged), "precision_all": _ratio(self.right, self.proposed),
                "recall": _ratio(self.right, self.human)}


def _ratio(a: int, b: int) -> Optional[float]:
    return round(a / b, 4) if b else None


@dataclass
class Contradiction:
    story_id: str
    sentence: int
    text: str
    entity: str
    attribute: str
    part: str
    proposed: object
    human: object
    rules: list[str]

    def to_json(self) -> dict:
        return dict(self.__dict__)


@dataclass
class Agreement:
    stories: int = 0
    preconditions: Counts = field(default_factory=Counts)
    effects: Counts = field(default_factory=Counts)
    by_attribute: dict[str, dict[str, Counts]] = field(default_factory=dict)  # attribute -> {pre, post}
    contradictions: list[Contradiction] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"stories": self.stories, "preconditions": self.preconditions.to_json(),
                "effects": self.effects.to_json(),
                "by_attribute": {a: {k: c.to_json() for k, c in parts.items()} for a, parts in self.by_attribute.items()},
                "contradictions": [c.to_json() for c in self.contradictions]}


def _key(entity: str) -> str:
    return entity.strip().casefold()


def agreement(annotations: Iterable[Annotation]) -> Agreement:
    """Compare every annotated story's proposals with its human labels."""
    out = Agreement()
    per_attr: dict[str, dict[str, Counts]] = defaultdict(lambda: {"pre": Counts(), "post": Counts()})
    for ann in annotations:
        story = ann.story
        if not any(story.states):
            continue
        out.stories += 1
        derived = ann.labels()
        for t, human_labels in enumerate(story.states):
            human: dict[tuple[str, str], StateLabel] = {}
            for lab in human_labels:
                if lab.informative:
                    human.setdefault((_key(lab.entity), lab.attribute), lab)
            for lab in human.values():
                if lab.pre is not None:
                    per_attr[lab.attribute]["pre"].human += 1
                if lab.post is not None or lab.change is not None:
                    per_attr[lab.attribute]["post"].human += 1
            for lab in derived[t] if t < len(derived) else []:
                h = human.get((_key(lab.entity), lab.attribute))
                parts = (("post", lab.change, h.change if h else None),) if lab.change is not None else (
                    ("pre", lab.pre, h.pre if h else None), ("post", lab.post, h.post if h else None))
                for part, mine, theirs in parts:
                    if mine is None:
                        continue
                    c = per_attr[lab.attribute][part]
                    c.proposed += 1
                    if theirs is None:
                        continue
                    c.judged += 1
                    if mine == theirs:
                        c.right += 1
                    else:
                        rules = sorted({p.rule for p in ann.by_sentence(t) if p.entity == lab.entity
                                        and p.attribute == lab.attribute and (p.part == part or p.part == "change")})
                        out.contradictions.append(Contradiction(
                            story.id, t, story.sentences[t] if t < len(story.sentences) else "", lab.entity,
                            lab.attribute, "pre" if part == "pre" else "post", mine, theirs, rules))
    order = {a: k for k, a in enumerate(ATTRIBUTES)}
    for attribute in sorted(per_attr, key=lambda a: order.get(a, 99)):
        out.by_attribute[attribute] = per_attr[attribute]
        out.preconditions.add(per_attr[attribute]["pre"])
        out.effects.add(per_attr[attribute]["post"])
    return out
