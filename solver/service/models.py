"""Typed requests and responses of the query service, published as its OpenAPI schema.

Requests forbid unknown fields and bound every list and string, so a malformed body is a 422
that names the field, never an exception inside the solver.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal, Optional, Union

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StrictBool, ValidationInfo, field_validator

from solver.coat.records import DOMAINS, PROFILES
from solver.service.plans import PlanRequest
from solver.states.model import DEFAULT_ATTRIBUTES, LOCATION_CHANGES

Mass = Literal[DOMAINS["mass"]]  # type: ignore[valid-type]
Material = Literal[DOMAINS["material"]]  # type: ignore[valid-type]
Temperature = Literal[DOMAINS["temperature"]]  # type: ignore[valid-type]
InUse = Literal[DOMAINS["already_in_use"]]  # type: ignore[valid-type]
Condition = Literal[DOMAINS["condition"]]  # type: ignore[valid-type]
Profile = Literal[PROFILES]  # type: ignore[valid-type]

Name = Annotated[str, Field(min_length=1, max_length=200)]
MAX_SCENE = 5000
MAX_BATCH = 256
MAX_SENTENCES = 100



def _not_bool(value: Any) -> Any:
    if isinstance(value, (bool, str)):
        raise ValueError(f"must be an integer, not {'true/false' if isinstance(value, bool) else 'a string'}")
    return value


# An integer as JSON Schema means it (5 and 5.0; never true/false nor "5"). A batch item is validated
# from parsed JSON in pydantic's Python mode, where a bare int would take `false` for 0 (and "000" for 0).
Integer = Annotated[int, BeforeValidator(_not_bool)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


# --------------------------------------------------------------------------- best_substitute


class SceneItem(Strict):
    """One object in one physical state; an omitted variable takes the object's single common value."""

    object_name: Name
    mass: Optional[Mass] = None
    material: Optional[Material] = None
    temperature: Optional[Temperature] = None
    already_in_use: Optional[InUse] = None
    condition: Optional[Condition] = None
    id: Optional[Union[Integer, Annotated[str, Field(max_length=200)]]] = None
    label: Optional[Annotated[str, Field(max_length=200)]] = None


class SubstituteRequest(Strict):
    """What to use for <task, utility> among the scene's objects (default scene: every common configuration)."""

    task: Name
    utility: Name
    scene: Optional[Annotated[list[SceneItem], Field(min_length=1, max_length=MAX_SCENE)]] = None
    profile: Profile = "corrected"
    context_objects: Optional[Annotated[list[Name], Field(min_length=1, max_length=50)]] = Field(
        None, description="Define the task ad hoc with these context objects (first listed = first choice).")
    closest_task: StrictBool = Field(False, description="Map an unknown task name to the most similar known task.")
    top: Integer = Field(5, ge=0, le=MAX_SCENE, description="How many ranking entries to return.")
    traces: Literal["answer", "all", "none"] = Field(
        "answer", description="Rule traces of the answer (best, fallback, ties), of every returned candidate, or none.")


class Appropriateness(BaseModel):
    probability: float
    estimate: str
    k: int
    n: int
    in_context_of: list[str]
    program: str


