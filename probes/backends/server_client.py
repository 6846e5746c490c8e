"""HTTP calls to an OpenAI-compatible server: bounded concurrency, timeouts, and retries with backoff.

A served model is shared with other users and often rate-limited, so a probe run must neither
flood it (at most `concurrency` requests in flight) nor die on a passing overload: 429 and 5xx
answers, timeouts and dropped connections are retried with exponential backoff (honouring a
Retry-After header), while other 4xx answers are the caller's mistake and fail at once with
the server's own message.
"""
from __future__ import annotations

import os
import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, TypeVar

from solver.errors import PhyskbError

RETRY_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})


def refuses_request_body(status: int, text: str) -> bool:
    """Whether an error answer says the request itself is invalid, which no retry mends: llama-cpp-python's
    server answers HTTP 500 (not 4xx) with pydantic's "validation error" at ('body', ...) when it does not take
    a field (its response_format knows no json_schema type), so that 500 is a refusal, not a passing fault."""
    return status == 500 and "validation error" in text and "('body'" in text
DEFAULT_API_KEY_ENV = "OPENAI_API_KEY"
T = TypeVar("T")
R = TypeVar("R")


@dataclass
class ClientSettings:
    """How to talk to the server; every field has a default fit for a local or hosted server."""

    base_url: str
    model: str | None = None  # the served model name; None: the first one /models lists
    api_key_env: str = DEFAULT_API_KEY_ENV
    concurrency: int = 4
    timeout_s: float = 120.0
    max_retries: int = 6
    backoff_s: float = 0.5  # first wait; doubled each retry, with up to 25% jitter
    max_backoff_s: float = 30.0


@dataclass
class ClientStats:
    """What the client did, for the run's summary: requests sent and retries made."""

    requests: int = 0
    retries: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def add(self, requests: int = 0, retries: int = 0) -> None:
        with self._lock:
            self.requests += requests
            self.retries += retries


def normalise_base_url(url: str) -> str:
    """The server's API root: a bare host gets /v1 (the path every OpenAI-compatible server uses)."""
    url = url.strip().rstrip("/")
    if not url.startswith(("http://", "https://")):
        raise PhyskbError(f"server address {url!r}: expected http://HOST:PORT[/v1] or https://...")
    after_host = url.split("://", 1)[1]
    if "/" not in after_host:
        url += "/v1"
    return url


class ServerClient:
    """One OpenAI-compatible server: JSON POSTs with retries, and a bounded pool to send many at once."""

    def __init__(self, settings: ClientSettings, sleep: Callable[[float], None] = time.sleep) -> None:
        # deferred: loads httpx only when this runs
        import httpx

        if settings.concurrency < 1:
            raise PhyskbError("the server concurrency must be at least 1")
        self.settings = settings
        self.base_url = normalise_base_url(settings.base_url)
        self.stats = ClientStats()
        self._sleep = sleep
        headers = {"Content-Type": "application/json"}
        key = os.environ.get(settings.api_key_env, "")
        if key:
            headers["Authorization"] = f"Bearer {key}"
        limits = httpx.Limits(max_connections=settings.concurrency, max_keepalive_connections=settings.concurrency)
        self._http = httpx.Client(base_url=self.base_url, headers=headers, timeout=settings.timeout_s, limits=limits)
        self._pool = ThreadPoolExecutor(max_workers=settings.concurrency, thread_name_prefix="physkb-server")
        self._model: str | None = settings.model

    # -- single calls ---------------------------------------------------------------------------
    def _wait(self, attempt: int, retry_after: str | None) -> float:
        s = self.settings
        delay = min(s.max_backoff_s, s.backoff_s * (2 ** attempt)) * (1 + 0.25 * random.random())
        if retry_after:
            try:
                delay = max(delay, min(float(retry_after), s.max_backoff_s))
            except ValueError:
                pass  # an HTTP date: keep our own backoff
        return delay

    def request(self, method: str, path: str, payload: dict | None = None) -> dict:
        """One call with retries; returns the decoded JSON answer or raises PhyskbError saying why.

        `path` is under the API root (/completions) or a full URL on the same server (/extras/...)."""
        # deferred: loads httpx only when this runs
        import httpx

        s = self.settings
        url = path if path.startswith(("http://", "https://")) else f"{self.base_url}{path}"
        last = ""
        for attempt in range(s.max_retries + 1):
            retry_after = None
            try:
                response = self._http.request(method, path, json=payload)
            except (httpx.TimeoutException, httpx.TransportError) as err:
                last = f"{type(err).__name__}: {err}"
            else:
                if response.status_code < 400:
                    self.stats.add(requests=1, retries=attempt)
                    try:
                        return response.json()
                    except ValueError:
                        raise PhyskbError(f"{url} answered non-JSON: {response.text[:200]!r}") from None
                last = f"HTTP {response.status_code}: {response.text[:300]}"
                if response.status_code not in RETRY_STATUS or refuses_request_body(response.status_code, response.text):
                    self.stats.add(requests=1, retries=attempt)
                    hint = " (is the API key in $%s?)" % s.api_key_env if response.status_code in (401, 403) else ""
                    raise PhyskbError(f"{url} refused the request: {last}{hint}")
                retry_after = response.headers.get("retry-after")
            if attempt < s.max_retries:
                self._sleep(self._wait(attempt, retry_after))
        self.stats.add(requests=1, retries=s.max_retries)
        raise PhyskbError(f"{url} failed after {s.max_retries + 1} tries; last answer: {last}")

    def post(self, path: str, payload: dict) -> dict:
        return self.request("POST", path, payload)

    def model_name(self) -> str:
        """The served model to name in requests: the one given, else the only/first one /models lists."""
        if self._model is None:
            listed = [m.get("id") for m in self.request("GET", "/models").get("data", []) if m.get("id")]
            if not listed:
                raise PhyskbError(f"{self.base_url}/models lists no model; name one with --served-model")
            self._model = listed[0]
        return self._model

    # -- many calls -----------------------------------------------------------------------------
    def map(self, fn: Callable[[T], R], items: Iterable[T]) -> list[R]:
        """fn over items with at most `concurrency` in flight; results in input order, first error raised."""
        return list(self._pool.map(fn, list(items)))

    def close(self) -> None:
        self._pool.shutdown(wait=True)
        self._http.close()

    def __enter__(self) -> "ServerClient":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
