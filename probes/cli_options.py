"""Command-line options every `physkb probe ...` command takes, written once so their names,
defaults and help read the same in every benchmark's command."""
from __future__ import annotations

from typing import Annotated, Optional

import typer

ModelOption = Annotated[str, typer.Option("--model", help="Local HF folder, .gguf file, or the alias smollm2.")]
LimitOption = Annotated[Optional[int], typer.Option("--limit", help="Probe only the first N items.")]
DeviceOption = Annotated[Optional[str], typer.Option(
    "--device", help="cpu, cuda, cuda:1, mps (default: CUDA if available).")]
DtypeOption = Annotated[Optional[str], typer.Option(
    "--dtype", help="float32, bfloat16, float16 (default: bf16 on CUDA, else float32).")]
BatchSizeOption = Annotated[Optional[int], typer.Option("--batch-size", help="Items per batch (default: automatic).")]
ShardOption = Annotated[Optional[str], typer.Option(
    "--shard", help="i/n: probe only the i-th of n contiguous slices (0-based).")]
ChooseByOption = Annotated[str, typer.Option(
    "--choose-by", help="loglik choice by summed or length-normalised score (sum|norm).")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print the summary as JSON on stdout.")]


def run_probe_command(bench, as_json: bool, **options) -> None:
    """What every `physkb probe <benchmark>` does once its options are read: run, then print the summary
    as JSON or as the benchmark's own summary lines."""
    import json

    from probes.benchmarks.runner import BenchmarkProbeOptions

    summary = bench.run(BenchmarkProbeOptions(benchmark=bench.name, **options))
    if as_json:
        print(json.dumps(summary, default=str))
        return
    for line in bench.summary_lines(summary):
        print(line)
