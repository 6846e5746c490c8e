"""The hook through which a package outside the solver (probes/) supplies model readers.

The solver never imports probes: a probes plug-in (the `physkb.commands` entry point) registers a function
here, and `physkb read --model` / `check-story --reader` (the model round trip) call it.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

_MODEL_READER: Optional[Callable[..., Any]] = None


def register_model_reader(reader: Callable[..., Any]) -> None:
    """Install the function that reads stories with a model (called by the probes plug-in; idempotent)."""
    global _MODEL_READER
    _MODEL_READER = reader


def model_reader() -> Optional[Callable[..., Any]]:
    """The registered model reader, or None when no plug-in supplies one."""
    return _MODEL_READER
