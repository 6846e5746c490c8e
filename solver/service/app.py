"""The ASGI application of `physkb serve`: knowledge loaded once, answers as typed JSON.

best_substitute answers run on the event loop (a warm question over a scene is well under a
millisecond, so a thread hop would cost more than the answer); identical requests are answered
from a bounded cache, since an answer depends only on the request and the knowledge loaded at
start. check-story, size and afford run ProbLog or clingo per request: they run in the thread
pool, one at a time per area (their caches are not shared across threads).
"""
from __future__ import annotations

import json
import re
import threading
import time
from collections import OrderedDict
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from solver.errors import DataError, PhyskbError, UnknownNameError
from solver.service.models import (
    AffordRequest,
    AffordResponse,
    BatchRequest,
    BatchResponse,
    SizeRequest,
    SizeResponse,
    StoryRequest,
    StoryResponse,
    SubstituteRequest,
    SubstituteResponse,
)

MAX_BODY = 2 * 1024 * 1024  # bytes; a larger request is answered 413 before it is read
CACHE_BYTES = 64 * 1024 * 1024  # the answer cache's budget (requests + answers)
CACHE_ONE = 256 * 1024  # an answer larger than this (a whole ranking with traces) is not kept
_dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


class ServiceError(Exception):
    """An answer that is a 4xx: status, error kind, message and the request field at fault."""

    def __init__(self, status: int, error: str, message: str, field: str | None = None,
                 closest: list[str] | None = None) -> None:
        super().__init__(message)
        self.status, self.error, self.message, self.field, self.closest = status, error, message, field, closest

    def body(self) -> dict[str, Any]:
        out: dict[str, Any] = {"error": self.error, "message": self.message, "field": self.field}
        if self.closest is not None:
            out["closest"] = self.closest
        return out


_RECORD = re.compile(r"^(\w+), record #(\d+)(?: \(id [^)]*\))?(?:, field '(\w+)')?")
_MISSING = re.compile(r"missing field '(\w+)'")
# The request field an unknown name comes from, by the kind UnknownNameError names.
_NAME_FIELDS = (("task", "task"), ("utility", "utility"), ("object", "scene"), ("profile", "profile"))


def _field_of_where(where: str | None, message: str) -> str | None:
    """A solver's `where` ("scene, record #0, field 'material'") as a request field ("scene[0].material")."""
    if not where:
        return None
    found = _RECORD.match(where)
    if found:
        name, index, leaf = found.groups()
        return f"{name}[{index}]" + (f".{leaf}" if leaf else "")
    missing = _MISSING.search(message)
    return f"{where}.{missing.group(1)}" if missing else where


def service_error(err: Exception, default_field: str | None = None, context_objects: list[str] | None = None) -> ServiceError:
    """A solver error as the HTTP answer it deserves: unknown names 404, bad input 422."""
    if isinstance(err, ServiceError):
        return err
    if isinstance(err, UnknownNameError):
        field = next((f for kind, f in _NAME_FIELDS if err.kind.startswith(kind)), default_field)
        if field == "scene" and context_objects and err.name in context_objects:
            field = "context_objects"
        return ServiceError(404, "unknown_name", str(err), field, list(err.closest))
    if isinstance(err, PhyskbError):
        return ServiceError(422, "bad_input", str(err), _field_of_where(err.where, err.message) or default_field)
    return ServiceError(500, "internal_error", f"{type(err).__name__}: {err}", default_field)


def _field_of(loc: tuple, kind: str | None = None) -> str:
    """('body', 'scene', 0, 'condition') -> 'scene[0].condition'; a body that is not JSON -> 'body'."""
    if kind == "json_invalid":
        return "body"
    parts = [p for p in loc if p != "body"]
    text = ""
    for p in parts:
        text += f"[{p}]" if isinstance(p, int) else (f".{p}" if text else str(p))
    return text or "body"


def validation_body(err: RequestValidationError) -> dict[str, Any]:
    problems = [{"field": _field_of(tuple(e.get("loc", ())), e.get("type")), "message": e.get("msg", "invalid"),
                 "type": e.get("type")}
                for e in err.errors()]
    first = problems[0] if problems else {"field": "body", "message": "invalid request"}
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    return {"error": "invalid_request", "message": f"field {first['field']!r}: {first['message']}{more}",
            "field": first["field"], "problems": problems}


