"""CLI commands `probe cccons`, `probe grafford` (registered on solver.cli_apps.probe_app).

Both go through the generic benchmark runner (probes.benchmarks.runner): the same run
folders, resume, shards and progress as `physkb probe coat`. Heavy imports stay inside.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from solver.cli_apps import probe_app
from probes.cli_options import BatchSizeOption, DeviceOption, DtypeOption, JsonOption, ShardOption

MODEL_HELP = "Local HF folder (causal LM, masked LM or NLI classifier), .gguf file, or the alias smollm2."


def _probe(benchmark: str, data, model, method, limit, out, device, dtype, batch_size, shard, max_new_tokens,
           as_json: bool) -> None:
    from probes import benchmarks
    from probes.benchmarks.runner import BenchmarkProbeOptions
    from probes.models import resolve_model

    bench = benchmarks.get(benchmark)
    if method is None:
        spec = resolve_model(model)
        method = bench.default_method["causal" if spec.kind == "gguf" else spec.kind]
    opts = BenchmarkProbeOptions(benchmark=benchmark, model=model, method=method, data=data, limit=limit,
                                 out=out, device=device, dtype=dtype, batch_size=batch_size, shard=shard,
                                 max_new_tokens=max_new_tokens or (24 if benchmark == "cccons" else 4))
    summary = bench.run(opts)
    if as_json:
        print(json.dumps(summary, default=str))
        return
    print(f"{summary['n_done']}/{summary['n_items']} items probed ({method}), {summary['n_unparsable']} unparsable")
    if benchmark == "cccons":
        acc = summary.get("accuracy")
        print(f"accuracy {acc:.3f}" if acc is not None else "no predictions")
        for group, value in summary.get("by_group", {}).items():
            print(f"  {group:24s} {'–' if value is None else f'{value:.3f}'}")
        diag = summary.get("prior_diagnostic") or {}
        if diag.get("share") is not None:
            print(f"counter-commonsense errors that follow the prior: {diag['followed_prior']}/{diag['judged']} "
                  f"({100 * diag['share']:.1f}%)")
    else:
        fmt = lambda v: "–" if v is None else f"{v:.3f}"  # noqa: E731
        print(f"accuracy {fmt(summary.get('accuracy'))}, mAP {fmt(summary.get('mAP'))}"
              + (f", {summary['unparsable_answers']} unparsable answers" if summary.get("unparsable_answers") else ""))
    print(f"run folder: {summary['run']}")


@probe_app.command("cccons")
def probe_cccons(
    data: Optional[str] = typer.Option(None, "--data", help="CConS release folder (or the shared data folder); "
                                       "default: $PHYSKB_DATA, else our own size pairs (kb/sizes/probe_items.json)."),
    model: str = typer.Option("smollm2", "--model", help=MODEL_HELP),
    method: Optional[str] = typer.Option(None, "--method", help="mlm (masked LM), cloze (causal LM), generate "
                                         "(causal LM) or nli (NLI model); default: mlm / cloze / nli by model kind."),
    limit: Optional[int] = typer.Option(None, "--limit", help="Probe N items, taken evenly from every release file."),
    out: Optional[Path] = typer.Option(None, "--out", help="Run folder (default runs/cccons-<model>-<method>); "
                                       "re-run to resume."),
    device: DeviceOption = None,
    dtype: DtypeOption = None,
    batch_size: BatchSizeOption = None,
    shard: ShardOption = None,
    max_new_tokens: Optional[int] = typer.Option(None, "--max-new-tokens", help="generate: tokens to generate (24)."),
    as_json: JsonOption = False,
) -> None:
    """Probe a model on CConS size comparisons in the paper's formats (resumable run folder)."""
    _probe("cccons", data, model, method, limit, out, device, dtype, batch_size, shard, max_new_tokens, as_json)


@probe_app.command("grafford")
def probe_grafford(
    data: Optional[str] = typer.Option(None, "--data", help="GRAFFORD release folder (or the shared data folder); "
                                       "default: $PHYSKB_DATA, else our own items (kb/affordances/probe_items.json)."),
    model: str = typer.Option("smollm2", "--model", help=MODEL_HELP),
    method: Optional[str] = typer.Option(None, "--method", help="mlm (masked LM), cloze (causal LM), nli (NLI model) "
                                         "or generate (causal LM, Yes/No per class); default by model kind."),
    limit: Optional[int] = typer.Option(None, "--limit", help="Probe the first N rows."),
    out: Optional[Path] = typer.Option(None, "--out", help="Run folder (default runs/grafford-<model>-<method>); "
                                       "re-run to resume."),
    device: DeviceOption = None,
    dtype: DtypeOption = None,
    batch_size: BatchSizeOption = None,
    shard: ShardOption = None,
    max_new_tokens: Optional[int] = typer.Option(None, "--max-new-tokens", help="generate: tokens per answer (4)."),
    as_json: JsonOption = False,
) -> None:
    """Probe a model on GRAFFORD affordances in the paper's formats: a score for each of the 15 classes."""
    _probe("grafford", data, model, method, limit, out, device, dtype, batch_size, shard, max_new_tokens, as_json)
