"""A model behind an OpenAI-compatible server (vLLM, llama-cpp-python, a hosted API) answering probe requests.

Log-likelihoods come from /completions with `echo` and `logprobs` (the prompt's own token
log-probabilities, read the way this server needs, see probes/backends/prompt_logprobs.py), or,
on a server whose echo is shifted and that offers its tokeniser (llama-cpp-python's), one forced
token at a time (probes/backends/forced_tokens.py: exact, and there far cheaper than the echo);
generation comes from /chat/completions, greedy; JSON answers too, constrained by the server's
`response_format` (OpenAI's json_schema form, or the json_object form with a schema that llama-cpp-python
takes: the first the server accepts is kept). Options are sent with bounded concurrency; the
server tokenises, and an option's tokens are the tokens that start at or after the end of the
context's words (the context's trailing spaces go to the option, as in the local backends).
"""
from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

from probes.backends.forced_tokens import ForcedTokenScorer
from probes.backends.prompt_logprobs import (ALIGNED, PROBE_PROMPT, SHIFTED, SpanScore, detect_reading,
                                             echoed_prompt, span_logprobs)
from probes.requests import (ClozeRequest, GenerateRequest, JSONAnswer, JSONRequest, LoglikRequest, OptionScores,
                             cloze_as_loglik, continuation_chars, option_scores)
from probes.backends.base import Backend, ModelSpec
from probes.backends.server_client import DEFAULT_API_KEY_ENV, ClientSettings, ServerClient
from solver.errors import PhyskbError
from probes.backends.constrained import json_answer, load_schema

DEFAULT_TOP_LOGPROBS = 200  # enough for llama-cpp-python's shifted values on SmolLM2 (seen 2026-11)
# settings a user gives through the environment (the model argument names only the server and model)
ENV_CONCURRENCY = "PHYSKB_OPENAI_CONCURRENCY"
ENV_TIMEOUT = "PHYSKB_OPENAI_TIMEOUT"
ENV_RETRIES = "PHYSKB_OPENAI_RETRIES"
ENV_KEY_VARIABLE = "PHYSKB_OPENAI_KEY_ENV"
ENV_TOP_LOGPROBS = "PHYSKB_OPENAI_TOP_LOGPROBS"
ENV_SCORING = "PHYSKB_OPENAI_SCORING"
# how prompt log-probabilities are read: "auto" forces token by token on a server that shifts its echo and
# offers its tokeniser (exact, and far cheaper there), else echoes; "echo" and "forced" choose one
SCORING_MODES = ("auto", "echo", "forced")


def scoring_mode_from_env() -> str:
    raw = os.environ.get(ENV_SCORING, "").strip().lower() or "auto"
    if raw not in SCORING_MODES:
        raise PhyskbError(f"${ENV_SCORING}={raw!r}: expected one of {', '.join(SCORING_MODES)}")
    return raw


def _env_number(name: str, default: float, kind=int):
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = kind(raw)
    except ValueError:
        raise PhyskbError(f"${name}={raw!r} is not a number") from None
    if value < (0 if name == ENV_RETRIES else 1):
        raise PhyskbError(f"${name}={raw!r} is too small")
    return value


def settings_from(url: str, model: str | None) -> ClientSettings:
    """The client settings of `openai:URL[#MODEL]`, with the PHYSKB_OPENAI_* environment variables applied."""
    return ClientSettings(base_url=url, model=model or None,
                          api_key_env=os.environ.get(ENV_KEY_VARIABLE, "").strip() or DEFAULT_API_KEY_ENV,
                          concurrency=_env_number(ENV_CONCURRENCY, 4),
                          timeout_s=_env_number(ENV_TIMEOUT, 120.0, float),
                          max_retries=_env_number(ENV_RETRIES, 6))


def split_target(target: str) -> tuple[str, str | None]:
    """("http://host:8000/v1", "model-name") from "http://host:8000/v1#model-name" (the name is optional)."""
    url, _, model = target.partition("#")
    return url, (model.strip() or None)


