"""The summary a report opens with: per benchmark, each model against the solver and the best baseline.

A reader should learn what a run shows before any table: whether the model beats the
trivial strategies at all, by how much, and how far it is from the symbolic solver. The
verdict is plain words computed from the same figures the tables show.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence


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

    def row(self) -> list[str]:
        def f(s: Optional[Score]) -> str:
            return "–" if s is None or s.value is None else f"{s.value:.1f}"

        score = f(self.model) + (f" ± {self.model.std:.1f}" if self.model.std is not None else "")
        return [self.benchmark, self.model.label, self.metric, score,
                "–" if self.best_baseline is None else f"{self.best_baseline.label} {f(self.best_baseline)}",
                f(self.solver), self.text]


def merge_seeds(headlines: list[dict]) -> list[dict]:
    """Headline figures of runs labelled "... , seed S)" merged per label without the seed: the mean of each
    figure, with "± std" over the seeds in the label (GRAFFORD Table 4 reports demos this way)."""
    import re

    from probes.fewshot import mean_std

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


SUMMARY_HEADER = ["benchmark", "model", "metric", "score", "best baseline", "solver", "verdict"]


def verdict(benchmark: str, metric: str, model: Score, baselines: Sequence[Score], solver: Optional[Score] = None,
            tolerance: float = 0.0) -> Verdict:
    """Does the model beat every baseline (by more than `tolerance`), and by how much; where is the solver."""
    known = [b for b in baselines if b.value is not None]
    best = max(known, key=lambda b: b.value) if known else None
    if model.value is None:
        return Verdict(benchmark, metric, model, best, solver, None, None, "no answers scored")
    parts = []
    margin = beats = None
    if best is not None:
        margin = model.value - best.value
        beats = margin > tolerance
        sign = "+" if margin >= 0 else "−"
        parts.append(("beats the baselines" if beats else "does not beat the baselines")
                     + f": {sign}{abs(margin):.1f} points against the best, {best.label} ({best.value:.1f})")
    if solver is not None and solver.value is not None:
        gap = solver.value - model.value
        parts.append(f"{gap:.1f} points below the solver ({solver.value:.1f})" if gap > 0 else
                     f"{-gap:.1f} points above the solver ({solver.value:.1f})" if gap < 0 else
                     f"level with the solver ({solver.value:.1f})")
    n = f" on {model.n} {model.unit}" if model.n else ""
    spread = f" ± {model.std:.1f}" if model.std is not None else ""
    text = f"{model.label} scores {model.value:.1f}{spread} {metric}{n}; " + "; ".join(parts) if parts else \
        f"{model.label} scores {model.value:.1f}{spread} {metric}{n}"
    return Verdict(benchmark, metric, model, best, solver, margin, beats, text)
