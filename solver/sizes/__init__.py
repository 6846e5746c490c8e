"""sizes area of the solver: which of two things is bigger, from a context sentence and priors.

The area's public answers, for other packages (probes): `answer_size`, `answer_many`, `SizeAnswer`
(solver.sizes.answer). They are loaded on first use, because the area's command module is
imported at start-up and the answers pull in ProbLog and the lexicon.
"""
from __future__ import annotations

from typing import Any

PUBLIC = ("answer_size", "answer_many", "SizeAnswer")


def __getattr__(name: str) -> Any:
    if name in PUBLIC:
        # deferred: loads clingo, clorm, problog, simplemma (off `physkb --help`'s path)
        from solver.sizes import answer

        return getattr(answer, name)
    raise AttributeError(f"module 'solver.sizes' has no attribute {name!r}")