@dataclass
class Knowledge:
    """Everything loaded once at start: the COAT knowledge base, derived under both profiles."""

    data_dir: Path | None
    cache_size: int = 4096
    kb: Any = None
    loaded_seconds: float = 0.0
    cache: "OrderedDict[bytes, bytes]" = field(default_factory=OrderedDict)  # request bytes -> answer
    hits: int = 0
    misses: int = 0
    cache_bytes: int = 0
    coat_lock: threading.Lock = field(default_factory=threading.Lock)
    locks: dict[str, threading.Lock] = field(default_factory=lambda: {k: threading.Lock() for k in ("story", "size", "afford")})

    def load(self, warm_other_areas: bool = True) -> None:
        from solver.coat.knowledge import load_coat_kb
        from solver.coat.records import PROFILES
        from solver.coat.substitute import prepare
        from solver.coat.suitability import suitabilities

        started = time.perf_counter()
        self.kb = load_coat_kb(self.data_dir)
        from solver.coat.derive import derive
        from solver.coat.fallback import prepare_fallbacks

        for profile in PROFILES:
            prepare(self.kb, profile)
            prepare_fallbacks(derive(self.kb, profile))
        suitabilities(self.kb)
        if warm_other_areas:
            from solver.affordances.answer import _default_priors
            from solver.sizes.knowledge import default_kb

            default_kb()
            _default_priors()
        self.loaded_seconds = time.perf_counter() - started

    # ----------------------------------------------------------------- answers

    def cached(self, raw: bytes) -> bytes | None:
        """The answer to exactly these request bytes, if answered before."""
        with self.coat_lock:
            found = self.cache.get(raw)
            if found is not None:
                self.cache.move_to_end(raw)
                self.hits += 1
            return found

    def substitute_json(self, req: SubstituteRequest, raw: bytes | None = None) -> bytes:
        key = raw if raw is not None else req.model_dump_json().encode()
        with self.coat_lock:
            found = self.cache.get(key)
            if found is not None:
                self.cache.move_to_end(key)
                self.hits += 1
                return found
            self.misses += 1
            from solver.coat.substitute import best_substitute

            scene = [item.model_dump(exclude_none=True) for item in req.scene] if req.scene is not None else None
            result = best_substitute(req.task, req.utility, scene=scene, kb=self.kb, profile=req.profile,
                                     context_objects=req.context_objects, closest_task=req.closest_task)
            body = _dumps(result.to_json(top=req.top, traces=req.traces)).encode()
            if self.cache_size and len(body) + len(key) <= CACHE_ONE and key not in self.cache:
                self.cache[key] = body
                self.cache_bytes += len(key) + len(body)
                while len(self.cache) > self.cache_size or self.cache_bytes > CACHE_BYTES:
                    old_key, old = self.cache.popitem(last=False)
                    self.cache_bytes -= len(old_key) + len(old)
            return body

    def story(self, req: StoryRequest) -> dict[str, Any]:
        """As `physkb check-story`: states the sentences' actions imply fill what the annotation leaves
        out, so a story told in sentences only is checked too (not read as plausible for want of states)."""
        from solver.stories.check import check_with_derived
        from solver.states.loaders import story_from_project

        record = req.model_dump(exclude_none=True)
        with self.locks["story"]:
            story = story_from_project(record, where="story")
            return check_with_derived([story]).results[story.id].to_json()

    def size(self, req: SizeRequest) -> dict[str, Any]:
        from solver.sizes.answer import answer_size

        with self.locks["size"]:
            return answer_size(req.context, req.obj1, req.obj2).to_dict()

    def afford(self, req: AffordRequest) -> dict[str, Any]:
        from solver.affordances.answer import afford

        with self.locks["afford"]:
            return afford(req.sentence, req.object).to_json()


class BodyLimit:
    """Answers 413 to a request whose declared body is over MAX_BODY, before reading it.

    A plain ASGI middleware: the decorator form (BaseHTTPMiddleware) costs a task per request.
    """

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            for name, value in scope.get("headers", ()):
                if name == b"content-length":
                    if not value.isdigit() or int(value) > MAX_BODY:
                        response = JSONResponse({"error": "too_large", "message": f"request body over {MAX_BODY} bytes",
                                                 "field": "body"}, status_code=413)
                        await response(scope, receive, send)
                        return
                    break
        await self.app(scope, receive, send)


def _guard(default_field: str | None, fn: Callable[[], Any], context_objects: list[str] | None = None) -> Any:
    try:
        return fn()
    except Exception as err:  # every failure becomes an answer; the server stays up
        raise service_error(err, default_field, context_objects) from None


