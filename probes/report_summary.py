"""The summary a report opens with: per benchmark, each model against the solver and the best baseline.

A reader should learn what a run shows before any table: whether the model beats the
trivial strategies at all, by how much, and how far it is from the symbolic solver. The
verdict is plain words computed from the same figures the tables show.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from probes.fewshot import mean_std
from probes.intervals import TOO_FEW, compare, counted, share_interval
import re


@dataclass(frozen=True)
class Score:
    label: str
    value: Optional[float]  # in the metric's unit (percent or fraction)
    n: Optional[int] = None  # items (or pairs) it is measured on
    unit: str = "items"  # what n counts
    std: Optional[float] = None  # spread over demonstration seeds, when the value is their mean


@dataclass(frozen=True)
class Verdict:
    benchmark: str
    metric: str
    model: Score
    best_baseline: Optional[Score]
    solver: Optional[Score]
    margin: Optional[float]  # model minus best baseline
    beats_baselines: Optional[bool]
    text: str
    solver_is_gold: bool = False

    def row(self) -> list[str]:
        def f(s: Optional[Score]) -> str:
            return "–" if s is None or s.value is None else f"{s.value:.1f}"

        score = f(self.model) + (f" ± {self.model.std:.1f}" if self.model.std is not None else "")
        ci = share_interval(self.model.value, self.model.n)
        if ci is not None:
            score += f" [{ci.text()}]"
        solver = f(self.solver) + (f" ({GOLD_BY_CONSTRUCTION})" if self.solver_is_gold and self.solver else "")
        return [self.benchmark, self.model.label, self.metric, score,
                "–" if not self.model.n else counted(self.model.n, self.model.unit),
                "–" if self.best_baseline is None else f"{self.best_baseline.label} {f(self.best_baseline)}",
                solver, self.text]


def merge_seeds(headlines: list[dict]) -> list[dict]:
    """Headline figures of runs labelled "... , seed S)" merged per label without the seed: the mean of each
    figure, with "± std" over the seeds in the label (GRAFFORD Table 4 reports demos this way)."""
    groups: dict[str, list[dict]] = {}
    for h in headlines:
        key = re.sub(r", seed \d+\)$", ")", h["model"])
        groups.setdefault(key, []).append(h)
    out = []
    for key, hs in groups.items():
        if len(hs) == 1:
            out.append(hs[0])
            continue
        mean, std = mean_std([h.get("value") for h in hs])
        base_names = {k for h in hs for k in (h.get("baselines") or {})}
        merged = {**hs[0], "model": f"{key[:-1]}, mean over {len(hs)} seeds)", "value": mean, "std": std,
                  "n": hs[0].get("n"),
                  "baselines": {k: mean_std([(h.get("baselines") or {}).get(k) for h in hs])[0] for k in base_names},
                  "solver": mean_std([h.get("solver") for h in hs])[0]}
        out.append(merged)
    return out


SUMMARY_HEADER = ["benchmark", "model", "metric", "score (95% CI)", "n", "best baseline", "solver", "verdict"]
GOLD_BY_CONSTRUCTION = "gold by construction"


def verdict(benchmark: str, metric: str, model: Score, baselines: Sequence[Score], solver: Optional[Score] = None,
            tolerance: float = 0.0, solver_is_gold: bool = False) -> Verdict:
    """Does the model beat every baseline, and is it below the solver: said only where the 95% Wilson intervals
    (on the model's n items, baselines measured on the same items) do not overlap, else "too few items to
    compare". A solver whose answers are the gold (COAT's items come from the solver) is marked so, never
    compared: its 100% is a definition, not a result."""
    known = [b for b in baselines if b.value is not None]
    best = max(known, key=lambda b: b.value) if known else None
    if model.value is None:
        return Verdict(benchmark, metric, model, best, solver, None, None, "no answers scored")
    mine = share_interval(model.value, model.n)
    parts = []
    margin = beats = None
    if best is not None:
        margin = model.value - best.value
        side = compare(mine, share_interval(best.value, best.n or model.n))
        sign = "+" if margin >= 0 else "−"
        gap = f"{sign}{abs(margin):.1f} points against the best, {best.label} ({best.value:.1f})"
        if side is None or side == 0:
            parts.append(f"{TOO_FEW} with the baselines ({gap})")
        else:
            beats = side > 0 and margin > tolerance
            parts.append(("beats the baselines" if beats else "does not beat the baselines") + f": {gap}")
    if solver is not None and solver.value is not None:
        if solver_is_gold:
            parts.append(f"solver {solver.value:.1f} is {GOLD_BY_CONSTRUCTION} (its answers are the gold)")
        else:
            gap = solver.value - model.value
            side = compare(mine, share_interval(solver.value, solver.n or model.n))
            where = (f"{gap:.1f} points below the solver ({solver.value:.1f})" if gap > 0 else
                     f"{-gap:.1f} points above the solver ({solver.value:.1f})" if gap < 0 else
                     f"level with the solver ({solver.value:.1f})")
            parts.append(where if side not in (None, 0) else f"{TOO_FEW} with the solver ({where})")
    n = f" on {counted(model.n, model.unit)}" if model.n else " (number of items unknown)"
    spread = f" ± {model.std:.1f}" if model.std is not None else ""
    ci = f" (95% CI {mine.text()})" if mine is not None else ""
    head = f"{model.label} scores {model.value:.1f}{spread} {metric}{n}{ci}"
    return Verdict(benchmark, metric, model, best, solver, margin, beats, head + ("; " + "; ".join(parts) if parts else ""),
                   solver_is_gold)
