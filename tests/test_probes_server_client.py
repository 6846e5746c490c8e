"""The OpenAI-compatible client and backend against small local fake servers: retries with backoff on 429/5xx,
clear errors on other refusals, bounded concurrency, the API key from the environment, and prompt
log-probabilities read right whether the server aligns them or shifts them by one (llama-cpp-python)."""
from __future__ import annotations

import re
import threading
import time

import pytest

from fake_server import ScriptedServer
from probes.backends.openai_server import OpenAIBackend
from probes.backends.prompt_logprobs import ALIGNED, SHIFTED
from probes.requests import GenerateRequest, LoglikRequest
from probes.backends.server_client import ClientSettings, ServerClient, normalise_base_url
from solver.errors import PhyskbError

pytestmark = pytest.mark.timed  # waits on servers, threads and clocks: .ci/under-load runs it busy

OK = {"choices": [{"text": "ok"}]}


def _client(url: str, sleeps: list[float] | None = None, **kw) -> ServerClient:
    settings = ClientSettings(base_url=url, model="m", backoff_s=0.01, max_backoff_s=0.05, **kw)
    return ServerClient(settings, sleep=(sleeps.append if sleeps is not None else time.sleep))


def test_429_and_5xx_are_retried_with_growing_backoff_then_succeed():
    statuses = [429, 500, 503, 200]

    def script(path, body, n):
        return statuses[n], (OK if statuses[n] == 200 else {"error": "busy"}), {}

    sleeps: list[float] = []
    with ScriptedServer(script) as server, _client(server.url, sleeps) as client:
        assert client.post("/completions", {"prompt": "x"}) == OK
        assert len(server.seen) == 4 and all(path == "/v1/completions" for _, path, _, _ in server.seen)
        assert client.stats.retries == 3 and client.stats.requests == 1
    assert len(sleeps) == 3
    assert sleeps[0] < sleeps[1] < sleeps[2] or sleeps[2] == pytest.approx(0.05, rel=0.3)  # doubling, capped


def test_retry_after_header_is_honoured():
    def script(path, body, n):
        return (429, {"error": "slow down"}, {"Retry-After": "0.04"}) if n == 0 else (200, OK, {})

    sleeps: list[float] = []
    with ScriptedServer(script) as server, _client(server.url, sleeps, max_retries=2) as client:
        client.post("/completions", {})
    assert sleeps and sleeps[0] >= 0.04


def test_a_4xx_other_than_429_fails_at_once_with_the_servers_message():
    def script(path, body, n):
        return 400, {"error": {"message": "logprobs must be at most 20"}}, {}

    with ScriptedServer(script) as server, _client(server.url, []) as client:
        with pytest.raises(PhyskbError, match="logprobs must be at most 20"):
            client.post("/completions", {})
        assert len(server.seen) == 1


def test_a_500_saying_the_request_body_is_invalid_is_a_refusal_not_retried():
    # llama-cpp-python's server answers a response_format it does not know with HTTP 500 and pydantic's message
    body = {"error": {"message": "1 validation error:\n  {'type': 'literal_error', 'loc': ('body', "
                                 "'response_format', 'type'), 'msg': \"Input should be 'text' or 'json_object'\"}"}}
    with ScriptedServer(lambda p, b, n: (500, body, {})) as server, _client(server.url, []) as client:
        with pytest.raises(PhyskbError, match="refused the request.*json_object"):
            client.post("/chat/completions", {})
        assert len(server.seen) == 1


def test_giving_up_after_the_retries_says_so():
    with ScriptedServer(lambda p, b, n: (502, {"error": "bad gateway"}, {})) as server, \
            _client(server.url, [], max_retries=2) as client:
        with pytest.raises(PhyskbError, match=r"failed after 3 tries.*502"):
            client.post("/completions", {})
        assert len(server.seen) == 3


def test_a_timeout_is_retried():
    """The first request is held until the test ends (it can never beat the client's timeout, however
    fast the machine); the retry is answered at once and has a timeout no loaded machine comes near."""
    release = threading.Event()

    def script(path, body, n):
        if n == 0:
            release.wait(60)
        return 200, OK, {}

    with ScriptedServer(script) as server, _client(server.url, [], timeout_s=2.0) as client:
        try:
            assert client.post("/completions", {}) == OK
            assert client.stats.retries >= 1
        finally:
            release.set()


