"""Reading prompt log-probabilities from an OpenAI-compatible completions answer (`echo` with `logprobs`).

Servers disagree on what `token_logprobs[i]` of an echoed prompt means. vLLM gives the
log-probability of token i given the tokens before it, as the API intends. llama-cpp-python's
server (0.3.x, when the model adds no start token) reads it from the distribution *after*
token i, so every value is one place off; the right value for token i+1 is then
`top_logprobs[i][token_{i+1}]`, present only when that token is among the top entries the
request asked for. Which reading a server needs is measured, not assumed: on a counting
prompt the right reading gives the continuation a high likelihood and the wrong one a very
low one (`detect_reading`). A token that fell outside the top gets the smallest top value
(an upper bound of its true value) and is counted, so a run says how many of its scores
rest on a bound.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from solver.errors import PhyskbError

ALIGNED = "aligned"  # token_logprobs[i] is log P(token i | tokens before)
SHIFTED = "shifted"  # token_logprobs[i] comes from the distribution after token i
# a prompt whose every next token is near certain for any language model
PROBE_PROMPT = "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24"
MIN_MARGIN = 1.0  # nats per token between the two readings for a confident decision


@dataclass
class EchoedPrompt:
    """The echoed tokens of one completions answer, with each token's start in the prompt text."""

    tokens: list[str]
    offsets: list[int]
    token_logprobs: list[float | None]
    top_logprobs: list[dict[str, float] | None]


@dataclass
class SpanScore:
    """Log-probabilities of the tokens of one span of the prompt, and which are upper bounds."""

    values: list[float]
    n_outside_top: int = 0
    indices: list[int] = field(default_factory=list)  # each value's echoed token index
    bounded: list[int] = field(default_factory=list)  # positions in `values` that hold only an upper bound


def echoed_prompt(answer: dict, where: str) -> EchoedPrompt:
    """The logprobs block of a completions answer; a clear error when the server returned none."""
    try:
        block = answer["choices"][0]["logprobs"]
    except (KeyError, IndexError, TypeError):
        block = None
    if not block or not block.get("tokens"):
        raise PhyskbError(f"{where} returned no prompt log-probabilities: the server must honour `echo` and "
                          "`logprobs` on /completions (vLLM and llama-cpp-python's server do; `transformers serve` "
                          "and llama.cpp's own server do not)")
    tokens = list(block["tokens"])
    offsets = block.get("text_offset")
    if not offsets or len(offsets) != len(tokens):
        offsets, position = [], 0
        for token in tokens:
            offsets.append(position)
            position += len(token)
    n = len(tokens)
    token_lps = list(block.get("token_logprobs") or [None] * n)
    top = list(block.get("top_logprobs") or [None] * n)
    if len(token_lps) != n or len(top) != n:
        raise PhyskbError(f"{where}: the logprobs block has lists of different lengths")
    return EchoedPrompt(tokens, list(offsets), token_lps, top)


def _bound(top: dict[str, float], top_n: int) -> float:
    """An upper bound of a token's log-probability when it is not among the `top_n` listed."""
    values = sorted(top.values(), reverse=True)[:top_n]
    return values[-1]


def token_value(echo: EchoedPrompt, j: int, reading: str, top_n: int) -> tuple[float | None, bool]:
    """Log P(token j | tokens before) under the server's reading, and whether it is only an upper bound."""
    if reading == ALIGNED:
        value = echo.token_logprobs[j]
        return (None if value is None else float(value)), False
    if j == 0:
        return None, False
    top = echo.top_logprobs[j - 1]
    if not top:
        return None, False
    value = top.get(echo.tokens[j])
    if value is None:
        return _bound(top, top_n), True
    return float(value), False


def span_logprobs(echo: EchoedPrompt, start: int, end: int, reading: str, top_n: int, where: str) -> SpanScore:
    """The values of the echoed tokens starting at characters [start, end) of the prompt.

    A token that starts before `start` belongs to the text before it (the way a continuation
    is split off after tokenising context and continuation together)."""
    chosen = [j for j, off in enumerate(echo.offsets) if start <= off < end]
    if not chosen:
        raise PhyskbError(f"{where}: no prompt token starts inside the scored text (characters {start}..{end})")
    span = SpanScore([])
    for j in chosen:
        value, bounded = token_value(echo, j, reading, top_n)
        if value is None:
            raise PhyskbError(f"{where}: the server gave no log-probability for prompt token {j} "
                              f"({echo.tokens[j]!r}); a continuation after an empty context cannot be scored")
        if bounded:
            span.bounded.append(len(span.values))
        span.values.append(value)
        span.indices.append(j)
        span.n_outside_top += bounded
    return span


def reading_scores(echo: EchoedPrompt, top_n: int) -> dict[str, float]:
    """Mean log-probability per token of the probe prompt's tokens under each reading."""
    means = {}
    for reading in (ALIGNED, SHIFTED):
        values = [token_value(echo, j, reading, top_n)[0] for j in range(2, len(echo.tokens))]
        values = [v for v in values if v is not None]
        means[reading] = sum(values) / len(values) if values else float("-inf")
    return means


def detect_reading(answer: dict, top_n: int, where: str) -> tuple[str, dict[str, float]]:
    """ALIGNED or SHIFTED, from the completions answer for PROBE_PROMPT (echo, logprobs=top_n), and the
    mean per-token log-probability each reading gave; an error when neither is clearly right."""
    means = reading_scores(echoed_prompt(answer, where), top_n)
    best, other = sorted(means, key=lambda r: -means[r])
    if not means[best] - means[other] >= MIN_MARGIN:
        raise PhyskbError(f"{where}: cannot tell how the server aligns prompt log-probabilities "
                          f"(mean per token: aligned {means[ALIGNED]:.2f}, shifted {means[SHIFTED]:.2f}); "
                          "its echoed log-probabilities cannot be trusted for scoring")
    return best, means
