"""The query service as an agent meets it: the real server on 127.0.0.1, called over HTTP.

One server (project kb/) is started for the module on a free port; every test talks to it with
httpx. The fuzz test sends a few hundred malformed bodies and checks that each is answered
with a 4xx naming the field, and that the server still answers afterwards.
"""
from __future__ import annotations

import json
import os
import random
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from solver.paths import KB_DIR
from solver.service.models import BatchResponse, SizeResponse, StoryResponse, SubstituteResponse

pytestmark = [pytest.mark.timed, pytest.mark.slow]  # waits on servers, threads and clocks: .ci/under-load runs it busy

ROOT = Path(__file__).resolve().parent.parent
FIGURE1 = json.loads((KB_DIR / "scenes" / "figure1_cake.json").read_text())


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server():
    port = _free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PHYSKB_DATA", None)
    proc = subprocess.Popen([sys.executable, "-m", "solver.cli", "serve", "--host", "127.0.0.1", "--port", str(port),
                             "--timeout", "280"],  # a busy machine is slow, not wrong: below the client's 300 s
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 600  # loading knowledge took 47 s at load 6
    with httpx.Client(base_url=url, timeout=300) as client:  # generous: a loaded machine is slow, not wrong
        while True:
            if proc.poll() is not None:
                raise AssertionError(f"server exited: {proc.stdout.read()}")
            try:
                if client.get("/health").json().get("status") == "ok":
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                proc.kill()
                raise AssertionError("server did not start within 600 s")
            time.sleep(0.3)
        yield client, proc
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()


def test_best_substitute_over_http_figure1(server) -> None:
    client, _ = server
    r = client.post("/v1/best-substitute", json={"task": "cutting a cake", "utility": "cutting", "scene": FIGURE1})
    assert r.status_code == 200, r.text
    data = SubstituteResponse.model_validate(r.json())
    assert data.best is not None and data.best.configuration["label"] == "clean knife"
    assert data.fallback is None and data.ranking_size == 5 and len(data.ranking) == 5
    assert data.best.trace and data.best.trace[-1]["rule"].startswith("class_")
    assert all(c.trace == [] for c in data.ranking)  # traces of the answer only, by default
    full = client.post("/v1/best-substitute", json={"task": "cutting a cake", "utility": "cutting", "scene": FIGURE1,
                                                    "traces": "all"}).json()
    assert all(c["trace"] for c in full["ranking"])
    # answered twice the same (the second from the cache)
    again = client.post("/v1/best-substitute", json={"task": "cutting a cake", "utility": "cutting", "scene": FIGURE1})
    assert again.json() == r.json()


def _pool_answered(client: httpx.Client) -> int:
    return client.get("/health").json()["pool"]["answered"]


def test_fallback_ties_adhoc_and_closest_over_http(server) -> None:
    client, _ = server
    scene = [{"object_name": "Scissors", "already_in_use": "free", "condition": "clean"}]
    r = client.post("/v1/best-substitute", json={"task": "cutting a cake", "utility": "cutting", "scene": scene, "top": 0})
    data = SubstituteResponse.model_validate(r.json())
    assert data.best is None and data.fallback is not None and data.fallback.object_name == "Scissors"
    assert data.fallback.appropriateness is not None and data.reason.startswith("compromise")
    assert data.ranking == [] and data.ranking_size == 1
    answered = _pool_answered(client)
    r = client.post("/v1/best-substitute", json={"task": "cutting bread", "utility": "cutting",
                                                 "context_objects": ["Knife"], "traces": "none"})
    data = SubstituteResponse.model_validate(r.json())
    assert data.best.object_name == "Knife" and data.adhoc_context_objects == ["Knife"] and data.best.trace == []
    r = client.post("/v1/best-substitute", json={"task": "cut a cake", "utility": "cutting", "closest_task": True})
    data = SubstituteResponse.model_validate(r.json())
    assert data.task_match is not None and data.task_match.used == "cutting a cake" and data.task == "cutting a cake"
    # an ad-hoc task (a new derivation) and a closest-task match (WordNet) are solved by a worker, not the event loop
    assert _pool_answered(client) == answered + 2


def test_default_scene_is_answered_from_the_ranking_made_at_start(server) -> None:
    client, _ = server
    answered = _pool_answered(client)
    short = client.post("/v1/best-substitute", json={"task": "cutting a cake", "utility": "cutting", "top": 5})
    assert short.status_code == 200, short.text
    assert _pool_answered(client) == answered  # sliced from the ranking made at start, in the server process
    # a long ranking to write out goes to a worker, which ranks the default scene itself: the same answer
    long = client.post("/v1/best-substitute", json={"task": "cutting a cake", "utility": "cutting", "top": 500})
    assert long.status_code == 200, long.text
    assert _pool_answered(client) == answered + 1
    a, b = short.json(), long.json()
    assert b["ranking"][:5] == a["ranking"] and b["ranking_size"] == a["ranking_size"] > 5
    assert {k: v for k, v in b.items() if k != "ranking"} == {k: v for k, v in a.items() if k != "ranking"}
    health = client.get("/health").json()
    assert health["pool"]["worker_nice"] == 10  # workers below the server's CPU priority by default


def test_other_areas_and_batch(server) -> None:
    client, _ = server
    story = json.loads((KB_DIR / "stories" / "fried_egg.json").read_text())
    r = client.post("/v1/check-story", json=story)
    assert r.status_code == 200 and StoryResponse.model_validate(r.json()).plausible is True
    # a story with sentences only goes to the states solver as it is (its answer, not ours)
    r = client.post("/v1/check-story", json={"sentences": ["Rosa eats the egg."]})
    assert r.status_code in (200, 422), r.text
    if r.status_code == 422:
        assert r.json()["field"].startswith("story")
    # a story told in sentences only is checked from the states its actions imply, as check-story does
    told = json.loads((KB_DIR / "stories" / "text_juice_from_closed_fridge.json").read_text())
    r = client.post("/v1/check-story", json=told)
    assert r.status_code == 200, r.text
    answer = StoryResponse.model_validate(r.json())
    assert answer.plausible is False and (answer.evidence, answer.breakpoint) == (0, 2)
    r = client.post("/v1/size", json={"context": "", "obj1": "cat", "obj2": "dog"})
    assert r.status_code == 200 and SizeResponse.model_validate(r.json()).answer in ("smaller", "bigger", "unknown")
    r = client.post("/v1/afford", json={"sentence": "He rode the horse", "object": "horse"})
    assert r.status_code == 200 and r.json()["ranked"][0] == "Ride"
    r = client.post("/v1/batch", json={"requests": [
        {"kind": "best_substitute", "task": "cutting a cake", "utility": "cutting", "scene": FIGURE1},
        {"kind": "size", "context": "", "obj1": "cat", "obj2": "dog"},
        {"kind": "best_substitute", "task": "cuting a cake", "utility": "cutting"},
        {"kind": "check_story", "story": story},
    ]})
    assert r.status_code == 200, r.text
    results = BatchResponse.model_validate(r.json()).results
    assert [x.status for x in results] == [200, 200, 404, 200]
    assert results[0].result["best"]["configuration"]["label"] == "clean knife"
    assert results[2].error.field.startswith("requests[2]") and "cutting a cake" in results[2].error.closest


def test_openapi_publishes_typed_models(server) -> None:
    client, _ = server
    spec = client.get("/openapi.json").json()
    for path in ("/v1/best-substitute", "/v1/check-story", "/v1/size", "/v1/afford", "/v1/batch"):
        assert path in spec["paths"]
    schemas = spec["components"]["schemas"]
    assert {"SubstituteRequest", "SubstituteResponse", "SceneItem", "BatchRequest"} <= set(schemas)
    assert schemas["SceneItem"]["properties"]["condition"]["anyOf"][0]["enum"] == ["clean", "dirty", "broken"]


@pytest.mark.parametrize("body, field, status", [
    ({"utility": "cutting"}, "task", 422),
    ({"task": "cutting a cake", "utility": "cutting", "scene": [{"object_name": "Knife", "condition": "shiny"}]},
     "scene[0].condition", 422),
    ({"task": "cutting a cake", "utility": "cutting", "scene": [{"object_name": "Knife", "condition": "clean"}]},
     "scene[0].already_in_use", 422),
    ({"task": "cutting a cake", "utility": "cutting", "sceen": []}, "sceen", 422),
    ({"task": "cutting a cake", "utility": "cuting"}, "utility", 404),
    ({"task": "cuting a cake", "utility": "cutting"}, "task", 404),
    ({"task": "cutting a cake", "utility": "cutting", "scene": [{"object_name": "Knif"}]}, "scene", 404),
    ({"task": "new", "utility": "cutting", "context_objects": ["Knif"]}, "context_objects", 404),
    ({"task": "cutting a cake", "utility": "cutting", "top": -1}, "top", 422),
    ({"task": "cutting a cake", "utility": "cutting", "profile": "strict"}, "profile", 422),
])
def test_bad_requests_name_the_field(server, body, field, status) -> None:
    client, _ = server
    r = client.post("/v1/best-substitute", json=body)
    assert r.status_code == status, r.text
    data = r.json()
    assert data["field"] == field and data["message"]


def _malformed_bodies(n: int, seed: int = 7) -> list[tuple[str, bytes]]:
    """Bodies an agent could send by mistake: wrong types, unknown fields, bad values, broken JSON."""
    rng = random.Random(seed)
    junk = [None, True, 0, -1, 1.5, "", "x" * 300, [], {}, [1, 2], {"a": 1}, "cutting", 10**30]
    good = {"task": "cutting a cake", "utility": "cutting", "scene": FIGURE1}
    out: list[tuple[str, bytes]] = []
    paths = ["/v1/best-substitute", "/v1/check-story", "/v1/size", "/v1/afford", "/v1/batch"]
    raw = [b"", b"{", b"[", b"null", b"\xff\xfe\x00", b"{\"task\": }", b"1e9999", b"[" * 5000 + b"]" * 5000,
           b"{\"task\": \"a\", \"task\": 1}", "{\"task\": \"\u0000\"}".encode()]
    for i in range(n):
        path = paths[i % len(paths)]
        kind = rng.randrange(5)
        if kind == 0:
            out.append((path, rng.choice(raw)))
            continue
        if path == "/v1/best-substitute":
            body = json.loads(json.dumps(good))
            if kind == 1:
                body[rng.choice(["task", "utility", "scene", "profile", "top", "traces", "context_objects"])] = rng.choice(junk)
            elif kind == 2:
                item = dict(rng.choice(FIGURE1))
                item[rng.choice(["object_name", "mass", "material", "condition", "already_in_use", "id"])] = rng.choice(junk)
                body["scene"] = [item]
            elif kind == 3:
                body[rng.choice(["tsk", "extra", "Task", "scene_"])] = rng.choice(junk)
            else:
                body = rng.choice(junk)
        elif path == "/v1/batch":
            body = {"requests": rng.choice([[], [{"kind": "nope"}], [{"kind": "size"}], rng.choice(junk),
                                             [{"kind": "best_substitute", **good}] * 300])}
        elif path == "/v1/size":
            body = {"context": rng.choice(junk), "obj1": rng.choice(junk)} if kind < 3 else rng.choice(junk)
        elif path == "/v1/afford":
            body = {"sentence": rng.choice(junk), "object": rng.choice(junk), **({"x": 1} if kind == 3 else {})}
        else:
            body = {"sentences": rng.choice(junk), "states": rng.choice(junk)} if kind < 4 else rng.choice(junk)
        out.append((path, json.dumps(body).encode()))
    return out


def test_fuzz_malformed_bodies_never_take_the_server_down(server) -> None:
    client, proc = server
    bodies = _malformed_bodies(300)
    statuses = []
    for path, body in bodies:
        r = client.post(path, content=body, headers={"content-type": "application/json"})
        statuses.append(r.status_code)
        if r.status_code >= 400:
            data = r.json()
            assert data.get("message") and "field" in data, (path, body[:80], r.text[:200])
        # a 200 is fine only where the body happened to be valid (a batch whose items fail alone)
        assert r.status_code < 500, (path, body[:120], r.text[:300])
    assert sum(s >= 400 for s in statuses) >= 250
    assert proc.poll() is None
    assert client.get("/health").json()["status"] == "ok"
    r = client.post("/v1/best-substitute", json={"task": "cutting a cake", "utility": "cutting", "scene": FIGURE1})
    assert r.status_code == 200


def test_body_too_large_is_413(server) -> None:
    client, _ = server
    r = client.post("/v1/best-substitute", content=b"{" + b" " * (3 * 1024 * 1024) + b"}",
                    headers={"content-type": "application/json"})
    assert r.status_code == 413 and r.json()["field"] == "body"
