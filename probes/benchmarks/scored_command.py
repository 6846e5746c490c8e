"""`physkb probe cccons` and `physkb probe grafford`: benchmarks scored by candidate words, whose
--method defaults to the model kind's format. Each benchmark brings its own help texts."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

import typer

from probes.cli_options import DEMONSTRATIONS, PLACEMENT, JsonOption, run_probe_command, with_options
from solver.errors import PhyskbError

MODEL_HELP = "Local HF folder (causal LM, masked LM or NLI classifier), .gguf file, or the alias smollm2."


def scored_probe_command(bench) -> Callable[..., None]:
    """The typer function of `physkb probe <bench.name>` for a ScoredBenchmark."""

    @with_options(placement=PLACEMENT, demonstrations=DEMONSTRATIONS)
    def command(
        data: Optional[str] = typer.Option(None, "--data", help=bench.data_help),
        model: str = typer.Option("smollm2", "--model", help=MODEL_HELP),
        method: Optional[str] = typer.Option(None, "--method", help=bench.method_help),
        limit: Optional[int] = typer.Option(None, "--limit", min=1, help=bench.limit_help),
        out: Optional[Path] = typer.Option(None, "--out", help=f"Run folder (default runs/{bench.name}-<model>-"
                                           "<method>); re-run to resume."),
        placement: Optional[dict] = None,  # --device ... --ray-address (probes.cli_options.PLACEMENT)
        max_new_tokens: Optional[int] = typer.Option(
            None, "--max-new-tokens", min=1, help=f"generate: tokens to generate ({bench.default_max_new_tokens})."),
        demonstrations: Optional[dict] = None,  # --shots, --shot-seed (probes.cli_options.DEMONSTRATIONS)
        ask_reason: bool = typer.Option(False, "--ask-reason", help="generate (CConS): ask for the bigger object and a "
                                        "short reason; the size relation the reason names is checked."),
        as_json: JsonOption = False,
    ) -> None:
        if ask_reason and not getattr(bench, "checks_reasons", False):
            raise PhyskbError(f"--ask-reason: {bench.name} reasons are not checked (COAT, GITA, TRIP and CConS are)")
        run_probe_command(bench, as_json, **placement, model=model, method=method, data=data, limit=limit, out=out,
                          max_new_tokens=max_new_tokens, **demonstrations,
                          **({"settings": {"ask_reason": True}} if ask_reason else {}))

    command.__name__ = f"probe_{bench.name}"
    command.__doc__ = bench.probe_doc
    return command
