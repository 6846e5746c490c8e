"""Stated reasons of a story run (`--ask-reason`) checked against each story's conflict (probes.benchmarks.stories.reason_check).

Which story a reason is about: a single story the model called implausible (a "Yes" needs no
conflict, so it is not checked); for a TRIP pair, the implausible story of the pair, the one
the model is asked to say why it rejects. A right plausibility answer whose reason names the
wrong sentence, object or state counts as "right answer, wrong reason".
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from solver.states.model import Story
from probes.benchmarks.stories.reason_check import StoryReasonCheck, check_story_reason
from probes.report_doc import Table
from solver.states.solve import find_conflicts


@dataclass
class ReasonRow:
    item_id: str
    story: Story
    correct: bool  # the plausibility answer (tier 1) is right
    check: StoryReasonCheck


def _checked_story(item, pred: dict) -> Optional[tuple[Story, bool]]:
    """(story the reason is about, whether the tier-1 answer is right), or None when nothing is to be checked."""
    t1 = pred.get("tier1") or {}
    if t1.get("choice") is None or not isinstance(pred.get("reason"), str):
        return None
    if item.is_pair:
        implausible = [s for s in item.stories if not s.plausible]
        if len(implausible) != 1:
            return None
        chosen = item.stories[t1["value"]] if isinstance(t1.get("value"), int) else None
        return implausible[0], chosen is not None and bool(chosen.plausible)
    story = item.stories[0]
    if t1.get("value") is not False:  # said plausible: no conflict is claimed
        return None
    return story, story.plausible is False


def reason_rows(items: list, predictions: dict[str, dict], results: Optional[dict] = None) -> list[ReasonRow]:
    """Every checkable stated reason of a run; `results` are the solver's conflicts by story id (computed when None)."""
    picked = []
    for item in items:
        pred = predictions.get(item.id)
        got = _checked_story(item, pred) if pred else None
        if got is not None:
            picked.append((item, pred, *got))
    if results is None:
        stories = [s for _, _, s, _ in picked]
        results = find_conflicts(stories) if stories else {}
    return [ReasonRow(item.id, story, correct, check_story_reason(pred["reason"], story, results.get(story.id)))
            for item, pred, story, correct in picked]


def has_reasons(predictions: dict[str, dict]) -> bool:
    return any(isinstance(p.get("reason"), str) for p in predictions.values())


def reason_summary(rows: list[ReasonRow]) -> dict[str, Any]:
    """Counts of right / wrong / no-claim reasons, right answers with a wrong reason, and what the wrong ones miss."""
    verdicts = {"right": 0, "wrong": 0, "no_claim": 0}
    for r in rows:
        verdicts[r.check.verdict] += 1
    correct = [r for r in rows if r.correct]
    lucky = [r for r in correct if r.check.verdict == "wrong"]
    return {"with_reason": len(rows), **verdicts, "correct_answers": len(correct),
            "correct_with_wrong_reason": len(lucky),
            "correct_with_wrong_reason_rate": round(len(lucky) / len(correct), 4) if correct else None,
            "wrong_sentence": sum(1 for r in rows if r.check.sentence_ok is False),
            "wrong_entity": sum(1 for r in rows if r.check.entity_ok is False),
            "wrong_attribute": sum(1 for r in rows if r.check.attribute_ok is False),
            "examples": [r.item_id for r in lucky][:10]}


def reason_table(labelled: list[tuple[str, dict]]) -> "Table":
    """One row per run: the reason checks' counts (report and terminal)."""
    def pct(v):
        return "–" if v is None else f"{100 * v:.1f}"

    rows = [[label, str(r["with_reason"]), str(r["right"]), str(r["wrong"]), str(r["no_claim"]),
             f"{r['wrong_sentence']} / {r['wrong_entity']} / {r['wrong_attribute']}",
             f"{r['correct_with_wrong_reason']}/{r['correct_answers']}", pct(r["correct_with_wrong_reason_rate"])]
            for label, r in labelled]
    return Table(["run", "reasons checked", "right", "wrong", "naming nothing", "missed: sentence / entity / state",
                  "right answers with a wrong reason", "share (%)"], rows,
                 caption="Stated reasons (--ask-reason) for calling a story implausible, checked against its conflict "
                         "(the solver's, else the annotation's): the sentences, entities and states it names "
                         "(probes.benchmarks.stories.reason_check)")


def reason_words(row: ReasonRow) -> str:
    """'stated reason: "..." -> wrong: names sentence 2; the conflict: sentence 4 ...' (explain, report)."""
    return f"stated reason: \"{row.check.reason}\" -> {row.check.verdict}: {row.check.explanation()}"