def test_unauthorised_names_the_key_variable(monkeypatch):
    monkeypatch.delenv("PHYSKB_TEST_KEY", raising=False)
    with ScriptedServer(lambda p, b, n: (401, {"error": "no key"}, {})) as server, \
            _client(server.url, [], api_key_env="PHYSKB_TEST_KEY") as client:
        with pytest.raises(PhyskbError, match=r"\$PHYSKB_TEST_KEY"):
            client.post("/completions", {})
        assert "authorization" not in {k.lower() for k in server.seen[0][3]}


def test_the_api_key_comes_from_the_environment(monkeypatch):
    monkeypatch.setenv("PHYSKB_TEST_KEY", "sk-local-123")
    with ScriptedServer(lambda p, b, n: (200, OK, {})) as server, \
            _client(server.url, [], api_key_env="PHYSKB_TEST_KEY") as client:
        client.post("/completions", {})
        headers = {k.lower(): v for k, v in server.seen[0][3].items()}
        assert headers["authorization"] == "Bearer sk-local-123"


def test_concurrency_is_bounded():
    state = {"now": 0, "most": 0}
    lock = threading.Lock()
    overlap = threading.Event()

    def script(path, body, n):
        with lock:
            state["now"] += 1
            state["most"] = max(state["most"], state["now"])
            if state["now"] >= 2:
                overlap.set()
        overlap.wait(2)  # held until a second request is in (or 2 s): overlap whatever the machine's load
        time.sleep(0.05)  # then long enough for a fourth to show if the bound were not kept
        with lock:
            state["now"] -= 1
        return 200, {"n": body["i"]}, {}

    with ScriptedServer(script) as server, _client(server.url, [], concurrency=3) as client:
        answers = client.map(lambda i: client.post("/completions", {"i": i}), range(12))
    assert [a["n"] for a in answers] == list(range(12))  # input order kept
    assert 2 <= state["most"] <= 3


def test_base_url_gets_v1_and_a_bad_address_is_an_error():
    assert normalise_base_url("http://127.0.0.1:8000") == "http://127.0.0.1:8000/v1"
    assert normalise_base_url("http://h:1/v1/") == "http://h:1/v1"
    with pytest.raises(PhyskbError, match="expected http"):
        normalise_base_url("127.0.0.1:8000")


def test_the_served_model_defaults_to_the_first_listed():
    def script(path, body, n):
        return 200, {"data": [{"id": "smol"}, {"id": "other"}]}, {}

    with ScriptedServer(script) as server:
        client = ServerClient(ClientSettings(base_url=server.url))
        assert client.model_name() == "smol"
        client.close()


# -- prompt log-probabilities: a fake language model served aligned or shifted -------------------------

RARE = {" zebra"}  # never among the top entries the server lists


def _value(token: str) -> float:
    """The fake model's log-probability of the token that really comes next."""
    return -0.1 * len(token.strip()) - 0.05


def _echo_answer(prompt: str, layout: str) -> dict:
    tokens = re.findall(r"\s*\S+", prompt) + [" <gen>"]
    offsets, pos = [], 0
    for t in tokens:
        offsets.append(pos)
        pos += len(t)
    token_lps, tops = [], []
    for j, t in enumerate(tokens):
        if layout == ALIGNED:
            token_lps.append(_value(t) if j else None)
            tops.append({t: _value(t), " filler": -20.0} if j else None)
        else:  # the distribution after token j: the next token likely, repeating this one not
            top = {" filler": -12.0, t: -9.0}
            if j + 1 < len(tokens) and tokens[j + 1] not in RARE:
                top[tokens[j + 1]] = _value(tokens[j + 1])
            token_lps.append(-9.0 if j else None)
            tops.append(top if j else None)
    return {"choices": [{"text": prompt + " <gen>", "logprobs": {
        "tokens": tokens, "text_offset": offsets, "token_logprobs": token_lps, "top_logprobs": tops}}]}


def _lm_server(layout: str, log: list | None = None) -> ScriptedServer:
    def script(path, body, n):
        if path.endswith("/completions") and "chat" not in path:
            if log is not None:
                log.append(body)
            return 200, _echo_answer(body["prompt"], layout), {}
        if path.endswith("/chat/completions"):
            return 200, {"choices": [{"message": {"content": "B. " + body["messages"][0]["content"][:5]}}]}, {}
        return 200, {"data": [{"id": "fake"}]}, {}

    return ScriptedServer(script)


