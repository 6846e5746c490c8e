"""The scoring loop every benchmark's run goes through (probes.benchmarks.runner opens the run folder).

Batches are fixed slices of the shard's item list (item k*B .. k*B+B-1), whatever was done
before: a resumed run recomputes the batch it was killed in with the same companions, so its
final predictions equal an uninterrupted run's.
"""
from __future__ import annotations

import importlib.util
import os
import time
from pathlib import Path
from typing import Any, Callable

from probes import runs
from probes.device import default_batch_size, is_out_of_memory
from probes.backends import Backend, load_backend
from solver.errors import PhyskbError
from tqdm import tqdm

THROTTLE_ENV = "PHYSKB_PROBE_THROTTLE"  # seconds to sleep after each batch (tests kill a run mid-way)


def answer_with_backoff(backend, requests: list) -> list:
    """Answer a batch; on an accelerator out-of-memory error, answer it in halves instead."""
    try:
        return backend.answer(requests)
    except RuntimeError as err:
        if not is_out_of_memory(err) or len(requests) == 1:
            raise
        # deferred: loads torch only when this runs
        import torch

        if torch.cuda.is_available():
            torch.cuda.empty_cache()
        half = len(requests) // 2
        return answer_with_backoff(backend, requests[:half]) + answer_with_backoff(backend, requests[half:])


def probe_shard(out: Path, shard: runs.Shard, items: list, *, spec, placement, loaded: Backend | None,
                model_name: str, seed: int, batch_size: int | None, progress: bool,
                answer_chunk: Callable[[Any, list], list], prediction: Callable[[Any, Any], dict]) -> tuple[Path, list]:
    """Score a shard's unfinished items in fixed batches and append one prediction per item.

    Shared by every benchmark, so resume, batching, the writer's lock and the progress bar
    behave the same everywhere; `answer_chunk(backend, items)` is the benchmark's way of
    turning a batch into answers. Returns the predictions file and the shard's items."""
    start, stop = shard.bounds(len(items))
    mine = items[start:stop]
    pred_path = out / shard.predictions_name()
    done = {r["id"] for r in runs.read_predictions(pred_path, repair=True, require=runs.PREDICTION_FIELDS)}
    stray = done - {item.id for item in mine}
    if stray:
        raise PhyskbError(f"{pred_path} holds predictions for items outside this shard: {sorted(stray)[:3]}")
    if len(mine) <= len(done):
        return pred_path, mine
    if importlib.util.find_spec("torch") is not None:  # a served model needs no torch
        # deferred: loads torch only when this runs
        import torch

        torch.manual_seed(seed)
    if loaded is None:
        backend = load_backend(spec, placement, progress=progress)
    elif loaded.identity() != spec.identity():
        raise PhyskbError(f"the preloaded model {loaded.spec.name} is not --model {model_name}")
    else:
        backend = loaded
    batch = batch_size or default_batch_size(placement)
    throttle = float(os.environ.get(THROTTLE_ENV, "0") or 0)
    with runs.PredictionWriter(pred_path) as writer, tqdm(
            total=len(mine), initial=len(done), unit="item", desc=f"probe {out.name}",
            disable=not progress, dynamic_ncols=True) as bar:
        if writer.done - done:  # another resume wrote items since we looked: they are not probed again
            bar.update(len((writer.done - done) & {item.id for item in mine}))
            done |= writer.done
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