class CandidateOut(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    object_name: str
    configuration: dict[str, Union[str, int, None]]
    level: Literal["utility", "context", "state"]
    class_: Optional[Literal["ideal", "moderate", "bad"]] = Field(None, alias="class")
    time_penalty: Optional[int]
    material_penalty: Optional[int]
    trace: list[dict[str, Any]]
    appropriateness: Optional[Appropriateness] = None


class TaskMatchOut(BaseModel):
    asked: str
    used: str
    similarity: float
    shared_words: list[str]
    rule: str


class SubstituteResponse(BaseModel):
    task: str
    utility: str
    best: Optional[CandidateOut]
    fallback: Optional[CandidateOut]
    tied_with: list[CandidateOut]
    reason: str
    profile: Profile
    task_match: Optional[TaskMatchOut]
    adhoc_context_objects: Optional[list[str]]
    ranking_size: int
    ranking: list[CandidateOut]


# --------------------------------------------------------------------------- other areas


class _Label(BaseModel):
    model_config = ConfigDict(extra="allow")

    entity: Name


class ChangeLabel(_Label):
    """A state an action changes: the value before (pre) and after (post) the sentence, true, false or unknown."""

    attribute: Literal[DEFAULT_ATTRIBUTES]  # type: ignore[valid-type]
    pre: Optional[StrictBool] = None
    post: Optional[StrictBool] = None


class ObjectMoveLabel(_Label):
    """Where an object goes in the sentence."""

    attribute: Literal["location"]
    change: Literal[tuple(LOCATION_CHANGES["location"].values())]  # type: ignore[valid-type]


class PersonMoveLabel(_Label):
    """Where a person goes in the sentence."""

    attribute: Literal["h_location"]
    change: Literal[tuple(LOCATION_CHANGES["h_location"].values())]  # type: ignore[valid-type]


StateLabelIn = Annotated[Union[ChangeLabel, ObjectMoveLabel, PersonMoveLabel], Field(discriminator="attribute")]


class StoryRequest(BaseModel):
    """A story in the project's format (kb/stories/*.json), `states` optional: checked as `physkb check-story` does."""

    model_config = ConfigDict(extra="allow")

    id: Annotated[str, Field(min_length=1, max_length=200)] = "story"
    sentences: Annotated[list[Annotated[str, Field(max_length=2000)]], Field(min_length=1, max_length=MAX_SENTENCES)]
    states: Optional[Annotated[list[list[StateLabelIn]], Field(max_length=MAX_SENTENCES)]] = Field(
        None, description="One list of state labels per sentence: exactly as many lists as sentences "
                          "(a different count is a 422 naming 'states').")

    @field_validator("states")
    @classmethod
    def _one_state_list_per_sentence(cls, states: Optional[list], info: ValidationInfo) -> Optional[list]:
        sentences = info.data.get("sentences")
        if states is not None and sentences is not None and len(states) != len(sentences):
            raise ValueError(f"{len(states)} lists of states for {len(sentences)} sentences (one list per sentence)")
        return states


class StoryResponse(BaseModel):
    model_config = ConfigDict(extra="allow")

    story_id: str
    # true only when every content clause was read and no conflict found; null when not all was read
    plausible: Optional[bool]
    breakpoint: int
    evidence: int
    rules: list[str]
    trace: list[str]
    explanation: str
    verdict: Literal["plausible", "no_conflict_in_what_was_read", "implausible", "not_understood"]
    coverage: Optional[dict[str, int]] = None  # content clauses read / content clauses
    unread: list[dict[str, Any]] = []  # the clauses not read: sentence, clause, text, reason


class SizeRequest(Strict):
    context: Annotated[str, Field(max_length=2000)] = ""
    obj1: Name
    obj2: Name


class SizeResponse(BaseModel):
    model_config = ConfigDict(extra="allow")

    context: str
    obj1: str
    obj2: str
    implied: str
    prior_bigger: float
    prior: str
    counter_commonsense: bool
    answer: str
    trace: list[str]


class AffordRequest(Strict):
    sentence: Annotated[str, Field(min_length=1, max_length=2000)]
    object: Name


class AffordResponse(BaseModel):
    model_config = ConfigDict(extra="allow")

    sentence: str
    obj: str
    kind: str
    probabilities: dict[str, float]
    ranked: list[str]
    trace: list[str]


# --------------------------------------------------------------------------- batch


class SubstituteItem(SubstituteRequest):
    kind: Literal["best_substitute"]


class StoryItem(Strict):
    kind: Literal["check_story"]
    story: StoryRequest


class SizeItem(SizeRequest):
    kind: Literal["size"]


class AffordItem(AffordRequest):
    kind: Literal["afford"]


class PlanItem(PlanRequest):
    kind: Literal["check_plan"]


BatchItem = Annotated[Union[SubstituteItem, StoryItem, SizeItem, AffordItem, PlanItem], Field(discriminator="kind")]


class BatchRequest(Strict):
    requests: Annotated[list[BatchItem], Field(min_length=1, max_length=MAX_BATCH)]


class ErrorOut(BaseModel):
    error: str
    message: str
    field: Optional[str] = None
    closest: Optional[list[str]] = None


class BatchResult(BaseModel):
    status: int
    result: Optional[dict[str, Any]] = None
    error: Optional[ErrorOut] = None


class BatchResponse(BaseModel):
    results: list[BatchResult]