def _expected(continuation: str) -> float:
    return sum(_value(t) if t not in RARE else -12.0 for t in re.findall(r"\s*\S+", continuation))


@pytest.mark.parametrize("layout", [ALIGNED, SHIFTED])
def test_option_scores_are_the_same_whether_the_server_aligns_or_shifts(layout):
    requests = [LoglikRequest("Question: what cuts bread?\nAnswer: ", ("a bread knife", "a spoon")),
                LoglikRequest("Pick one:", (" a big pot", " a cup of tea"))]
    log: list = []
    with _lm_server(layout, log) as server:
        backend = OpenAIBackend(ClientSettings(base_url=server.url, concurrency=2))
        scores = backend.loglikelihood(requests)
        assert backend.reading() == layout
        backend.close()
    assert scores[0].sums == pytest.approx([_expected(" a bread knife"), _expected(" a spoon")])
    assert scores[1].sums == pytest.approx([_expected(" a big pot"), _expected(" a cup of tea")])
    assert scores[0].n_tokens == [3, 2] and scores[1].n_tokens == [3, 4]
    assert scores[0].norms[0] == pytest.approx(scores[0].sums[0] / len("a bread knife"))
    prompts = [body["prompt"] for body in log]
    assert "Question: what cuts bread?\nAnswer: a bread knife" in prompts  # trailing space moved to the option
    assert all(body["echo"] is True and body["max_tokens"] == 1 for body in log)
    # an aligned server needs only the token's own value; a shifted one the top entries
    assert {body["logprobs"] for body in log[1:]} == ({1} if layout == ALIGNED else {200})


def test_a_token_outside_the_top_gets_the_bound_and_is_counted(capsys):
    with _lm_server(SHIFTED) as server:
        backend = OpenAIBackend(ClientSettings(base_url=server.url))
        scores = backend.loglikelihood([LoglikRequest("The animal is", (" a zebra", " a cat"))])
        backend.close()
    assert scores[0].sums == pytest.approx([_value(" a") - 12.0, _value(" a") + _value(" cat")])
    assert backend.n_outside_top == 1 and backend.n_tokens_scored == 4
    assert "1 option tokens fell outside the server's top 200" in capsys.readouterr().err


def test_a_server_without_prompt_logprobs_is_a_clear_error():
    def script(path, body, n):
        return 200, {"choices": [{"text": "x", "logprobs": None}]}, {}

    with ScriptedServer(script) as server:
        backend = OpenAIBackend(ClientSettings(base_url=server.url, model="m"))
        with pytest.raises(PhyskbError, match="returned no prompt log-probabilities"):
            backend.loglikelihood([LoglikRequest("A", (" b",))])
        backend.close()


def test_generation_goes_through_chat_completions():
    with _lm_server(ALIGNED) as server:
        backend = OpenAIBackend(ClientSettings(base_url=server.url))
        assert backend.generate([GenerateRequest("Hello there", 4)]) == ["B. Hello"]
        _, path, body, _ = server.seen[-1]
        backend.close()
    assert path == "/v1/chat/completions" and body["max_tokens"] == 4 and body["temperature"] == 0.0


def test_openai_prefix_resolves_to_the_server_and_its_model(monkeypatch):
    from probes.backends import resolve_model

    with _lm_server(ALIGNED) as server:
        named = resolve_model(f"openai:{server.url}#my-model")
        listed = resolve_model(f"openai:{server.url}")
    assert named.backend == "openai" and named.kind == "causal"
    assert named.identity()["url"] == server.url and named.identity()["served_model"] == "my-model"
    assert listed.identity()["served_model"] == "fake"


def test_openai_settings_from_the_environment(monkeypatch):
    from probes.backends.openai_server import settings_from

    monkeypatch.setenv("PHYSKB_OPENAI_CONCURRENCY", "7")
    monkeypatch.setenv("PHYSKB_OPENAI_KEY_ENV", "MY_KEY")
    settings = settings_from("http://127.0.0.1:9/v1", None)
    assert settings.concurrency == 7 and settings.api_key_env == "MY_KEY" and settings.model is None
    monkeypatch.setenv("PHYSKB_OPENAI_CONCURRENCY", "many")
    with pytest.raises(PhyskbError, match=r"\$PHYSKB_OPENAI_CONCURRENCY='many' is not a number"):
        settings_from("http://127.0.0.1:9/v1", None)


