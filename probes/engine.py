"""One probe run: items and model resolved, run folder opened or resumed, batches scored, predictions appended.

Batches are fixed slices of the shard's item list (item k*B .. k*B+B-1), whatever was done
before: a resumed run recomputes the batch it was killed in with the same companions, so its
final predictions equal an uninterrupted run's.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from probes import runs
from probes.coat_adapter import CoatAdapter, load_items
from probes.device import default_batch_size, is_out_of_memory, resolve_placement
from probes.models import LoadedModel, load_model, offline, resolve_model
from probes.prompts import CHOICE_STYLES, prompt_format
from solver.errors import PhyskbError

THROTTLE_ENV = "PHYSKB_PROBE_THROTTLE"  # seconds to sleep after each batch (tests kill a run mid-way)


@dataclass
class ProbeOptions:
    items: Path
    model: str
    method: str = "loglik"
    limit: int | None = None
    out: Path | None = None
    device: str | None = None
    dtype: str | None = None
    batch_size: int | None = None
    shard: str | None = None
    choices: str = "texts"
    choose_by: str = "sum"
    max_new_tokens: int = 16
    seed: int = 0


def default_out(opts: ProbeOptions) -> Path:
    model = Path(opts.model).stem if opts.model not in ("smollm2",) else opts.model
    return Path("runs") / f"coat-{model}-{opts.method}"


def make_backend(loaded: LoadedModel, placement):
    device = placement.torch_device()
    if loaded.kind == "causal":
        from probes.causal import CausalBackend

        return CausalBackend(loaded.model, loaded.tokenizer, device)
    if loaded.kind == "masked":
        from probes.masked import MaskedBackend

        return MaskedBackend(loaded.model, loaded.tokenizer, device)
    from probes.nli import NLIBackend

    return NLIBackend(loaded.model, loaded.tokenizer, device)


def answer(backend, requests: list) -> list:
    """Dispatch a homogeneous batch of requests to the backend method that answers their type."""
    from probes.requests import ClozeRequest, GenerateRequest, LoglikRequest, MaskedRequest, NLIRequest

    kind = type(requests[0])
    method = {LoglikRequest: "loglikelihood", ClozeRequest: "cloze", GenerateRequest: "generate",
              MaskedRequest: "candidates", NLIRequest: "entailment"}[kind]
    if not hasattr(backend, method):
        raise PhyskbError(f"this model cannot answer {kind.__name__} requests")
    return getattr(backend, method)(requests)


def answer_with_backoff(backend, requests: list) -> list:
    """Answer a batch; on an accelerator out-of-memory error, answer it in halves instead."""
    try:
        return answer(backend, requests)
    except RuntimeError as err:
        if not is_out_of_memory(err) or len(requests) == 1:
            raise
        import torch

        if torch.cuda.is_available():
            torch.cuda.empty_cache()
        half = len(requests) // 2
        return answer_with_backoff(backend, requests[:half]) + answer_with_backoff(backend, requests[half:])


def run_probe(opts: ProbeOptions, progress: bool = True, loaded: LoadedModel | None = None) -> dict:
    """Probe (or resume probing) COAT items with a model; returns a summary of the shard's predictions.

    `loaded` reuses a model already in memory (it must be the one --model names), so several
    runs in one process load the weights once."""
    offline()
    if opts.choices not in CHOICE_STYLES:
        raise PhyskbError(f"--choices {opts.choices!r}: use one of {', '.join(CHOICE_STYLES)}")
    if opts.limit is not None and opts.limit < 1:
        raise PhyskbError("--limit must be at least 1")
    if opts.batch_size is not None and opts.batch_size < 1:
        raise PhyskbError("--batch-size must be at least 1")
    shard = runs.Shard.parse(opts.shard)
    loaded_items = load_items(opts.items, opts.limit)
    if not loaded_items:
        raise PhyskbError(f"no items in {opts.items}")
    spec = resolve_model(opts.model)
    placement = resolve_placement(opts.device, opts.dtype)
    kind = "causal" if spec.kind == "gguf" else spec.kind
    fmt = prompt_format(opts.choices)
    adapter = CoatAdapter(fmt, kind, opts.method, opts.choose_by, opts.max_new_tokens)
    out = opts.out or default_out(opts)
    model_record = {**spec.identity(), "dtype": placement.dtype, "device": placement.device}
    settings = {"batch_size": opts.batch_size or "auto", "limit": opts.limit, "seed": opts.seed,
                "choices": opts.choices, "choose_by": opts.choose_by,
                "max_new_tokens": opts.max_new_tokens if opts.method == "generate" else None}
    raw_items = [raw for raw, _ in loaded_items]
    record = runs.new_record(items_path=str(opts.items), raw_items=raw_items, model=model_record,
                             method=opts.method, prompt_format=fmt.record(), settings=settings)
    runs.open_run(out, record, raw_items)
    pred_path, mine = probe_shard(
        out, shard, [item for _, item in loaded_items], spec=spec, placement=placement, loaded=loaded,
        model_name=opts.model, seed=opts.seed, batch_size=opts.batch_size, progress=progress,
        answer_chunk=lambda backend, chunk: answer_with_backoff(backend, [adapter.request(item) for item in chunk]),
        prediction=adapter.prediction)
    return summarize(out, pred_path, mine)


def probe_shard(out: Path, shard: runs.Shard, items: list, *, spec, placement, loaded: LoadedModel | None,
                model_name: str, seed: int, batch_size: int | None, progress: bool,
                answer_chunk: Callable[[Any, list], list], prediction: Callable[[Any, Any], dict]) -> tuple[Path, list]:
    """Score a shard's unfinished items in fixed batches and append one prediction per item.

    Shared by every benchmark, so resume, batching, the writer's lock and the progress bar
    behave the same everywhere; `answer_chunk(backend, items)` is the benchmark's way of
    turning a batch into answers. Returns the predictions file and the shard's items."""
    from tqdm import tqdm

    start, stop = shard.bounds(len(items))
    mine = items[start:stop]
    pred_path = out / shard.predictions_name()
    done = {r["id"] for r in runs.read_predictions(pred_path, repair=True)}
    stray = done - {item.id for item in mine}
    if stray:
        raise PhyskbError(f"{pred_path} holds predictions for items outside this shard: {sorted(stray)[:3]}")
    if len(mine) <= len(done):
        return pred_path, mine
    import torch

    torch.manual_seed(seed)
    if loaded is None:
        loaded = load_model(spec, placement, progress=progress)
    elif loaded.spec.identity() != spec.identity():
        raise PhyskbError(f"the preloaded model {loaded.spec.name} is not --model {model_name}")
    backend = make_backend(loaded, placement)
    batch = batch_size or default_batch_size(placement)
    throttle = float(os.environ.get(THROTTLE_ENV, "0") or 0)
    with runs.PredictionWriter(pred_path) as writer, tqdm(
            total=len(mine), initial=len(done), unit="item", desc=f"probe {out.name}",
            disable=not progress, dynamic_ncols=True) as bar:
        for lo in range(0, len(mine), batch):
            chunk = mine[lo: lo + batch]
            if all(item.id in done for item in chunk):
                continue
            for item, ans in zip(chunk, answer_chunk(backend, chunk)):
                if item.id in done:
                    continue
                writer.write(prediction(item, ans))
                done.add(item.id)
                bar.update(1)
            if throttle:
                time.sleep(throttle)
    return pred_path, mine


def summarize(out: Path, pred_path: Path, items: list) -> dict:
    """Counts of the shard's predictions: done, unparsable, and accuracy against the solver's gold."""
    predictions = {r["id"]: r for r in runs.read_predictions(pred_path)}
    gold = {item.id: item.gold for item in items}
    scored = [p for i, p in predictions.items() if i in gold]
    parsed = [p for p in scored if p["parsed"]]
    correct = sum(1 for p in parsed if p["choice"] == gold[p["id"]])
    return {"run": str(out), "predictions": str(pred_path), "n_items": len(items), "n_done": len(scored),
            "n_unparsable": len(scored) - len(parsed), "n_correct": correct,
            "accuracy": correct / len(scored) if scored else None}
