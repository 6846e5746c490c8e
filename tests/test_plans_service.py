"""check-plan as an agent meets it over the query service: POST /v1/check-plan and a check_plan item
of POST /v1/batch on the real server (127.0.0.1, a free port), a bad body answered with the field
named, and the worker's job function called directly. The scene is the tiny one of plans_scenes."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from plans_scenes import CUP, FRIDGE, TABLE, tiny_scene
from solver.service.jobs import run_job
from solver.service.models import BatchResponse
from solver.service.plans import PlanResponse, check_plan_job

pytestmark = pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite (module fixtures over ~5 s)

ROOT = Path(__file__).resolve().parent.parent
FETCH = [f"[WALK] <fridge> ({FRIDGE})", f"[OPEN] <fridge> ({FRIDGE})", f"[GRAB] <cup> ({CUP})",
         f"[WALK] <table> ({TABLE})", f"[PUTBACK] <cup> ({CUP}) <table> ({TABLE})"]
SKIPPING_THE_DOOR = [f"[WALK] <fridge> ({FRIDGE})", f"[GRAB] <cup> ({CUP})"]


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def client():
    port = _free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PHYSKB_DATA", None)
    proc = subprocess.Popen([sys.executable, "-m", "solver.cli", "serve", "--host", "127.0.0.1", "--port", str(port),
                             "--timeout", "280"],  # a busy machine is slow, not wrong: below the client's 300 s
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + 180
    with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=300) as http:
        while True:
            if proc.poll() is not None:
                raise AssertionError(f"server exited: {proc.stdout.read()}")
            try:
                if http.get("/health").json().get("status") == "ok":
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                proc.kill()
                raise AssertionError("server did not start within 180 s")
            time.sleep(0.3)
        yield http
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.mark.slow  # the server's start: about 2 minutes on the loaded 2-core machine
def test_check_plan_over_http_answers_as_the_command(client) -> None:
    r = client.post("/v1/check-plan", json={"plan": FETCH, "scene": tiny_scene()})
    assert r.status_code == 200, r.text
    ok = PlanResponse.model_validate(r.json())
    assert (ok.executable, ok.first_failing_step, ok.error_class) == (True, -1, None)
    r = client.post("/v1/check-plan", json={"plan": SKIPPING_THE_DOOR, "scene": {"init_graph": tiny_scene()}})
    assert r.status_code == 200, r.text
    answer = r.json()
    assert (answer["executable"], answer["first_failing_step"], answer["error_class"]) == (False, 1, "missing_step")
    assert answer["unmet_precondition"] and answer["explanation"] and answer["trace"]
    # the worker's answer is the job function's answer
    assert answer == check_plan_job({"plan": SKIPPING_THE_DOOR, "scene": tiny_scene()})


@pytest.mark.slow
def test_check_plan_in_a_batch_and_bad_bodies_name_the_field(client) -> None:
    r = client.post("/v1/batch", json={"requests": [
        {"kind": "check_plan", "plan": FETCH, "scene": tiny_scene()},
        {"kind": "check_plan", "plan": ["[WALK] <fridge> (999)"], "scene": tiny_scene()},
        {"kind": "check_plan", "plan": ["[FLY] <fridge> (10)"], "scene": tiny_scene()},
    ]})
    assert r.status_code == 200, r.text
    results = BatchResponse.model_validate(r.json()).results
    assert [x.status for x in results] == [200, 200, 404]
    assert results[0].result["executable"] is True
    assert results[1].result["error_class"] == "unseen_object"
    assert results[2].error.field.startswith("requests[2]")
    r = client.post("/v1/check-plan", json={"plan": [], "scene": tiny_scene()})
    assert r.status_code == 422 and r.json()["field"].startswith("plan")
    r = client.post("/v1/check-plan", json={"plan": FETCH, "scene": {"nodes": []}})
    assert r.status_code in (400, 422) and r.json()["field"].startswith("scene")


def test_the_job_function_turns_bad_input_into_an_answer() -> None:
    assert run_job(None, "check_plan", {"plan": FETCH, "scene": tiny_scene()})[1]["executable"] is True
    status, code, body = run_job(None, "check_plan", {"plan": ["[WALK] <fridge>"], "scene": tiny_scene()})
    assert (status, code) == ("error", 422) and body["field"].startswith("plan")
    status, code, body = run_job(None, "check_plan", {"plan": FETCH, "scene": {"nodes": [], "edges": []}})
    assert (status, code, body["field"]) == ("error", 422, "scene")
