"""The ASGI application of `physkb serve`: knowledge loaded once, answers as typed JSON.

best_substitute answers known to be cheap run on the event loop (a scene of up to INLINE_SCENE
objects, or a pair's default scene ranked at start: well under a millisecond, so a process hop
would cost more than the answer; Knowledge.answers_inline); identical requests are answered from a
bounded cache, since an answer depends only on the request and the knowledge loaded at start.
Everything else (larger scenes, ad-hoc and closest-task questions, check-story, size, afford, and
the other batch items) runs in the solver worker pool (solver/service/pool.py), each request within a time
budget and abandoned when its client hangs up, so the event loop and /health stay responsive.
The door every request passes first (Host, API key, content type, body size) is solver/service/gate.py.
"""
from __future__ import annotations

import asyncio
import json
import logging
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.middleware.cors import CORSMiddleware
from fastapi.openapi.utils import get_openapi
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from solver.service.docs import add_offline_docs
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
    ErrorOut,
)
from solver.service.costs import MAX_STORY_CHARS, story_refusal
from solver.service.gate import Gate
from solver.service.knowledge import Knowledge, ServiceError, _dumps, service_error
from solver.service.plans import PlanRequest, PlanResponse
from solver.service.pool import SolverPool, WorkerDied

MAX_BODY = 2 * 1024 * 1024  # bytes; a larger request is answered 413, counted as it streams (gate.py)
log = logging.getLogger("uvicorn.error")


@dataclass
class ServiceSettings:
    """How the server guards itself: worker pool, time budget, who may call it (README: exposure)."""

    workers: int = 1  # solver worker processes (`physkb serve --workers`; the command defaults to the cores)
    timeout: float = 60.0  # seconds a request (a whole batch) may take, queueing included
    recycle_jobs: int = 200  # a worker is replaced after this many answers ...
    recycle_mb: Optional[float] = None  # ... or once its resident memory passes this (None: 1.5 x its start)
    worker_nice: int = 10  # how much lower the workers' CPU priority is than the server's (0: the same)
    allowed_hosts: Optional[list[str]] = None  # Host header allow-list; None: no check; ["*"]: any
    api_key: Optional[str] = None  # when set, /v1/* needs it (Authorization: Bearer, or X-API-Key)
    cors_origins: list[str] = field(default_factory=list)  # browser origins allowed to call; none by default


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


def _guard(default_field: str | None, fn: Callable[[], Any], context_objects: list[str] | None = None) -> Any:
    try:
        return fn()
    except Exception as err:  # every failure becomes an answer; the server stays up
        raise service_error(err, default_field, context_objects) from None


class ClientGone(Exception):
    """The client hung up before its answer was ready: the work was abandoned."""


async def _hung_up(request: Request) -> None:
    """Returns when the client disconnects (the body has been read, so receive() waits for that)."""
    while True:
        message = await request.receive()
        if message["type"] == "http.disconnect":
            return


async def until_answered_or_gone(request: Request, work: Any, what: str) -> Any:
    """Run `work` (a coroutine) unless the client hangs up first: then cancel it (its worker is killed)."""
    job = asyncio.ensure_future(work)
    gone = asyncio.ensure_future(_hung_up(request))
    started = time.perf_counter()
    try:
        await asyncio.wait({job, gone}, return_when=asyncio.FIRST_COMPLETED)
        if job.done():
            return job.result()
        client = request.client
        log.info("physkb serve: client %s hung up after %.1f s; %s abandoned",
                 f"{client.host}:{client.port}" if client else "?", time.perf_counter() - started, what)
        raise ClientGone(what)
    finally:
        for task in (job, gone):
            if not task.done():
                task.cancel()
        await asyncio.gather(job, gone, return_exceptions=True)


def _time_budget_error(settings: ServiceSettings, what: str) -> ServiceError:
    return ServiceError(503, "time_budget", f"{what} took longer than the server's time budget of "
                                            f"{settings.timeout:g} s (`physkb serve --timeout`); nothing was answered",
                        None)


def _worker_died(pool: SolverPool, err: WorkerDied) -> ServiceError:
    if pool.closed:
        return ServiceError(503, "shutting_down", "the server is shutting down; nothing was answered", None)
    return ServiceError(500, "internal_error", str(err), None)


