"""`physkb probe coat`: COAT items (from `physkb generate coat`) into a resumable run folder."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

import typer

from probes.cli_options import (BatchSizeOption, ChooseByOption, DeviceOption, DtypeOption, JsonOption, LimitOption,
                                ModelOption, ShardOption, ShotSeedOption, ShotsOption,
                                WorkersOption, RayAddressOption, run_probe_command)


def coat_probe_command(bench) -> Callable[..., None]:
    """The typer function of `physkb probe coat`, bound to the COAT benchmark object."""

    def probe_coat(
        items: Path = typer.Option(..., "--items", help="COAT items: a .jsonl file or a folder of them (from `physkb generate coat`)."),
        model: ModelOption = "smollm2",
        method: str = typer.Option("loglik", "--method", help="loglik (score each option) or generate (greedy, parse the letter)."),
        limit: LimitOption = None,
        out: Optional[Path] = typer.Option(None, "--out", help="Run folder (default runs/coat-<model>-<method>); re-run to resume."),
        device: DeviceOption = None,
        dtype: DtypeOption = None,
        batch_size: BatchSizeOption = None,
        shard: ShardOption = None,
        workers: WorkersOption = None,
        ray_address: RayAddressOption = None,
        choices: str = typer.Option("texts", "--choices", help="loglik continuations: option texts or letters."),
        choose_by: ChooseByOption = "sum",
        max_new_tokens: int = typer.Option(16, "--max-new-tokens", min=1, help="generate: tokens to generate."),
        shots: ShotsOption = 0,
        shot_seed: ShotSeedOption = 0,
        ask_reason: bool = typer.Option(False, "--ask-reason", help="generate: ask for the letter and a short reason; "
                                        "the reason is checked against the solver's facts and penalties."),
        as_json: JsonOption = False,
    ) -> None:
        """Probe a model on COAT items into a resumable run folder (predictions.jsonl, one line per item)."""
        run_probe_command(bench, as_json, workers=workers, ray_address=ray_address,
                          model=model, method=method, data=items, limit=limit, out=out,
                          device=device, dtype=dtype, batch_size=batch_size, shard=shard,
                          max_new_tokens=max(max_new_tokens, 64) if ask_reason else max_new_tokens,
                          shots=shots, shot_seed=shot_seed,
                          settings={"choices": choices, "choose_by": choose_by, **({"ask_reason": True} if ask_reason else {})})

    return probe_coat
