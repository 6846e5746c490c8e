"""A model's stated reason for calling a story implausible, checked against the conflict behind it.

Generation with `--ask-reason` keeps the reason a model gives ("No, because in sentence 4 the
glass is already broken"). The states solver knows why a story breaks: which sentence cannot
happen (the breakpoint), which earlier sentence causes it (the evidence), and which entity's
attribute clashes. A reason is read for the same three things (sentence numbers, entity names,
state words) and each kind it names is checked against that conflict. A right plausibility
answer with a reason that blames the wrong sentence, object or state is a lucky guess; this
module lets a report count those.

The conflict is the solver's own when it finds one; where its rules find none in an
implausible story, the annotation's conflict (breakpoint, evidence and the labelled states of
those sentences) stands in, and the check says which it used.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional

from solver.language import lemma, tokenize
from solver.language.lexicon import ordinals, state_words, word_list, words
from solver.states.model import ADJECTIVES, LOCATION_ATTRIBUTES, Story
from solver.states.solve import nouns_of

_ORDINALS = {**ordinals("en"), **ordinals("it")}  # kb/language/{en,it}.lp ordinal/2
# what a reason calls a sentence, in English and Italian (kb/language/{en,it}.lp word_list sentence_word)
_SENTENCE = "(?:" + "|".join(re.escape(w) for lang in ("en", "it") for w in word_list("sentence_word", lang)) + ")"
_NUMBERED = [re.compile(rf"\b{_SENTENCE}\s*(?:number\s*|n\.?\s*|#\s*)?(\d+)(?:\s*(?:and|,|&|e)\s*(\d+))?", re.I),
             re.compile(rf"\b(\d+)(?:st|nd|rd|th|a|°)?\s+{_SENTENCE}\b", re.I),
             re.compile(rf"\b({'|'.join(_ORDINALS)})\s+{_SENTENCE}\b", re.I),
             re.compile(rf"\b{_SENTENCE}\s+({'|'.join(_ORDINALS)})\b", re.I)]

# State words a reason may use, per attribute: the adjectives of solver.states.model plus the
# synonyms of kb/language/en.lp (state_words/3). A word may point at more than one attribute
# ("dirty": clean or hygiene; "wet": wet or h_wet).
_EXTRA_WORDS: dict[str, frozenset[str]] = state_words()
_ATTRIBUTE_WORDS: dict[str, tuple[str, ...]] = {
    a: tuple(dict.fromkeys([*(w for w in ADJECTIVES.get(a, ()) if w), *sorted(_EXTRA_WORDS.get(a, ()))]))
    for a in dict.fromkeys([*ADJECTIVES, *_EXTRA_WORDS])}
# Words too common in reasons to stand alone for a state ("on the table", "off the shelf"); they count only
# as part of a longer phrase.
_WEAK = words("weak_state_word")


@dataclass(frozen=True)
class StoryConflict:
    """What a reason is checked against: the sentences (0-based), entities and attributes of the conflict."""

    breakpoint: Optional[int]
    evidence: Optional[int]
    entities: tuple[str, ...]
    attributes: tuple[str, ...]
    source: str  # "solver" or "annotation"
    n_sentences: int = 0

    def words(self) -> str:
        if self.breakpoint is None:
            return "no conflict known"
        ents = ", ".join(self.entities) or "no entity"
        attrs = ", ".join(a.replace("h_", "") for a in self.attributes) or "no attribute"
        ev = f" because of sentence {self.evidence + 1}" if self.evidence is not None and self.evidence >= 0 else ""
        return f"sentence {self.breakpoint + 1}{ev}; {ents}; {attrs} ({self.source})"


@dataclass
class StoryReasonCheck:
    """The sentences, entities and state words a reason names, each kind checked against the conflict."""

    reason: str
    conflict: StoryConflict
    sentences: list[int] = field(default_factory=list)  # 0-based
    entities: list[str] = field(default_factory=list)
    attributes: list[str] = field(default_factory=list)

    @property
    def sentence_ok(self) -> Optional[bool]:
        """Whether a named sentence is the breakpoint or its evidence (None: no sentence named)."""
        if not self.sentences:
            return None
        return any(s in (self.conflict.breakpoint, self.conflict.evidence) for s in self.sentences)

    @property
    def entity_ok(self) -> Optional[bool]:
        if not self.entities:
            return None
        return any(e in self.conflict.entities for e in self.entities)

    @property
    def attribute_ok(self) -> Optional[bool]:
        if not self.attributes:
            return None
        return any(a in self.conflict.attributes for a in self.attributes)

    @property
    def verdict(self) -> str:
        """no_claim (names no sentence, entity or state), wrong (a kind it names misses the conflict) or right."""
        oks = [self.sentence_ok, self.entity_ok, self.attribute_ok]
        if all(ok is None for ok in oks) or self.conflict.breakpoint is None:
            return "no_claim"
        return "wrong" if any(ok is False for ok in oks) else "right"

    def explanation(self) -> str:
        """Plain words: 'names sentence 2; the conflict is at sentence 4 because of sentence 1 (solver)'."""
        if self.conflict.breakpoint is None:
            return "no conflict to check the reason against"
        if self.verdict == "no_claim":
            return "the reason names no sentence, entity or state of the story"
        parts = []
        if self.sentence_ok is False:
            parts.append("names sentence " + ", ".join(str(s + 1) for s in self.sentences))
        if self.entity_ok is False:
            parts.append("names " + ", ".join(self.entities))
        if self.attribute_ok is False:
            parts.append("speaks of " + ", ".join(a.replace("h_", "") for a in self.attributes))
        said = "; ".join(parts) if parts else "names what the conflict is about"
        return f"{said}; the conflict: {self.conflict.words()}"

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "explanation": self.explanation(),
                "sentences": [s + 1 for s in self.sentences], "entities": self.entities,
                "attributes": self.attributes, "sentence_ok": self.sentence_ok, "entity_ok": self.entity_ok,
                "attribute_ok": self.attribute_ok,
                "conflict": {"breakpoint": None if self.conflict.breakpoint is None else self.conflict.breakpoint + 1,
                             "evidence": None if self.conflict.evidence is None else self.conflict.evidence + 1,
                             "entities": list(self.conflict.entities), "attributes": list(self.conflict.attributes),
                             "source": self.conflict.source}}


def story_conflict(story: Story, result=None) -> StoryConflict:
    """The solver's conflict (its clashes at the breakpoint) when `result` has one, else the annotation's."""
    n = len(story.sentences)
    if result is not None and not result.plausible and result.breakpoint >= 0:
        # the solver's clashes, and what the annotation says those two sentences need and change
        clashes = [c for c in result.clashes if c.breakpoint == result.breakpoint]
        labels = _conflict_labels(story, result.evidence, result.breakpoint)
        return StoryConflict(result.breakpoint, result.evidence,
                             tuple(dict.fromkeys([*(c.entity.strip() for c in clashes),
                                                  *(lab.entity.strip() for lab in labels)])),
                             tuple(dict.fromkeys([*(c.attribute for c in clashes), *(lab.attribute for lab in labels)])),
                             "solver", n)
    pair = story.gold_pair
    if pair is None:
        return StoryConflict(None, None, (), (), "annotation", n)
    i, j = pair
    labels = _conflict_labels(story, i, j)
    return StoryConflict(j, i, tuple(dict.fromkeys(lab.entity.strip() for lab in labels)),
                         tuple(dict.fromkeys(lab.attribute for lab in labels)), "annotation", n)


def _conflict_labels(story: Story, evidence: int, breakpoint: int) -> list:
    """The labels the tiered metric reads for a conflict: the breakpoint's preconditions, the evidence's effects."""
    labels = [lab for lab in story.labels(breakpoint) if lab.pre is not None and lab.attribute not in LOCATION_ATTRIBUTES]
    if 0 <= evidence < len(story.states):
        labels += [lab for lab in story.labels(evidence) if lab.post is not None or lab.change]
    return labels


def named_sentences(reason: str, n_sentences: int) -> list[int]:
    """0-based sentence indices a reason names ("sentence 4", "the 4th sentence", "the last sentence")."""
    found: list[tuple[int, int]] = []
    for pattern in _NUMBERED:
        for m in pattern.finditer(reason):
            for g in m.groups():
                if g is None:
                    continue
                k = _ORDINALS.get(g.lower()) if not g.isdigit() else int(g)
                if k == -1:
                    k = n_sentences
                if k and 1 <= k <= max(n_sentences, 1):
                    found.append((m.start(), k - 1))
    return list(dict.fromkeys(k for _, k in sorted(found)))


def _lemmas(text: str) -> set[str]:
    out: set[str] = set()
    for w in tokenize(text):
        out |= {w.lower(), lemma(w, "en"), lemma(w, "it")}
    return out


def named_entities(reason: str, entities: list[str]) -> list[str]:
    """The story's entities a reason names: the whole name, or its head noun (Italian first, English last)."""
    said = _lemmas(reason)
    text = " " + " ".join(reason.casefold().split()) + " "
    out = []
    for e in dict.fromkeys(x.strip() for x in entities if x and x.strip()):
        nouns = nouns_of(e)
        if any(f" {n} " in text for n in nouns if " " in n) or any(
                _lemmas(n) & said for n in nouns if " " not in n and len(n) > 2):
            out.append(e)
    return out


def named_attributes(reason: str) -> list[str]:
    """Attributes a reason speaks of, by their state words; a weak word ("on", "left") counts only in a phrase."""
    text = " " + re.sub(r"[^a-z' ]+", " ", reason.casefold()) + " "
    out = []
    for attribute, words in _ATTRIBUTE_WORDS.items():
        for w in words:
            if w in _WEAK:
                continue
            if re.search(rf"(?<![a-z]){re.escape(w)}(?![a-z])", text):
                out.append(attribute)
                break
    return out


def check_story_reason(reason: str, story: Story, result=None) -> StoryReasonCheck:
    """The reason's sentences, entities and state words against the story's conflict (see module doc)."""
    conflict = story_conflict(story, result)
    entities = list(dict.fromkeys([*story.entities, *conflict.entities,
                                   *(lab.entity.strip() for labels in story.states for lab in labels)]))
    return StoryReasonCheck(reason or "", conflict, named_sentences(reason or "", len(story.sentences)),
                            named_entities(reason or "", entities), named_attributes(reason or ""))
