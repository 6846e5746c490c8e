"""The options of reading stories with a model, declared once for `physkb read --model` and for
`physkb check-story --reader` (which names them with a `--reader-` prefix, beside its own options).

Why here: both commands hand the same settings to solver/readings/model_reading.py; declaring the flags in
one place keeps their types, defaults and help in step.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Optional

import typer


@dataclass(frozen=True)
class ModelReadingOptions:
    """The annotated parameter types of one command's model-reading options."""

    limit: Any
    out: Any
    device: Any
    max_new_tokens: Any
    prompt_form: Any


def model_reading_options(prefix: str, switch: str) -> ModelReadingOptions:
    """The options named `--{prefix}limit` etc., each help text saying it applies with `switch`."""
    def option(name: str, help_text: str) -> Any:
        return typer.Option(f"--{prefix}{name}", help=f"With {switch}: {help_text}")

    return ModelReadingOptions(
        limit=Annotated[Optional[int], option("limit", "read only the first N stories.")],
        out=Annotated[Optional[Path], option("out", "the reading run's folder (resumable; default: a cache folder "
                                                    "for this model, stories and settings).")],
        device=Annotated[Optional[str], option("device", "cpu, cuda, ... (default: CUDA if available).")],
        max_new_tokens=Annotated[Optional[int], option("max-new-tokens", "the token budget of one reading "
                                                                         "(default 768).")],
        prompt_form=Annotated[Optional[str], option("prompt-form", "the prompt the model reads: full, compact or "
                                                                   "auto (default auto: compact for a local model on "
                                                                   "the CPU, else full; `physkb read --prompt` prints "
                                                                   "full unless asked).")],
    )


READ_OPTIONS = model_reading_options("", "--model")
CHECK_READER_OPTIONS = model_reading_options("reader-", "--reader")
