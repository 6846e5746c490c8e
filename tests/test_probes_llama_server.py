"""The openai backend against a real OpenAI-compatible server: llama-cpp-python's, started here on 127.0.0.1
serving the SmolLM2 GGUF. Its echoed prompt log-probabilities come shifted by one; the backend must detect it
and give the hf backend's choices. Needs the server-test extra (pip install 'physkb[server-test]')."""
from __future__ import annotations

import importlib.util
import json

import pytest

pytestmark = [pytest.mark.server, pytest.mark.slow]

if importlib.util.find_spec("llama_cpp") is None:
    pytest.skip("llama-cpp-python is not installed (pip install 'physkb[server-test]')", allow_module_level=True)

from probes.backends import load_backend, resolve_model  # noqa: E402
from probes.backends.prompt_logprobs import SHIFTED  # noqa: E402
from probes.requests import GenerateRequest, LoglikRequest  # noqa: E402
from llama_server import GGUF, llama_server  # noqa: E402

REQUESTS = [
    LoglikRequest("The best tool to cut bread is a", (" knife", " spoon", " pillow")),
    LoglikRequest("To boil water, put it in a", (" kettle", " towel", " book")),
    LoglikRequest("You sweep the floor with a", (" broom", " cup", " lamp")),
    LoglikRequest("Soup is eaten with a", (" spoon", " hammer", " shoe")),
]


@pytest.fixture(scope="module")
def server_url(tmp_path_factory):
    with llama_server(tmp_path_factory.mktemp("llama-server"), n_ctx=1024) as url:
        yield url


def test_the_shift_is_detected_and_choices_match_the_hf_backend(server_url):
    from probes.device import resolve_placement

    spec = resolve_model(f"openai:{server_url}")
    assert spec.backend == "openai" and spec.identity()["url"] == server_url
    assert spec.identity()["served_model"].endswith(GGUF)
    served = load_backend(spec, None)
    assert served.reading() == SHIFTED
    local = load_backend(resolve_model("smollm2"), resolve_placement("cpu", "float32"), progress=False)
    got, want = served.loglikelihood(REQUESTS), local.loglikelihood(REQUESTS)
    # the server tokenises, so every option token is scored exactly, forced, none bounded by a top
    assert served.method() == "forced" and served.n_bounded == 0 and served.n_forced_fallback == 0
    served.close()
    for g, w in zip(got, want):
        assert g.n_tokens == w.n_tokens
        assert max(range(3), key=g.sums.__getitem__) == max(range(3), key=w.sums.__getitem__)
        # Q4_1 computed by llama.cpp vs the same weights dequantised to fp32 in transformers
        best = max(range(3), key=w.sums.__getitem__)
        assert g.sums[best] == pytest.approx(w.sums[best], abs=0.5)


def test_echo_and_forced_scoring_give_the_same_values(server_url):
    from probes.backends.openai_server import OpenAIBackend
    from probes.backends.server_client import ClientSettings

    rare = [LoglikRequest("Question: which object carries hot soup best?\nAnswer:", (" a ceramic bowl with handles",
                                                                                  " a paper bag"))]
    results = {}
    for scoring in ("echo", "forced"):
        backend = OpenAIBackend(ClientSettings(base_url=server_url), scoring=scoring)
        results[scoring] = backend.loglikelihood(rare)[0]
        if scoring == "echo":  # " ceramic" is outside the echo's top 200: asked again, forced
            assert backend.n_outside_top >= 1 and backend.n_bounded == 0
        backend.close()
    # the same arithmetic up to llama.cpp computing a batch of tokens or one token at a time (its one-token
    # path quantises the activations for the Q4_1 weights, the batched one differs in rounding): measured
    # 0.217 nat on the three-token ending (0.009 on the five-token one), the same on two machines: deterministic.
    # Allowed: 0.1 nat per token, and the two methods must pick the same option.
    tolerance = [0.1 * n for n in results["forced"].n_tokens]
    for echo, forced, tol in zip(results["echo"].sums, results["forced"].sums, tolerance):
        assert echo == pytest.approx(forced, abs=tol)
    assert results["echo"].n_tokens == results["forced"].n_tokens
    best = max(range(2), key=results["forced"].sums.__getitem__)
    assert max(range(2), key=results["echo"].sums.__getitem__) == best


def test_generation_and_a_resumable_run_through_the_server(server_url, tmp_path):
    from typer.testing import CliRunner

    import solver.cli  # noqa: F401  (registers the solver's commands)
    from probes.cli import register
    from solver.cli_apps import app

    register(app)  # idempotent; also where the physkb.commands entry point is not installed yet
    from probes_models import coat_items, write_items

    served = load_backend(resolve_model(f"openai:{server_url}"), None)
    text = served.generate([GenerateRequest("What is 2 + 2? Answer with one number.", 8)])[0]
    served.close()
    assert "4" in text
    items = write_items(tmp_path / "items.jsonl", coat_items(3))
    out = tmp_path / "run"
    args = ["probe", "coat", "--items", str(items), "--model", f"openai:{server_url}", "--method", "generate",
            "--max-new-tokens", "4", "--out", str(out), "--json"]
    first = CliRunner().invoke(app, [*args, "--limit", "2"])
    assert first.exit_code == 0, first.output
    record = json.loads((out / "run.json").read_text())
    assert record["model"]["url"] == server_url and record["model"]["kind"] == "causal"
    assert "api_key" not in json.dumps(record).lower()
    preds = (out / "predictions.jsonl").read_text()
    assert len(preds.splitlines()) == 2 and all("raw" in json.loads(p) for p in preds.splitlines())
    again = CliRunner().invoke(app, [*args, "--limit", "2"])  # the same run again: resumed, nothing left to do
    assert again.exit_code == 0, again.output
    assert json.loads(again.stdout.strip().splitlines()[-1])["n_done"] == 2
    assert (out / "predictions.jsonl").read_text() == preds
