"""The jobs a solver worker answers (solver/service/pool.py): one request of one area each.

A job is (kind, JSON-like payload) in and ("ok", answer) or ("error", status, error body) out:
plain data, so it crosses the process boundary cheaply and a solver error becomes the same
4xx answer it would be in the server.
"""
from __future__ import annotations

import json
from typing import Any

from solver.service.knowledge import service_error
from solver.service.models import AffordRequest, SizeRequest, StoryRequest, SubstituteRequest
from solver.service.plans import check_plan_job

KINDS = ("best_substitute", "check_story", "size", "afford", "check_plan")
DEFAULT_FIELDS = {"best_substitute": "scene", "check_story": "story", "size": "obj1", "afford": "object", "check_plan": "plan"}


def run_job(knowledge: Any, kind: str, payload: dict[str, Any]) -> tuple:
    try:
        if kind == "best_substitute":
            req = SubstituteRequest.model_validate(payload)
            return ("ok", json.loads(knowledge.substitute_json(req)))
        if kind == "check_story":
            return ("ok", knowledge.story(StoryRequest.model_validate(payload)))
        if kind == "size":
            return ("ok", knowledge.size(SizeRequest.model_validate(payload)))
        if kind == "afford":
            return ("ok", knowledge.afford(AffordRequest.model_validate(payload)))
        if kind == "check_plan":
            return ("ok", check_plan_job(payload))
        raise ValueError(f"unknown job kind {kind!r}")
    except Exception as err:  # every failure becomes an answer; the worker stays up
        e = service_error(err, DEFAULT_FIELDS.get(kind), payload.get("context_objects") if isinstance(payload, dict) else None)
        return ("error", e.status, e.body())
