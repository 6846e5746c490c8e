"""How often the two Task-2 gold orders disagree on generated items (`validate coat` lists it).

The release generator takes the moderate option with the smallest SUM of time and material
penalty; the paper's appendix D.5 ranks by time penalty, then material penalty. Both keys come
from the rules (rules/coat_classes.lp gold_key/7). An item counts as a disagreement when the
other order picks another option, or no unique one (a tie under that order).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from solver.coat.questions.variations import TASK2
from solver.coat.questions.sampling import sample_variation, unique_minimum
from solver.coat.questions.truth import build_truth
from solver.coat.records import TASK2_GOLD_ORDERS


@dataclass(frozen=True)
class OrderDisagreement:
    variation: str
    items: int
    other_gold: int  # the other order picks another option
    other_tie: int  # the other order finds no unique minimum

    @property
    def disagree(self) -> int:
        return self.other_gold + self.other_tie

    def to_json(self) -> dict[str, Any]:
        share = self.disagree / self.items if self.items else 0.0
        return {"variation": self.variation, "items": self.items, "disagree": self.disagree,
                "other_gold": self.other_gold, "other_tie": self.other_tie, "share": round(share, 4)}


def gold_order_disagreements(kb: Any, derivation: Any, profile: str, seed: int = 0,
                             generated_by: str = "sum") -> list[OrderDisagreement]:
    """Per Task-2 variation: items generated (seed, generated_by order) whose gold the other order changes."""
    other = next(o for o in TASK2_GOLD_ORDERS if o != generated_by)
    truth = build_truth(kb, derivation, profile, kb.source, {})
    out = []
    for variation in TASK2:
        sample = sample_variation(truth, variation, seed, task2_gold=generated_by)
        changed = tied = 0
        for draw in sample.draws:
            moderate = [draw.gold, *(c for c in draw.distractors if c.cls == "moderate")]
            pick = unique_minimum(moderate, other)
            if pick is None:
                tied += 1
            elif pick is not draw.gold:
                changed += 1
        out.append(OrderDisagreement(variation.name, len(sample.draws), changed, tied))
    return out