def create_app(data_dir: Path | None = None, cache_size: int = 4096, settings: ServiceSettings | None = None,
               knowledge: Knowledge | None = None) -> FastAPI:
    """The service over one knowledge base (the release folder, or the project's kb/ when None).

    `knowledge` may come loaded already (the command loads it before binding, so bad data is a
    one-line error, not a traceback from inside the server).
    """
    settings = settings or ServiceSettings()
    knowledge = knowledge or Knowledge(data_dir, cache_size)
    pool = SolverPool(settings.workers, knowledge.data_dir, settings.recycle_jobs, settings.recycle_mb,
                      settings.worker_nice)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        knowledge.load(warm_other_areas=False, precompute=True)  # the workers load the other areas
        await pool.start()
        try:
            yield
        finally:
            await pool.close()

    app = FastAPI(
        title="physkb",
        version="0.1.0",
        description="Household physical commonsense from a knowledge base (rules and facts, no language model): "
                    "best_substitute with a graded fallback, check-story, size, afford, and batches of them.",
        lifespan=lifespan,
        docs_url=None,  # served from local files below: the CDN pages are blank offline
        redoc_url=None,
    )
    app.state.knowledge = knowledge
    app.state.pool = pool
    app.state.settings = settings

    add_offline_docs(app)

    app.add_middleware(Gate, max_body=MAX_BODY, allowed_hosts=settings.allowed_hosts, api_key=settings.api_key)
    if settings.cors_origins:  # outermost: answers the browser's preflight itself
        app.add_middleware(CORSMiddleware, allow_origins=list(settings.cors_origins), allow_methods=["GET", "POST"],
                           allow_headers=["content-type", "authorization", "x-api-key"])

    async def in_pool(request: Request, kind: str, payload: dict[str, Any], what: str) -> Any:
        """One job in the worker pool within the time budget, abandoned if the client hangs up."""
        deadline = asyncio.get_running_loop().time() + settings.timeout
        try:
            reply = await until_answered_or_gone(request, pool.run(kind, payload, deadline), what)
        except TimeoutError:
            raise _time_budget_error(settings, what) from None
        except WorkerDied as err:
            raise _worker_died(pool, err) from None
        if reply[0] == "ok":
            return reply[1]
        raise ServiceError(reply[1], reply[2]["error"], reply[2]["message"], reply[2].get("field"), reply[2].get("closest"))

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

    @app.exception_handler(ClientGone)
    async def on_client_gone(request: Request, err: ClientGone) -> Response:
        return Response(status_code=499)  # nobody reads it: the connection is closed

    @app.exception_handler(Exception)
    async def on_unexpected(request: Request, err: Exception) -> JSONResponse:
        return JSONResponse({"error": "internal_error", "message": f"{type(err).__name__}: {err}", "field": None},
                            status_code=500)

    errors = {code: {"model": ErrorOut, "description": text} for code, text in (
        (400, "the body is not UTF-8 text, or the Host header is not one this server answers"),
        (401, "an API key is set on the server (PHYSKB_API_KEY) and the request did not carry it"),
        (404, "unknown task, utility or object (with the closest known names)"),
        (413, f"the body is over {MAX_BODY} bytes (counted as it arrives, chunked or not), or a story over "
              f"{MAX_STORY_CHARS} characters (error too_costly)"),
        (415, "the body was not sent as Content-Type: application/json"),
        (422, "invalid request (names the field), or a story estimated to take longer than the time budget "
              "(error too_costly)"),
        (503, "the request took longer than the server's time budget (time_budget), the server is at its "
              "connection limit (busy) or shutting down (shutting_down)"),
    )}

    @app.get("/health")  # HEAD too: the Gate answers a HEAD as its GET
    async def health() -> dict[str, Any]:
        kb = knowledge.kb
        return {"status": "ok" if kb is not None else "loading", "source": getattr(kb, "source", None),
                "pairs": len(kb.pairs) if kb is not None else 0, "loaded_seconds": round(knowledge.loaded_seconds, 3),
                "cache": {"size": len(knowledge.cache), "bytes": knowledge.cache_bytes, "hits": knowledge.hits,
                          "misses": knowledge.misses},
                "pool": pool.stats()}

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
        if not knowledge.answers_inline(req):
            answer = await in_pool(request, "best_substitute", req.model_dump(exclude_none=True), "best-substitute")
            body = _dumps(answer).encode()
            knowledge.remember(raw, body)
        else:
            body = _guard("scene", lambda: knowledge.substitute_json(req, raw), req.context_objects)
        return Response(body, media_type="application/json")

    def openapi() -> dict[str, Any]:
        # SubstituteRequest is validated inside its route: publish its schema beside the others.
        if app.openapi_schema is None:
            spec = get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
            schemas = spec.setdefault("components", {}).setdefault("schemas", {})
            extra = SubstituteRequest.model_json_schema(ref_template="#/components/schemas/{model}")
            schemas.update(extra.pop("$defs", {}))
            schemas["SubstituteRequest"] = extra
            app.openapi_schema = spec
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]

    def story_cost_error(story: StoryRequest) -> ServiceError | None:
        refused = story_refusal(story.sentences, settings.timeout)
        return None if refused is None else ServiceError(refused[0], "too_costly", refused[1], "sentences")

    @app.post("/v1/check-story", response_model=StoryResponse, responses=errors)
    async def check_story(req: StoryRequest, request: Request) -> dict[str, Any]:
        """Is a story plausible? If not, the conflict pair and the trace (the states solver).

        A story whose size says it cannot be checked within the time budget is refused before it
        runs (413 over MAX_STORY_CHARS, 422 over the budget; solver/service/costs.py).
        """
        refused = story_cost_error(req)
        if refused is not None:
            raise refused
        return await in_pool(request, "check_story", req.model_dump(exclude_none=True), "check-story")

    @app.post("/v1/check-plan", response_model=PlanResponse, responses=errors)
    async def check_plan(req: PlanRequest, request: Request) -> dict[str, Any]:
        """Is an agent's VirtualHome plan executable on the scene? As `physkb check-plan --json`."""
        return await in_pool(request, "check_plan", req.model_dump(), "check-plan")

    @app.post("/v1/size", response_model=SizeResponse, responses=errors)
    async def size(req: SizeRequest, request: Request) -> dict[str, Any]:
        """Which object is bigger in this context (the sizes solver)."""
        return await in_pool(request, "size", req.model_dump(), "size")

    @app.post("/v1/afford", response_model=AffordResponse, responses=errors)
    async def afford(req: AffordRequest, request: Request) -> dict[str, Any]:
        """Probability that the object, as used in the sentence, affords each GRAFFORD class."""
        return await in_pool(request, "afford", req.model_dump(), "afford")

    @app.post("/v1/batch", response_model=BatchResponse, responses=errors)
    async def batch(req: BatchRequest, request: Request) -> Response:
        """Several requests of any kind in one call; each gets its own status (a failure fails only itself).

        Items run in the worker pool side by side; an item still unanswered when the request's time
        budget runs out gets its own 503, and a client that hangs up abandons them all.
        """
        deadline = asyncio.get_running_loop().time() + settings.timeout

        async def one(i: int, item: Any) -> dict[str, Any]:
            fields = item.model_dump(exclude={"kind"}, exclude_none=True)
            try:
                if item.kind == "best_substitute" and knowledge.answers_inline(sub := SubstituteRequest(**fields)):
                    return {"status": 200, "result": json.loads(knowledge.substitute_json(sub))}
                if item.kind == "check_story" and (refused := story_cost_error(item.story)) is not None:
                    raise refused
                payload = item.story.model_dump(exclude_none=True) if item.kind == "check_story" else fields
                reply = await pool.run(item.kind, payload, deadline)
                if reply[0] == "ok":
                    return {"status": 200, "result": reply[1]}
                err = ServiceError(reply[1], reply[2]["error"], reply[2]["message"], reply[2].get("field"),
                                   reply[2].get("closest"))
            except TimeoutError:
                err = _time_budget_error(settings, f"batch item {i}")
            except WorkerDied as died:
                err = _worker_died(pool, died)
            except ServiceError as refused:
                err = refused
            except Exception as failure:
                err = service_error(failure, None, getattr(item, "context_objects", None))
            body = err.body()
            body["field"] = f"requests[{i}]" + (f": {body['field']}" if body.get("field") else "")
            return {"status": err.status, "error": body}

        async def all_items() -> list[dict[str, Any]]:
            return list(await asyncio.gather(*(one(i, item) for i, item in enumerate(req.requests))))

        results = await until_answered_or_gone(request, all_items(), f"batch of {len(req.requests)}")
        return Response(_dumps({"results": results}).encode(), media_type="application/json")

    return app
