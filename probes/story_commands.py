"""CLI commands `physkb probe gita` and `physkb probe trip` (registered on solver.cli_apps.probe_app)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from solver.cli_apps import probe_app
from probes.cli_options import BatchSizeOption, ChooseByOption, DeviceOption, DtypeOption, JsonOption, ModelOption, ShardOption


def _probe_stories(benchmark: str, data: Optional[str], model: str, method: str, limit: Optional[int],
                   out: Optional[Path], device: Optional[str], dtype: Optional[str], batch_size: Optional[int],
                   shard: Optional[str], choose_by: str, max_new_tokens: int, as_json: bool) -> None:
    from probes import benchmarks
    from probes.benchmarks.runner import BenchmarkProbeOptions

    bench = benchmarks.get(benchmark)
    summary = bench.run(BenchmarkProbeOptions(
        benchmark=benchmark, model=model, method=method, data=data, limit=limit, out=out, device=device,
        dtype=dtype, batch_size=batch_size, shard=shard, max_new_tokens=max_new_tokens,
        settings={"choose_by": choose_by}))
    if as_json:
        print(json.dumps(summary, default=str))
        return
    tiered = summary.get("tiered") or {}
    print(f"{summary['n_done']}/{summary['n_items']} items probed, {summary['n_unparsable']} with an unparsable "
          f"plausibility answer")
    if tiered:
        print("accuracy {accuracy} / consistency {consistency} / verifiability {verifiability} (%) on {stories} stories"
              .format(**{k: tiered.get(k) for k in ("accuracy", "consistency", "verifiability", "stories")}))
        for part, r in (tiered.get("by_partition") or {}).items():
            print(f"  {part:12s} {r['accuracy']} / {r['consistency']} / {r['verifiability']} ({r['stories']} stories)")
        if tiered.get("pairs"):
            p = tiered["pairs"]
            print(f"  pairs        {p['accuracy']} / {p['consistency']} / {p['verifiability']} ({p['pairs']} pairs)")
    print(f"score-tiered predictions: {summary.get('tiered_predictions')}")
    print(f"run folder: {summary['run']}")


_DATA_HELP = "Release data folder (shared data or its {0}/ folder); default: our own kb/stories ($PHYSKB_DATA counts)."


def _register_story_probe(benchmark: str, unit: str, doc: str):
    """`physkb probe <benchmark>`: GITA and TRIP take the same options; only the data folder and the
    unit `--limit` counts differ."""

    def command(
        data: Optional[str] = typer.Option(None, "--data", help=_DATA_HELP.format(benchmark)),
        model: ModelOption = "smollm2",
        method: str = typer.Option("loglik", "--method", help="loglik (score each option) or generate (greedy, parsed)."),
        limit: Optional[int] = typer.Option(None, "--limit", help=f"Probe only the first N {unit}."),
        out: Optional[Path] = typer.Option(None, "--out", help=f"Run folder (default runs/{benchmark}-<model>-<method>); "
                                           "re-run to resume."),
        device: DeviceOption = None,
        dtype: DtypeOption = None,
        batch_size: BatchSizeOption = None,
        shard: ShardOption = None,
        choose_by: ChooseByOption = "sum",
        max_new_tokens: int = typer.Option(24, "--max-new-tokens", help="generate: tokens to generate."),
        as_json: JsonOption = False,
    ) -> None:
        _probe_stories(benchmark, data, model, method, limit, out, device, dtype, batch_size, shard, choose_by,
                       max_new_tokens, as_json)

    command.__name__ = f"probe_{benchmark}"
    command.__doc__ = doc
    return probe_app.command(benchmark)(command)


probe_gita = _register_story_probe(
    "gita", "stories",
    "Probe a model on GITA stories (plausible?, conflict pair, physical states) into a resumable run folder.")
probe_trip = _register_story_probe(
    "trip", "story pairs",
    "Probe a model on TRIP story pairs (which is plausible?, conflict pair, physical states) into a run folder.")
