"""Confidence intervals for the report's proportions, so a verdict never rests on a handful of items.

A share measured on n items is shown with its 95% Wilson score interval (well behaved at 0%, 100% and
small n, where the normal approximation is not). Two figures are called different only when their
intervals do not overlap; otherwise the report says there are too few items to compare.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

Z95 = 1.959963984540054
TOO_FEW = "too few items to compare"


@dataclass(frozen=True)
class Interval:
    low: float  # in the same unit as the figure it belongs to
    high: float

    def text(self, digits: int = 1) -> str:
        return f"{self.low:.{digits}f}–{self.high:.{digits}f}"


def wilson(successes: float, n: int, z: float = Z95) -> Optional[tuple[float, float]]:
    """The Wilson score interval of successes/n as fractions (0-1); None without items."""
    if not n or n <= 0:
        return None
    p = min(max(successes / n, 0.0), 1.0)
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def share_interval(value: Optional[float], n: Optional[int], scale: float = 100.0) -> Optional[Interval]:
    """The 95% Wilson interval of a share given in `scale` units (100 for percent, 1 for a fraction)."""
    if value is None or not n:
        return None
    bounds = wilson(value / scale * n, int(n))
    return None if bounds is None else Interval(bounds[0] * scale, bounds[1] * scale)


def compare(a: Optional[Interval], b: Optional[Interval]) -> Optional[int]:
    """+1 when a lies wholly above b, -1 wholly below, 0 when they overlap (too few items), None when unknown."""
    if a is None or b is None:
        return None
    if a.low > b.high:
        return 1
    if a.high < b.low:
        return -1
    return 0


def interval_suffix(value: Optional[float], n: Optional[int], scale: float = 100.0, digits: int = 1) -> str:
    """' [43.1–63.2]': the 95% Wilson interval to put after a table cell's figure ('' without items).

    Tables show a share as 'figure [low–high]' (the header or caption says the bracket is the 95%
    interval); the n it rests on is the table's items row or its own column."""
    ci = share_interval(value, n, scale)
    return "" if ci is None else f" [{ci.text(digits)}]"


def share_cell(value: Optional[float], n: Optional[int], scale: float = 100.0, digits: int = 1) -> str:
    """'53.3 [43.1–63.2]': a share in `scale` units with its 95% Wilson interval; '–' when unknown."""
    if value is None:
        return "–"
    return f"{value:.{digits}f}" + interval_suffix(value, n, scale, digits)


def with_interval(value: Optional[float], n: Optional[int], scale: float = 100.0, digits: int = 1) -> str:
    """'53.3 (n=90, 95% CI 43.1–63.2)': a figure with what it rests on."""
    if value is None:
        return "–"
    ci = share_interval(value, n, scale)
    return f"{value:.{digits}f}" if ci is None else f"{value:.{digits}f} (n={n}, 95% CI {ci.text(digits)})"


def counted(n: int, noun: str) -> str:
    """'1 pair', '3 pairs': a count with its noun in the right number (nouns are given in the plural)."""
    return f"{n} {noun[:-1] if n == 1 and noun.endswith('s') else noun}"
