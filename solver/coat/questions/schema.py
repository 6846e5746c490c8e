"""Records of generated COAT multiple-choice items: the contract between generator, checker, exports and probes.

Every generated JSON line is one `MultipleChoiceItem`. Probes, diff and explain read only
these fields, so the generator may add fields but must not rename these.
"""
from __future__ import annotations

from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, StrictInt, model_validator

from solver.coat.records import VARIABLES  # noqa: F401  (re-exported: the five variables, stated once)
LETTERS = "ABCDEFGHIJ"


class Option(BaseModel):
    """One answer option. Task-0 options are objects; Task-1/2 options are configurations."""

    model_config = ConfigDict(extra="allow", populate_by_name=True, serialize_by_alias=True)

    letter: str
    object_name: str
    mass: Optional[str] = None
    material: Optional[str] = None
    temperature: Optional[str] = None
    already_in_use: Optional[str] = None
    condition: Optional[str] = None
    # Solver verdict, written as "class" in JSON. Task-1/2: "ideal" | "moderate" | "bad".
    # Task-0: "context" (a context object of the task) | "utility" (has the utility, not a
    # context object) | "other" (filled in from another utility).
    cls: Optional[str] = Field(default=None, alias="class")
    time_penalty: Optional[int] = None
    material_penalty: Optional[int] = None
    same_object_as_gold: Optional[bool] = None
    # Task-1/2: the configuration's id in the solver's common configurations.
    config_id: Optional[int] = None

    def configuration(self) -> dict[str, str | None]:
        return {v: getattr(self, v) for v in VARIABLES}


class MultipleChoiceItem(BaseModel):
    """A COAT question with its options and the solver's gold index (0-based)."""

    model_config = ConfigDict(extra="allow")

    id: str
    task_type: Literal[0, 1, 2]
    variation: int
    task: str
    utility: str
    question: str
    # A question needs two options to choose between; an item without them would be exported as empty rows.
    options: list[Option] = Field(min_length=2, max_length=len(LETTERS))
    gold: StrictInt  # strict: `"gold": true` or "1" is an error, not option 1
    margin: Optional[int] = None  # Task-2: runner-up penalty sum minus gold penalty sum
    answer: Optional[str] = None  # the gold letter
    # How the gold follows from the solver's classes: only_context_object (Task-0),
    # only_ideal_configuration (Task-1), unique_min_penalty_sum (Task-2).
    answer_by: Optional[str] = None
    # The rules behind the gold: its class rule and "variable:rule" of each non-zero penalty
    # term (rules/coat_*.lp); Task-0: "context_object:<object>".
    trace: Optional[list[str]] = None

    @model_validator(mode="after")
    def _gold_is_an_option(self) -> "MultipleChoiceItem":
        """A gold index outside the options would be scored against an option that is not there."""
        if not 0 <= self.gold < len(self.options):
            raise ValueError(f"gold {self.gold} is not one of the {len(self.options)} options (0-{len(self.options) - 1})")
        return self
