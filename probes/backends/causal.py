"""The hf backend's causal-LM scorer: multiple-choice log-likelihood with the shared prompt computed once, cloze, generation.

Each option's continuation is tokenised together with the context and split at the
context's token count (the context's trailing spaces move into the continuation), as
lm-evaluation-harness does. The context of an item runs through the model once, together
with the leading tokens all its options share; its key/value cache is then copied to every
option, so an option costs only the tokens that are its own.
Items in a batch are left-padded so that their last context tokens line up.
"""
from __future__ import annotations

import inspect
import os
from dataclasses import dataclass

from probes.backends.option_tree import OptionTree, tree_inputs
from probes.backends.packed import PackedScorer
from probes.requests import (ClozeRequest, GenerateRequest, JSONAnswer, JSONRequest, LoglikRequest, OptionScores,
                             cloze_as_loglik, continuation_chars, softmax)
from solver.errors import PhyskbError
import copy
import importlib.metadata
import sys
from probes.backends.constrained import (Closers, SchemaMask, TIGHTER_ROUNDS, grammar_of, json_answer, ll_tokenizer,
                                        load_schema)

PACKED_ENV = "PHYSKB_PACKED"  # 1: many items per pass (packed prefix trees) on any device; 0: the cache path


def _cache_of(output):
    """The key/value cache a forward pass returned: `cache` in transformers 5 (reading the old
    `past_key_values` warns), `past_key_values` in 4.x."""
    fields = output.keys() if hasattr(output, "keys") else ()
    return output["cache"] if "cache" in fields else output.past_key_values


@dataclass
class EncodedRequest:
    context: list[int]
    continuations: list[list[int]]
    char_lengths: list[int]


