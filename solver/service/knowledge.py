"""What the service knows and how a solver error becomes an HTTP answer: shared by the event loop
(solver/service/app.py) and the worker processes (solver/service/pool.py, jobs.py), so neither imports
the other's module."""
from __future__ import annotations

import gc
import json
import re
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from solver.coat.derive import derive
from solver.coat.fallback import prepare_fallbacks
from solver.coat.knowledge import load_coat_kb
from solver.coat.records import PROFILES
from solver.coat.substitute import TIE_RULE, best_substitute, prepare
from solver.coat.suitability import suitabilities
from solver.errors import PhyskbError, UnknownNameError
from solver.logic.catalogue import rule_doc
from solver.service.models import AffordRequest, SizeRequest, StoryRequest, SubstituteRequest

CACHE_BYTES = 64 * 1024 * 1024  # the answer cache's budget (requests + answers)
CACHE_ONE = 256 * 1024  # an answer larger than this (a whole ranking with traces) is not kept
INLINE_SCENE = 64  # best_substitute over at most this many scene objects may be answered on the event loop
INLINE_CANDIDATES = 64  # ... and a default-scene answer that lists at most this many candidates
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
    # (profile, utility, task) -> the answer over the default scene, ranked once at start (precompute=True)
    rankings: dict[tuple[str, str, str], Any] = field(default_factory=dict)
    coat_lock: threading.Lock = field(default_factory=threading.Lock)
    locks: dict[str, threading.Lock] = field(default_factory=lambda: {k: threading.Lock() for k in ("story", "size", "afford")})

    def load(self, warm_other_areas: bool = True, precompute: bool = False) -> None:
        """Load and warm everything a question needs, so no request pays for a first use.

        precompute: also rank every <task, utility> pair's default scene under both profiles (a few
        seconds, about 35 MB), so a best-substitute without a scene is answered by slicing a ready
        ranking rather than by ranking 1,584 configurations on the event loop (3-17 ms each).
        Last, everything loaded is moved out of the garbage collector's reach (gc.freeze): a full
        collection over the knowledge base took 140 ms, a pause every request in flight would wait for.
        """
        if self.kb is not None:  # loaded before the server started (`physkb serve` checks the data first)
            if precompute and not self.rankings:
                self._rank_default_scenes()
                _freeze_loaded()
            return
        started = time.perf_counter()
        self.kb = load_coat_kb(self.data_dir)
        for profile in PROFILES:
            prepare(self.kb, profile)
            prepare_fallbacks(derive(self.kb, profile))
        suitabilities(self.kb)
        if warm_other_areas:
            # lazy: as in story/size/afford below, a server with --workers leaves these areas to its
            # workers (load(warm_other_areas=False)), so its own process never imports them (memory)
            from solver.affordances.answer import _default_priors
            from solver.sizes.knowledge import default_kb

            default_kb()
            _default_priors()
        rule_doc(TIE_RULE)  # the rule files are parsed on first use (0.9 s): the first tie explained would wait
        if precompute:
            self._rank_default_scenes()
        _freeze_loaded()
        self.loaded_seconds = time.perf_counter() - started

    def _rank_default_scenes(self) -> None:
        for profile in PROFILES:
            for utility, task in self.kb.pairs:
                self.rankings[(profile, utility, task)] = best_substitute(task, utility, kb=self.kb, profile=profile)

    def answers_inline(self, req: SubstituteRequest) -> bool:
        """Whether the event loop may answer this best_substitute itself: only what is known to be cheap.

        A scene of at most INLINE_SCENE objects (well under a millisecond), or the default scene of a
        pair ranked at start with at most INLINE_CANDIDATES candidates to write out, or an unknown name
        (answered 404 at once). An ad-hoc task (context_objects: a new derivation, a clingo solve), an
        unknown task to map to the closest known one (WordNet over every task of the utility, 20 s on
        first use), a larger scene or a long ranking go to the solver workers instead.
        """
        if req.context_objects:
            return False
        known = self.kb is not None and req.task in self.kb.tasks.get(req.utility, ())
        if req.closest_task and not known and self.kb is not None and req.utility in self.kb.tasks:
            return False
        if req.scene is not None:
            return len(req.scene) <= INLINE_SCENE
        if not known:  # unknown utility or task: a 404 naming the closest names, at once
            return self.kb is not None
        ranked = self.rankings.get((req.profile, req.utility, req.task))
        return ranked is not None and min(req.top, len(ranked.ranking)) + len(ranked.tied_with) <= INLINE_CANDIDATES

    # ----------------------------------------------------------------- answers

    def cached(self, raw: bytes) -> bytes | None:
        """The answer to exactly these request bytes, if answered before."""
        with self.coat_lock:
            return self._lookup(raw)

    def substitute_json(self, req: SubstituteRequest, raw: bytes | None = None) -> bytes:
        key = raw if raw is not None else req.model_dump_json().encode()
        with self.coat_lock:
            found = self._lookup(key)
            if found is not None:
                return found
            self.misses += 1
            scene = [item.model_dump(exclude_none=True) for item in req.scene] if req.scene is not None else None
            ranked = None if scene is not None or req.context_objects else self.rankings.get((req.profile, req.utility, req.task))
            result = ranked if ranked is not None else best_substitute(
                req.task, req.utility, scene=scene, kb=self.kb, profile=req.profile,
                context_objects=req.context_objects, closest_task=req.closest_task)
            body = _dumps(result.to_json(top=req.top, traces=req.traces)).encode()
            self._remember(key, body)
            return body

    def remember(self, key: bytes, body: bytes) -> None:
        """Keep an answer computed elsewhere (a solver worker) for these request bytes."""
        with self.coat_lock:
            self._remember(key, body)

    def _lookup(self, key: bytes) -> bytes | None:
        """The cached answer for these request bytes, counted as a hit and kept longest (caller holds coat_lock)."""
        found = self.cache.get(key)
        if found is not None:
            self.cache.move_to_end(key)
            self.hits += 1
        return found

    def _remember(self, key: bytes, body: bytes) -> None:
        if self.cache_size and len(body) + len(key) <= CACHE_ONE and key not in self.cache:
            self.cache[key] = body
            self.cache_bytes += len(key) + len(body)
            while len(self.cache) > self.cache_size or self.cache_bytes > CACHE_BYTES:
                old_key, old = self.cache.popitem(last=False)
                self.cache_bytes -= len(old_key) + len(old)

    def story(self, req: StoryRequest) -> dict[str, Any]:
        """As `physkb check-story`: states the sentences' actions imply fill what the annotation leaves
        out, so a story told in sentences only is checked too (not read as plausible for want of states)."""
        # lazy: a server with --workers leaves stories to its workers, which alone import them; see load()
        from solver.stories.check import check_with_derived
        from solver.stories.verdict import verdict_json
        from solver.states.loaders import story_from_project

        record = req.model_dump(exclude_none=True)
        with self.locks["story"]:
            story = story_from_project(record, where="story")
            check = check_with_derived([story])
            # the verdict with what it rests on: "not_understood" (HTTP 200) where nothing could be read
            return verdict_json(check.results[story.id], check.coverage.get(story.id))

    def size(self, req: SizeRequest) -> dict[str, Any]:
        from solver.sizes.answer import answer_size  # lazy: with --workers, only the workers import it; see load()

        with self.locks["size"]:
            return answer_size(req.context, req.obj1, req.obj2).to_dict()

    def afford(self, req: AffordRequest) -> dict[str, Any]:
        from solver.affordances.answer import afford  # lazy: with --workers, only the workers import it; see load()

        with self.locks["afford"]:
            return afford(req.sentence, req.object).to_json()


def _freeze_loaded() -> None:
    """Move every object alive now (the loaded knowledge) out of the collector's scans for good."""
    gc.collect()
    gc.freeze()
