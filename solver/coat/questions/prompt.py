"""How a COAT item is shown to a language model: one prompt format shared by our probes and lm-eval.

The question keeps the paper's wording; options are listed with letters and the prompt
ends with "Answer:", so a model may be scored on the letters (lm-eval export default) or on
the option texts (`option_text`).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

QUESTION_TEMPLATE = (
    'Which of the following objects would be best suited for the purpose of "{utility}" '
    'when tasked to "{task}"?'
)

# The prompt layout format_prompt writes (for run records and reports).
TEMPLATE = "{question}\nA. {option A text}\nB. {option B text}\n...\nAnswer:"


def question_text(utility: str, task: str) -> str:
    """The paper's question for a <task, utility> pair."""
    return QUESTION_TEMPLATE.format(utility=utility, task=task)


def _get(option: Any, field: str) -> Any:
    if isinstance(option, Mapping):
        return option.get(field)
    return getattr(option, field, None)


def option_text(option: Any) -> str:
    """An option as the paper writes it: an object name (Task-0) or a configuration (Task-1/2).

    Accepts an `Option` or its JSON dict.
    """
    name = _get(option, "object_name")
    if _get(option, "mass") is None:
        return str(name)
    return (
        f"object name: {name}, mass: {_get(option, 'mass')}, temperature: {_get(option, 'temperature')}, "
        f"material: {_get(option, 'material')}, already in use: {_get(option, 'already_in_use')}, "
        f"condition: {_get(option, 'condition')}"
    )


def format_prompt(item: Any) -> str:
    """The full prompt: question, lettered options, then "Answer:" (no trailing space).

    Accepts a `MultipleChoiceItem` or its JSON dict; lm-eval's doc_to_text is this function.
    """
    question = _get(item, "question")
    lines = [str(question)]
    for option in _get(item, "options"):
        lines.append(f"{_get(option, 'letter')}. {option_text(option)}")
    lines.append("Answer:")
    return "\n".join(lines)


def choice_letters(item: Any) -> list[str]:
    """The option letters of an item, in order (lm-eval choices in letter mode)."""
    return [str(_get(o, "letter")) for o in _get(item, "options")]


def choice_texts(item: Any) -> list[str]:
    """The option texts of an item, in order (lm-eval choices in text mode)."""
    return [option_text(o) for o in _get(item, "options")]
