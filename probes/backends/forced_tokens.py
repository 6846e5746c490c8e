"""Exact prompt-token log-probabilities from a server that echoes them shifted, one forced token at a time.

llama-cpp-python's server gives each echoed prompt token the value of the distribution *after*
it (probes/backends/prompt_logprobs.py), so the value a token needs sits in the previous token's
`top_logprobs` only when it made that top; and the server sorts the whole vocabulary in Python
for every echoed token, so echoing a 225-token prompt for five options costs minutes on a CPU.
Its completions endpoint does answer one thing exactly and cheaply: the log-probability of the
one token it generates after the prompt, read from the unbiased distribution even when a
`logit_bias` made it pick that token. So the log-probability of token i of a tokenised text is
one completion of the text's first i tokens with token i forced. The server keeps the last
prompt's computed prefix, so the shared context is computed once and each further token costs
one token of compute and one sort, instead of one sort per prompt token.

The text before token i is sent as text, so it must tokenise back into exactly those i tokens;
that is checked with the server's own tokeniser (`/extras/tokenize`, `/extras/detokenize` at
the server root) and a token whose prefix does not round-trip is reported as not scorable
(the caller falls back to the echo). The generated text must be the forced token's text, or
the server ignored the bias: an error, never a silent wrong value.
"""
from __future__ import annotations

from dataclasses import dataclass

from probes.backends.server_client import ServerClient
from solver.errors import PhyskbError

FORCE_BIAS = 100.0  # added to the forced token's logit: far beyond any gap between two logits


@dataclass
class ForcedSpan:
    """Token ids of a text, and where the scored span starts (None: the context's tokens are no prefix)."""

    ids: list[int]
    start: int | None


class ForcedTokenScorer:
    """Scores tokens of a text through one-token completions with the token forced by `logit_bias`."""

    def __init__(self, client: ServerClient, model: str) -> None:
        self.client = client
        self.model = model
        self.root = client.base_url.rsplit("/v1", 1)[0] if client.base_url.endswith("/v1") else client.base_url
        self.n_requests = 0

    @classmethod
    def offered_by(cls, client: ServerClient, model: str) -> "ForcedTokenScorer | None":
        """A scorer when the server tokenises and detokenises through its `/extras` endpoints, else None."""
        scorer = cls(client, model)
        try:
            ids = scorer.tokenize("1, 2, 3")
            text = scorer.detokenize(ids)
        except PhyskbError:
            return None
        return scorer if ids and isinstance(text, str) and text.endswith("1, 2, 3") else None

    # -- the server's tokeniser -------------------------------------------------------------------
    def tokenize(self, text: str) -> list[int]:
        answer = self.client.post(f"{self.root}/extras/tokenize", {"input": text, "model": self.model})
        tokens = answer.get("tokens") if isinstance(answer, dict) else None
        if not isinstance(tokens, list) or not all(isinstance(t, int) for t in tokens):
            raise PhyskbError(f"{self.root}/extras/tokenize answered without token ids: {str(answer)[:200]}")
        return tokens

    def detokenize(self, ids: list[int]) -> str:
        answer = self.client.post(f"{self.root}/extras/detokenize", {"tokens": ids, "model": self.model})
        text = answer.get("text") if isinstance(answer, dict) else None
        if not isinstance(text, str):
            raise PhyskbError(f"{self.root}/extras/detokenize answered without text: {str(answer)[:200]}")
        return text

    def span(self, head: str, prompt: str) -> ForcedSpan:
        """The prompt's token ids and the index of the first token after `head` (its tokens must be a prefix)."""
        ids, head_ids = self.tokenize(prompt), self.tokenize(head)
        start = len(head_ids) if ids[:len(head_ids)] == head_ids and len(ids) > len(head_ids) else None
        return ForcedSpan(ids, start)

    # -- scoring ----------------------------------------------------------------------------------
    def prefix_texts(self, ids: list[int], start: int) -> list[str] | None:
        """The texts of ids[:i] for i in start..len(ids), or None when one does not tokenise back to ids[:i]."""
        texts = []
        for i in range(start, len(ids) + 1):
            text = self.detokenize(ids[:i])
            if i < len(ids) and self.tokenize(text) != ids[:i]:
                return None
            if texts and not text.startswith(texts[-1]):  # a token that ends inside a character
                return None
            texts.append(text)
        return texts

    def forced_value(self, prefix: str, token_id: int, token_text: str, where: str) -> float:
        """log P(token | prefix) read from a one-token completion that was made to pick the token."""
        self.n_requests += 1
        answer = self.client.post(f"{self.client.base_url}/completions", {
            "model": self.model, "prompt": prefix, "max_tokens": 1, "temperature": 0.0, "logprobs": 1,
            "logit_bias": {str(token_id): FORCE_BIAS}})
        try:
            choice = answer["choices"][0]
            value = choice["logprobs"]["token_logprobs"][0]
            text = choice.get("text", "")
        except (KeyError, IndexError, TypeError):
            raise PhyskbError(f"{where}: a forced-token completion came back without its log-probability: "
                              f"{str(answer)[:200]}") from None
        if value is None or text != token_text:
            raise PhyskbError(f"{where}: the server did not generate the forced token {token_text!r} (it gave "
                              f"{text!r}): it ignores `logit_bias`, so its prompt log-probabilities cannot be made "
                              "exact; set PHYSKB_OPENAI_SCORING=echo")
        return float(value)

    def score(self, head: str, prompt: str, where: str) -> list[float] | None:
        """log P of every token of `prompt` after `head`, or None when this prompt cannot be scored this way."""
        span = self.span(head, prompt)
        if span.start is None:
            return None
        texts = self.prefix_texts(span.ids, span.start)
        if texts is None:
            return None
        return [self.forced_value(texts[k], span.ids[span.start + k], texts[k + 1][len(texts[k]):], where)
                for k in range(len(texts) - 1)]

    def value_at(self, ids: list[int], i: int, where: str) -> float | None:
        """log P(ids[i] | ids[:i]), or None when ids[:i] does not tokenise back from its text."""
        texts = self.prefix_texts(ids[: i + 1], i)
        if texts is None:
            return None
        return self.forced_value(texts[0], ids[i], texts[1][len(texts[0]):], where)
