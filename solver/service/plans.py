"""`POST /v1/check-plan`: physkb check-plan over HTTP, in the worker pool with check-story's limits
(the same body cap, time budget and pool). The request carries the plan's steps and the scene graph."""
from __future__ import annotations

import json
from typing import Annotated, Any, Optional

from pydantic import BaseModel, ConfigDict, Field

from solver.plans.check import check_plan
from solver.plans.scene import scene_from_json
from solver.plans.steps import MAX_STEPS, check_size, parse_json


class PlanRequest(BaseModel):
    """A plan (VirtualHome step strings, EAI's or physkb's JSON steps) and its scene graph."""

    model_config = ConfigDict(extra="forbid")

    plan: Annotated[list[Any], Field(min_length=1, max_length=MAX_STEPS,
                                     description="Steps: '[ACTION] <object> (id)' strings, EAI's {\"ACTION\": [name, id]} "
                                                 "objects or physkb's {\"action\", \"objects\"}.")]
    scene: dict[str, Any] = Field(..., description="The scene graph: {\"nodes\", \"edges\"} or EAI's file with init_graph.")
    commonsense: bool = Field(False, description="Switch on physkb's commonsense rules the executor does not enforce.")


class PlanResponse(BaseModel):
    model_config = ConfigDict(extra="allow")

    executable: bool
    first_failing_step: int
    error_class: Optional[str]
    explanation: str
    trace: list[dict[str, Any]]


def check_plan_job(payload: dict[str, Any]) -> dict[str, Any]:
    """The worker's side: parse, check, answer as `physkb check-plan --json` prints."""
    req = PlanRequest.model_validate(payload)
    steps = check_size(parse_json(json.dumps(req.plan), "plan"), "plan")
    return check_plan(steps, scene_from_json(req.scene, "scene"), commonsense=req.commonsense).as_json()
