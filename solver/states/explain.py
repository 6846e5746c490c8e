"""Plain-words traces of a conflict, so a reader can check the verdict without reading ASP.

Example: "sentence 1 (Tom closes the fridge.) makes fridge closed (open: false), by its
annotated effect; sentence 2 (Tom takes the milk out of the fridge.) needs fridge open
(open: true), by rule container_access".
"""
from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING

from solver.logic.catalogue import rule_doc
from solver.states.model import ADJECTIVES, Story

if TYPE_CHECKING:  # pragma: no cover
    from solver.states.solve import ConflictResult, VariantClash

# The annotated labels are named in a trace by their words alone ("its annotated effect"); every
# other rule as "rule NAME: words". Names and words come from the rule files (rule_doc/3 facts,
# solver.logic.catalogue).
ANNOTATED = ("precondition", "effect")


# Records that are not plain true/false attributes, read as "<entity> <word> <argument>": a record
# "name(arg)" by its name (the words for true and for false, and what follows the argument), a
# derived or vocabulary attribute (rules/states_domain_{places,holders,locks,quantity}.lp) as is.
_RELATION_WORDS: dict[str, tuple[str, str, str]] = {
    "inside": ("inside", "not inside", ""),
    "on": ("on", "not on", ""),
    "in_dish": ("part of", "not yet part of", ""),
    "place": ("at", "not at", ""),
    "held_by": ("held by", "not with", ""),
    "count": ("exactly", "not", " left"),
}
_DERIVED_WORDS: dict[str, tuple[str, str]] = {
    "at_hand": ("at hand", "gone"),
    "held": ("in hand", "not in hand"),
    "present": ("present", "gone from the scene"),
    "locked": ("locked", "unlocked"),
    "any_left": ("some left", "none left"),
}


def state_words(entity: str, attribute: str, value: bool, before: "bool | None" = None) -> str:
    """'fridge closed (open: true -> false)'; derived attributes (held, at_hand, inside) read as is."""
    name, paren, rest = attribute.partition("(")
    if paren and name in _RELATION_WORDS:
        if_true, if_false, tail = _RELATION_WORDS[name]
        return f"{entity} {if_true if value else if_false} {rest[:-1]}{tail}"
    if attribute in _DERIVED_WORDS:
        if_true, if_false = _DERIVED_WORDS[attribute]
        return f"{entity} {if_true if value else if_false}"
    adjective = ADJECTIVES.get(attribute, ("not " + attribute, attribute))[int(value)]
    change = f"{str(before).lower()} -> " if before is not None and before != value else ""
    return f"{entity} {adjective} ({attribute}: {change}{str(value).lower()})"


def _annotated_pre(story: Story, t: int, entity: str, attribute: str) -> "bool | None":
    for lab in story.labels(t):
        if lab.entity == entity and lab.attribute == attribute:
            return lab.pre
    return None


def _sentence(story: Story, t: int) -> str:
    text = story.sentences[t].strip() if 0 <= t < len(story.sentences) else ""
    return f"sentence {t} ({text})" if text else f"sentence {t}"


def rule_words(name: str) -> str:
    doc = rule_doc(name)
    if doc is not None:
        return doc.words if name in ANNOTATED else f"rule {name}: {doc.words}"
    return f"rule {name}"


def explain(story: Story, result: "ConflictResult") -> tuple[list[str], str]:
    """(trace lines naming rules and state facts, one plain-words explanation) of a conflict."""
    trace: list[str] = []
    for c in result.clashes:
        trace.append(
            f"holds({c.entity},{c.attribute},{str(c.held).lower()}) before sentence {c.breakpoint},"
            f" set by sentence {c.evidence} [{c.set_by}]; "
            f"sentence {c.breakpoint} needs {c.attribute}={str(c.needed).lower()} [{c.rule}]"
        )
    for v in result.variant_clashes:
        trace.append(_variant_trace(v))
    main = next((c for c in result.clashes if c.evidence == result.evidence), None)
    order = _variant_words(story, result)
    if main is None:
        return trace, order
    text = (
        f"{_sentence(story, main.evidence)} makes "
        f"{state_words(main.entity, main.attribute, main.held, _annotated_pre(story, main.evidence, main.entity, main.attribute))}"
        f" by {rule_words(main.set_by)}; {_sentence(story, main.breakpoint)} needs "
        f"{state_words(main.entity, main.attribute, main.needed)} by {rule_words(main.rule)}"
    )
    return trace, f"{text}; and {order}" if order else text


