"""The door of `physkb serve`: what a request must be before any route sees it.

One plain ASGI middleware (the decorator form costs a task per request) checks, in order:
the Host header, matched whole as `host[:port]`, against an allow-list (a local server answering any Host can be reached from a
web page through DNS rebinding), the API key when one is set, a JSON content type on POST (a
browser posts text/plain across origins without asking; application/json needs a CORS
preflight, which this server refuses unless origins are configured), and the body size,
counted as the bytes arrive so a chunked upload is cut off at the limit like a declared one.
The body is then handed to the application from memory; a client that hangs up while sending
it is logged as one line, not a traceback. A HEAD request is answered as its GET (headers, no body).
"""
from __future__ import annotations

import hmac
import json
import ipaddress
import logging
import re
import socket
from typing import Any, Iterable

log = logging.getLogger("uvicorn.error")

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def default_allowed_hosts(bound: str) -> list[str]:
    """The bound address and the loopback names; on a wildcard address also this machine's names."""
    hosts = [bound.strip("[]"), *LOOPBACK_NAMES]
    if bound in ("0.0.0.0", "::", ""):
        name = socket.gethostname()
        hosts += [name, socket.getfqdn(name)]
    return sorted(set(h.lower() for h in hosts if h))


_HOST_HEADER = re.compile(
    r"^(?:\[(?P<v6>[0-9a-f:.]+)\]|(?P<name>[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?))(?::(?P<port>[0-9]{1,5}))?$")
_HOST_NAME = re.compile(r"^[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?$")


def _is_address(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
        return True
    except ValueError:
        return False


def host_of(value: str) -> str | None:
    """The host part of a Host header, or None when the header is not exactly `host[:port]`.

    'Example.org:8000' -> 'example.org', '[::1]:80' -> '::1'; '127.0.0.1:1@evil.example',
    'a b', 'x:y' -> None. Matched whole: a header a URL parser would read another way (userinfo,
    path, a second port) is refused, never cut down to a prefix that happens to be allowed.
    """
    found = _HOST_HEADER.match(value.strip().lower())
    if found is None or (found.group("v6") and not _is_address(found.group("v6"))):
        return None
    return found.group("v6") or found.group("name")


def check_allowed_host(name: str) -> str:
    """An `--allow-host` value as the Gate compares it; ValueError saying why it can match no request."""
    text = name.strip().lower().strip("[]") if name.strip() != "*" else "*"
    if not text:
        raise ValueError("an empty name matches no Host header (name a host, or '*' for any)")
    if text != "*" and not (_HOST_NAME.match(text) or _is_address(text)):
        raise ValueError(f"{name!r} is not a host name or address (no port, scheme, path or '@'; '*' for any)")
    return text


def _json_answer(status: int, error: str, message: str, field: str | None,
                 headers: Iterable[tuple[bytes, bytes]] = ()) -> tuple[dict, dict]:
    body = json.dumps({"error": error, "message": message, "field": field}).encode()
    start = {"type": "http.response.start", "status": status,
             "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                         *headers]}
    return start, {"type": "http.response.body", "body": body}


def _without_body(send: Any) -> Any:
    """`send` for a HEAD request: the status and headers (Content-Length included) of the GET, no body bytes."""

    async def send_head(message: dict) -> None:
        if message["type"] == "http.response.body":
            if message.get("more_body", False):
                return
            message = {"type": "http.response.body", "body": b"", "more_body": False}
        await send(message)

    return send_head


class Gate:
    """Host allow-list, API key, JSON content type and a body limit counted as it streams."""

    def __init__(self, app: Any, max_body: int, allowed_hosts: Iterable[str] | None = None,
                 api_key: str | None = None, api_prefix: str = "/v1/") -> None:
        self.app = app
        self.max_body = max_body
        hosts = None if allowed_hosts is None else {h.lower().strip("[]") for h in allowed_hosts}
        self.allowed_hosts = None if hosts is None or "*" in hosts else hosts
        self.api_key = api_key.encode() if api_key else None
        self.api_prefix = api_prefix

    async def _refuse(self, send: Any, status: int, error: str, message: str, field: str | None,
                      close: bool = False, headers: Iterable[tuple[bytes, bytes]] = ()) -> None:
        extra = [*headers, *([(b"connection", b"close")] if close else [])]
        start, body = _json_answer(status, error, message, field, extra)
        await send(start)
        await send(body)

    def _key_ok(self, headers: dict[bytes, bytes]) -> bool:
        given = headers.get(b"x-api-key")
        if given is None:
            auth = headers.get(b"authorization", b"")
            given = auth[7:].strip() if auth[:7].lower() == b"bearer " else None
        return given is not None and hmac.compare_digest(given, self.api_key)

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {name: value for name, value in scope.get("headers", ())}
        if self.allowed_hosts is not None:
            given = headers.get(b"host", b"").decode("latin-1")
            host = host_of(given)
            if host is None or host not in self.allowed_hosts:
                await self._refuse(send, 400, "host_not_allowed",
                                   f"Host {given[:100] or '(none)'!r} is not served here (allowed: "
                                   f"{', '.join(sorted(self.allowed_hosts))}; see `physkb serve --allow-host`)",
                                   "host", close=True)
                return
        path = scope.get("path", "")
        if self.api_key is not None and path.startswith(self.api_prefix) and not self._key_ok(headers):
            await self._refuse(send, 401, "unauthorized",
                               "this server needs an API key: send it as 'Authorization: Bearer KEY' or 'X-API-Key: KEY'",
                               "authorization", headers=[(b"www-authenticate", b"Bearer")])
            return
        if scope.get("method") == "HEAD":  # answered as GET is, without the body (RFC 9110, 9.3.2)
            await self.app({**scope, "method": "GET"}, receive, _without_body(send))
            return
        if scope.get("method") != "POST" or not path.startswith(self.api_prefix):
            await self.app(scope, receive, send)  # (a POST elsewhere is the router's 404 or 405)
            return
        kind = headers.get(b"content-type", b"").split(b";", 1)[0].strip().lower()
        if kind != b"application/json":
            await self._refuse(send, 415, "unsupported_media_type",
                               f"the body must be sent as 'Content-Type: application/json' (got "
                               f"{kind.decode('latin-1') or 'none'!r})", "content-type", close=True)
            return
        declared = headers.get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_body):
            await self._refuse(send, 413, "too_large", f"request body over {self.max_body} bytes", "body", close=True)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                client = scope.get("client") or ("?", 0)
                log.info("physkb serve: client %s:%s hung up while sending %s %s (%d bytes read)",
                         client[0], client[1], scope.get("method"), path, size)
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body:
                await self._refuse(send, 413, "too_large", f"request body over {self.max_body} bytes", "body", close=True)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        replayed = False

        async def replay() -> dict:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()  # after the body: waits for the client to hang up (or the answer to end)

        await self.app(scope, replay, send)
