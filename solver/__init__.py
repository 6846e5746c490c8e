"""physkb solver: facts in, rules run by clingo / ProbLog, answers with traces out."""
from __future__ import annotations

from typing import Any

__all__ = ["best_substitute"]


def __getattr__(name: str) -> Any:
    # Lazy so `import solver` stays cheap; best_substitute lives in the COAT area.
    if name == "best_substitute":
        # deferred: loads clingo, clorm, problog (off `physkb --help`'s path)
        from solver.coat.substitute import best_substitute

        return best_substitute
    raise AttributeError(name)