def create_app(data_dir: Path | None = None, cache_size: int = 4096, warm_other_areas: bool = True) -> FastAPI:
    """The service over one knowledge base (the release folder, or the project's kb/ when None)."""
    knowledge = Knowledge(data_dir, cache_size)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        knowledge.load(warm_other_areas)
        yield

    app = FastAPI(
        title="physkb",
        version="0.1.0",
        description="Household physical commonsense from a knowledge base (rules and facts, no language model): "
                    "best_substitute with a graded fallback, check-story, size, afford, and batches of them.",
        lifespan=lifespan,
    )
    app.state.knowledge = knowledge

    app.add_middleware(BodyLimit)

    @app.exception_handler(RequestValidationError)
    async def on_invalid(request: Request, err: RequestValidationError) -> JSONResponse:
        return JSONResponse(validation_body(err), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def on_http_error(request: Request, err: StarletteHTTPException) -> JSONResponse:
        # e.g. a body that is not UTF-8 (400), an unknown path (404), a GET on a POST route (405)
        field = "body" if err.status_code == 400 else None
        return JSONResponse({"error": "http_error", "message": str(err.detail), "field": field},
                            status_code=err.status_code, headers=getattr(err, "headers", None))

    @app.exception_handler(ServiceError)
    async def on_service_error(request: Request, err: ServiceError) -> JSONResponse:
        return JSONResponse(err.body(), status_code=err.status)

    @app.exception_handler(Exception)
    async def on_unexpected(request: Request, err: Exception) -> JSONResponse:
        return JSONResponse({"error": "internal_error", "message": f"{type(err).__name__}: {err}", "field": None},
                            status_code=500)

    errors = {404: {"description": "unknown task, utility or object (with the closest known names)"},
              422: {"description": "invalid request (names the field)"}}

    @app.get("/health")
    async def health() -> dict[str, Any]:
        kb = knowledge.kb
        return {"status": "ok" if kb is not None else "loading", "source": getattr(kb, "source", None),
                "pairs": len(kb.pairs) if kb is not None else 0, "loaded_seconds": round(knowledge.loaded_seconds, 3),
                "cache": {"size": len(knowledge.cache), "bytes": knowledge.cache_bytes, "hits": knowledge.hits,
                          "misses": knowledge.misses}}

    substitute_body = {"required": True, "content": {"application/json": {
        "schema": {"$ref": "#/components/schemas/SubstituteRequest"}}}}

    @app.post("/v1/best-substitute", response_model=SubstituteResponse, responses=errors,
              openapi_extra={"requestBody": substitute_body})
    async def best_substitute(request: Request) -> Response:
        """What to use for a task: utility, context and state levels; fallback, ties, ad-hoc and closest tasks.

        The body (SubstituteRequest) is read and validated here rather than by FastAPI: the
        bytes of a request seen before are answered from the cache without parsing them again.
        """
        raw = await request.body()
        cached = knowledge.cached(raw)
        if cached is not None:
            return Response(cached, media_type="application/json")
        try:
            req = SubstituteRequest.model_validate_json(raw)
        except ValidationError as err:
            return JSONResponse(validation_body(RequestValidationError(
                [{**e, "loc": ("body", *e.get("loc", ()))} for e in err.errors(include_url=False)])), status_code=422)
        body = _guard("scene", lambda: knowledge.substitute_json(req, raw), req.context_objects)
        return Response(body, media_type="application/json")

    def openapi() -> dict[str, Any]:
        # SubstituteRequest is validated inside its route: publish its schema beside the others.
        if app.openapi_schema is None:
            from fastapi.openapi.utils import get_openapi

            spec = get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
            schemas = spec.setdefault("components", {}).setdefault("schemas", {})
            extra = SubstituteRequest.model_json_schema(ref_template="#/components/schemas/{model}")
            schemas.update(extra.pop("$defs", {}))
            schemas["SubstituteRequest"] = extra
            app.openapi_schema = spec
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]

    @app.post("/v1/check-story", response_model=StoryResponse, responses=errors)
    def check_story(req: StoryRequest) -> dict[str, Any]:
        """Is a story plausible? If not, the conflict pair and the trace (the states solver)."""
        return _guard("story", lambda: knowledge.story(req))

    @app.post("/v1/size", response_model=SizeResponse, responses=errors)
    def size(req: SizeRequest) -> dict[str, Any]:
        """Which object is bigger in this context (the sizes solver)."""
        return _guard("obj1", lambda: knowledge.size(req))

    @app.post("/v1/afford", response_model=AffordResponse, responses=errors)
    def afford(req: AffordRequest) -> dict[str, Any]:
        """Probability that the object, as used in the sentence, affords each GRAFFORD class."""
        return _guard("object", lambda: knowledge.afford(req))

    @app.post("/v1/batch", response_model=BatchResponse, responses=errors)
    def batch(req: BatchRequest) -> Response:
        """Several requests of any kind in one call; each gets its own status (a failure fails only itself)."""
        results = []
        for i, item in enumerate(req.requests):
            fields = item.model_dump(exclude={"kind"})
            try:
                if item.kind == "best_substitute":
                    answer = json.loads(knowledge.substitute_json(SubstituteRequest(**fields)))
                elif item.kind == "check_story":
                    answer = knowledge.story(item.story)
                elif item.kind == "size":
                    answer = knowledge.size(SizeRequest(**fields))
                else:
                    answer = knowledge.afford(AffordRequest(**fields))
                results.append({"status": 200, "result": answer})
            except Exception as err:
                e = service_error(err, None, getattr(item, "context_objects", None))
                body = e.body()
                body["field"] = f"requests[{i}]" + (f": {body['field']}" if body.get("field") else "")
                results.append({"status": e.status, "error": body})
        return Response(_dumps({"results": results}).encode(), media_type="application/json")

    return app


ENV_DATA = "PHYSKB_SERVE_DATA"
ENV_CACHE = "PHYSKB_SERVE_CACHE"


def app_from_env() -> FastAPI:
    """The app for a uvicorn worker process (`physkb serve --workers N`): settings come from the environment."""
    import os

    data = os.environ.get(ENV_DATA) or None
    return create_app(Path(data) if data else None, cache_size=int(os.environ.get(ENV_CACHE, "4096")))
