"""Many items per forward pass (probes/backends/packed.py) and numerics that do not depend on batching.

On tiny random models on the CPU: packed prefix trees give the full-sequence log-likelihoods; the same
item scored alone, in a batch of 64 and packed with others gives the same choice (fp32 and bf16), on the
cache path and the packed path alike; rows per pass follow the memory a pass may use; a pass that runs
out of memory is retried in halves."""
from __future__ import annotations

import pytest
import torch

from probes_models import built, coat_items
from probes.backends import load_backend, resolve_model
from probes.backends.causal import CausalBackend
from probes.backends.packed import ItemTree, PackedScorer, pack_rows, row_width
from probes.device import resolve_placement
from probes.requests import LoglikRequest

CPU = resolve_placement("cpu", "float32")

REQUESTS = [
    LoglikRequest("Which of the following objects would be best suited for cutting?\nA. knife\nB. spoon\nAnswer:",
                  (" knife, mass: light", " spoon", " object name: pan, mass: heavy, condition: broken")),
    LoglikRequest("Answer: ", ("A", "B", "yes or no")),
    LoglikRequest("An elephant is much", (" larger", " smaller than a mouse.")),
    LoglikRequest("", ("The answer is yes.", "no")),
    LoglikRequest("Pick one:\nAnswer:", (" object name: knife, mass: light", " object name: spoon",
                                         " object name: pan, mass: heavy")),
    LoglikRequest("Same start", (" the same start", " the same start and more")),  # one option is a prefix
]


def _backend(dtype: str = "float32", packing: bool | None = None, attn: str = "sdpa") -> CausalBackend:
    placement = resolve_placement("cpu", dtype)
    loaded = load_backend(resolve_model(str(built("llama"))), placement, progress=False)
    loaded.model.config._attn_implementation = attn
    return CausalBackend(loaded.model, loaded.tokenizer, placement.torch_device(), packing=packing)


def _coat_requests(n: int) -> list[LoglikRequest]:
    from probes.benchmarks.coat.adapter import CoatAdapter
    from probes.benchmarks.coat.prompts import prompt_format
    from solver.coat.questions.schema import MultipleChoiceItem

    adapter = CoatAdapter(prompt_format("texts"), "causal", "loglik")
    return [adapter.request(MultipleChoiceItem.model_validate(item)) for item in coat_items(n)]


def _choice(scores) -> int:
    return max(range(len(scores.sums)), key=lambda i: (scores.sums[i], -i))


def test_an_item_tree_holds_each_shared_token_once_and_reads_every_option_token():
    tree = ItemTree.of([1, 2, 3], [[4, 5, 6], [4, 5, 7], [8]])
    # context 1 2 3, then 4 5 shared; each option's last token is never fed
    assert tree.tokens == [1, 2, 3, 4, 5] and tree.depths == [0, 1, 2, 3, 4]
    assert tree.reads == [[(2, 4), (3, 5), (4, 6)], [(2, 4), (3, 5), (4, 7)], [(2, 8)]]
    assert tree.read_nodes == [2, 3, 4] and tree.other_nodes == [0, 1]
    # pre-order intervals: node 0's subtree holds every node
    assert tree.pre == [0, 1, 2, 3, 4] and tree.end == [5, 5, 5, 5, 5]
    branching = ItemTree.of([1], [[2, 3, 9], [4, 5, 9]])
    assert branching.parents == [-1, 0, 1, 0, 3]
    assert branching.end[1] == branching.pre[1] + 2 and branching.end[3] == branching.pre[3] + 2


def test_rows_hold_several_items_and_keep_each_whole():
    trees = [ItemTree.of(list(range(10 + k)), [[100, 101], [102]]) for k in range(6)]
    width = row_width(trees, min_row=40)
    assert width == 64
    rows = pack_rows(trees, width)
    assert [i for r in rows for i in r.items] == list(range(6))
    assert len(rows) < 6 and all(r.n_other + r.n_read <= width for r in rows)


