"""The CUDA path end to end (marked gpu; skipped without CUDA): bf16 and a larger batch by default, a COAT run
on the GPU whose choices match the CPU run's (the vLLM GPU test is in test_probes_vllm.py)."""
from __future__ import annotations

import json

import pytest

from probes_models import coat_items, write_items


def _cuda() -> bool:
    try:
        import torch

        return torch.cuda.is_available()
    except ImportError:
        return False


pytestmark = [pytest.mark.gpu, pytest.mark.skipif(not _cuda(), reason="needs a CUDA GPU")]


def test_cuda_is_the_default_device_in_bf16_with_a_larger_batch():
    from probes.device import DEFAULT_CUDA_BATCH, default_batch_size, resolve_placement

    placement = resolve_placement()
    assert placement.device == "cuda" and placement.dtype == "bfloat16"
    assert default_batch_size(placement) == DEFAULT_CUDA_BATCH


def test_a_gpu_run_chooses_as_the_cpu_run(tmp_path):
    from probes.benchmarks.coat.api import ProbeOptions, run_probe

    items = write_items(tmp_path / "items.jsonl", coat_items(60))
    runs = {}
    for device, dtype in (("cpu", "float32"), ("cuda", "bfloat16")):
        out = tmp_path / device
        summary = run_probe(ProbeOptions(items=items, model="smollm2", out=out, device=device, dtype=dtype),
                            progress=False)
        assert summary["n_done"] == 60
        record = json.loads((out / "run.json").read_text())
        assert record["model"]["device"] == device and record["model"]["dtype"] == dtype
        runs[device] = [json.loads(line)["choice"] for line in (out / "predictions.jsonl").read_text().splitlines()]
    same = sum(a == b for a, b in zip(runs["cpu"], runs["cuda"]))
    assert same >= 0.95 * 60, f"bf16 GPU choices match the fp32 CPU choices on only {same}/60 items"


def test_packed_cuda_passes_score_as_the_cpu_does():
    """The packed path (the CUDA default) on a tiny model: fp32 as the CPU's full recompute, bf16 the same choices."""
    import torch

    from probes_models import built
    from probes.backends import load_backend, resolve_model
    from probes.backends.causal import CausalBackend
    from probes.device import resolve_placement
    from test_probes_packing import REQUESTS, _coat_requests

    requests = REQUESTS + _coat_requests(64)
    cpu = load_backend(resolve_model(str(built("llama"))), resolve_placement("cpu", "float32"), progress=False)
    reference = CausalBackend(cpu.model, cpu.tokenizer, torch.device("cpu"), packing=False).loglikelihood(requests)
    for dtype in ("float32", "bfloat16"):
        placement = resolve_placement("cuda", dtype)
        loaded = load_backend(resolve_model(str(built("llama"))), placement, progress=False)
        backend = CausalBackend(loaded.model, loaded.tokenizer, placement.torch_device())
        assert backend.packed is not None  # the default on CUDA
        scores = backend.loglikelihood(requests)
        alone = [backend.loglikelihood([r])[0] for r in requests[:4]]
        picks = [max(range(len(s.sums)), key=lambda i: (s.sums[i], -i)) for s in scores]
        assert picks == [max(range(len(s.sums)), key=lambda i: (s.sums[i], -i)) for s in reference], dtype
        for a, s in zip(alone, scores[:4]):  # alone and among 68: the same choice (fp32: the same scores)
            assert a.sums.index(max(a.sums)) == s.sums.index(max(s.sums))
            if dtype == "float32":
                assert max(abs(x - y) for x, y in zip(a.sums, s.sums)) < 1e-4
        if dtype == "float32":
            worst = max(abs(x - y) for a, b in zip(scores, reference) for x, y in zip(a.sums, b.sums))
            assert worst < 1e-3, worst