# -- forced tokens: a shifted server that also tokenises (as llama-cpp-python's does) ------------------

def _tokenising_lm_server(log: list, honour_bias: bool = True) -> ScriptedServer:
    """The shifted fake model plus /extras/tokenize, /extras/detokenize and `logit_bias` on one-token
    completions (the forced token's value is the model's value for it, whatever the bias did)."""
    vocab: list[str] = []

    def token_id(token: str) -> int:
        if token not in vocab:
            vocab.append(token)
        return vocab.index(token)

    def script(path, body, n):
        if path == "/extras/tokenize":
            return 200, {"tokens": [token_id(t) for t in re.findall(r"\s*\S+", body["input"])]}, {}
        if path == "/extras/detokenize":
            return 200, {"text": "".join(vocab[i] for i in body["tokens"])}, {}
        if path.endswith("/completions") and "chat" not in path:
            log.append(body)
            if "logit_bias" not in body:
                return 200, _echo_answer(body["prompt"], SHIFTED), {}
            (forced, _), = body["logit_bias"].items()
            token = vocab[int(forced)]
            text = token if honour_bias else " filler"
            value = _value(token) if honour_bias else -0.5
            return 200, {"choices": [{"text": text, "logprobs": {"tokens": [text], "text_offset": [0],
                                                                 "token_logprobs": [value],
                                                                 "top_logprobs": [{text: value}]}}]}, {}
        return 200, {"data": [{"id": "fake"}]}, {}

    return ScriptedServer(script)


def test_a_shifted_server_with_a_tokeniser_is_scored_exactly_one_forced_token_at_a_time(capsys):
    log: list = []
    with _tokenising_lm_server(log) as server:
        backend = OpenAIBackend(ClientSettings(base_url=server.url, concurrency=2))
        scores = backend.loglikelihood([LoglikRequest("The animal is", (" a zebra", " a cat"))])
        assert backend.method() == "forced"
        backend.close()
    # " zebra" is never in the echo's top, yet its value is exact
    assert scores[0].sums == pytest.approx([_value(" a") + _value(" zebra"), _value(" a") + _value(" cat")])
    assert scores[0].n_tokens == [2, 2] and backend.n_bounded == 0 and backend.n_outside_top == 0
    forced = [body for body in log if "logit_bias" in body]
    assert len(forced) == 4 and all(b["max_tokens"] == 1 and "echo" not in b for b in forced)
    assert {b["prompt"] for b in forced} == {"The animal is", "The animal is a"}
    assert "outside the server's top" not in capsys.readouterr().err


def test_echo_scoring_asks_again_for_a_token_outside_the_top():
    log: list = []
    with _tokenising_lm_server(log) as server:
        backend = OpenAIBackend(ClientSettings(base_url=server.url), scoring="echo")
        scores = backend.loglikelihood([LoglikRequest("The animal is", (" a zebra", " a cat"))])
        assert backend.method() == "echo"
        backend.close()
    assert scores[0].sums == pytest.approx([_value(" a") + _value(" zebra"), _value(" a") + _value(" cat")])
    assert backend.n_outside_top == 1 and backend.n_bounded == 0
    assert [body["prompt"] for body in log if "logit_bias" in body] == ["The animal is a"]


def test_a_server_that_ignores_the_bias_is_a_clear_error():
    with _tokenising_lm_server([], honour_bias=False) as server:
        backend = OpenAIBackend(ClientSettings(base_url=server.url))
        with pytest.raises(PhyskbError, match="did not generate the forced token ' a'.*PHYSKB_OPENAI_SCORING=echo"):
            backend.loglikelihood([LoglikRequest("The animal is", (" a cat",))])
        backend.close()


def test_the_scoring_setting_is_checked(monkeypatch):
    from probes.backends.openai_server import scoring_mode_from_env

    monkeypatch.setenv("PHYSKB_OPENAI_SCORING", "fast")
    with pytest.raises(PhyskbError, match=r"\$PHYSKB_OPENAI_SCORING='fast': expected one of auto, echo, forced"):
        scoring_mode_from_env()
    with _lm_server(ALIGNED) as server:  # aligned echoes are exact already; forcing is refused, not faked
        backend = OpenAIBackend(ClientSettings(base_url=server.url), scoring="forced")
        with pytest.raises(PhyskbError, match="=forced needs a server that echoes shifted"):
            backend.method()
        backend.close()
