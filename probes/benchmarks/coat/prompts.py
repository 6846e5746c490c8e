"""The prompt of a COAT item: the question generator's formatter, scored on option texts or letters.

The question-set generator exposes solver.coat.questions.prompt.format_prompt/option_text and
exports the same format to lm-evaluation-harness; probing through the same functions keeps
our choices comparable with lm-eval's.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from solver.coat.questions import prompt as shared
from solver.coat.questions.schema import MultipleChoiceItem, Option

CHOICE_STYLES = ("texts", "letters")


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
    """The project's prompt format (solver.coat.questions.prompt), scored on the option texts or the letters."""
    if choices not in CHOICE_STYLES:
        raise ValueError(f"choices must be one of {', '.join(CHOICE_STYLES)}, not {choices!r}")
    # The format keeps its first name (runs record it; a resumed run checks it), though the module moved.
    return PromptFormat("solver.questions.prompt", shared.TEMPLATE, shared.format_prompt, shared.option_text, choices)
