"""In-context demonstrations: which items serve as demos, and how several seeds are summarised.

The papers probe with demonstrations (GRAFFORD Table 4: 5 demos, mean and spread over
draws). A demo must never be a scored item, nor share a story or question group with one
(a GITA base story shown as a demo would give away its variant), so demos are drawn from a
pool disjoint from the scored items, by a seeded generator: the same seed draws the same
demos, and run.json records their ids.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable, Collection, Hashable, Optional, Sequence

from solver.errors import DataError


@dataclass(frozen=True)
class ShotPlan:
    """What run.json records: K, the seed, and the demo ids in prompt order."""

    shots: int
    seed: int
    demo_ids: tuple[str, ...]

    def to_json(self) -> dict:
        return {"shots": self.shots, "shot_seed": self.seed, "demo_ids": list(self.demo_ids)}


def draw_demos(pool_ids: Sequence[str], scored_ids: Collection[str], shots: int, seed: int,
               group_of: Optional[Callable[[str], Hashable]] = None) -> ShotPlan:
    """K demo ids from the pool, none scored and none in a scored item's group; seeded, stable."""
    if shots < 0:
        raise DataError(f"must be 0 or more, got {shots}", where="--shots")
    if shots == 0:
        return ShotPlan(0, seed, ())
    scored = set(scored_ids)
    group = group_of or (lambda i: i)
    scored_groups = {group(i) for i in scored}
    candidates = sorted({i for i in pool_ids if i not in scored and group(i) not in scored_groups})
    if len(candidates) < shots:
        raise DataError(f"{shots} demonstrations asked for, but only {len(candidates)} items are left outside the "
                        f"scored items and their groups; lower --shots or --limit", where="--shots")
    rng = random.Random(f"physkb-shots:{seed}")
    return ShotPlan(shots, seed, tuple(rng.sample(candidates, shots)))


def with_demos(prompt: str, demos: Sequence[tuple[str, str]], separator: str = "\n\n") -> str:
    """The prompt preceded by each demo's prompt and its gold answer (plain text, not chat)."""
    if not demos:
        return prompt
    return separator.join(f"{p.rstrip()}{a if a.startswith((' ', chr(10))) else ' ' + a}" for p, a in demos) \
        + separator + prompt


def mean_std(values: Sequence[Optional[float]]) -> tuple[Optional[float], Optional[float]]:
    """Mean and sample standard deviation over seeds (None values left out; std None for one value)."""
    xs = [float(v) for v in values if v is not None]
    if not xs:
        return None, None
    mean = sum(xs) / len(xs)
    if len(xs) < 2:
        return mean, None
    return mean, math.sqrt(sum((x - mean) ** 2 for x in xs) / (len(xs) - 1))


def format_mean_std(values: Sequence[Optional[float]], digits: int = 1) -> str:
    mean, std = mean_std(values)
    if mean is None:
        return "–"
    return f"{mean:.{digits}f}" if std is None else f"{mean:.{digits}f} ± {std:.{digits}f}"
