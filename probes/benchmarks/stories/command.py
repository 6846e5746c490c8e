"""`physkb probe gita` and `physkb probe trip`: the same options; only the data folder and the unit
`--limit` counts differ."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

import typer

from probes.cli_options import (BatchSizeOption, ChooseByOption, DeviceOption, DtypeOption, JsonOption, ModelOption,
                                ShardOption, ShotSeedOption, ShotsOption, WorkersOption, RayAddressOption,
                                run_probe_command)

_DATA_HELP = "Release data folder (shared data or its {0}/ folder); default: our own kb/stories ($PHYSKB_DATA counts)."


def story_probe_command(bench) -> Callable[..., None]:
    """The typer function of `physkb probe <bench.name>` for a story benchmark."""

    def command(
        data: Optional[str] = typer.Option(None, "--data", help=_DATA_HELP.format(bench.name)),
        model: ModelOption = "smollm2",
        method: str = typer.Option("loglik", "--method", help="loglik (score each option) or generate (greedy, parsed)."),
        limit: Optional[int] = typer.Option(None, "--limit", min=1, help=f"Probe only the first N {bench.unit}."),
        out: Optional[Path] = typer.Option(None, "--out", help=f"Run folder (default runs/{bench.name}-<model>-<method>); "
                                           "re-run to resume."),
        device: DeviceOption = None,
        dtype: DtypeOption = None,
        batch_size: BatchSizeOption = None,
        shard: ShardOption = None,
        workers: WorkersOption = None,
        ray_address: RayAddressOption = None,
        choose_by: ChooseByOption = "sum",
        max_new_tokens: int = typer.Option(24, "--max-new-tokens", min=1, help="generate: tokens to generate."),
        shots: ShotsOption = 0,
        shot_seed: ShotSeedOption = 0,
        ask_reason: bool = typer.Option(False, "--ask-reason", help="generate: ask for the plausibility answer and a "
                                        "short reason; the reason is checked against the conflict (sentence, "
                                        "entity, state)."),
        as_json: JsonOption = False,
    ) -> None:
        run_probe_command(bench, as_json, workers=workers, ray_address=ray_address, model=model, method=method, data=data, limit=limit, out=out, device=device,
                          dtype=dtype, batch_size=batch_size, shard=shard, max_new_tokens=max_new_tokens,
                          shots=shots, shot_seed=shot_seed,
                          settings={"choose_by": choose_by, **({"ask_reason": True} if ask_reason else {})})

    command.__name__ = f"probe_{bench.name}"
    command.__doc__ = bench.probe_doc
    return command
