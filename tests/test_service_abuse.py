"""`physkb serve` under abuse (issue 24, items 1-9): the real server on 127.0.0.1, called with raw sockets.

Each test names the audit item it covers. One guarded server (one solver worker, short connection
timeouts, a request budget no test comes near, workers recycled after 3 answers, info log captured to a
file) serves most tests; the time budget, API key, CORS, shutdown and startup cases start their own.
Long stories are written here (no release text).

No test here asserts how many seconds something took: a busy machine must not fail them. Where a test
is about promptness it checks the order of events instead (the answer came before the work could have
finished; the server, not the client, closed the socket) and waits with generous deadlines.
"""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

pytestmark = [pytest.mark.timed, pytest.mark.slow]  # waits on servers, threads and clocks: .ci/under-load runs it busy

ROOT = Path(__file__).resolve().parent.parent


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _story(n: int, tag: str) -> dict:
    """A story of n sentences with names of its own (new clingo symbols each time)."""
    sentences = []
    for i in range(n // 4):
        who = f"Person{tag}x{i}"
        sentences += [f"{who} opens the fridge.", f"{who} takes the milk.", f"{who} pours the milk into the glass.",
                      f"{who} drinks the milk."]
    return {"id": f"story-{tag}", "sentences": sentences}


class Server:
    def __init__(self, tmp: Path, *args: str, env: dict | None = None) -> None:
        self.port = _free_port()
        self.log_path = tmp / f"serve-{self.port}.log"
        self.url = f"http://127.0.0.1:{self.port}"
        full_env = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
        full_env.pop("PHYSKB_DATA", None)
        if not env or "PHYSKB_API_KEY" not in env:
            full_env.pop("PHYSKB_API_KEY", None)
        self._log = open(self.log_path, "w")
        self.proc = subprocess.Popen([sys.executable, "-m", "solver.cli", "serve", "--port", str(self.port), *args],
                                     cwd=ROOT, env=full_env, stdout=self._log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 600  # loading knowledge took 47 s at load 6
        while True:
            if self.proc.poll() is not None:
                raise AssertionError(f"server exited: {self.log()}")
            try:
                if httpx.get(f"{self.url}/health", timeout=5).json().get("status") == "ok":
                    break
            except (httpx.TransportError, ValueError):
                pass
            if time.monotonic() > deadline:
                self.stop()
                raise AssertionError("server did not start within 600 s")
            time.sleep(0.3)

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def health(self) -> dict:
        return httpx.get(f"{self.url}/health", timeout=60).json()

    def settle(self, timeout: float = 300) -> None:
        """Wait until a solver worker is loaded and idle (after tests that killed or recycled one)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pool = self.health()["pool"]
            if pool["idle"] >= 1 and pool["busy"] == 0:
                return
            time.sleep(0.2)
        raise AssertionError(f"no idle solver worker after {timeout} s: {self.health()}")

    def raw(self, data: bytes, wait: float = 10.0) -> bytes:
        """Send raw bytes, then read until the server closes (or `wait` seconds pass)."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=wait) as sock:
            sock.sendall(data)
            return _read_all(sock)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self._log.close()


def _eventually(check, what: str, within: float = 120.0) -> None:
    """Poll `check` until it holds; the deadline is far beyond any load, only there to end a hang."""
    deadline = time.monotonic() + within
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not seen within {within:g} s")
        time.sleep(0.1)


def _closed_by_server(sock: socket.socket) -> tuple[bool, bytes]:
    """Read until the peer closes: (True, what came) on EOF or reset, (False, ...) when our own timeout ran out."""
    out = b""
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                return True, out
            out += chunk
    except ConnectionResetError:
        return True, out
    except socket.timeout:
        return False, out


def _read_all(sock: socket.socket) -> bytes:
    out = b""
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            out += chunk
            if b"\r\n\r\n" in out and b"connection: close" not in out.lower() and _complete(out):
                break
    except (socket.timeout, ConnectionResetError):
        pass
    return out


def _complete(data: bytes) -> bool:
    head, _, body = data.partition(b"\r\n\r\n")
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            return len(body) >= int(line.split(b":")[1])
    return False


# Seconds a client waits for an answer: far beyond any load (httpx's own default, 5 s, is not).
CALL_TIMEOUT = 300

# A budget no request of these tests comes near on any machine, however slow or loaded: the tests that
# need work to succeed must not depend on the machine's speed. The budget test has a server of its own.
GENEROUS_BUDGET_S = "600"


@pytest.fixture(scope="module")
def guarded(tmp_path_factory):
    server = Server(tmp_path_factory.mktemp("serve"), "--workers", "1", "--log-level", "info",
                    "--timeout", GENEROUS_BUDGET_S, "--recycle-after", "3", "--recycle-mb", "100000",
                    "--header-timeout", "2",
                    "--body-timeout", "2", "--keep-alive", "1", "--max-connections", "24")
    yield server
    server.stop()


# ----------------------------------------------------------------------------- 1. body limit


def test_chunked_body_over_the_limit_is_413_while_it_streams(guarded) -> None:
    head = (f"POST /v1/size HTTP/1.1\r\nHost: 127.0.0.1:{guarded.port}\r\nContent-Type: application/json\r\n"
            f"Transfer-Encoding: chunked\r\n\r\n").encode()
    chunk = b" " * 65536
    with socket.create_connection(("127.0.0.1", guarded.port), timeout=120) as sock:
        sock.sendall(head)
        sent = 0
        try:
            while sent < 4 * 1024 * 1024:  # 4 MB of whitespace: the old server read it all and answered 422
                sock.sendall(b"%x\r\n" % len(chunk) + chunk + b"\r\n")
                sent += len(chunk)
        except (BrokenPipeError, ConnectionResetError):
            pass
        answer = _read_all(sock)
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert b'"field": "body"' in answer


def test_declared_body_over_the_limit_is_413(guarded) -> None:
    r = httpx.post(f"{guarded.url}/v1/size", content=b"{" + b" " * (3 * 1024 * 1024) + b"}",
                   headers={"content-type": "application/json"}, timeout=CALL_TIMEOUT)
    assert r.status_code == 413 and r.json()["field"] == "body"


# ----------------------------------------------------------------------------- 2. memory: recycled workers


def test_workers_are_recycled_after_their_answers(guarded) -> None:
    guarded.settle()
    before = guarded.health()["pool"]["recycled"]
    for i in range(4):
        r = httpx.post(f"{guarded.url}/v1/check-story", json=_story(8, f"recycle{i}"), timeout=CALL_TIMEOUT)
        assert r.status_code == 200, r.text
    pool = guarded.health()["pool"]
    assert pool["recycled"] > before and pool["max_jobs"] == 3
    assert "recycling a solver worker after 3 jobs" in guarded.log()


def test_clingo_keeps_every_new_symbol_so_workers_must_be_recycled() -> None:
    """The cause of item 2, shown: new strings grow the process; the same strings again do not."""
    code = ("import clingo\n"
            "rss = lambda: int(open('/proc/self/statm').read().split()[1]) * 4096 / 2**20\n"
            "a = rss()\n"
            "for i in range(100000): clingo.String(f'story_{i}_a_sentence_of_some_length')\n"
            "b = rss()\n"
            "for i in range(100000): clingo.String(f'story_{i}_a_sentence_of_some_length')\n"
            "c = rss()\n"
            "print(b - a, c - b)\n")
    if not Path("/proc/self/statm").exists():
        pytest.skip("needs Linux /proc")
    grew, again = map(float, subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                             check=True).stdout.split())
    assert grew > 4 and again < grew / 4


# ----------------------------------------------------------------------------- 3. time budget, disconnects


@pytest.fixture(scope="module")
def budgeted(tmp_path_factory):
    """A server with a 2 s request budget: the request below needs far more on any machine."""
    server = Server(tmp_path_factory.mktemp("budget"), "--workers", "1", "--timeout", "2")
    yield server
    server.stop()


def test_request_over_the_time_budget_is_503_and_its_worker_is_stopped(budgeted) -> None:
    budgeted.settle()
    killed = budgeted.health()["pool"]["killed"]
    # 30 stories of 24 sentences: each one cheap enough for the cost estimate to let it run (a story that
    # could not finish in the budget alone is refused with 422 before it runs), together far over 2 s
    batch = {"requests": [{"kind": "check_story", "story": _story(24, f"budget{i}")} for i in range(30)]}
    r = httpx.post(f"{budgeted.url}/v1/batch", json=batch, timeout=300)
    assert r.status_code == 200
    statuses = [x["status"] for x in r.json()["results"]]
    # the answer came at the budget, not after the work: the items left were cut, not solved
    assert 503 in statuses and r.json()["results"][statuses.index(503)]["error"]["error"] == "time_budget"
    assert statuses.count(200) < len(statuses) - 1
    assert budgeted.health()["pool"]["killed"] > killed


def test_client_hanging_up_abandons_the_work(guarded) -> None:
    guarded.settle()
    killed = guarded.health()["pool"]["killed"]
    body = json.dumps({"requests": [{"kind": "check_story", "story": _story(100, f"gone{i}")} for i in range(4)]}).encode()
    with socket.create_connection(("127.0.0.1", guarded.port), timeout=120) as sock:
        sock.sendall(f"POST /v1/batch HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        _eventually(lambda: guarded.health()["pool"]["busy"] >= 1, "the batch in the pool")  # then hang up
    _eventually(lambda: guarded.health()["pool"]["killed"] > killed, "the abandoned work's worker killed")
    _eventually(lambda: "hung up after" in guarded.log() and "abandoned" in guarded.log(), "the hang-up logged")
    log = guarded.log()
    assert "Traceback" not in log and "Exception in ASGI application" not in log


def test_client_hanging_up_mid_body_is_one_log_line(guarded) -> None:
    with socket.create_connection(("127.0.0.1", guarded.port), timeout=120) as sock:
        sock.sendall(b"POST /v1/size HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 1000\r\n\r\n{\"obj1\": ")
        time.sleep(0.3)
    _eventually(lambda: "hung up while sending POST /v1/size" in guarded.log(), "the hang-up mid-body logged")
    log = guarded.log()
    assert "Traceback" not in log and "Exception in ASGI application" not in log


# ----------------------------------------------------------------------------- 5. the event loop stays free


def test_health_stays_fast_while_the_pool_solves(guarded) -> None:
    """/health answers while the pool solves, not after. Checked by order (answers that saw a busy
    worker arrived while the batch was still unanswered), not in milliseconds: a loaded machine slows
    both sides alike, and an event loop blocked by solving would answer nothing until the batch ends."""
    import threading

    guarded.settle()
    batch = {"requests": [{"kind": "check_story", "story": _story(8, f"busy{i}")} for i in range(3)]}
    answers = []
    worker = threading.Thread(target=lambda: answers.append(httpx.post(f"{guarded.url}/v1/batch", json=batch, timeout=600)))
    worker.start()
    during = 0  # /health answers that saw the pool busy and came back before the batch's answer
    with httpx.Client(base_url=guarded.url, timeout=CALL_TIMEOUT) as client:
        while worker.is_alive():
            busy = client.get("/health").json()["pool"]["busy"]
            if busy >= 1 and worker.is_alive():
                during += 1
            time.sleep(0.05)
    worker.join()
    assert answers and answers[0].status_code == 200, answers
    assert during >= 3, during


# ----------------------------------------------------------------------------- 6. exposure


def test_foreign_host_header_is_refused(guarded) -> None:
    r = httpx.post(f"{guarded.url}/v1/size", json={"obj1": "cat", "obj2": "dog"}, headers={"host": "attacker.example"}, timeout=CALL_TIMEOUT)
    assert r.status_code == 400 and r.json()["field"] == "host"
    r = httpx.get(f"{guarded.url}/health", headers={"host": "attacker.example:80"}, timeout=CALL_TIMEOUT)
    assert r.status_code == 400
    assert httpx.get(f"{guarded.url}/health", headers={"host": f"localhost:{guarded.port}"}, timeout=CALL_TIMEOUT).status_code == 200


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", None])
def test_body_must_be_sent_as_json(guarded, content_type) -> None:
    guarded.settle()
    headers = {"content-type": content_type} if content_type else {}
    r = httpx.post(f"{guarded.url}/v1/best-substitute", content=b'{"task": "cutting a cake", "utility": "cutting"}',
                   headers=headers, timeout=CALL_TIMEOUT)
    assert r.status_code == 415 and r.json()["field"] == "content-type"
    ok = httpx.post(f"{guarded.url}/v1/size", content=b'{"obj1": "cat", "obj2": "dog"}',
                    headers={"content-type": "application/json; charset=utf-8"}, timeout=CALL_TIMEOUT)
    assert ok.status_code == 200


def test_no_cors_by_default(guarded) -> None:
    r = httpx.options(f"{guarded.url}/v1/size", headers={"origin": "http://evil.example",
                                                         "access-control-request-method": "POST",
                                                         "access-control-request-headers": "content-type"}, timeout=CALL_TIMEOUT)
    assert "access-control-allow-origin" not in r.headers


@pytest.mark.slow
def test_api_key_and_cors_origin(tmp_path) -> None:
    server = Server(tmp_path, "--workers", "1", "--cors-origin", "http://app.example", env={"PHYSKB_API_KEY": "s3cret"})
    try:
        body = {"obj1": "cat", "obj2": "dog"}
        assert httpx.post(f"{server.url}/v1/size", json=body, timeout=CALL_TIMEOUT).status_code == 401
        assert httpx.post(f"{server.url}/v1/size", json=body, headers={"x-api-key": "wrong"}, timeout=CALL_TIMEOUT).status_code == 401
        assert httpx.post(f"{server.url}/v1/size", json=body, headers={"authorization": "Bearer s3cret"}, timeout=CALL_TIMEOUT).status_code == 200
        assert httpx.post(f"{server.url}/v1/size", json=body, headers={"x-api-key": "s3cret"}, timeout=CALL_TIMEOUT).status_code == 200
        assert httpx.get(f"{server.url}/health", timeout=CALL_TIMEOUT).status_code == 200
        r = httpx.options(f"{server.url}/v1/size", headers={"origin": "http://app.example",
                                                            "access-control-request-method": "POST",
                                                            "access-control-request-headers": "content-type"}, timeout=CALL_TIMEOUT)
        assert r.headers.get("access-control-allow-origin") == "http://app.example"
        r = httpx.options(f"{server.url}/v1/size", headers={"origin": "http://evil.example",
                                                            "access-control-request-method": "POST"}, timeout=CALL_TIMEOUT)
        assert "access-control-allow-origin" not in r.headers
        assert "s3cret" not in server.log()
    finally:
        server.stop()


# ----------------------------------------------------------------------------- 7. slow clients


def test_idle_and_trickling_connections_are_dropped(guarded) -> None:
    """The server, not the client, ends idle and trickling connections (EOF seen before our own 120 s
    socket timeout; the 2 s limits are logged), however slowly the machine runs."""
    with socket.create_connection(("127.0.0.1", guarded.port), timeout=120) as idle, \
            socket.create_connection(("127.0.0.1", guarded.port), timeout=120) as trickle, \
            socket.create_connection(("127.0.0.1", guarded.port), timeout=120) as slow_body:
        trickle.sendall(b"POST /v1/size HTTP/1.1\r\n")
        slow_body.sendall(b"POST /v1/size HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                          b"Content-Length: 100\r\n\r\n{")
        for _ in range(3):  # keep trickling: each byte would have reset a per-read timer
            time.sleep(0.8)
            try:
                trickle.sendall(b"X")
                slow_body.sendall(b" ")
            except OSError:
                break
        closed = [_closed_by_server(s) for s in (idle, trickle, slow_body)]
    assert all(by_server for by_server, _ in closed), closed
    assert closed[0][1] == b"" and closed[1][1] == b""
    assert closed[2][1] == b"" or closed[2][1].startswith(b"HTTP/1.1 4")
    assert "request headers not received within 2 s" in guarded.log()
    assert "request body not received within 2 s" in guarded.log()


def test_connection_limit_answers_503(guarded) -> None:
    socks = [socket.create_connection(("127.0.0.1", guarded.port), timeout=60) for _ in range(24)]
    try:
        r = httpx.get(f"{guarded.url}/health", timeout=60)
        assert r.status_code == 503
    finally:
        for s in socks:
            s.close()
    # the slots come back once the server has seen the closes
    _eventually(lambda: httpx.get(f"{guarded.url}/health", timeout=60).status_code == 200, "a free slot again")


# ----------------------------------------------------------------------------- 9. the schema says what is enforced


def test_states_count_must_match_sentences(guarded) -> None:
    r = httpx.post(f"{guarded.url}/v1/check-story", json={"sentences": ["Ann opens the door.", "Ann leaves."],
                                                          "states": [[]]}, timeout=CALL_TIMEOUT)
    assert r.status_code == 422 and r.json()["field"] == "states"
    spec = httpx.get(f"{guarded.url}/openapi.json", timeout=CALL_TIMEOUT).json()
    assert "exactly as many lists as sentences" in spec["components"]["schemas"]["StoryRequest"]["properties"]["states"]["description"]


@pytest.mark.parametrize("item, field", [
    ({"kind": "best_substitute", "task": "cutting a cake", "utility": "cutting", "top": False}, "top"),
    ({"kind": "best_substitute", "task": "cutting a cake", "utility": "cutting", "closest_task": "yes"}, "closest_task"),
    ({"kind": "best_substitute", "task": "cutting a cake", "utility": "cutting", "scene": [{"object_name": "Knife", "id": "0" * 300}]}, "id"),
    ({"kind": "check_story", "story": {"sentences": ["Ann eats."], "states": [[{"entity": "Ann", "attribute": "hungry", "pre": "no"}]]}}, "states"),
])
def test_batch_items_are_not_coerced(guarded, item, field) -> None:
    r = httpx.post(f"{guarded.url}/v1/batch", json={"requests": [item]}, timeout=CALL_TIMEOUT)
    assert r.status_code == 422 and field in r.json()["field"], r.text


def test_openapi_documents_every_status_the_server_sends(guarded) -> None:
    spec = httpx.get(f"{guarded.url}/openapi.json", timeout=CALL_TIMEOUT).json()
    for path in ("/v1/best-substitute", "/v1/check-story", "/v1/size", "/v1/afford", "/v1/batch"):
        assert {"200", "400", "401", "404", "413", "415", "422", "503"} <= set(spec["paths"][path]["post"]["responses"])
    assert "UTF-8" in spec["paths"]["/v1/size"]["post"]["responses"]["400"]["description"]
    r = httpx.post(f"{guarded.url}/v1/size", content=b'{"obj1": "\xff\xfe", "obj2": "dog"}',
                   headers={"content-type": "application/json"}, timeout=CALL_TIMEOUT)
    assert r.status_code in (400, 422) and r.json()["field"]


@pytest.mark.slow
def test_schemathesis_finds_nothing(guarded, tmp_path) -> None:
    """An independent OpenAPI fuzzer on a small budget. positive_data_acceptance is left out: a story's
    states must be one list per sentence (JSON Schema cannot say "as long as that array"), and the
    solver refuses some schema-valid text; both are 422s naming the field, tested above."""
    pytest.importorskip("schemathesis")  # the test extra
    result = subprocess.run([sys.executable, "-m", "schemathesis.cli", "run", f"{guarded.url}/openapi.json", "--checks", "all",
                             "--exclude-checks", "positive_data_acceptance", "--max-examples", "8", "--seed", "1",
                             "--phases", "examples,fuzzing", "--workers", "1", "--request-timeout", "300", "--no-shrink",
                             # no limit a busy machine could break: speed is not what this test is about
                             "--max-response-time", "300", "--suppress-health-check", "too_slow",
                             "--report-dir", str(tmp_path)],
                            capture_output=True, text=True, timeout=1800, cwd=tmp_path)
    assert result.returncode == 0, result.stdout[-6000:]


# ----------------------------------------------------------------------------- 4. SIGTERM


@pytest.mark.slow
def test_sigterm_stops_the_server_promptly_during_work(tmp_path) -> None:
    server = Server(tmp_path, "--workers", "1", "--timeout", "120")
    try:
        body = json.dumps({"requests": [{"kind": "check_story", "story": _story(100, f"term{i}")} for i in range(20)]}).encode()
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=120)
        sock.sendall(f"POST /v1/batch HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        time.sleep(2.0)
        server.proc.send_signal(signal.SIGTERM)
        # promptness by order: the server is gone and the batch was not answered with its results
        # (20 stories of 100 sentences at a 120 s budget); no bound in seconds a busy machine could break
        server.proc.wait(timeout=120)
        answer = _read_all(sock)
        sock.close()
        assert answer == b"" or b"503" in answer.split(b"\r\n")[0] or b"shutting_down" in answer
        assert "Traceback" not in server.log()
    finally:
        server.stop()


# ----------------------------------------------------------------------------- 8. startup errors


def _serve(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PHYSKB_DATA", None)
    return subprocess.run([sys.executable, "-m", "solver.cli", "serve", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_data_folder_without_coat_is_one_line_exit_1(tmp_path) -> None:
    r = _serve("--port", str(_free_port()), "--data", str(tmp_path))
    assert r.returncode == 1, r.stderr
    assert "physkb:" in r.stderr and "Traceback" not in r.stderr


def test_unknown_log_level_is_exit_2_with_the_closest_names() -> None:
    r = _serve("--log-level", "warn", "--port", str(_free_port()))
    assert r.returncode == 2, r.stderr
    assert "physkb:" in r.stderr and "warning" in r.stderr and "Traceback" not in r.stderr
    r = _serve("--log-level", "verbose", "--port", str(_free_port()))
    assert r.returncode == 2 and "closest known" in r.stderr and "Traceback" not in r.stderr


def test_busy_port_is_reported_before_loading_and_wide_binding_warns() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as holder:
        holder.bind(("0.0.0.0", 0))
        holder.listen(1)
        port = holder.getsockname()[1]
        r = _serve("--host", "0.0.0.0", "--port", str(port))
    assert r.returncode == 1, r.stderr
    assert f"physkb: error: --port: port {port} on 0.0.0.0 is in use" in r.stderr
    assert "warning: --host 0.0.0.0 answers other machines" in r.stderr
    assert "loading knowledge" not in r.stderr  # refused before the slow part, whatever the machine's speed