# The rules that compare a variant with its base story, each as (its trace line after "rule: ", the plain words
# of its first clash), side by side so that a new rule is one entry. The fields are a VariantClash's (`base`:
# the base story's id in a trace line, "base story <id>" in the words); `told` is what the base story tells,
# `states` the states the rule's clashes turn on, `evidence_text` / `breakpoint_text` the two sentences, `by`
# the rule's words. A rule not listed is told by the fallback entry (None).
_BASE_ORDER = "({base} tells sentence {base_enabler} before sentence {base_needer}), by {by}"
_VARIANT_TEXTS: dict[str | None, tuple[str, str]] = {
    "enabling_order": (
        "{told}; here the needing step is sentence {evidence} and the enabling step comes after it, as sentence "
        "{breakpoint}",
        "{evidence_text} needs {states}, which only {breakpoint_text} brings about " + _BASE_ORDER),
    "pick_up_before_putting": (
        "in base story {base}, sentence {base_enabler} picks up {entity} and sentence {base_needer} puts it "
        "somewhere; here the putting is sentence {evidence} and the pick-up comes after it, as sentence {breakpoint}",
        "{evidence_text} puts {entity} somewhere, but only {breakpoint_text} picks it up " + _BASE_ORDER),
    "route_order": (
        "in base story {base}, sentence {base_enabler} moves {entity} and sentence {base_needer} is their next "
        "move; here that next leg is sentence {evidence} and the leg before it comes after, as sentence {breakpoint}",
        "{evidence_text} moves {entity} on a leg that only starts once {breakpoint_text} has moved them " + _BASE_ORDER),
    "lost_enabler": (
        "{told}; here sentence {evidence} is replaced by one that does not, and nothing before sentence "
        "{breakpoint} brings it about",
        "{breakpoint_text} needs {states}, which {base} brings about in sentence {base_enabler}; here "
        "{evidence_text} replaces that step and nothing else brings it about, by {by}"),
    None: ("{told}", "{evidence_text} -> {breakpoint_text} on {states}, by {by}"),
}


def _variant_fields(v: "VariantClash") -> dict[str, object]:
    """The clash's fields by name, with what the base story tells in words (`told`)."""
    state = state_words(v.entity, v.attribute, v.value)
    told = f"in base story {v.base}, sentence {v.base_enabler} brings about {state} that sentence {v.base_needer} needs"
    return {**asdict(v), "told": told}


def _variant_trace(v: "VariantClash") -> str:
    trace, _ = _VARIANT_TEXTS.get(v.rule, _VARIANT_TEXTS[None])
    return f"{v.rule}: " + trace.format(**_variant_fields(v))


def _variant_words(story: Story, result: "ConflictResult") -> str:
    """Plain words for the rules that compare a variant with its base story (first rule at the pair)."""
    if not result.variant_clashes:
        return ""
    first = result.variant_clashes[0]
    same = [v for v in result.variant_clashes if v.rule == first.rule]
    states = ", ".join(dict.fromkeys(state_words(v.entity, v.attribute, v.value) for v in same))
    _, words = _VARIANT_TEXTS.get(first.rule, _VARIANT_TEXTS[None])
    return words.format(**{**_variant_fields(first), "base": f"base story {first.base}", "states": states,
                           "evidence_text": _sentence(story, first.evidence),
                           "breakpoint_text": _sentence(story, first.breakpoint), "by": rule_words(first.rule)})
