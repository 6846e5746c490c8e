"""The request types backends answer, and their results (the seam between item adapters and backends).

As in lm-evaluation-harness, an item adapter turns a benchmark item into one request and a
backend answers lists of requests in batches. Unlike lm-evaluation-harness, a multiple-choice
request keeps the options of one item together, so the backend can run the shared prompt once.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solver.errors import PhyskbError
import math

BLANK = "___"


@dataclass(frozen=True)
class LoglikRequest:
    """Score each continuation given one shared context (multiple choice by log-likelihood)."""

    context: str
    continuations: tuple[str, ...]


@dataclass(frozen=True)
class BlankRequest:
    """A `text` with one BLANK and the candidate words for it. What the two kinds below hold is the same;
    which of them a request is picks the model that answers it (the backend method, probes.backends.METHODS)."""

    text: str
    candidates: tuple[str, ...]


@dataclass(frozen=True)
class ClozeRequest(BlankRequest):
    """Fill BLANK in `text` with each candidate word; a causal LM scores the whole sentence."""


@dataclass(frozen=True)
class MaskedRequest(BlankRequest):
    """Probability of each (possibly multi-token) candidate at the BLANK of `text`, for a masked LM."""


@dataclass(frozen=True)
class NLIRequest:
    """Entailment probability of each hypothesis given the premise."""

    premise: str
    hypotheses: tuple[str, ...]


@dataclass(frozen=True)
class GenerateRequest:
    """Greedy generation from a prompt (wrapped in the chat template when the model has one)."""

    prompt: str
    max_new_tokens: int = 16


@dataclass(frozen=True)
class JSONRequest:
    """Generate one JSON value that conforms to a JSON Schema (`generate_json`): decoding is constrained by
    the schema where the backend can (a grammar mask for local models, the server's response_format, vLLM's
    guided decoding), so even a random model answers text the schema accepts. The schema travels as
    canonical JSON text so that the request stays hashable and a cache key is one string."""

    prompt: str
    schema: str  # the JSON Schema, as JSON text (probes.backends.constrained.schema_text makes it)
    max_new_tokens: int = 1024
    # tokens kept back to close the value: once only this many of the budget are left, a local backend's mask
    # lets the answer continue only with tokens that close strings, lists and objects wherever the schema lets
    # them close, so a long answer ends valid within its budget instead of being cut (0: no such closing)
    close_reserve: int = 0


@dataclass
class JSONAnswer:
    """What a backend answers a JSONRequest: the generated text, the value it parses to (None when it does
    not parse), whether decoding was constrained by the schema, and why it ended ("stop": the value is
    complete; "length": cut by max_new_tokens)."""

    text: str
    value: Any = None
    parsed: bool = False
    constrained: bool = False
    finish: str = "stop"
    tighter: int = 0  # how often the decoding bounds were halved after an answer cut by the budget
    closed_early: bool = False  # steered to its end by the budget's closing reserve (JSONRequest.close_reserve)

    def to_json(self) -> dict:
        return {"text": self.text, "value": self.value, "parsed": self.parsed, "constrained": self.constrained,
                "finish": self.finish, "tighter": self.tighter, "closed_early": self.closed_early}


@dataclass
class OptionScores:
    """Per-option scores of one request: summed log-likelihood, its length-normalised form
    (per character of the continuation without leading spaces, as lm-evaluation-harness's
    acc_norm), the token counts,
    and probabilities normalised over the options (softmax of the sums)."""

    sums: list[float]
    norms: list[float]
    n_tokens: list[int]
    probs: list[float]


def softmax(values: list[float]) -> list[float]:

    top = max(values)
    exps = [math.exp(v - top) for v in values]
    total = sum(exps)
    return [e / total for e in exps]


def split_blank(text: str) -> tuple[str, str]:
    """The text before and after the single BLANK; an error when there is not exactly one."""
    if text.count(BLANK) != 1:
        raise PhyskbError(f"a cloze text needs exactly one {BLANK!r} blank: {text!r}")
    left, right = text.split(BLANK)
    return left, right


def cloze_as_loglik(requests: list["ClozeRequest"]) -> list["LoglikRequest"]:
    """Cloze requests as option log-likelihoods: each candidate with the rest of the sentence, after the
    words before the blank. Those words are shared by every candidate sentence, so the sentence
    probabilities differ only by this continuation's: every causal backend scores cloze this way."""
    out = []
    for request in requests:
        left, right = split_blank(request.text)
        out.append(LoglikRequest(left, tuple(c + right for c in request.candidates)))
    return out


def continuation_chars(tail: str, continuations: tuple[str, ...] | list[str]) -> list[int]:
    """The characters each continuation's log-likelihood is normalised by (lm-evaluation-harness's
    acc_norm): the continuation with the context's trailing spaces moved into it, leading spaces left out."""
    return [len((tail + c).lstrip()) or 1 for c in continuations]


def option_scores(sums: list[float], chars: list[int], n_tokens: list[int]) -> OptionScores:
    """An item's OptionScores from its options' summed log-likelihoods and normalising lengths."""
    return OptionScores(sums=sums, norms=[s / n for s, n in zip(sums, chars)], n_tokens=n_tokens,
                        probs=softmax(sums))

