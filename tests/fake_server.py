"""A tiny local HTTP server for client tests: answers each request from a script of (status, body, headers)."""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable


class ScriptedServer:
    """Serves on 127.0.0.1 (a free port); `script(path, body, n)` returns (status, json_body, headers) for the
    n-th request (0-based); every request is recorded in `seen` as (method, path, body, headers)."""

    def __init__(self, script: Callable[[str, dict | None, int], tuple[int, dict, dict]]) -> None:
        self.script = script
        self.seen: list[tuple[str, str, dict | None, dict]] = []
        self._lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self, method: str) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length)) if length else None
                with outer._lock:
                    n = len(outer.seen)
                    outer.seen.append((method, self.path, body, dict(self.headers)))
                status, payload, headers = outer.script(self.path, body, n)
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for key, value in headers.items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(data)

            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                self._answer("POST")

            def do_GET(self) -> None:  # noqa: N802
                self._answer("GET")

            def log_message(self, *args) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self._thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> "ScriptedServer":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
