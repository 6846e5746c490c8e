"""Plain-words traces of a conflict, so a reader can check the verdict without reading ASP.

Example: "sentence 1 (Tom closes the fridge.) makes fridge closed (open: false), by its
annotated effect; sentence 2 (Tom takes the milk out of the fridge.) needs fridge open
(open: true), by rule container_access".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from solver.states.model import ADJECTIVES, Story

if TYPE_CHECKING:  # pragma: no cover
    from solver.states.solve import ConflictResult

# What each domain rule says, in words (rule names are the ASP reason constants).
RULE_WORDS = {
    "precondition": "its annotated precondition",
    "effect": "its annotated effect",
}


def register_rule_words(words: dict[str, str]) -> None:
    RULE_WORDS.update(words)


def state_words(entity: str, attribute: str, value: bool) -> str:
    adjective = ADJECTIVES.get(attribute, ("not " + attribute, attribute))[int(value)]
    return f"{entity} {adjective} ({attribute}: {str(value).lower()})"


def _sentence(story: Story, t: int) -> str:
    text = story.sentences[t].strip() if 0 <= t < len(story.sentences) else ""
    return f"sentence {t} ({text})" if text else f"sentence {t}"


def rule_words(name: str) -> str:
    return RULE_WORDS.get(name, f"rule {name}")


def explain(story: Story, result: "ConflictResult") -> tuple[list[str], str]:
    """(trace lines naming rules and state facts, one plain-words explanation) of a conflict."""
    trace: list[str] = []
    for c in result.clashes:
        trace.append(
            f"holds({c.entity},{c.attribute},{str(c.held).lower()}) after sentence {c.breakpoint - 1}"
            f" set by sentence {c.evidence} [{c.set_by}]; "
            f"sentence {c.breakpoint} needs {c.attribute}={str(c.needed).lower()} [{c.rule}]"
        )
    main = next((c for c in result.clashes if c.evidence == result.evidence), None)
    if main is None:
        return trace, ""
    text = (
        f"{_sentence(story, main.evidence)} makes {state_words(main.entity, main.attribute, main.held)}"
        f" by {rule_words(main.set_by)}; {_sentence(story, main.breakpoint)} needs "
        f"{state_words(main.entity, main.attribute, main.needed)} by {rule_words(main.rule)}"
    )
    return trace, text
