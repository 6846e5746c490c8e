"""Accuracy broken down by what drives it (a benchmark's analysis names the groups: CConS per verb phrase
and preposition, COAT per utility).

The papers explain their results this way (CConS: models use "in"/"into" but not verbs;
GITA 4.5: per attribute). The groups come from the solver, not from the model: a CConS item's
verb phrase and preposition are the lexicon entry that matched its context (solver.sizes),
so the same item always falls in the same group whatever a model answered.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Hashable, Iterable, Optional

from solver.language.lexicon import word_list

#: Prepositions a context is grouped by (kb/language/en.lp), longer before shorter where one starts another.
PREPOSITIONS = word_list("group_preposition")
_PREP = re.compile(r"\b(" + "|".join(PREPOSITIONS) + r")\b")


@dataclass(frozen=True)
class Group:
    key: str
    n: int
    correct: int

    @property
    def accuracy(self) -> Optional[float]:
        return round(100.0 * self.correct / self.n, 1) if self.n else None

    def row(self) -> list[str]:
        return [self.key, str(self.n), str(self.correct), "–" if self.accuracy is None else f"{self.accuracy:.1f}"]


GROUP_HEADER = ["group", "items", "correct", "accuracy (%)"]


def group_accuracy(rows: Iterable[tuple[Hashable, Optional[bool]]], min_items: int = 1) -> list[Group]:
    """(key, correct) pairs -> one Group per key, most items first; unanswered (None) counts as wrong."""
    counts: dict[str, list[int]] = {}
    for key, ok in rows:
        c = counts.setdefault(str(key), [0, 0])
        c[0] += 1
        c[1] += bool(ok)
    groups = [Group(k, n, ok) for k, (n, ok) in counts.items() if n >= min_items]
    return sorted(groups, key=lambda g: (-g.n, g.key))


def preposition_of(pattern: Optional[str], context: str = "") -> str:
    """The preposition the size relation rests on: the last one of the matched lexicon pattern
    (or of the context when no entry matched); "none (verb only)" when there is none."""
    text = (pattern or context or "").lower()
    found = _PREP.findall(text)
    return found[-1] if found else "none (verb only)"


def preposition_vs_verb(groups: list[Group]) -> dict:
    """The CConS paper's finding tested on a run: accuracy with a preposition vs with the verb alone."""
    prep = [g for g in groups if g.key not in ("none (verb only)", "no context")]
    verb = [g for g in groups if g.key == "none (verb only)"]
    n_p, c_p = sum(g.n for g in prep), sum(g.correct for g in prep)
    n_v, c_v = sum(g.n for g in verb), sum(g.correct for g in verb)
    acc_p = round(100.0 * c_p / n_p, 1) if n_p else None
    acc_v = round(100.0 * c_v / n_v, 1) if n_v else None
    holds = None if acc_p is None or acc_v is None else acc_p > acc_v
    words = ("not testable on this run (one of the two groups is empty)" if holds is None else
             f"{'holds' if holds else 'does not hold'}: {acc_p:.1f}% with a preposition ({n_p} items) vs "
             f"{acc_v:.1f}% with the verb alone ({n_v} items)")
    return {"preposition": {"items": n_p, "correct": c_p, "accuracy": acc_p},
            "verb_only": {"items": n_v, "correct": c_v, "accuracy": acc_v}, "holds": holds, "text": words}
