"""A model served in-process by vLLM (CUDA) answering probe requests.

Log-likelihoods come from vLLM's prompt log-probabilities: every option is one prompt
(context + option tokens, generating a single token), and with prefix caching on vLLM keeps
the key/value blocks of an item's context and computes them once for all its options, the
same saving the local causal backend gets from its shared cache. Tokenisation follows the
local backends exactly (context and option tokenised together and split at the context's
token count, the context's trailing spaces moved into the option), so the same items give
the same token sequences. Generation uses vLLM's sampling API, greedy, in the model's chat
template when it has one; JSON answers use vLLM's guided (structured-output) decoding with the request's schema.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

from probes.backends.base import Backend, ModelSpec
from probes.backends.hf import folder_kind
from probes.requests import (ClozeRequest, GenerateRequest, JSONAnswer, JSONRequest, LoglikRequest, OptionScores,
                             cloze_as_loglik, continuation_chars, option_scores)
from solver.errors import PhyskbError
from probes.backends.constrained import decoding_schema, json_answer, load_schema

INSTALL_HINT = ("the vllm backend needs vLLM, which runs on CUDA GPUs only: pip install 'physkb[vllm]' "
                "(or pip install vllm) on a machine with an NVIDIA GPU")


def require_vllm():
    """The vllm module, or a clear error saying how to install it."""
    if importlib.util.find_spec("vllm") is None:
        raise PhyskbError(INSTALL_HINT)
    # deferred: loads vllm only when this runs
    import vllm

    return vllm


class VLLMBackend(Backend):
    """Answers LoglikRequest, ClozeRequest, GenerateRequest and JSONRequest with a vLLM engine over a local model folder."""

    name = "vllm"
    kind = "causal"

    @classmethod
    def resolve(cls, target: str, name: str) -> ModelSpec:
        """`vllm:PATH`: a local Hugging Face causal LM folder (checked for vLLM first, so the error comes early)."""
        require_vllm()

        path = Path(target).expanduser()
        if not (path / "config.json").is_file():
            raise PhyskbError(f"vllm:{target}: expected a local Hugging Face model folder holding config.json")
        kind = folder_kind(path)
        if kind != "causal":
            raise PhyskbError(f"vllm:{target}: vLLM runs causal LMs; this folder holds a {kind} model")
        return ModelSpec(name=name, path=path.resolve(), kind="causal", backend=cls.name)

    @classmethod
    def load(cls, spec: ModelSpec, placement, progress: bool = True) -> "VLLMBackend":
        dtype = placement.dtype if placement is not None and placement.device != "cpu" else "auto"
        backend = cls(spec.path, dtype=dtype)
        backend.spec = spec
        return backend

    def __init__(self, path: str | Path, dtype: str = "auto", seed: int = 0, gpu_memory_utilization: float = 0.85,
                 max_model_len: int | None = None, engine=None) -> None:
        if engine is None:
            vllm = require_vllm()
            kwargs = {"model": str(path), "dtype": dtype, "seed": seed, "enable_prefix_caching": True,
                      "gpu_memory_utilization": gpu_memory_utilization}
            if max_model_len:
                kwargs["max_model_len"] = max_model_len
            try:
                engine = vllm.LLM(**kwargs)
            except Exception as err:  # vLLM raises many kinds for a bad folder or no GPU
                raise PhyskbError(f"vLLM cannot load {path}: {err}") from err
        self.engine = engine
        self.tokenizer = engine.get_tokenizer()
        self.window = getattr(getattr(engine, "llm_engine", None), "model_config", None)
        self.window = getattr(self.window, "max_model_len", None)

    # -- tokenisation (the local backends' split) --------------------------------------------------
    def _tok(self, text: str) -> list[int]:
        return self.tokenizer(text, add_special_tokens=False)["input_ids"]

    def encode(self, request: LoglikRequest) -> tuple[list[int], list[list[int]], list[int]]:
        """Context ids, each option's ids, and each option's characters (for length-normalised scores)."""
        context = request.context
        head = context.rstrip()
        tail = context[len(head):]
        context_ids = self._tok(head) if head else []
        conts = [self._tok(head + tail + c)[len(context_ids):] for c in request.continuations]
        if not context_ids:
            start = self.tokenizer.bos_token_id if self.tokenizer.bos_token_id is not None else self.tokenizer.eos_token_id
            if start is None:
                raise PhyskbError("the tokenizer has no BOS/EOS token to stand for an empty context")
            context_ids = [start]
        if any(len(c) == 0 for c in conts):
            raise PhyskbError(f"an empty continuation cannot be scored: {request.continuations!r}")
        longest = max(len(c) for c in conts)
        if isinstance(self.window, int) and len(context_ids) + longest > self.window:
            if longest >= self.window:
                raise PhyskbError(f"an option of {longest} tokens does not fit the model's window of {self.window} tokens")
            context_ids = context_ids[len(context_ids) + longest - self.window:]
        return context_ids, conts, continuation_chars(tail, request.continuations)

    # -- log-likelihood ---------------------------------------------------------------------------
    def loglikelihood(self, requests: list[LoglikRequest]) -> list[OptionScores]:
        """One prompt per option, all submitted together; prefix caching shares each item's context."""
        # deferred: loads vllm only when this runs
        from vllm import SamplingParams

        encoded = [self.encode(r) for r in requests]
        prompts = [{"prompt_token_ids": ctx + cont} for ctx, conts, _ in encoded for cont in conts]
        params = SamplingParams(max_tokens=1, temperature=0.0, prompt_logprobs=1, detokenize=False)
        outputs = self.engine.generate(prompts, params, use_tqdm=False)
        results, k = [], 0
        for ctx, conts, chars in encoded:
            sums = []
            for cont in conts:
                logprobs = outputs[k].prompt_logprobs
                k += 1
                ids = ctx + cont
                values = []
                for j in range(len(ctx), len(ids)):
                    entry = logprobs[j][ids[j]]
                    values.append(float(getattr(entry, "logprob", entry)))
                sums.append(sum(values))
            results.append(option_scores(sums, chars, [len(c) for c in conts]))
        return results

    def cloze(self, requests: list[ClozeRequest]) -> list[OptionScores]:
        return self.loglikelihood(cloze_as_loglik(requests))

    # -- generation -------------------------------------------------------------------------------
    def _chat_prompts(self, texts: list[str]) -> list[dict]:
        tok = self.tokenizer
        prompts = []
        for prompt in texts:
            if getattr(tok, "chat_template", None):  # the template writes its own special tokens
                text = tok.apply_chat_template([{"role": "user", "content": prompt}], tokenize=False,
                                               add_generation_prompt=True)
                ids = tok(text, add_special_tokens=False)["input_ids"]
            else:
                ids = tok(prompt)["input_ids"]
            prompts.append({"prompt_token_ids": list(ids)})
        return prompts

    def generate(self, requests: list[GenerateRequest]) -> list[str]:
        """Greedy continuations, the prompt in the model's chat template when it has one."""
        # deferred: loads vllm only when this runs
        from vllm import SamplingParams

        prompts = self._chat_prompts([r.prompt for r in requests])
        params = [SamplingParams(max_tokens=r.max_new_tokens, temperature=0.0) for r in requests]
        outputs = self.engine.generate(prompts, params, use_tqdm=False)
        return [o.outputs[0].text for o in outputs]

    def generate_json(self, requests: list[JSONRequest]) -> list[JSONAnswer]:
        """Greedy JSON answers under vLLM's structured-output decoding (StructuredOutputsParams in recent vLLM,
        GuidedDecodingParams before), with the schema's decoding bounds (probes/backends/constrained.py)."""
        # deferred: loads vllm only when this runs
        from vllm import SamplingParams

        params = [SamplingParams(max_tokens=r.max_new_tokens, temperature=0.0,
                                 **guided_json(decoding_schema(load_schema(r.schema)))) for r in requests]
        outputs = self.engine.generate(self._chat_prompts([r.prompt for r in requests]), params, use_tqdm=False)
        return [json_answer(o.outputs[0].text, True, "length" if getattr(o.outputs[0], "finish_reason", None) == "length"
                            else "stop") for o in outputs]


def guided_json(schema: dict) -> dict:
    """SamplingParams' keyword that constrains decoding to `schema`, in the form this vLLM takes."""
    # deferred: loads vllm only when this runs
    import vllm.sampling_params as sp

    if hasattr(sp, "StructuredOutputsParams"):
        return {"structured_outputs": sp.StructuredOutputsParams(json=schema)}
    if hasattr(sp, "GuidedDecodingParams"):
        return {"guided_decoding": sp.GuidedDecodingParams(json=schema)}
    raise PhyskbError("this vLLM offers no guided decoding (StructuredOutputsParams or GuidedDecodingParams)")
