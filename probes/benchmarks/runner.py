"""Probe any benchmark into a run folder: one code path for every benchmark (contract, resume, shards, progress).

An item may need several requests (a story asks its plausibility, its conflict pair and its
states); the runner gathers the requests of a batch of items, answers each request type in
one backend call, and hands every item its answers back in order. As in the COAT engine,
batches are fixed slices of the shard's items (probes.engine.probe_shard), so a resumed run recomputes an interrupted
batch with the same companions and ends with the same predictions as an uninterrupted run.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from probes import runs
from probes.backends import model_kind, resolve_model
from probes.backends.hf import offline
from probes.device import resolve_placement
from probes.engine import answer_with_backoff, probe_shard
from solver.errors import PhyskbError, UnknownNameError
from solver.outpaths import check_out_folder
from probes.fewshot import ShotAdapter, draw_demos, draw_follow_up_demos


@dataclass(kw_only=True)
class Placement:
    """Where and how the model runs (--device, --dtype, --batch-size, --shard): the part of a probe's options
    every front (the command line, coat.api's ProbeOptions) shares."""

    device: Optional[str] = None
    dtype: Optional[str] = None
    batch_size: Optional[int] = None
    shard: Optional[str] = None

    def placement(self) -> dict[str, Any]:
        """The placement options alone, to pass on as keywords."""
        return {"device": self.device, "dtype": self.dtype, "batch_size": self.batch_size, "shard": self.shard}


@dataclass
class BenchmarkProbeOptions(Placement):
    """What `physkb probe <benchmark>` was asked; `settings` holds the benchmark's own options."""

    benchmark: str
    model: str
    method: Optional[str] = "loglik"  # None: the benchmark's default for the model kind
    data: Optional[str | Path] = None
    limit: Optional[int] = None
    out: Optional[Path] = None
    max_new_tokens: Optional[int] = None  # None: the benchmark's default_max_new_tokens
    seed: int = 0
    shots: int = 0  # in-context demonstrations per question (probes.fewshot)
    shot_seed: int = 0
    settings: dict[str, Any] = field(default_factory=dict)


def default_out(opts: BenchmarkProbeOptions) -> Path:
    model = opts.model if opts.model == "smollm2" else Path(opts.model).stem
    return Path("runs") / f"{opts.benchmark}-{model}-{opts.method}"


def _answer_all(backend, requests: list) -> list:
    """Answer a mixed list of requests: one backend call per request type, answers in input order."""
    by_type: dict[type, list[int]] = {}
    for k, req in enumerate(requests):
        by_type.setdefault(type(req), []).append(k)
    answers: list = [None] * len(requests)
    for positions in by_type.values():
        for k, ans in zip(positions, answer_with_backoff(backend, [requests[k] for k in positions])):
            answers[k] = ans
    return answers


def _answer_rounds(backend, adapter, chunk: list) -> list[list]:
    """Every item's answers: the adapter's requests, then (if it has `follow_up(item, answers)`) the
    further requests that depend on the answers so far, round after round, batched across items."""
    pending = [adapter.requests(item) for item in chunk]
    collected: list[list] = [[] for _ in chunk]
    follow = getattr(adapter, "follow_up", None)
    while any(pending):
        flat = [req for reqs in pending for req in reqs]
        answers = _answer_all(backend, flat)
        pos = 0
        for k, reqs in enumerate(pending):
            collected[k].extend(answers[pos: pos + len(reqs)])
            pos += len(reqs)
        pending = [follow(item, collected[k]) if follow is not None and pending[k] else []
                   for k, item in enumerate(chunk)]
    return collected


def check_counts(opts: BenchmarkProbeOptions) -> None:
    """Numeric options, checked before any item is read or model loaded."""
    for option, value in (("--limit", opts.limit), ("--batch-size", opts.batch_size),
                          ("--max-new-tokens", opts.max_new_tokens)):
        if value is not None and value < 1:
            raise PhyskbError(f"{option} must be at least 1, got {value}")


def _work_left(out: Path, shard: runs.Shard, items: list) -> bool:
    """Whether the shard has items without a prediction (a finished run needs no model)."""
    start, stop = shard.bounds(len(items))
    done = {r["id"] for r in runs.read_predictions(out / shard.predictions_name())} if out.is_dir() else set()
    return any(item.id not in done for item in items[start:stop])


def _with_demos(bench, adapter, opts: BenchmarkProbeOptions, loaded_items: list):
    """The adapter with K demonstrations from the benchmark's items outside the scored ones (and their groups)."""
    pool = {item.id: item for _, item in bench.load_items(opts.data, None)}
    group = getattr(bench, "demo_group", None)
    group_of = (lambda i: group(pool[i]) if i in pool else i) if group else None
    scored = [item.id for _, item in loaded_items]
    plan = draw_demos(list(pool), scored, opts.shots, opts.shot_seed, group_of=group_of)
    follow_up_demos: list = []
    if hasattr(adapter, "follow_up_shot_answers"):  # follow-up questions (tier 3) get demos of their own kind
        with_follow_up = [i for i, item in pool.items() if adapter.follow_up_shot_answers(item)]
        plan = draw_follow_up_demos(plan, with_follow_up, scored, group_of=group_of)
        follow_up_demos = [pool[i] for i in plan.follow_up_demo_ids]
    return ShotAdapter(adapter, [pool[i] for i in plan.demo_ids], plan, follow_up_demos=follow_up_demos)


def run_benchmark(bench, opts: BenchmarkProbeOptions, progress: bool = True, loaded=None) -> dict:
    """Probe (or resume) `bench`'s items with a model; returns counts of the shard's predictions.

    `loaded` reuses a backend already in memory (it must be the model --model names), so several
    runs in one process load the weights once."""

    offline()
    spec = resolve_model(opts.model)
    bench.prepare(opts, spec)
    if opts.method not in bench.methods:
        raise UnknownNameError(f"--method for {bench.name}", str(opts.method), bench.methods)
    check_counts(opts)
    shard = runs.Shard.parse(opts.shard)
    loaded_items = bench.load_items(opts.data, opts.limit)
    if not loaded_items:
        raise PhyskbError(f"no {bench.name} items to probe" + (f" in {opts.data}" if opts.data else ""))
    placement = resolve_placement(opts.device, opts.dtype)
    max_new_tokens = opts.max_new_tokens or bench.default_max_new_tokens
    settings = {"batch_size": opts.batch_size or "auto", "limit": opts.limit, "seed": opts.seed,
                "max_new_tokens": max_new_tokens if opts.method == "generate" else None, **opts.settings}
    adapter = bench.adapter(model_kind(spec), opts.method, settings)
    if opts.shots:
        adapter = _with_demos(bench, adapter, opts, loaded_items)
        settings["shots"] = adapter.plan.to_json()
    out = Path(opts.out) if opts.out else default_out(opts)
    model_record = {**spec.identity(), "dtype": placement.dtype, "device": placement.device}
    raw_items = [raw for raw, _ in loaded_items]
    record = runs.new_record(items_path=bench.items_source(opts.data), raw_items=raw_items,
                             model=model_record, method=opts.method, prompt_format=adapter.prompt_record(),
                             settings=settings, benchmark=bench.name)
    work_left = _work_left(out, shard, [item for _, item in loaded_items])
    if work_left:
        check_out_folder(out)  # a read-only run or parent is refused before the model loads
    if loaded is None and work_left:
        # Loaded before the run folder is written: a model or device that fails leaves nothing
        # behind that would block the corrected command.
        # lazy: looked up when called, so that tests can stand in for probes.backends.load_backend
        from probes.backends import load_backend

        loaded = load_backend(spec, placement, progress=progress)
    runs.open_run(out, record, raw_items)
    pred_path, mine = probe_shard(
        out, shard, [item for _, item in loaded_items], spec=spec, placement=placement, loaded=loaded,
        model_name=opts.model, seed=opts.seed, batch_size=opts.batch_size, progress=progress,
        answer_chunk=lambda backend, chunk: _answer_rounds(backend, adapter, chunk),
        prediction=adapter.prediction)
    predictions = runs.read_predictions(pred_path)
    ids = {item.id for item in mine}
    scored = list({p["id"]: p for p in predictions if p["id"] in ids}.values())  # an id twice (two writers) counts once
    return {"run": str(out), "benchmark": bench.name, "method": opts.method, "predictions": str(pred_path),
            "n_items": len(mine), "n_done": len(scored),
            "n_unparsable": sum(1 for p in scored if not p.get("parsed", True))}
