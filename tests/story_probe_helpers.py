"""Hand-built story run folders for the story-probe tests: our own kb stories, answers chosen by the test."""
from __future__ import annotations

from pathlib import Path

from probes import runs
from probes.benchmarks.stories import items as st
from probes.requests import OptionScores


def kb_item(story_id: str) -> st.StoryItem:
    story = next(s for s in st.kb_stories() if s.id == story_id)
    return st.StoryItem(story.id, [story])


def kb_pair(pair_id: str) -> st.StoryItem:
    return next(it for it in st.pair_items(st.kb_stories()) if it.id == pair_id)


def scores_choosing(n: int, choice: int) -> OptionScores:
    sums = [-1.0 if k == choice else -5.0 - k for k in range(n)]
    return OptionScores(sums=sums, norms=[s / 4 for s in sums], n_tokens=[1] * n, probs=[1 / n] * n)


def answers_for(item: st.StoryItem, plausible_choice: int, pair: tuple[int, int] | None = None,
                states: str = "gold") -> list:
    """Log-likelihood answers: tier 1 picks option `plausible_choice`, tier 2 `pair` (else the gold pair,
    else the first), tier 3 (asked after a consistent answer) the gold value (states="gold") or another."""
    def answer(q):
        if q.tier == 1:
            return scores_choosing(len(q.options), plausible_choice)
        if q.tier == 2:
            story = item.stories[q.story]
            want = pair or story.gold_pair or q.values[0]
            return scores_choosing(len(q.options), list(q.values).index(tuple(want)))
        values = list(q.values)
        gold = values.index(q.slot.gold)
        pick = gold if states == "gold" else next(k for k, v in enumerate(values) if v is not None and k != gold)
        return scores_choosing(len(q.options), pick)

    first = [answer(q) for q in st.first_questions(item)]
    asked = st.StoryAdapter("causal", "loglik").asked(item, first)
    return first + [answer(q) for q in asked[len(first):]]


def write_run(out: Path, benchmark: str, items: list[st.StoryItem], answers: list[list], method: str = "loglik",
              model_name: str = "hand") -> Path:
    adapter = st.StoryAdapter("causal", method)
    raw = [st.item_to_raw(it) for it in items]
    record = runs.new_record(items_path="kb", raw_items=raw, model={"name": model_name, "path": model_name},
                             method=method, prompt_format=st.prompt_record(), settings={}, benchmark=benchmark)
    runs.open_run(out, record, raw)
    with runs.PredictionWriter(out / runs.PREDICTIONS_FILE) as writer:
        for item, ans in zip(items, answers):
            writer.write(adapter.prediction(item, ans))
    return out
