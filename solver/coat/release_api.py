"""How the coat area reads COAT's release (solver.releases.ReleaseApi), for its descriptor (solver/coat/benchmark.py)."""
from __future__ import annotations

from typing import Any, Callable

from solver.coat.knowledge import load_coat_kb
from solver.coat.questions.variations import select_variations
from solver.coat.validate import validate_release
from solver.releases import ReleaseApi
from solver.stats.coat import coat_stats


def _variations(task_type: int) -> Callable[[dict], Any]:
    """Our question generator's variations of a task (solver.coat.questions.variations), the paper's layout."""
    return lambda _: sum(1 for v in select_variations() if v.task_type == task_type)


COAT_API = ReleaseApi(load_coat_kb, coat_stats, lambda folder: validate_release(load_coat_kb(folder)),
                      paper_figures={f"Task-{t} / variations": _variations(t) for t in (0, 1, 2)})
