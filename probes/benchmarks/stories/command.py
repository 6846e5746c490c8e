"""`physkb probe gita` and `physkb probe trip`: the same options; only the data folder and the unit
`--limit` counts differ."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

import typer

from probes.cli_options import (DEMONSTRATIONS, PLACEMENT, ChooseByOption, JsonOption, ModelOption, run_probe_command,
                                with_options)

_DATA_HELP = "Release data folder (shared data or its {0}/ folder); default: our own kb/stories ($PHYSKB_DATA counts)."


def story_probe_command(bench) -> Callable[..., None]:
    """The typer function of `physkb probe <bench.name>` for a story benchmark."""

    @with_options(placement=PLACEMENT, demonstrations=DEMONSTRATIONS)
    def command(
        data: Optional[str] = typer.Option(None, "--data", help=_DATA_HELP.format(bench.name)),
        model: ModelOption = "smollm2",
        method: str = typer.Option("loglik", "--method", help="loglik (score each option) or generate (greedy, parsed)."),
        limit: Optional[int] = typer.Option(None, "--limit", min=1, help=f"Probe only the first N {bench.unit}."),
        out: Optional[Path] = typer.Option(None, "--out", help=f"Run folder (default runs/{bench.name}-<model>-<method>); "
                                           "re-run to resume."),
        placement: Optional[dict] = None,  # --device ... --ray-address (probes.cli_options.PLACEMENT)
        choose_by: ChooseByOption = "sum",
        max_new_tokens: int = typer.Option(24, "--max-new-tokens", min=1, help="generate: tokens to generate."),
        demonstrations: Optional[dict] = None,  # --shots, --shot-seed (probes.cli_options.DEMONSTRATIONS)
        ask_reason: bool = typer.Option(False, "--ask-reason", help="generate: ask for the plausibility answer and a "
                                        "short reason; the reason is checked against the conflict (sentence, "
                                        "entity, state)."),
        as_json: JsonOption = False,
    ) -> None:
        run_probe_command(bench, as_json, **placement, model=model, method=method, data=data, limit=limit, out=out,
                          max_new_tokens=max_new_tokens,
                          **demonstrations,
                          settings={"choose_by": choose_by, **({"ask_reason": True} if ask_reason else {})})

    command.__name__ = f"probe_{bench.name}"
    command.__doc__ = bench.probe_doc
    return command