class OpenAIBackend(Backend):
    """Answers LoglikRequest, ClozeRequest, GenerateRequest and JSONRequest through an OpenAI-compatible server."""

    name = "openai"
    kind = "causal"

    @classmethod
    def resolve(cls, target: str, name: str) -> ModelSpec:
        """`openai:URL[#MODEL]`: the server and the served model (asked of /models when not named)."""
        url, model = split_target(target)
        client = ServerClient(settings_from(url, model))
        try:
            served = client.model_name()
        finally:
            client.close()
        return ModelSpec(name=name, path=Path(client.base_url.split("://", 1)[1]), kind="causal", backend=cls.name,
                         extra={"url": client.base_url, "served_model": served, "source_sha256": None})

    @classmethod
    def load(cls, spec: ModelSpec, placement=None, progress: bool = True) -> "OpenAIBackend":
        backend = cls(settings_from(spec.extra["url"], spec.extra["served_model"]),
                      top_logprobs=_env_number(ENV_TOP_LOGPROBS, DEFAULT_TOP_LOGPROBS),
                      scoring=scoring_mode_from_env())
        backend.spec = spec
        return backend

    def __init__(self, settings: ClientSettings, top_logprobs: int = DEFAULT_TOP_LOGPROBS,
                 client: ServerClient | None = None, scoring: str = "auto") -> None:
        if scoring not in SCORING_MODES:
            raise PhyskbError(f"scoring {scoring!r}: expected one of {', '.join(SCORING_MODES)}")
        self.client = client or ServerClient(settings)
        self.top_logprobs = top_logprobs
        self.scoring = scoring
        self._reading: str | None = None
        self._reading_means: dict[str, float] = {}
        self._forced: ForcedTokenScorer | None = None
        self._method: str | None = None
        self._lock = threading.Lock()
        self.n_tokens_scored = 0
        self.n_outside_top = 0  # echoed tokens missing from the top entries (before any correction)
        self.n_bounded = 0  # of those, the ones whose score stayed an upper bound
        self.n_forced_fallback = 0  # options the forced method could not take (scored from the echo)
        self._json_format: str | None = None  # the response_format form this server accepted

    # -- identity -------------------------------------------------------------------------------
    def model_name(self) -> str:
        return self.client.model_name()

    def reading(self) -> str:
        """How this server aligns echoed prompt log-probabilities, measured once on a probe prompt."""
        if self._reading is None:
            answer = self.client.post("/completions", self._completion_payload(PROBE_PROMPT, self.top_logprobs))
            self._reading, self._reading_means = detect_reading(answer, self.top_logprobs,
                                                                f"{self.client.base_url}/completions")
        return self._reading

    def method(self) -> str:
        """"forced" (token by token, exact) or "echo": chosen once from the server's reading and endpoints."""
        if self._method is None:
            reading = self.reading()
            if reading == SHIFTED:  # also in echo mode: it asks again for the tokens outside the top
                self._forced = ForcedTokenScorer.offered_by(self.client, self.model_name())
            if self.scoring == "forced" and self._forced is None:
                raise PhyskbError(f"${ENV_SCORING}=forced needs a server that echoes shifted log-probabilities and "
                                  f"tokenises through /extras/tokenize (llama-cpp-python's); {self.client.base_url} "
                                  f"reads {reading}" + ("" if reading == ALIGNED else " without those endpoints"))
            self._method = "forced" if self._forced is not None and self.scoring != "echo" else "echo"
        return self._method

    # -- log-likelihood -----------------------------------------------------------------------------
    def _completion_payload(self, prompt: str, logprobs: int) -> dict:
        # one generated token: some servers refuse max_tokens=0 and llama-cpp-python reads 0 as "no limit"
        return {"model": self.model_name(), "prompt": prompt, "max_tokens": 1, "temperature": 0.0,
                "echo": True, "logprobs": logprobs}

    def _score_option(self, job: tuple[str, str]) -> SpanScore:
        head, rest = job
        prompt = head + rest
        where = f"{self.client.base_url}/completions (option {rest!r})"
        if self.method() == "forced":
            values = self._forced.score(head, prompt, where)
            if values is not None:
                with self._lock:
                    self.n_tokens_scored += len(values)
                return SpanScore(values)
            with self._lock:
                self.n_forced_fallback += 1
        span = self._echo_span(head, prompt, where)
        with self._lock:
            self.n_tokens_scored += len(span.values)
            self.n_outside_top += span.n_outside_top
            self.n_bounded += len(span.bounded)
        return span

    def _echo_span(self, head: str, prompt: str, where: str) -> SpanScore:
        """The option's values from one echoed completion; a value outside the top is asked for again,
        forced, when the server tokenises (else it stays the top's smallest value, an upper bound)."""
        reading = self.reading()
        top_n = 1 if reading == ALIGNED else self.top_logprobs
        echo = echoed_prompt(self.client.post("/completions", self._completion_payload(prompt, top_n)), where)
        span = span_logprobs(echo, len(head), len(prompt), reading, top_n, where)
        if span.bounded and self._forced is not None:
            ids = self._forced.tokenize(prompt)
            skip = len(ids) - sum(1 for off in echo.offsets if off < len(prompt))  # a start token left out
            if skip in (0, 1):
                for k in list(span.bounded):
                    value = self._forced.value_at(ids, span.indices[k] + skip, where)
                    if value is not None:
                        span.values[k] = value
                        span.bounded.remove(k)
        return span

    def loglikelihood(self, requests: list[LoglikRequest]) -> list[OptionScores]:
        """Every option of every request scored by its own calls (one echo, or one per token when forced),
        options sent concurrently."""
        jobs, lengths = [], []
        for request in requests:
            if any(not c for c in request.continuations):
                raise PhyskbError(f"an empty continuation cannot be scored: {request.continuations!r}")
            head = request.context.rstrip()
            tail = request.context[len(head):]
            if not head:
                raise PhyskbError("a server cannot score a continuation after an empty context "
                                  "(its first token has no log-probability)")
            for continuation in request.continuations:
                jobs.append((head, tail + continuation))
            lengths.append(continuation_chars(tail, request.continuations))
        self.method()
        before = self.n_bounded
        spans = self.client.map(self._score_option, jobs)
        if self.n_bounded > before:
            print(f"physkb: {self.n_bounded - before} option tokens fell outside the server's top "
                  f"{self.top_logprobs} log-probabilities; their scores use the top's smallest value (an upper "
                  f"bound). {self.n_bounded} of {self.n_tokens_scored} tokens so far.", file=sys.stderr)
        out, pos = [], 0
        for request, chars in zip(requests, lengths):
            mine = spans[pos: pos + len(request.continuations)]
            pos += len(request.continuations)
            sums = [float(sum(s.values)) for s in mine]
            out.append(option_scores(sums, chars, [len(s.values) for s in mine]))
        return out

    def cloze(self, requests: list[ClozeRequest]) -> list[OptionScores]:
        """Each candidate sentence scored after the words before the blank (as the local causal backend)."""
        return self.loglikelihood(cloze_as_loglik(requests))

    # -- generation -----------------------------------------------------------------------------
    def _chat(self, request: GenerateRequest) -> str:
        answer = self.client.post("/chat/completions", {
            "model": self.model_name(), "messages": [{"role": "user", "content": request.prompt}],
            "max_tokens": request.max_new_tokens, "temperature": 0.0})
        try:
            return answer["choices"][0]["message"]["content"] or ""
        except (KeyError, IndexError, TypeError):
            raise PhyskbError(f"{self.client.base_url}/chat/completions answered without a message: "
                              f"{str(answer)[:200]}") from None

    def generate(self, requests: list[GenerateRequest]) -> list[str]:
        """Greedy chat completions (the server applies the model's chat template), sent concurrently."""
        return self.client.map(self._chat, requests)

    # -- JSON constrained by a schema ------------------------------------------------------------
    def _json_payload(self, request: JSONRequest, form: str) -> dict:
        schema = load_schema(request.schema)
        response_format = ({"type": "json_schema", "json_schema": {"name": "answer", "schema": schema, "strict": True}}
                           if form == "json_schema" else {"type": "json_object", "schema": schema})
        return {"model": self.model_name(), "messages": [{"role": "user", "content": request.prompt}],
                "max_tokens": request.max_new_tokens, "temperature": 0.0, "response_format": response_format}

    def _json_form(self, request: JSONRequest) -> tuple[str, dict]:
        """The response_format form this server takes (asked once, with the first request) and its answer."""
        refusals = []
        for form in ("json_schema", "json_object"):
            try:
                return form, self.client.post("/chat/completions", self._json_payload(request, form))
            except PhyskbError as err:
                if "refused the request" not in str(err):
                    raise
                refusals.append(f"{form}: {err}")
        raise PhyskbError(f"{self.client.base_url} takes no response_format with a JSON Schema: "
                          + "; ".join(refusals))

    def _chat_json(self, request: JSONRequest) -> JSONAnswer:
        with self._lock:
            form = self._json_format
        if form is None:
            form, answer = self._json_form(request)
            with self._lock:
                self._json_format = form
        else:
            answer = self.client.post("/chat/completions", self._json_payload(request, form))
        try:
            choice = answer["choices"][0]
            text = choice["message"]["content"] or ""
        except (KeyError, IndexError, TypeError):
            raise PhyskbError(f"{self.client.base_url}/chat/completions answered without a message: "
                              f"{str(answer)[:200]}") from None
        return json_answer(text, True, "length" if choice.get("finish_reason") == "length" else "stop")

    def generate_json(self, requests: list[JSONRequest]) -> list[JSONAnswer]:
        """JSON answers constrained by the server (response_format), greedy, sent concurrently; the first request
        settles which response_format form the server takes before the rest are sent."""
        if not requests:
            return []
        first = self._chat_json(requests[0])
        return [first, *self.client.map(self._chat_json, requests[1:])]

    def close(self) -> None:
        self.client.close()