@pytest.mark.parametrize("attn", ["sdpa", "eager"])
def test_packed_passes_equal_full_recompute(attn):
    backend = _backend(packing=True, attn=attn)
    assert backend.packed is not None
    packed = backend.loglikelihood(REQUESTS)
    full = backend.loglikelihood_full(REQUESTS)
    for a, b in zip(packed, full):
        assert a.n_tokens == b.n_tokens
        assert a.sums == pytest.approx(b.sums, abs=1e-4)
    backend.packed.min_row, backend.packed.max_tokens = 64, 64  # one row (two items) a pass
    before = backend.packed.passes
    again = backend.loglikelihood(REQUESTS)
    assert backend.packed.passes - before >= 2
    for a, b in zip(again, full):
        assert a.sums == pytest.approx(b.sums, abs=1e-4)


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
@pytest.mark.parametrize("dtype, tolerance", [("float32", 1e-4), ("bfloat16", None)])
def test_an_item_chooses_the_same_alone_in_a_batch_of_64_and_packed(dtype, tolerance):
    requests = _coat_requests(64)
    cache_path = _backend(dtype, packing=False)
    packed_path = CausalBackend(cache_path.model, cache_path.tokenizer, cache_path.device, packing=True)
    runs = {
        "cache, batch 64": cache_path.loglikelihood(requests),
        "packed, batch 64": packed_path.loglikelihood(requests),
    }
    packed_path.packed.max_tokens = 4 * row_width([ItemTree.of([0] * 300, [[1]])], 256)  # a few rows a pass
    runs["packed, small passes"] = packed_path.loglikelihood(requests)
    picks = list(range(0, 64, 13))
    alone = {"cache, alone": [cache_path.loglikelihood([requests[k]])[0] for k in picks],
             "packed, alone": [packed_path.loglikelihood([requests[k]])[0] for k in picks]}
    reference = runs["cache, batch 64"]
    for name, scores in runs.items():
        assert [_choice(s) for s in scores] == [_choice(s) for s in reference], name
        if tolerance:
            assert max(abs(x - y) for a, b in zip(scores, reference) for x, y in zip(a.sums, b.sums)) < tolerance
    for name, scores in alone.items():
        assert [_choice(s) for s in scores] == [_choice(reference[k]) for k in picks], name
    if dtype == "float32":  # the packed path scores an item alone exactly as in a batch (same pass shapes)
        in_batch = [x for k in picks for x in runs["packed, batch 64"][k].sums]
        assert [x for s in alone["packed, alone"] for x in s.sums] == pytest.approx(in_batch, abs=1e-5)


def test_rows_per_pass_follow_free_memory_and_the_token_cap(monkeypatch):
    backend = _backend(packing=True)
    scorer = backend.packed
    per_row = scorer.bytes_per_row(1024, 64)
    assert per_row > 1024 * 1024  # the mask alone
    scorer.max_tokens = 1 << 30
    monkeypatch.setattr(scorer, "free_bytes", lambda: 10 * per_row)
    few = scorer.rows_per_pass(1024, 64)
    monkeypatch.setattr(scorer, "free_bytes", lambda: 1000 * per_row)
    many = scorer.rows_per_pass(1024, 64)
    assert 1 <= few < many and many == int(0.7 * 1000)
    scorer.max_tokens = 8 * 1024
    assert scorer.rows_per_pass(1024, 64) == 8
    monkeypatch.setattr(scorer, "free_bytes", lambda: 0)
    assert scorer.rows_per_pass(1024, 64) == 1


def test_a_pass_out_of_memory_is_retried_in_halves(monkeypatch):
    backend = _backend(packing=True)
    scorer = backend.packed
    scorer.min_row, scorer.max_tokens = 64, 64 * 8  # rows of one or two items, up to 8 a pass
    real_forward = backend.model.forward
    seen = []

    def forward(*args, **kwargs):
        rows = kwargs["input_ids"].shape[0]
        seen.append(rows)
        if rows > 2:
            raise torch.OutOfMemoryError("CUDA out of memory (simulated)")
        return real_forward(*args, **kwargs)

    monkeypatch.setattr(backend.model, "forward", forward)
    requests = REQUESTS * 3
    scores = backend.loglikelihood(requests)
    full = backend.loglikelihood_full(REQUESTS)
    assert max(seen) > 2 and all(r <= 2 for r in seen[seen.index(max(seen)) + 1:][-3:])
    for a, b in zip(scores, full * 3):
        assert a.sums == pytest.approx(b.sums, abs=1e-4)


def test_cuda_defaults_to_packing_and_the_cpu_to_the_cache_path(monkeypatch):
    backend = _backend()
    assert backend.packed is None
    monkeypatch.setenv("PHYSKB_PACKED", "1")
    assert _backend().packed is not None
    monkeypatch.delenv("PHYSKB_PACKED")
    scorer = PackedScorer(backend.model, torch.device("cpu"), 0)
    assert scorer.max_tokens == 4096 and not scorer.cuda
