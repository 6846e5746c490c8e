"""The vLLM backend: a clear error without vLLM; its reading of prompt log-probabilities checked against the
local causal backend through a stand-in engine (vLLM's interface over a tiny local model); on a GPU with
vLLM installed, the real engine agrees with the hf backend (marked gpu)."""
from __future__ import annotations

import importlib.machinery
import sys
import types
from dataclasses import dataclass

import pytest

from probes_models import built
from probes.requests import ClozeRequest, GenerateRequest, LoglikRequest
from solver.errors import PhyskbError


def test_without_vllm_the_backend_says_how_to_install_it(monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "vllm" else real(name, *a))
    from probes.backends.vllm_engine import VLLMBackend

    with pytest.raises(PhyskbError, match=r"pip install 'physkb\[vllm\]'.*GPU"):
        VLLMBackend("some/model/folder")
    from probes.backends import resolve_model

    with pytest.raises(PhyskbError, match=r"pip install 'physkb\[vllm\]'"):  # selecting it on --model
        resolve_model(f"vllm:{built('llama')}")


@dataclass
class _Logprob:
    logprob: float


class _Params:
    def __init__(self, **kw) -> None:
        self.__dict__.update(kw)


class _StandInEngine:
    """vLLM's LLM.generate/get_tokenizer over a Hugging Face model: prompt log-probabilities as vLLM returns
    them (None for the first token, then {token id: Logprob} holding the prompt's own token)."""

    def __init__(self, folder) -> None:
        from transformers import AutoModelForCausalLM, AutoTokenizer

        self.tokenizer = AutoTokenizer.from_pretrained(str(folder))
        self.model = AutoModelForCausalLM.from_pretrained(str(folder)).eval()

    def get_tokenizer(self):
        return self.tokenizer

    def generate(self, prompts, params, use_tqdm=False):
        import torch

        outs = []
        many = params if isinstance(params, list) else [params] * len(prompts)
        for prompt, p in zip(prompts, many):
            ids = prompt["prompt_token_ids"]
            with torch.inference_mode():
                if getattr(p, "prompt_logprobs", None) is not None:
                    logits = self.model(input_ids=torch.tensor([ids])).logits[0]
                    lp = torch.log_softmax(logits.float(), -1)
                    prompt_lps = [None] + [{ids[j]: _Logprob(lp[j - 1, ids[j]].item())} for j in range(1, len(ids))]
                    outs.append(types.SimpleNamespace(prompt_logprobs=prompt_lps, outputs=[]))
                else:
                    gen = self.model.generate(torch.tensor([ids]), do_sample=False, max_new_tokens=p.max_tokens,
                                              pad_token_id=self.tokenizer.pad_token_id)
                    text = self.tokenizer.decode(gen[0, len(ids):], skip_special_tokens=True)
                    outs.append(types.SimpleNamespace(prompt_logprobs=None, outputs=[types.SimpleNamespace(text=text)]))
        return outs


@pytest.fixture()
def stand_in_vllm(monkeypatch):
    module = types.ModuleType("vllm")
    module.__spec__ = importlib.machinery.ModuleSpec("vllm", None)
    module.SamplingParams = _Params
    monkeypatch.setitem(sys.modules, "vllm", module)
    return module


def test_option_scores_match_the_local_causal_backend(stand_in_vllm):
    import torch

    from probes.backends.causal import CausalBackend
    from probes.backends.vllm_engine import VLLMBackend

    engine = _StandInEngine(built("llama"))
    backend = VLLMBackend("unused", engine=engine)
    local = CausalBackend(engine.model, engine.tokenizer, torch.device("cpu"))
    requests = [LoglikRequest("Which object cuts bread? Answer: ", ("knife", "spoon", "a wooden spoon")),
                LoglikRequest("object name:", (" pan", " pan, mass: light"))]
    got, want = backend.loglikelihood(requests), local.loglikelihood(requests)
    for g, w in zip(got, want):
        assert g.sums == pytest.approx(w.sums, abs=1e-4)
        assert g.norms == pytest.approx(w.norms, abs=1e-4)
        assert g.n_tokens == w.n_tokens
    cloze = backend.cloze([ClozeRequest("An elephant is much ___ than a mouse.", ("larger", "smaller"))])[0]
    assert sum(cloze.probs) == pytest.approx(1.0)


def test_generation_uses_the_chat_template(stand_in_vllm):
    from probes.backends.causal import CausalBackend
    from probes.backends.vllm_engine import VLLMBackend

    engine = _StandInEngine(built("llama"))
    got = VLLMBackend("unused", engine=engine).generate([GenerateRequest("Answer: A B", 3)])
    import torch

    want = CausalBackend(engine.model, engine.tokenizer, torch.device("cpu")).generate([GenerateRequest("Answer: A B", 3)])
    assert got == want


def _cuda() -> bool:
    try:
        import torch

        return torch.cuda.is_available()
    except ImportError:
        return False


@pytest.mark.gpu
@pytest.mark.skipif(not _cuda(), reason="needs a CUDA GPU")
def test_real_vllm_agrees_with_the_hf_backend_on_smollm2():
    pytest.importorskip("vllm", reason="needs vLLM: pip install 'physkb[vllm]'")
    from probes.backends import load_backend, resolve_model
    from probes.backends.gguf import converted_folder
    from probes.device import resolve_placement

    folder = converted_folder(resolve_model("smollm2"), progress=False)
    local = load_backend(resolve_model(str(folder)), resolve_placement("cuda", "float32"), progress=False)
    backend = load_backend(resolve_model(f"vllm:{folder}"), resolve_placement("cuda", "float32"), progress=False)
    requests = [LoglikRequest("The best tool to cut bread is a", (" knife", " spoon", " pillow")),
                LoglikRequest("To boil water you need a", (" kettle", " towel", " book"))]
    for g, w in zip(backend.loglikelihood(requests), local.loglikelihood(requests)):
        assert g.sums == pytest.approx(w.sums, abs=0.05)
        assert max(range(3), key=g.sums.__getitem__) == max(range(3), key=w.sums.__getitem__)
