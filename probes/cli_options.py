"""Command-line options every `physkb probe ...` command takes, written once so their names,
defaults and help read the same in every benchmark's command."""
from __future__ import annotations

import functools
import inspect
import json
from typing import Annotated, Any, Callable, Optional

import typer

ModelOption = Annotated[str, typer.Option("--model", help=(
    "Local HF folder, .gguf file, or the alias smollm2; or a backend prefix: hf:PATH, gguf:FILE, "
    "vllm:PATH (vLLM on a GPU), openai:URL[#MODEL] (an OpenAI-compatible server)."))]
LimitOption = Annotated[Optional[int], typer.Option("--limit", min=1, help="Probe only the first N items.")]
DeviceOption = Annotated[Optional[str], typer.Option(
    "--device", help="cpu, cuda, cuda:1, mps (default: CUDA if available).")]
DtypeOption = Annotated[Optional[str], typer.Option(
    "--dtype", help="float32, bfloat16, float16 (default: bf16 on CUDA, else float32).")]
BatchSizeOption = Annotated[Optional[int], typer.Option("--batch-size", min=1, help="Items per batch (default: automatic).")]
ShardOption = Annotated[Optional[str], typer.Option(
    "--shard", help="i/n: probe only the i-th of n contiguous slices (0-based).")]
ChooseByOption = Annotated[str, typer.Option(
    "--choose-by", help="loglik choice by summed or length-normalised score (sum|norm).")]
WorkersOption = Annotated[Optional[int], typer.Option(
    "--workers", min=1, help="Run the shards as N Ray tasks (one per GPU, else per CPU) and merge them; needs physkb[ray].")]
RayAddressOption = Annotated[Optional[str], typer.Option(
    "--ray-address", help="With --workers: join this Ray cluster (e.g. ray://head:10001 or auto) instead of a local one.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print the summary as JSON on stdout.")]
ShotsOption = Annotated[int, typer.Option(
    "--shots", min=0, help="K in-context demonstrations before every question, drawn from items not scored (0: zero-shot).")]
ShotSeedOption = Annotated[int, typer.Option(
    "--shot-seed", help="Seed of the demonstration draw (run several seeds; report shows mean ± std).")]

# where and how the model runs: the options every probe command takes (probe states: the first four)
PLACEMENT: dict[str, tuple[Any, Any]] = {
    "device": (DeviceOption, None), "dtype": (DtypeOption, None), "batch_size": (BatchSizeOption, None),
    "shard": (ShardOption, None), "workers": (WorkersOption, None), "ray_address": (RayAddressOption, None)}
LOCAL_PLACEMENT = {name: PLACEMENT[name] for name in ("device", "dtype", "batch_size", "shard")}
# the in-context demonstrations of the multiple-choice probes
DEMONSTRATIONS: dict[str, tuple[Any, Any]] = {"shots": (ShotsOption, 0), "shot_seed": (ShotSeedOption, 0)}


def with_options(**groups: dict[str, tuple[Any, Any]]) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Give a probe command shared option groups, each at the spot of the parameter it is named after.

    typer reads a command's options from its signature; written out in every benchmark's command they
    were the same lines each time. A group is {option name: (annotation, default)}; the command receives
    it as one dict under the group's parameter, e.g. `placement`, to pass on (`**placement`)."""

    def decorate(command: Callable[..., None]) -> Callable[..., None]:
        signature = inspect.signature(command, eval_str=True)
        params: list[inspect.Parameter] = []
        for param in signature.parameters.values():
            if param.name in groups:
                params += [inspect.Parameter(name, param.kind, default=default, annotation=annotation)
                           for name, (annotation, default) in groups[param.name].items()]
            else:
                params.append(param)

        @functools.wraps(command)
        def with_groups(**kwargs: Any) -> None:
            command(**{group: {name: kwargs.pop(name) for name in options} for group, options in groups.items()},
                    **kwargs)

        with_groups.__signature__ = signature.replace(parameters=params)  # type: ignore[attr-defined]
        with_groups.__annotations__ = {p.name: p.annotation for p in params}
        return with_groups

    return decorate


def run_probe_command(bench, as_json: bool, workers: Optional[int] = None, ray_address: Optional[str] = None,
                      **options) -> None:
    """What every `physkb probe <benchmark>` does once its options are read: run (in this process, or its
    shards as Ray tasks with --workers), then print the summary as JSON or as the benchmark's own lines."""

    # deferred: loads numpy, tqdm (off `physkb --help`'s path)
    from probes.benchmarks.runner import BenchmarkProbeOptions

    opts = BenchmarkProbeOptions(benchmark=bench.name, **options)
    if workers is not None or ray_address:
        # deferred: loads numpy, tqdm (off `physkb --help`'s path)
        from probes.scaleout import run_benchmark_on_ray

        summary = run_benchmark_on_ray(bench, opts, workers=workers or 1, address=ray_address)
    else:
        summary = bench.run(opts)
    if as_json:
        print(json.dumps(summary, default=str))
        return
    for line in bench.summary_lines(summary):
        print(line)
