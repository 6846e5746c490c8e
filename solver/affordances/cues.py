"""Context cues: what the sentence and the object phrase say beyond the object's kind.

Each cue is a ground atom the ProbLog context rules (rules/affordances.pl) read as
`item_cue(Cue)`; this module only spots words, the rules decide what a cue does. The word
lists are ours and deliberately short: a cue that fires wrongly is visible in the trace.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from solver.affordances.loaders import CLASSES
from solver.affordances.phrases import CONTAINER_NOUNS, DETERMINERS, singular, split_phrase, tokens
from solver.language.lexicon import verb_forms, words

# Word sets of kb/language/en.lp (word/2): what each cue looks for.
TOY_WORDS = words("toy")
#: A broken, shattered or flat thing does not do its job until fixed.
BROKEN_WORDS = words("broken")
DEPICTION_WORDS = words("depiction")
FOOD_WORDS = words("food")
POSSESSIVES = words("possessive")
#: Nouns that, right after the object word, make it a modifier ("car industry", "horse race").
ABSTRACT_HEADS = words("abstract_head")

#: Verb form -> the class its mention raises (rule verb_mention); kb/language/en.lp verb_form/2.
_VERB_INDEX = verb_forms()

#: Every cue atom the rules know, so the compiled program can hold a switch for each.
CUE_ATOMS: tuple[str, ...] = (
    "toy", "depicted", "broken", "in_container", "holds_contents", "food_context", "owned_part", "noun_modifier",
    *(f"verb({cls.lower()})" for cls in CLASSES),
)


@dataclass(frozen=True)
class Cue:
    """A cue atom and the words that triggered it (shown in traces)."""

    atom: str
    evidence: str


def _object_span(sent_tokens: list[str], obj_tokens: list[str]) -> tuple[int, int] | None:
    """Where the object's words sit in the sentence (first match), as a token range."""
    core = [w for w in obj_tokens if w not in DETERMINERS] or obj_tokens
    n = len(core)
    if n == 0:
        return None
    for i in range(len(sent_tokens) - n + 1):
        if sent_tokens[i:i + n] == core:
            return i, i + n
    last = core[-1]
    for i, w in enumerate(sent_tokens):
        if w == last:
            return i, i + 1
    return None


def find_cues(sentence: str, obj: str) -> list[Cue]:
    """The cues of one item, in CUE_ATOMS order."""
    sent = tokens(sentence)
    obj_words = tokens(obj)
    head, complement, container = split_phrase(obj)
    cues: dict[str, str] = {}
    span = _object_span(sent, obj_words)
    before = sent[max(0, span[0] - 4):span[0]] if span else []
    after = sent[span[1]:span[1] + 1] if span else []

    toy = [w for w in obj_words if w in TOY_WORDS] or [w for w in before[-2:] if w in TOY_WORDS]
    if toy:
        cues["toy"] = toy[0]
    depicted = [w for w in obj_words[:-1] if w in DEPICTION_WORDS]
    if not depicted and span:
        # "a painting of the horse", "the apple logo"
        if "of" in before[-2:] and any(w in DEPICTION_WORDS for w in before[:-1]):
            depicted = [w for w in before if w in DEPICTION_WORDS]
        elif after and after[0] in DEPICTION_WORDS:
            depicted = after
    if depicted:
        cues["depicted"] = depicted[0]
    broken = [w for w in obj_words[:-1] if w in BROKEN_WORDS] or [w for w in before[-2:] if w in BROKEN_WORDS]
    if not broken and span:
        # "the vase was broken", "the chair is cracked": the state right after the object
        rest = sent[span[1]:span[1] + 3]
        if rest and rest[0] in words("state_link_verb") and any(w in BROKEN_WORDS for w in rest[1:]):
            broken = [w for w in rest[1:] if w in BROKEN_WORDS]
    if broken:
        cues["broken"] = broken[0]
    if container:
        cues["holds_contents"] = f"{container} of {' '.join(complement)}"
    elif span and "of" in before[-2:]:
        lead = [w for w in before if singular(w) in CONTAINER_NOUNS]
        if lead:
            cues["in_container"] = f"{lead[-1]} of"
    food = sorted({w for w in sent if w in FOOD_WORDS})
    if food:
        cues["food_context"] = food[0]
    owner = [w for w in tokens(obj)[:1] if w in POSSESSIVES] or [w for w in before[-1:] if w in POSSESSIVES]
    if owner:
        cues["owned_part"] = owner[0]
    if after and after[0] in ABSTRACT_HEADS and not complement:
        cues["noun_modifier"] = f"{obj_words[-1] if obj_words else ''} {after[0]}"
    for w in sent:
        cls = _VERB_INDEX.get(w)
        if cls and f"verb({cls})" not in cues:
            cues[f"verb({cls})"] = w
    return [Cue(atom, cues[atom]) for atom in CUE_ATOMS if atom in cues]
