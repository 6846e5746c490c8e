"""Seeded-random causal LMs of named shapes, built from a config instead of loading weights.

A model's cost to run depends on its shape, not on its weights, so throughput figures of real model
sizes can be reproduced anywhere (no weights travel): bench/probe_throughput.py --model-config NAME.
The tokenizer is a real one (default: SmolLM2's, from the converted smollm2 folder), so the token counts
of the prompts are a real model's; the vocabulary size follows the tokenizer. The weights are drawn on
the target device in the target dtype from a fixed seed (transformers' own initialisation), so two runs
with one seed score alike.
"""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

# The LlamaConfig fields a shape sets (vocab_size comes from the tokenizer), then the shapes as rows of them.
SHAPE_FIELDS = ("hidden_size", "num_hidden_layers", "num_attention_heads", "num_key_value_heads", "intermediate_size",
                "tie_word_embeddings")
_SHAPE_ROWS: dict[str, tuple[int, int, int, int, int, bool]] = {
    "smollm2-135m": (576, 30, 9, 3, 1536, True),  # SmolLM2-135M's shape (the smollm2 alias's model), for CPU runs
    "smollm2-1.7b": (2048, 24, 32, 32, 8192, True),  # SmolLM2-1.7B's shape
    "llama-7b": (4096, 32, 32, 32, 11008, False),  # Llama-2-7B's shape (multi-head attention)
    # Llama-3-8B's shape: grouped-query attention (8 key/value heads), wider MLP (its vocabulary is the tokenizer's)
    "llama3-8b-gqa": (4096, 32, 32, 8, 14336, False),
    # tiny shapes for dry runs of the GPU script on a CPU
    "tiny": (64, 2, 4, 2, 128, True),
    "tiny-gqa": (96, 2, 4, 1, 256, False),
}
# name -> LlamaConfig fields
SHAPES: dict[str, dict[str, Any]] = {name: dict(zip(SHAPE_FIELDS, row)) for name, row in _SHAPE_ROWS.items()}
MARKER = "physkb-random-model.json"


def build_random_model(shape: str, tokenizer_dir: Path, folder: Path, placement, seed: int = 0):
    """The HF backend of a seeded-random Llama of `shape` on the placement's device and dtype.

    `folder` receives config.json, the tokenizer files and a marker naming the shape and seed (no weights:
    the folder is the model's identity in run.json, the weights live in memory only). Returns the loaded
    backend (probes.backends.hf.HFBackend) and a record of the build."""
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    from probes.backends.causal import CausalBackend
    from probes.backends.hf import HFBackend, offline

    if shape not in SHAPES:
        raise SystemExit(f"--model-config {shape!r}: known shapes are {', '.join(SHAPES)}")
    offline()
    started = time.perf_counter()
    tokenizer = AutoTokenizer.from_pretrained(str(tokenizer_dir), local_files_only=True)
    if tokenizer.pad_token_id is None:
        tokenizer.pad_token = tokenizer.eos_token
    config = LlamaConfig(vocab_size=len(tokenizer), max_position_embeddings=8192, rms_norm_eps=1e-5,
                         bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
                         pad_token_id=tokenizer.pad_token_id, **SHAPES[shape])
    config._attn_implementation = "sdpa"
    device, dtype = placement.torch_device(), placement.torch_dtype()
    torch.manual_seed(seed)
    old = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        with device:
            model = LlamaForCausalLM(config)
    finally:
        torch.set_default_dtype(old)
    model.eval()
    if device.type == "cuda":
        torch.cuda.synchronize()
    folder.mkdir(parents=True, exist_ok=True)
    config.architectures = ["LlamaForCausalLM"]
    config.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    record = {"shape": shape, "config": SHAPES[shape], "vocab_size": len(tokenizer), "seed": seed,
              "device": placement.device, "dtype": placement.dtype,
              "params": sum(p.numel() for p in model.parameters()),
              "build_s": round(time.perf_counter() - started, 2)}
    (folder / MARKER).write_text(json.dumps(record, indent=2))
    spec = HFBackend.resolve(str(folder), str(folder))  # as `--model FOLDER` resolves it
    return HFBackend(CausalBackend(model, tokenizer, device), spec, folder), record
