"""Scale a probe run out over Ray: one Ray task per shard of the run, then the shards' predictions merged.

A run is already split into stable shards (contiguous id ranges, each with its own resumable
predictions file, see probes/runs.py), so scaling out needs no scheduler of ours: each shard
is a Ray task running the very function a single process runs with `--shard i/N`. Ray
places the tasks (one per GPU when the cluster has GPUs, else one per CPU) and re-runs a task
whose worker died; the re-run resumes its shard from the predictions already written. When
every task is done the shard files are merged into predictions.jsonl by the existing merge.
"""
from __future__ import annotations

import dataclasses
import importlib.util
import sys
from pathlib import Path
from typing import Any, Callable

from probes import runs
from probes.benchmarks.runner import default_out
from solver.errors import PhyskbError
import os
import functools
from tqdm import tqdm

TASK_RETRIES = 3  # re-runs of a shard whose worker process died (it resumes from its file)
FORWARDED_ENV = ("HF_HOME", "HF_HUB_CACHE")  # besides every PHYSKB_* variable
COUNTS = ("n_items", "n_done", "n_unparsable", "n_correct")


def require_ray():
    """The ray module, or a clear error saying how to install it."""
    if importlib.util.find_spec("ray") is None:
        raise PhyskbError("--workers runs shards as Ray tasks and needs Ray: pip install 'physkb[ray]' "
                          "(or pip install ray)")
    # deferred: loads ray only when this runs
    import ray

    return ray


def connect(ray, workers: int, address: str | None) -> None:
    """Join the cluster at `address`, or start a local one with `workers` CPUs (reused if already started)."""
    if ray.is_initialized():
        return
    try:
        if address:
            ray.init(address=address, log_to_driver=False)
        else:
            ray.init(num_cpus=workers, log_to_driver=False, include_dashboard=False)
    except (ConnectionError, RuntimeError, ValueError) as err:
        where = f"the Ray cluster at {address}" if address else "a local Ray cluster"
        raise PhyskbError(f"cannot start or join {where}: {err}") from err


def _task_resources(ray) -> dict[str, float]:
    """One GPU per task when the cluster has GPUs, else one CPU (Ray then gives the task one thread)."""
    if ray.cluster_resources().get("GPU", 0) >= 1:
        return {"num_gpus": 1, "num_cpus": 1}
    return {"num_cpus": 1}


def worker_env() -> dict[str, str]:
    """The driver's physkb settings (cache, data folder, ...) handed to every worker, which on a
    cluster runs in another process or machine that does not share the driver's environment."""

    return {k: v for k, v in os.environ.items() if k.startswith("PHYSKB_") or k in FORWARDED_ENV}


def _run_shard(run_one: Callable[[Any], dict], opts: Any) -> dict:
    return run_one(opts)


def _done_lines(out: Path, shards: list[runs.Shard]) -> int:
    total = 0
    for shard in shards:
        path = out / shard.predictions_name()
        if path.exists():
            with open(path, "rb") as fh:
                total += sum(1 for _ in fh)
    return total


def _unwrap(err: BaseException) -> BaseException:
    """The worker's own exception inside Ray's wrapper, so a user error reads the same as without Ray."""
    cause = getattr(err, "cause", None)
    return cause if isinstance(cause, BaseException) else err


def combine(summaries: list[dict], out: Path, merged: Path) -> dict:
    """One summary for the whole run from the shards' summaries (counts added, accuracy recomputed)."""
    total: dict[str, Any] = {"run": str(out), "predictions": str(merged), "workers": len(summaries)}
    for key in COUNTS:
        if any(key in s for s in summaries):
            total[key] = sum(s.get(key, 0) for s in summaries)
    if "benchmark" in summaries[0]:
        total["benchmark"] = summaries[0]["benchmark"]
    if "n_correct" in total:
        total["accuracy"] = total["n_correct"] / total["n_done"] if total["n_done"] else None
    return total


def run_on_ray(run_one: Callable[[Any], dict], opts: Any, *, workers: int, address: str | None = None,
               progress: bool = True) -> dict:
    """Run `run_one(opts with shard i/workers)` as one Ray task per shard, then merge the shards.

    `opts` is the command's options dataclass (with `out` set and `shard` unset); `run_one`
    must be importable by the workers (a module-level function)."""
    if workers < 1:
        raise PhyskbError("--workers must be at least 1")
    if getattr(opts, "shard", None):
        raise PhyskbError("--workers splits the run into shards itself; leave out --shard")
    if getattr(opts, "out", None) is None:
        raise PhyskbError("--workers needs the run folder (--out) to be known before the tasks start")
    out = Path(opts.out).resolve()
    ray = require_ray()
    connect(ray, workers, address)
    remote = ray.remote(_run_shard).options(max_retries=TASK_RETRIES, runtime_env={"env_vars": worker_env()},
                                            **_task_resources(ray))
    shards = [runs.Shard(i, workers) for i in range(workers)]
    pending = {remote.remote(run_one, dataclasses.replace(opts, out=out, shard=f"{s.index}/{s.count}")): s
               for s in shards}
    order = list(pending)
    results: dict[Any, dict] = {}
    bar = None
    if progress:
        bar = tqdm(unit="item", desc=f"probe {out.name} on {workers} Ray workers", dynamic_ncols=True, file=sys.stderr)
    try:
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1, timeout=1.0)
            for ref in ready:
                try:
                    results[ref] = ray.get(ref)
                except Exception as err:  # noqa: BLE001 (Ray wraps the worker's exception)
                    for other in pending:
                        if other is not ref:
                            ray.cancel(other)
                    raise _unwrap(err) from None
                del pending[ref]
            if bar is not None:
                bar.n = _done_lines(out, shards)
                bar.refresh()
    finally:
        if bar is not None:
            bar.close()
    merged = runs.write_merged(out)
    return combine([results[ref] for ref in order], out, merged)



def run_benchmark_shard(bench: Any, opts: Any) -> dict:
    """One shard of a benchmark run, as a Ray task runs it (module level, so workers import it by name; the
    benchmark object travels with the task, so this module needs no benchmark registry)."""
    return bench.run(opts, progress=False)


def run_benchmark_on_ray(bench: Any, opts: Any, *, workers: int, address: str | None = None,
                         progress: bool = True) -> dict:
    """`physkb probe <benchmark> --workers N`: the run's shards as Ray tasks, merged, then summarised by the
    benchmark over the merged predictions (the same summary a single process prints)."""

    if opts.out is None:
        opts = dataclasses.replace(opts, out=default_out(opts))
    combined = run_on_ray(functools.partial(run_benchmark_shard, bench), opts, workers=workers,
                          address=address, progress=progress)
    combined.pop("n_correct", None)  # the benchmark recounts its own figures over the merged file
    combined.pop("accuracy", None)
    combined["method"] = opts.method
    return bench.summarize(combined)
