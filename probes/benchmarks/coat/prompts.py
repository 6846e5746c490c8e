"""The prompt of a COAT item: the question generator's formatter when present, else our own.

The question-set generator exposes solver.questions.prompt.format_prompt/option_text and
exports the same format to lm-evaluation-harness; probing through the same functions keeps
our choices comparable with lm-eval's. Our fallback writes the format the spec describes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from probes.answers import GENERATE_INSTRUCTION  # noqa: F401  (re-exported)
from solver.questions.schema import VARIABLES, MultipleChoiceItem, Option

FALLBACK_TEMPLATE = "{question}\nA. {option A}\nB. {option B}\n...\nAnswer:"
CHOICE_STYLES = ("texts", "letters")


def fallback_option_text(option: Option) -> str:
    if all(getattr(option, v) is None for v in VARIABLES):
        return option.object_name
    parts = [f"object name: {option.object_name}"]
    for var in ("mass", "temperature", "material", "already_in_use", "condition"):
        parts.append(f"{var.replace('_', ' ')}: {getattr(option, var)}")
    return ", ".join(parts)


def fallback_format_prompt(item: MultipleChoiceItem) -> str:
    lines = [item.question]
    lines += [f"{opt.letter}. {fallback_option_text(opt)}" for opt in item.options]
    lines.append("Answer:")
    return "\n".join(lines)


@dataclass(frozen=True)
class PromptFormat:
    """How items become text: prompt function, option text function, and the choice style."""

    name: str
    template: str
    format_prompt: Callable[[MultipleChoiceItem], str]
    option_text: Callable[[Option], str]
    choices: str  # texts | letters

    def record(self) -> dict:
        return {"name": self.name, "template": self.template, "choices": self.choices}

    def continuations(self, item: MultipleChoiceItem) -> tuple[str, ...]:
        """What each option's log-likelihood is computed on: " <letter>" or " <option text>"."""
        if self.choices == "letters":
            return tuple(f" {opt.letter}" for opt in item.options)
        return tuple(f" {self.option_text(opt)}" for opt in item.options)


def prompt_format(choices: str = "texts") -> PromptFormat:
    """The project's prompt format (solver.questions.prompt) if it exists, else the fallback."""
    if choices not in CHOICE_STYLES:
        raise ValueError(f"choices must be one of {', '.join(CHOICE_STYLES)}, not {choices!r}")
    try:
        from solver.questions import prompt as shared  # written by the question-set generator
    except ImportError:
        shared = None
    if shared is not None and hasattr(shared, "format_prompt") and hasattr(shared, "option_text"):
        template = getattr(shared, "TEMPLATE", None) or (shared.format_prompt.__doc__ or "").strip()
        return PromptFormat("solver.questions.prompt", template, shared.format_prompt, shared.option_text, choices)
    return PromptFormat("physkb-fallback-v1", FALLBACK_TEMPLATE, fallback_format_prompt, fallback_option_text,
                        choices)