class CausalBackend:
    """Answers LoglikRequest, ClozeRequest, GenerateRequest and JSONRequest with a Hugging Face causal LM."""

    def __init__(self, model, tokenizer, device, packing: bool | None = None) -> None:
        self.model = model
        self.tokenizer = tokenizer
        self.device = device
        if tokenizer.pad_token_id is None:
            tokenizer.pad_token = tokenizer.eos_token or tokenizer.unk_token
        params = inspect.signature(model.forward).parameters
        self._keeps_last_logits = "logits_to_keep" in params
        self._takes_position_ids = "position_ids" in params
        # transformers 5 renamed the key/value cache `cache` (the old name warns on every call, which
        # printed a FutureWarning on every probe); 4.x knows only past_key_values
        self._cache_kwarg = "cache" if "cache" in params else "past_key_values"
        # a custom 4D mask (options as a prefix tree) needs position ids and an attention kernel that
        # takes the mask as given: SDPA (boolean) or eager (additive); others copy the cache per option
        implementation = getattr(getattr(model, "config", None), "_attn_implementation", None)
        self._mask_kind = {"sdpa": "bool", "eager": "additive"}.get(implementation)
        self._packs_trees = self._takes_position_ids and self._mask_kind is not None
        # many items per pass (probes/backends/packed.py): the default on an accelerator, where one pass of
        # tens of thousands of tokens beats three small ones per batch; the CPU keeps the cache path, whose
        # cost follows the tokens fed. PHYSKB_PACKED=1/0 or `packing` choose either way.
        if packing is None and os.environ.get(PACKED_ENV, "") in ("0", "1"):
            packing = os.environ[PACKED_ENV] == "1"
        if packing is None:
            packing = getattr(device, "type", str(device)) != "cpu"
        self.packed = PackedScorer(model, device, tokenizer.pad_token_id) if packing and self._packs_trees else None

    # -- tokenisation ------------------------------------------------------------------
    def _tok(self, text: str) -> list[int]:
        return self.tokenizer(text, add_special_tokens=False)["input_ids"]

    def _prefix_token(self) -> int:
        tok = self.tokenizer
        for tid in (tok.bos_token_id, tok.eos_token_id, tok.pad_token_id):
            if tid is not None:
                return tid
        raise ValueError("the tokenizer has no BOS/EOS token to stand for an empty context")

    def encode(self, request: LoglikRequest) -> EncodedRequest:
        """Token ids of the context and of each continuation, split the lm-evaluation-harness way
        (an empty context becomes the BOS/EOS token, so the first token is scored too)."""
        context = request.context
        n_spaces = len(context) - len(context.rstrip())
        head, tail = (context[:-n_spaces], context[-n_spaces:]) if n_spaces else (context, "")
        context_ids = self._tok(head) if head else []
        conts = []
        for continuation in request.continuations:
            whole = self._tok(head + tail + continuation)
            conts.append(whole[len(context_ids):])
        if not context_ids:
            context_ids = [self._prefix_token()]
        if any(len(c) == 0 for c in conts):
            raise ValueError(f"an empty continuation cannot be scored: {request.continuations!r}")
        context_ids = self._fit_window(context_ids, max(len(c) for c in conts))
        # length-normalised scores divide by the continuation's characters without leading spaces (as
        # lm-evaluation-harness's acc_norm divides by the choice text's length)
        return EncodedRequest(context_ids, conts, continuation_chars(tail, request.continuations))

    def _fit_window(self, context_ids: list[int], longest: int) -> list[int]:
        """The context cut from the left so that it and the longest option fit the model's window
        (as lm-evaluation-harness cuts): the words nearest the options matter most to their scores."""
        window = getattr(getattr(self.model, "config", None), "max_position_embeddings", None)
        if not isinstance(window, int) or len(context_ids) + longest <= window:
            return context_ids
        if longest >= window:
            raise PhyskbError(f"an option of {longest} tokens does not fit the model's window of {window} tokens")
        warn_cut(len(context_ids) + longest, window)
        return context_ids[len(context_ids) + longest - window:]

    # -- multiple-choice log-likelihood -------------------------------------------------
    def loglikelihood(self, requests: list[LoglikRequest]) -> list[OptionScores]:
        """Score every option of every request; one forward pass for the contexts, one for the options."""
        # deferred: loads torch only when this runs
        import torch

        encoded = [self.encode(r) for r in requests]
        with torch.inference_mode():
            if self.packed is not None:
                token_logprobs = self.packed.score([e.context for e in encoded], [e.continuations for e in encoded])
            else:
                token_logprobs = self._score_encoded(encoded)
        return [_option_scores(e, lps) for e, lps in zip(encoded, token_logprobs)]

    def _score_encoded(self, encoded: list[EncodedRequest]) -> list[list[list[float]]]:
        """Per request, per option, the log-probability of each continuation token.

        Pass 1 runs each context followed by the tokens every one of its options starts with
        (" object name:" and the like), so those are computed once per item, not once per option,
        after the opening all contexts of the batch share, computed once per batch;
        pass 2 feeds the options' remaining tokens after the item's key/value cache, as a prefix tree
        in one row per item (probes/backends/option_tree.py), or one row per option on a copy of the cache
        where the attention implementation takes no custom mask."""
        # deferred: loads torch only when this runs
        import torch

        pad = self.tokenizer.pad_token_id
        dev = self.device
        n = len(encoded)
        shared = [_common_prefix_length(e.continuations) for e in encoded]
        heads = [e.context + e.continuations[0][:k] for e, k in zip(encoded, shared)]
        keep = max(shared) + 1  # logits of the last `keep` columns: the shared tokens and the next one
        # the stretch every head of the batch starts with (the question's fixed opening) runs once
        prefix_len = self._batch_prefix_length(heads, shared)
        prefix_cache = None
        if prefix_len:
            prefix = torch.tensor([heads[0][:prefix_len]], device=dev)
            kwargs = {"use_cache": True, **({"logits_to_keep": 1} if self._keeps_last_logits else {})}
            prefix_cache = _cache_of(self.model(input_ids=prefix, **kwargs))
            prefix_cache = _select_rows(prefix_cache, torch.zeros(n, dtype=torch.long, device=dev))
        rests = [h[prefix_len:] for h in heads]
        width = max(len(r) for r in rests)
        ids = torch.full((n, width), pad, dtype=torch.long)
        rest_mask = torch.zeros((n, width), dtype=torch.long)
        for row, rest in enumerate(rests):  # left padding: every head ends at column width-1
            ids[row, width - len(rest):] = torch.tensor(rest)
            rest_mask[row, width - len(rest):] = 1
        ids, rest_mask = ids.to(dev), rest_mask.to(dev)
        mask = torch.cat([torch.ones((n, prefix_len), dtype=torch.long, device=dev), rest_mask], dim=1)
        kwargs = {"attention_mask": mask, "use_cache": True}
        if prefix_cache is not None:
            kwargs[self._cache_kwarg] = prefix_cache
        if self._takes_position_ids:
            kwargs["position_ids"] = (mask.cumsum(-1) - 1).clamp(min=0)[:, prefix_len:]
        if self._keeps_last_logits:
            kwargs["logits_to_keep"] = keep
        out = self.model(input_ids=ids, **kwargs)
        last = torch.log_softmax(out.logits[:, -keep:, :].float(), dim=-1)  # column keep-1 predicts what follows the head

        owners = [row for row, e in enumerate(encoded) for _ in e.continuations]
        conts = [c for e in encoded for c in e.continuations]
        results: list[list[list[float]]] = [[] for _ in encoded]
        common: list[list[float]] = []
        for row, (e, k) in enumerate(zip(encoded, shared)):
            targets = torch.tensor(e.continuations[0][:k], device=dev, dtype=torch.long)
            common.append(last[row, keep - 1 - k: keep - 1].gather(1, targets.unsqueeze(1)).squeeze(1).tolist()
                          if k else [])
        firsts = [last[row, -1, c[shared[row]]].item() for row, c in zip(owners, conts)]
        tails = [c[shared[row]:] for row, c in zip(owners, conts)]  # each starts with the token just scored
        rests: list[list[float]] = [[] for _ in conts]
        if any(len(t) > 1 for t in tails):
            score_tails = self._score_tails_as_trees if self._packs_trees else self._score_tails_on_copies
            rests = score_tails(_cache_of(out), mask, owners, tails)
        for row, owner in enumerate(owners):
            results[owner].append([*common[owner], firsts[row], *rests[row]])
        return results

    def _batch_prefix_length(self, heads: list[list[int]], shared: list[int]) -> int:
        """Tokens all heads of a batch start with, when worth a pass of their own (at least 4) and the
        model takes position ids and a cache that can be repeated per row; every head keeps the
        tokens whose logits are read (its options' shared tokens and the one after)."""
        if len(heads) < 2 or not self._takes_position_ids:
            return 0
        limit = min(len(h) - k - 1 for h, k in zip(heads, shared))
        length = 0
        while length < limit and all(h[length] == heads[0][length] for h in heads[1:]):
            length += 1
        return length if length >= 4 else 0

    def _score_tails_as_trees(self, cache, mask, owners: list[int], tails: list[list[int]]) -> list[list[float]]:
        """One row per item: its options' remaining tokens as a prefix tree after the item's cache."""
        # deferred: loads torch only when this runs
        import torch

        dev = self.device
        per_item: list[list[int]] = [[] for _ in range(mask.shape[0])]
        for k, owner in enumerate(owners):
            per_item[owner].append(k)
        trees = [OptionTree.of([tails[k] for k in ks]) for ks in per_item]
        lengths = mask.sum(-1).tolist()
        ids, positions, sees = tree_inputs(trees, mask, lengths, self.tokenizer.pad_token_id)
        attention = sees if self._mask_kind == "bool" else \
            torch.zeros(sees.shape, dtype=self.model.dtype).masked_fill(~sees, torch.finfo(self.model.dtype).min)
        logits = self.model(input_ids=ids.to(dev), attention_mask=attention.to(dev), position_ids=positions.to(dev),
                            use_cache=True, **{self._cache_kwarg: cache}).logits
        rests: list[list[float]] = [[] for _ in tails]
        for row, (ks, tree) in enumerate(zip(per_item, trees)):
            if not len(tree):
                continue
            lp = torch.log_softmax(logits[row, : len(tree)].float(), dim=-1)
            for k, path in zip(ks, tree.paths):
                if path:
                    target = torch.tensor(tails[k][1:], device=dev).unsqueeze(1)
                    rests[k] = lp[torch.tensor(path, device=dev)].gather(1, target).squeeze(1).tolist()
        return rests

    def _score_tails_on_copies(self, cache, mask, owners: list[int], tails: list[list[int]]) -> list[list[float]]:
        """One row per option after a copy of its item's cache: for attention implementations that
        take no custom 4D mask."""
        # deferred: loads torch only when this runs
        import torch

        dev = self.device
        pad = self.tokenizer.pad_token_id
        rest_width = max(len(t) - 1 for t in tails)
        index = torch.tensor(owners, device=dev)
        cache = _select_rows(cache, index)
        m = len(tails)
        opt_ids = torch.full((m, rest_width), pad, dtype=torch.long)
        opt_mask = torch.zeros((m, rest_width), dtype=torch.long)
        for row, t in enumerate(tails):
            if len(t) > 1:
                opt_ids[row, : len(t) - 1] = torch.tensor(t[:-1])
                opt_mask[row, : len(t) - 1] = 1
        opt_ids, opt_mask = opt_ids.to(dev), opt_mask.to(dev)
        full_mask = torch.cat([mask[index], opt_mask], dim=1)
        kwargs = {"attention_mask": full_mask, self._cache_kwarg: cache, "use_cache": True}
        if self._takes_position_ids:
            start = mask.sum(-1)[index].unsqueeze(1)
            kwargs["position_ids"] = start + torch.arange(rest_width, device=dev).unsqueeze(0)
        logits = self.model(input_ids=opt_ids, **kwargs).logits
        rests: list[list[float]] = [[] for _ in tails]
        for row, t in enumerate(tails):
            if len(t) > 1:
                lp = torch.log_softmax(logits[row, : len(t) - 1].float(), dim=-1)
                target = torch.tensor(t[1:], device=dev).unsqueeze(1)
                rests[row] = lp.gather(1, target).squeeze(1).tolist()
        return rests

    def loglikelihood_full(self, requests: list[LoglikRequest]) -> list[OptionScores]:
        """Reference scoring without the shared cache: each option's whole sequence, one at a time.

        Used by the correctness test and the naive baseline of bench/probe_throughput.py."""
        # deferred: loads torch only when this runs
        import torch

        out_scores = []
        with torch.inference_mode():
            for request in requests:
                e = self.encode(request)
                per_option = []
                for c in e.continuations:
                    seq = torch.tensor([e.context + c[:-1]], device=self.device)
                    logits = self.model(input_ids=seq, use_cache=False).logits[0, len(e.context) - 1:]
                    lp = torch.log_softmax(logits.float(), dim=-1)
                    per_option.append(lp.gather(1, torch.tensor(c, device=self.device).unsqueeze(1))
                                      .squeeze(1).tolist())
                out_scores.append(_option_scores(e, per_option))
        return out_scores

    # -- cloze ----------------------------------------------------------------------------
    def cloze(self, requests: list[ClozeRequest]) -> list[OptionScores]:
        """Score the sentence with each candidate in the blank, normalised over the candidates.

        The sentence is scored from its first token on (no start token is added: some models'
        BOS is a chat marker that skews what follows). The words before the blank are shared by
        every candidate sentence, so the sentence probability differs between candidates only by
        P(candidate + rest | words before): scoring that continuation with the shared cache gives
        the same normalised answer. A blank at the very start is scored after the BOS/EOS token."""
        return self.loglikelihood(cloze_as_loglik(requests))

    # -- generation -------------------------------------------------------------------------
    def render_prompt(self, prompt: str) -> tuple[str, bool]:
        """The prompt in the model's chat template when it has one (returns the text and whether it did)."""
        tok = self.tokenizer
        if getattr(tok, "chat_template", None):
            text = tok.apply_chat_template([{"role": "user", "content": prompt}], tokenize=False,
                                           add_generation_prompt=True)
            return text, True
        return prompt, False

    def _encode_prompts(self, prompts: list[str], longest_new: int) -> dict:
        """A batch of prompts in the chat template, left-padded, cut from the left to fit the window with
        `longest_new` tokens after them."""
        tok = self.tokenizer
        texts, templated = zip(*(self.render_prompt(p) for p in prompts))
        old_side = tok.padding_side
        tok.padding_side = "left"
        try:
            batch = tok(list(texts), return_tensors="pt", padding=True,
                        add_special_tokens=not any(templated))
        finally:
            tok.padding_side = old_side
        window = getattr(getattr(self.model, "config", None), "max_position_embeddings", None)
        if isinstance(window, int) and batch["input_ids"].shape[1] + longest_new > window:
            if longest_new >= window:
                raise PhyskbError(f"--max-new-tokens {longest_new} does not fit the model's window of {window} tokens")
            warn_cut(batch["input_ids"].shape[1] + longest_new, window)
            keep = window - longest_new  # the prompt cut from the left, as the loglik contexts are
            batch = {k: v[:, -keep:] for k, v in batch.items()}
        # only what every causal LM's generate takes (some tokenizers add token_type_ids, which transformers
        # before 5.0 refuses for Llama)
        return {k: v.to(self.device) for k, v in batch.items() if k in ("input_ids", "attention_mask")}

    def generate(self, requests: list[GenerateRequest]) -> list[str]:
        """Greedy continuations of a batch of prompts (left-padded), decoded without special tokens."""
        # deferred: loads torch only when this runs
        import torch

        tok = self.tokenizer
        batch = self._encode_prompts([r.prompt for r in requests], max(r.max_new_tokens for r in requests))
        with torch.inference_mode():
            out = self.model.generate(**batch, do_sample=False, max_new_tokens=max(r.max_new_tokens for r in requests),
                                      pad_token_id=tok.pad_token_id, temperature=None, top_p=None, top_k=None)
        new = out[:, batch["input_ids"].shape[1]:]
        answers = []
        for row, request in enumerate(requests):
            answers.append(tok.decode(new[row, : request.max_new_tokens], skip_special_tokens=True))
        return answers

    def _eos_ids(self) -> list[int]:
        """The tokens that end an answer: the generation config's (a chat model's end of turn) and the tokenizer's."""
        ids = getattr(getattr(self.model, "generation_config", None), "eos_token_id", None)
        ids = list(ids) if isinstance(ids, (list, tuple)) else [ids]
        ids.append(self.tokenizer.eos_token_id)
        return list(dict.fromkeys(int(i) for i in ids if i is not None))

    def generate_json(self, requests: list[JSONRequest]) -> list[JSONAnswer]:
        """Greedy JSON answers, each constrained by its request's schema with llguidance (probes/backends/constrained.py):
        one batch, one matcher per row, the model's own chat template and end-of-turn token. An answer the token
        budget cuts is asked again with the decoding bounds halved (strings, lists), so every answer completes."""
        answers: list[JSONAnswer | None] = [None] * len(requests)
        # requests of one kind (a reading prompt, a verdict question) share their opening: a batch each, so a
        # short prompt is not padded to a long one and the long ones share their cached opening
        groups: dict[str, list[int]] = {}
        for k, r in enumerate(requests):
            groups.setdefault(r.prompt[:200], []).append(k)
        for members in groups.values():
            todo = list(members)
            for tighter in range(TIGHTER_ROUNDS + 1):
                for k, answer in zip(todo, self._constrained_batch([requests[k] for k in todo], tighter)):
                    answer.tighter = tighter
                    answers[k] = answer
                todo = [k for k in todo if answers[k].finish == "length"]
                if not todo:
                    break
        return answers

    def _constrained_batch(self, requests: list[JSONRequest], tighter: int) -> list[JSONAnswer]:
        # deferred: loads torch, transformers only when this runs
        import torch
        from transformers import LogitsProcessorList

        tok = self.tokenizer
        eos = self._eos_ids()
        if not eos:
            raise PhyskbError("constrained JSON decoding needs a model with an end-of-sequence token")
        n_vocab = max(len(tok), int(getattr(self.model.config, "vocab_size", 0) or 0))
        lltok = ll_tokenizer(tok, n_vocab, eos[0] if len(eos) == 1 else eos)
        grammars: dict[str, str] = {}
        for r in requests:
            if r.schema not in grammars:
                grammars[r.schema] = grammar_of(load_schema(r.schema), tighter)
        close_after = [max(r.max_new_tokens - r.close_reserve, 0) if r.close_reserve else None for r in requests]
        closers = Closers.of(tok, n_vocab) if any(c is not None for c in close_after) else None
        mask = SchemaMask(lltok, [grammars[r.schema] for r in requests], eos, close_after, closers)
        longest = max(r.max_new_tokens for r in requests)
        batch = self._shared_prefix_batch([r.prompt for r in requests], longest)
        if batch is None:
            batch = self._encode_prompts([r.prompt for r in requests], longest)
        with torch.inference_mode():
            out = self.model.generate(**batch, do_sample=False, max_new_tokens=longest, eos_token_id=eos,
                                      pad_token_id=tok.pad_token_id, temperature=None, top_p=None, top_k=None,
                                      logits_processor=LogitsProcessorList([mask]))
        new = out[:, batch["input_ids"].shape[1]:]
        answers = []
        for row, request in enumerate(requests):
            ids = [int(t) for t in new[row, : request.max_new_tokens]]
            end = next((k for k, t in enumerate(ids) if t in eos), len(ids))
            finish = "stop" if end < len(ids) or mask.finish(row) == "stop" else "length"
            answer = json_answer(tok.decode(ids[:end], skip_special_tokens=True), True, finish)
            answer.closed_early = mask.closed_early[row]
            answers.append(answer)
        return answers

    # -- a long prompt opening shared by the rows of a generation batch, computed once --------------------
    SHARED_PREFIX_MIN = 64  # tokens; below this a separate pass costs more than it saves

    def _shared_prefix_batch(self, prompts: list[str], longest_new: int) -> dict | None:
        """The batch with the opening its prompts share (instructions, examples, schema: most of a reading
        prompt) taken from a key/value cache computed once and kept for the next batches; each row's own tokens
        follow it, padded in the middle (masked). None when the prompts share too little, the model takes no
        position ids, or the whole would not fit the window (then the plain left-padded batch is used)."""
        # deferred: loads torch only when this runs
        import torch

        if not self._takes_position_ids:
            return None
        tok = self.tokenizer
        rendered = [self.render_prompt(p) for p in prompts]
        rows = [tok(text, add_special_tokens=not templated)["input_ids"] for text, templated in rendered]
        shared = min(len(r) for r in rows) - 1
        for r in rows[1:]:
            k = 0
            while k < shared and r[k] == rows[0][k]:
                k += 1
            shared = k
        window = getattr(getattr(self.model, "config", None), "max_position_embeddings", None)
        if isinstance(window, int) and max(len(r) for r in rows) + longest_new > window:
            return None  # the plain batch cuts the prompts to the window
        cache = self._prefix_cache(rows[0][:shared]) if shared >= self.SHARED_PREFIX_MIN else None
        if cache is None:
            return None
        cache, shared = cache
        width = max(len(r) - shared for r in rows)
        pad = tok.pad_token_id
        n = len(rows)
        ids = torch.full((n, shared + width), pad, dtype=torch.long)
        attention = torch.zeros((n, shared + width), dtype=torch.long)
        for k, r in enumerate(rows):
            rest = r[shared:]
            ids[k, :shared] = torch.tensor(r[:shared])
            ids[k, shared + width - len(rest):] = torch.tensor(rest)
            attention[k, :shared] = 1
            attention[k, shared + width - len(rest):] = 1
        cache = _select_rows(cache, torch.zeros(n, dtype=torch.long, device=self.device))
        return {"input_ids": ids.to(self.device), "attention_mask": attention.to(self.device), _CACHE_ARGUMENT: cache}

    def _prefix_cache(self, prefix: list[int]):
        """(a copy of the cache of the longest kept opening that `prefix` starts with, its length): the kept
        cache is cut to the part shared, or computed anew when too little is shared."""
        # deferred: loads torch only when this runs
        import torch

        kept = getattr(self, "_kept_prefix", None)
        if kept is not None:
            ids, cache = kept
            k = 0
            while k < min(len(ids), len(prefix)) and ids[k] == prefix[k]:
                k += 1
            if k >= self.SHARED_PREFIX_MIN and k >= len(prefix) // 2:
                mine = copy.deepcopy(cache)
                if k < len(ids):
                    # a negative count removes that many tokens in every transformers version (from 5.x a
                    # positive one, the length to keep in 4.x, is refused)
                    mine.crop(k - len(ids))
                return mine, k
        with torch.inference_mode():
            cache = self.model(input_ids=torch.tensor([prefix], device=self.device), use_cache=True,
                               **({"logits_to_keep": 1} if self._keeps_last_logits else {})).past_key_values
        if not hasattr(cache, "crop"):
            return None
        self._kept_prefix = (list(prefix), cache)
        return copy.deepcopy(cache), len(prefix)


