"""uvicorn's HTTP protocol with what it lacks for a server others can reach: request timeouts, a cap on
idle connections, JSON at the connection limit, and a shutdown that answers every request.

- Timeouts: uvicorn closes an idle keep-alive connection, but a client that opens a socket and
  then sends its headers (or its body) one byte at a time is never dropped: enough of them hold
  every connection slot. Here a request must finish its headers within `header_timeout` seconds
  of its first byte (or of the connection opening) and its body within `body_timeout` seconds of
  the headers, or the connection is closed (one log line).
- Idle connections: at most `max_idle` connections may sit with no request in progress; a new one
  past that closes the one idle longest, so sockets opened and left (300 of them) cannot fill the
  connection limit and lock everyone out.
- The limit (`max_connections` connections or requests in progress): a request past it is answered
  503 in the JSON error shape every other answer uses (uvicorn's own answer is plain text).
- Shutdown: uvicorn closes idle keep-alive connections at once, cutting a request already on its
  way. Here a connection idle at shutdown stays open a moment (DRAIN_S) and a request that arrives
  on it, or is waiting behind another, is answered 503 `shutting_down` with `Connection: close`.
"""
from __future__ import annotations

import json
import logging
import time
from asyncio import TimerHandle
from dataclasses import dataclass
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

log = logging.getLogger("uvicorn.error")

DRAIN_S = 0.5  # how long a connection idle at shutdown stays open to answer a request already sent


@dataclass
class ConnectionLimits:
    """Shared by every connection of one server (uvicorn makes a protocol object per connection)."""

    max_connections: int = 256
    max_idle: int = 64
    closing: bool = False  # set when the server begins to shut down


def _json_app(status: int, error: str, message: str):
    """A tiny ASGI app answering every request with one JSON error and closing the connection."""
    body = json.dumps({"error": error, "message": message, "field": None}).encode()

    async def answer(scope: Any, receive: Any, send: Any) -> None:
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                                (b"connection", b"close"), (b"retry-after", b"1")]})
        await send({"type": "http.response.body", "body": b"" if scope.get("method") == "HEAD" else body})

    return answer


class TimedHttpToolsProtocol(HttpToolsProtocol):
    header_timeout: float = 10.0
    body_timeout: float = 30.0
    limits: ConnectionLimits = ConnectionLimits()

    def connection_made(self, transport: Any) -> None:  # type: ignore[override]
        self._timer: TimerHandle | None = None
        self.idle_since: float | None = time.monotonic()
        super().connection_made(transport)
        self._arm(self.header_timeout, "headers")
        self._close_idle_past_the_cap()

    # ------------------------------------------------------------------ idle connections

    def _close_idle_past_the_cap(self) -> None:
        idle = [c for c in self.connections if getattr(c, "idle_since", None) is not None and c is not self]
        excess = len(idle) + 1 - self.limits.max_idle
        if excess <= 0:
            return
        idle.sort(key=lambda c: c.idle_since)
        for conn in idle[:excess]:
            if not conn.transport.is_closing():
                log.info("physkb serve: closed an idle connection (%d idle, at most %d: --max-idle)",
                         len(idle) + 1, self.limits.max_idle)
                conn.transport.close()

    # ------------------------------------------------------------------ request timeouts

    def _arm(self, seconds: float, what: str) -> None:
        self._disarm()
        if seconds and seconds > 0:
            self._timer = self.loop.call_later(seconds, self._too_slow, what, seconds)

    def _disarm(self) -> None:
        timer = getattr(self, "_timer", None)
        if timer is not None:
            timer.cancel()
            self._timer = None

    def _too_slow(self, what: str, seconds: float) -> None:
        self._timer = None
        if not self.transport.is_closing():
            client = "%s:%d" % self.client if self.client else "a client"
            log.info("physkb serve: dropped %s: request %s not received within %.0f s", client, what, seconds)
            self.transport.close()

    def on_message_begin(self) -> None:
        self.idle_since = None
        super().on_message_begin()
        if getattr(self, "_timer", None) is None:
            self._arm(self.header_timeout, "headers")

    def on_headers_complete(self) -> None:
        self._arm(self.body_timeout, "body")
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def on_response_complete(self) -> None:
        if not self.pipeline:
            self.idle_since = time.monotonic()
        super().on_response_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        self.idle_since = None
        super().connection_lost(exc)

    # ------------------------------------------------------------------ the limit and shutdown

    def _start_asgi_task(self, cycle: Any, app: Any) -> None:  # uvicorn 0.29-0.54: every request starts here
        if self.limits.closing:
            cycle.keep_alive = False
            app = _json_app(503, "shutting_down", "the server is shutting down; nothing was answered")
        elif len(self.connections) > self.limits.max_connections or len(self.tasks) >= self.limits.max_connections:
            log.warning("physkb serve: at the connection limit (%d connections, %d requests; --max-connections %d)",
                        len(self.connections), len(self.tasks), self.limits.max_connections)
            cycle.keep_alive = False
            app = _json_app(503, "busy", f"the server is at its limit of {self.limits.max_connections} connections "
                                         "(`physkb serve --max-connections`); try again shortly")
        super()._start_asgi_task(cycle, app)

    def shutdown(self) -> None:
        self.limits.closing = True
        if self.cycle is None or self.cycle.response_complete:
            # Idle: a request may be on its way; answer it (503 shutting_down) rather than cut it.
            self.loop.call_later(DRAIN_S, self._close_if_idle)
        else:
            self.cycle.keep_alive = False

    def _close_if_idle(self) -> None:
        if self.transport.is_closing():
            return
        if self.cycle is None or self.cycle.response_complete:
            self.transport.close()
        else:
            self.cycle.keep_alive = False  # a request arrived meanwhile: closed after its answer


def timed_protocol(header_timeout: float, body_timeout: float, max_connections: int = 256,
                   max_idle: int = 64) -> type[TimedHttpToolsProtocol]:
    """The protocol class with these limits (uvicorn takes a class, not an instance)."""
    return type("TimedHttpTools", (TimedHttpToolsProtocol,),
                {"header_timeout": header_timeout, "body_timeout": body_timeout,
                 "limits": ConnectionLimits(max_connections, max_idle)})
