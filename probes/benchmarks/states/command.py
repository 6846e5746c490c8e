"""`physkb probe states`: the shared probe options, the story source and the reading's token budget."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

import typer

from probes.cli_options import LOCAL_PLACEMENT, JsonOption, ModelOption, run_probe_command, with_options


def states_probe_command(bench) -> Callable[..., None]:
    """The typer function of `physkb probe states`."""

    @with_options(placement=LOCAL_PLACEMENT)
    def command(
        data: Optional[str] = typer.Option(None, "--data", help="The stories: a TRIP or GITA release folder or file, "
                                           "natural_dev.json, or a folder of our stories (the shared data folder means "
                                           "its trip/); default: kb/stories."),
        model: ModelOption = "smollm2",
        limit: Optional[int] = typer.Option(None, "--limit", min=1, help="Read only the first N stories (TRIP: pairs "
                                            "kept whole)."),
        out: Optional[Path] = typer.Option(None, "--out", help="Run folder (default runs/states-<model>-read); re-run "
                                           "to resume."),
        placement: Optional[dict] = None,  # --device ... --shard (probes.cli_options.LOCAL_PLACEMENT)
        max_new_tokens: int = typer.Option(768, "--max-new-tokens", min=1, help="The token budget of one reading."),
        no_repair: bool = typer.Option(False, "--no-repair", help="No repair round for a reading that fails "
                                       "validation."),
        prompt_form: str = typer.Option("auto", "--prompt-form", help="The reading prompt: full, compact or auto "
                                        "(compact for a local model on the CPU, else full; see physkb read)."),
        as_json: JsonOption = False,
    ) -> None:
        # lazy: loads torch, clingo, and the device module with them (off `physkb --help`'s path)
        from probes.backends import resolve_model
        from probes.device import resolve_placement
        from probes.reading.run import choose_prompt_form

        form = choose_prompt_form(prompt_form, resolve_model(model).backend,
                                  resolve_placement(placement.get("device")).device)
        run_probe_command(bench, as_json, **placement, model=model, method="read", data=data, limit=limit, out=out,
                          max_new_tokens=max_new_tokens,
                          settings={"reading_max_new_tokens": max_new_tokens, "prompt_form": form,
                                    **({"no_repair": True} if no_repair else {})})

    command.__name__ = f"probe_{bench.name}"
    command.__doc__ = bench.probe_doc
    return command
