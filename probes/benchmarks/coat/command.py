"""`physkb probe coat`: COAT items (from `physkb generate coat`) into a resumable run folder."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

import typer

from probes.cli_options import (DEMONSTRATIONS, PLACEMENT, ChooseByOption, JsonOption, LimitOption, ModelOption,
                                run_probe_command, with_options)


def coat_probe_command(bench) -> Callable[..., None]:
    """The typer function of `physkb probe coat`, bound to the COAT benchmark object."""

    @with_options(placement=PLACEMENT, demonstrations=DEMONSTRATIONS)
    def probe_coat(
        items: Path = typer.Option(..., "--items", help="COAT items: a .jsonl file or a folder of them (from `physkb generate coat`)."),
        model: ModelOption = "smollm2",
        method: str = typer.Option("loglik", "--method", help="loglik (score each option) or generate (greedy, parse the letter)."),
        limit: LimitOption = None,
        out: Optional[Path] = typer.Option(None, "--out", help="Run folder (default runs/coat-<model>-<method>); re-run to resume."),
        placement: Optional[dict] = None,  # --device ... --ray-address (probes.cli_options.PLACEMENT)
        choices: str = typer.Option("texts", "--choices", help="loglik continuations: option texts or letters."),
        choose_by: ChooseByOption = "sum",
        max_new_tokens: int = typer.Option(16, "--max-new-tokens", min=1, help="generate: tokens to generate."),
        demonstrations: Optional[dict] = None,  # --shots, --shot-seed (probes.cli_options.DEMONSTRATIONS)
        ask_reason: bool = typer.Option(False, "--ask-reason", help="generate: ask for the letter and a short reason; "
                                        "the reason is checked against the solver's facts and penalties."),
        as_json: JsonOption = False,
    ) -> None:
        """Probe a model on COAT items into a resumable run folder (predictions.jsonl, one line per item)."""
        run_probe_command(bench, as_json, **placement, model=model, method=method, data=items, limit=limit, out=out,
                          max_new_tokens=max(max_new_tokens, 64) if ask_reason else max_new_tokens,
                          **demonstrations,
                          settings={"choices": choices, "choose_by": choose_by, **({"ask_reason": True} if ask_reason else {})})

    return probe_coat
