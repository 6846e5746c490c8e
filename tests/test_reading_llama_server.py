"""Readings through a real OpenAI-compatible server: llama-cpp-python's, started here on 127.0.0.1 serving the
SmolLM2 GGUF. The reading's JSON Schema goes as response_format, so every answer follows it. Needs the
server-test extra (pip install 'physkb[server-test]'); .ci/run runs the `server` tests.

Sized for a loaded 2-core machine: two short stories of kb/stories, the compact prompt (about 1,150 tokens,
the opening the two share is evaluated once: llama.cpp keeps the previous request's prefix), a budget of 160
tokens whose cut answer is closed into the longest valid reading it holds, one request at a time (requests
queued behind each other at a one-thread server would wait out each other's timeouts), and a client timeout
of 30 minutes, far beyond the seconds a reading takes on an idle machine."""
from __future__ import annotations

import importlib.util

import pytest

pytestmark = [pytest.mark.server, pytest.mark.slow]

if importlib.util.find_spec("llama_cpp") is None:
    pytest.skip("llama-cpp-python is not installed (pip install 'physkb[server-test]')", allow_module_level=True)

STORIES = 2
BUDGET = 160


@pytest.fixture(scope="module")
def server_url(tmp_path_factory):
    """llama-cpp-python's server with a window that holds a compact reading prompt, an answer and a repair."""
    from llama_server import llama_server

    with llama_server(tmp_path_factory.mktemp("llama-server"), n_ctx=4096) as url:
        yield url


def test_readings_from_the_llama_cpp_server_follow_the_schema(server_url, tmp_path, monkeypatch):
    from probes.backends.openai_server import ENV_CONCURRENCY, ENV_TIMEOUT
    from probes.reading.run import read_stories
    from solver.paths import KB_DIR
    from solver.states.loaders import load_project_stories

    monkeypatch.setenv(ENV_TIMEOUT, "1800")
    monkeypatch.setenv(ENV_CONCURRENCY, "1")
    stories = sorted(load_project_stories(KB_DIR / "stories"), key=lambda s: (len(s.sentences), s.id))[:STORIES]
    run = read_stories(stories, f"openai:{server_url}", out=tmp_path / "run", max_new_tokens=BUDGET, repair=False,
                       progress=False, prompt_form="compact")
    s = run.summary()
    assert s["stories"] == STORIES and s["schema_valid"] == STORIES, run.records
    for record in run.records:
        assert record["answers"][0]["constrained"] and record["reading"]["story"] == record["story_id"]
        assert len(record["reading"]["sentences"]) == len(next(x for x in stories if x.id == record["story_id"]).sentences)
    lines = (tmp_path / "run" / "readings.jsonl").read_text().splitlines()
    assert len(lines) == STORIES
