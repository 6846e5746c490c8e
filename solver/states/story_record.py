"""The fields of a story in the project's format (kb/stories/*.json, `check-story`, the service), typed.

Why pydantic here: the loader used to take what it was given, so `"actor": 5` crashed deep in the
solver (an internal error, exit 3; a 500 from the service), `"id": null` became the story "None",
`"entities": "fridge"` was read letter by letter and `"plausible": true` beside a `conflict` passed.
Each field now has a type, and an error names the field and the value it got. The labels in
`states` and the `conflict` pair keep their own checks in solver/states/loaders.py (their messages
name sentence and label positions); here they only have to be lists and an object.
"""
from __future__ import annotations

from typing import Annotated, Any, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError, model_validator

from solver.errors import DataError

NonEmpty = Annotated[StrictStr, Field(min_length=1, pattern=r"\S")]
StoryId = Union[NonEmpty, StrictInt]


class ProjectStoryRecord(BaseModel):
    """One story record; fields the project does not use are kept (notes, sources) but not read."""

    model_config = ConfigDict(extra="allow")

    id: StoryId = Field(description="The story's name: a non-empty string (or an integer).")
    sentences: list[StrictStr]
    states: Optional[list[list[Any]]] = None
    actor: Optional[NonEmpty] = None
    entities: Optional[list[NonEmpty]] = None
    conflict: Optional[dict[str, Any]] = None
    plausible: Optional[Union[StrictBool, Annotated[StrictInt, Field(ge=0, le=1)]]] = None
    pair: Optional[StoryId] = None
    variant_of: Optional[StoryId] = None
    language: Optional[NonEmpty] = None

    @model_validator(mode="after")
    def _plausible_agrees_with_conflict(self) -> "ProjectStoryRecord":
        if self.conflict is not None and self.plausible is not None and bool(self.plausible):
            raise ValueError("plausible is true, but the story names a conflict: an implausible story "
                             "(drop `plausible` or the `conflict`)")
        return self


def _field_path(loc: tuple) -> str:
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        elif part in ("str", "int", "bool", "constrained-str", "function-after[_plausible_agrees_with_conflict()]"):
            continue  # the branch of a union pydantic tried, not a field of the record
        else:
            path += f".{part}"
    return path


def typed_record(record: Any, where: str) -> ProjectStoryRecord:
    """The record checked field by field, or a DataError naming the first wrong field and its value."""
    if not isinstance(record, dict):
        raise DataError("story must be an object", where=where)
    try:
        return ProjectStoryRecord.model_validate(record)
    except ValidationError as err:
        first = err.errors()[0]
        loc = tuple(first["loc"])
        field = _field_path(loc) or ".plausible"
        if first["type"] == "missing":
            raise DataError(f"missing field {loc[0]!r}", where=where) from None
        if not loc:  # the model's own check (plausible beside a conflict)
            raise DataError(first["msg"].removeprefix("Value error, "), where=f"{where}.plausible") from None
        got = first.get("input")
        expected = {"id": "a non-empty string (or an integer)", "actor": "a non-empty name (a string)",
                    "entities": "a list of non-empty names", "sentences": "a list of strings",
                    "plausible": "true or false (or 0/1)", "language": "a language code (a string)",
                    "states": "a list of lists of labels (one list per sentence)",
                    "conflict": "an object {evidence, breakpoint}", "pair": "a non-empty string (or an integer)",
                    "variant_of": "a non-empty string (or an integer)"}.get(str(loc[0]), first["msg"])
        if len(loc) > 1 and isinstance(loc[1], int):  # one item of a list field
            expected = {"entities": "a non-empty name (a string)", "sentences": "a string",
                        "states": "a list of labels"}.get(str(loc[0]), expected)
        shown = repr(got) if len(repr(got)) <= 80 else repr(got)[:80] + "..."
        raise DataError(f"must be {expected}, got {shown}", where=f"{where}{field}") from None
