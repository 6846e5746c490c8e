"""Optional packages the plans area reads in place (eai-eval, up-fast-downward).

Both are in the `plans` extra: a missing one is a typed error that says how to install it, not an
ImportError traceback.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from solver.errors import PhyskbError


@contextmanager
def installed_or(missing: type[PhyskbError], message: str) -> Iterator[None]:
    """Around an optional package's import: its ImportError becomes `missing(message)`."""
    try:
        yield
    except ImportError as err:
        raise missing(message) from err