def _cache_argument() -> str:
    """generate's keyword for a cache to continue from: `cache` from transformers 5, `past_key_values` before."""
    try:
        major = int(importlib.metadata.version("transformers").split(".")[0])
    except (importlib.metadata.PackageNotFoundError, ValueError):
        return "past_key_values"
    return "cache" if major >= 5 else "past_key_values"


_CACHE_ARGUMENT = _cache_argument()
_CUT_WARNED: set[int] = set()


def warn_cut(n_tokens: int, window: int) -> None:
    """Say (once per process and window) that a prompt was cut to fit: a silent cut changes the question."""
    if window in _CUT_WARNED:
        return
    _CUT_WARNED.add(window)
    print(f"physkb: warning: a prompt of {n_tokens} tokens was cut from the left to the model's window of "
          f"{window} tokens (later prompts as long are cut too, without another warning)", file=sys.stderr)


def _select_rows(cache, index):
    """The key/value cache with its batch rows picked (and repeated) by `index`: one copy per option."""
    if hasattr(cache, "batch_select_indices"):
        cache.batch_select_indices(index)
        return cache
    return tuple(tuple(t[index] for t in layer) for layer in cache)  # legacy tuple-of-tuples caches


def _common_prefix_length(continuations: list[list[int]]) -> int:
    """How many leading tokens all options share, leaving each at least one token of its own
    (so every option still gets a distinct last scoring step)."""
    if len(continuations) < 2:
        return 0
    limit = min(len(c) for c in continuations) - 1
    k = 0
    while k < limit and all(c[k] == continuations[0][k] for c in continuations[1:]):
        k += 1
    return k


def _option_scores(e: EncodedRequest, per_option: list[list[float]]) -> OptionScores:
    sums = [float(sum(lps)) for lps in per_option]
    norms = [s / max(n, 1) for s, n in zip(sums, e.char_lengths)]
    return OptionScores(sums=sums, norms=norms, n_tokens=[len(c) for c in e.continuations], probs=softmax(sums))
