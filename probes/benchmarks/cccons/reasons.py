"""Stated reasons of a CConS run (`--ask-reason`): the size relation a reason names, checked against the context.

A reason for "which is bigger?" states a size relation, by a comparative ("the bucket is
larger than the ball") or by containment ("the ball fits inside the bucket", "the bucket
holds the ball"). It is checked against the relation the context implies, as the size solver
reads it (solver.sizes; where the solver's lexicon reads none, the release label). A right
answer whose reason states the opposite relation is counted as a right answer with a wrong
reason; a reason that states no relation names nothing checkable.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Optional

from probes.benchmarks.cccons.adapter import _mentions, alternatives, parse_bigger
from probes.report_doc import Table

# the words are kb/language/en.lp's (inside_verb, inside_preposition, holding_verb)
_INTO = rf"{alternatives('inside_verb')}?\s*(?:\w+\s+)?{alternatives('inside_preposition')}\s+" \
        r"(?:the\s+|a\s+|an\s+|its\s+|their\s+)?"
_HOLDS = rf"\s+(?:can\s+|could\s+)?{alternatives('holding_verb')}\s+(?:the\s+|a\s+|an\s+)?"


def stated_relation(reason: str, obj1: str, obj2: str, answered: Optional[int] = None) -> Optional[int]:
    """0 when the reason says obj1 is the bigger, 1 when obj2, None when it states no relation.

    "it" stands for the object the model answered (`answered`: 0 or 1), the subject of its reason."""
    text = " ".join(str(reason).lower().split())
    if answered in (0, 1):
        name = (obj1, obj2)[answered].lower()
        text = re.sub(r"\bit\b", name, text)
    said = parse_bigger(text, obj1, obj2, comparatives_only=True)
    if said is not None:
        return said
    for k, (small, big) in enumerate(((obj2, obj1), (obj1, obj2))):
        # k = 0: obj2 inside obj1 (obj1 bigger); k = 1: obj1 inside obj2
        for s_start, s_end in _mentions(text, small):
            for b_start, _ in _mentions(text, big):
                between = text[s_end:b_start]
                if b_start > s_end and re.fullmatch(rf"\s*{_INTO}", between):
                    return k
                between = text[b_start:s_start]
                if s_start > b_start and re.fullmatch(rf"{re.escape(big.lower())}(?:e?s)?{_HOLDS}", between):
                    return k
    return None


@dataclass
class SizeReasonCheck:
    item_id: str
    reason: str
    stated: Optional[int]  # 0 obj1 bigger, 1 obj2 bigger, None no relation
    expected: int  # the context's relation: the solver's reading, else the release label
    source: str  # "solver" or "release label"
    correct: bool  # the answer is right
    obj1: str
    obj2: str

    @property
    def verdict(self) -> str:
        if self.stated is None:
            return "no_claim"
        return "right" if self.stated == self.expected else "wrong"

    def explanation(self) -> str:
        def rel(k: int) -> str:
            return f"{self.obj1!r} is bigger than {self.obj2!r}" if k == 0 else \
                f"{self.obj1!r} is smaller than {self.obj2!r}"
        if self.stated is None:
            return "the reason states no size relation between the two objects"
        says = f"says {rel(self.stated)}"
        return f"{says}, as the context implies ({self.source})" if self.verdict == "right" else \
            f"{says}; the context implies {rel(self.expected)} ({self.source})"

    def to_json(self) -> dict:
        return {"text": self.reason, "verdict": self.verdict, "explanation": self.explanation(),
                "stated_obj1_bigger": None if self.stated is None else self.stated == 0,
                "expected_obj1_bigger": self.expected == 0, "source": self.source}


def reason_checks(items: list, predictions: dict[str, dict], solver: dict[str, Any]) -> list[SizeReasonCheck]:
    """Every answered item's stated reason against the context's relation (solver answers by item id)."""
    out = []
    for item in items:
        pred = predictions.get(item.id)
        if not pred or not isinstance(pred.get("reason"), str) or pred.get("choice") is None:
            continue
        ans = solver.get(item.id)
        if ans is not None and ans.implied in ("bigger", "smaller"):
            expected, source = (0 if ans.implied == "bigger" else 1), "solver"
        else:
            expected, source = int(item.label), "release label"
        out.append(SizeReasonCheck(item.id, pred["reason"], stated_relation(pred["reason"], item.obj1, item.obj2,
                                                                            pred["choice"]),
                                   expected, source, pred["choice"] == item.label, item.obj1, item.obj2))
    return out


def reason_summary(checks: list[SizeReasonCheck]) -> dict[str, Any]:
    verdicts = {"right": 0, "wrong": 0, "no_claim": 0}
    for c in checks:
        verdicts[c.verdict] += 1
    correct = [c for c in checks if c.correct]
    lucky = [c for c in correct if c.verdict == "wrong"]
    return {"with_reason": len(checks), **verdicts, "correct_answers": len(correct),
            "correct_with_wrong_reason": len(lucky),
            "correct_with_wrong_reason_rate": round(len(lucky) / len(correct), 4) if correct else None,
            "examples": [c.item_id for c in lucky][:10]}


def reason_table(labelled: list[tuple[str, dict]]) -> "Table":
    """One row per run: how its stated reasons compare with the context's relation (report and terminal)."""
    def pct(v):
        return "–" if v is None else f"{100 * v:.1f}"

    return Table(["run", "answers with a reason", "relation as the context implies", "opposite relation",
                  "no relation stated", "right answers with a wrong reason", "share (%)"],
                 [[label, str(r["with_reason"]), str(r["right"]), str(r["wrong"]), str(r["no_claim"]),
                   f"{r['correct_with_wrong_reason']}/{r['correct_answers']}",
                   pct(r["correct_with_wrong_reason_rate"])] for label, r in labelled],
                 caption="Stated reasons (--ask-reason): the size relation a reason names (comparative or "
                         "containment) against the one the context implies (size solver, else the release label)")
