"""uvicorn's HTTP protocol with the two timeouts it lacks: request headers and request body.

uvicorn closes an idle keep-alive connection, but a client that opens a socket and then sends
its headers (or its body) one byte at a time is never dropped: enough of them hold every
connection slot. Here a request must finish its headers within `header_timeout` seconds of its
first byte (or of the connection opening) and its body within `body_timeout` seconds of the
headers, or the connection is closed (one log line).
"""
from __future__ import annotations

import logging
from asyncio import TimerHandle
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

log = logging.getLogger("uvicorn.error")


class TimedHttpToolsProtocol(HttpToolsProtocol):
    header_timeout: float = 10.0
    body_timeout: float = 30.0

    def connection_made(self, transport: Any) -> None:  # type: ignore[override]
        self._timer: TimerHandle | None = None
        super().connection_made(transport)
        self._arm(self.header_timeout, "headers")

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
        super().on_message_begin()
        if getattr(self, "_timer", None) is None:
            self._arm(self.header_timeout, "headers")

    def on_headers_complete(self) -> None:
        self._arm(self.body_timeout, "body")
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)


def timed_protocol(header_timeout: float, body_timeout: float) -> type[TimedHttpToolsProtocol]:
    """The protocol class with these timeouts (uvicorn takes a class, not an instance)."""
    return type("TimedHttpTools", (TimedHttpToolsProtocol,),
                {"header_timeout": header_timeout, "body_timeout": body_timeout})
