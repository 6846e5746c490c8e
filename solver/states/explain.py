"""Plain-words traces of a conflict, so a reader can check the verdict without reading ASP.

Example: "sentence 1 (Tom closes the fridge.) makes fridge closed (open: false), by its
annotated effect; sentence 2 (Tom takes the milk out of the fridge.) needs fridge open
(open: true), by rule container_access".
"""
from __future__ import annotations

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


def _variant_trace(v: "VariantClash") -> str:
    state = state_words(v.entity, v.attribute, v.value)
    told = f"in base story {v.base}, sentence {v.base_enabler} brings about {state} that sentence {v.base_needer} needs"
    if v.rule == "enabling_order":
        return (f"enabling_order: {told}; here the needing step is sentence {v.evidence} and the enabling step "
                f"comes after it, as sentence {v.breakpoint}")
    if v.rule == "pick_up_before_putting":
        return (f"pick_up_before_putting: in base story {v.base}, sentence {v.base_enabler} picks up {v.entity} and "
                f"sentence {v.base_needer} puts it somewhere; here the putting is sentence {v.evidence} and the "
                f"pick-up comes after it, as sentence {v.breakpoint}")
    if v.rule == "route_order":
        return (f"route_order: in base story {v.base}, sentence {v.base_enabler} moves {v.entity} and sentence "
                f"{v.base_needer} is their next move; here that next leg is sentence {v.evidence} and the leg "
                f"before it comes after, as sentence {v.breakpoint}")
    if v.rule == "lost_enabler":
        return (f"lost_enabler: {told}; here sentence {v.evidence} is replaced by one that does not, and nothing "
                f"before sentence {v.breakpoint} brings it about")
    return f"{v.rule}: {told}"


def _variant_words(story: Story, result: "ConflictResult") -> str:
    """Plain words for the rules that compare a variant with its base story (first rule at the pair)."""
    if not result.variant_clashes:
        return ""
    first = result.variant_clashes[0]
    same = [v for v in result.variant_clashes if v.rule == first.rule]
    states = ", ".join(dict.fromkeys(state_words(v.entity, v.attribute, v.value) for v in same))
    base = f"base story {first.base}"
    if first.rule == "enabling_order":
        return (f"{_sentence(story, first.evidence)} needs {states}, which only {_sentence(story, first.breakpoint)} "
                f"brings about ({base} tells sentence {first.base_enabler} before sentence "
                f"{first.base_needer}), by {rule_words(first.rule)}")
    if first.rule == "pick_up_before_putting":
        return (f"{_sentence(story, first.evidence)} puts {first.entity} somewhere, but only "
                f"{_sentence(story, first.breakpoint)} picks it up ({base} tells sentence {first.base_enabler} before "
                f"sentence {first.base_needer}), by {rule_words(first.rule)}")
    if first.rule == "route_order":
        return (f"{_sentence(story, first.evidence)} moves {first.entity} on a leg that only starts once "
                f"{_sentence(story, first.breakpoint)} has moved them ({base} tells sentence {first.base_enabler} "
                f"before sentence {first.base_needer}), by {rule_words(first.rule)}")
    if first.rule == "lost_enabler":
        return (f"{_sentence(story, first.breakpoint)} needs {states}, which {base} brings about in sentence "
                f"{first.base_enabler}; here {_sentence(story, first.evidence)} replaces that step and nothing "
                f"else brings it about, by {rule_words(first.rule)}")
    return (f"{_sentence(story, first.evidence)} -> {_sentence(story, first.breakpoint)} on {states}, by "
            f"{rule_words(first.rule)}")
