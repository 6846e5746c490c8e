"""Tiered scoring (Storks et al. 2021; GITA): accuracy, consistency, verifiability.

Prediction format: JSON lines, one object per story::

    {"story_id": "12-C0", "plausible": false, "breakpoint": 3, "evidence": 2,
     "states": [{"sentence": 3, "entity": "cassaforte", "attribute": "open", "pre": true},
                {"sentence": 2, "entity": "cassaforte", "attribute": "open", "post": false},
                {"sentence": 1, "entity": "collana", "attribute": "location", "change": "put_into"}]}

- `story_id` as the loaders name stories: GITA keys ("12", "12-C0", "12-O0"), TRIP curated
  "<example_id>-<k>" (k = 0 or 1, the story's place in its pair), our own stories' `id`.
- `plausible` (true/false) is tier 1. `breakpoint` and `evidence` are 0-based sentence
  indices of the conflict pair evidence -> breakpoint (null or absent when plausible): tier 2.
- `states` (optional) is tier 3: per sentence, entity and attribute a predicted precondition
  `pre` and/or effect `post` (true/false; null or absent = irrelevant), or for the location
  attributes a `change` (disappears, picked_up, put_down, put_on, removed, put_into,
  taken_out, moved; h_location: disappears, moves), which counts as an effect.

Metrics, per story (a story without a prediction counts as wrong):
- accuracy: `plausible` equals the gold;
- consistency: accurate and, for an implausible story, (evidence, breakpoint) equals the gold pair;
- verifiability: consistent and, for an implausible story, at least one non-irrelevant
  precondition predicted for the breakpoint sentence and at least one non-irrelevant effect
  predicted for the evidence sentence, every one of them equal to the gold label.
Reported over all stories, by partition (GITA: cloze / order / plausible) and, for TRIP
pairs, per pair (the pair counts when both of its stories do).
"""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional

from solver.errors import DataError, UnknownNameError
from solver.states.model import ATTRIBUTES, LOCATION_ATTRIBUTES, Story


@dataclass
class StatePrediction:
    sentence: int
    entity: str
    attribute: str
    pre: Optional[bool] = None
    post: Optional[bool] = None
    change: Optional[str] = None


@dataclass
class StoryPrediction:
    story_id: str
    plausible: bool
    breakpoint: Optional[int] = None
    evidence: Optional[int] = None
    states: list[StatePrediction] = field(default_factory=list)

    @property
    def pair(self) -> Optional[tuple[int, int]]:
        if self.plausible or self.breakpoint is None or self.evidence is None:
            return None
        return (self.evidence, self.breakpoint)


def _opt_int(value, where: str) -> Optional[int]:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(f"must be an integer or null, got {value!r}", where=where)
    return value


def _opt_bool(value, where: str) -> Optional[bool]:
    if value is None or isinstance(value, bool):
        return value
    raise DataError(f"must be true, false or null, got {value!r}", where=where)


def parse_prediction(record, where: str) -> StoryPrediction:
    """One JSON object -> StoryPrediction, with errors naming the line and field."""
    if not isinstance(record, dict):
        raise DataError("prediction must be an object", where=where)
    if "story_id" not in record:
        raise DataError("missing field 'story_id'", where=where)
    if not isinstance(record.get("plausible"), bool):
        raise DataError(f"must be true or false, got {record.get('plausible')!r}", where=f"{where}.plausible")
    states = []
    raw_states = record.get("states") or []
    if not isinstance(raw_states, list):
        raise DataError("must be a list", where=f"{where}.states")
    for k, st in enumerate(raw_states):
        at = f"{where}.states[{k}]"
        if not isinstance(st, dict) or not {"sentence", "entity", "attribute"} <= set(st):
            raise DataError("must be {sentence, entity, attribute, pre/post or change}", where=at)
        if st["attribute"] not in ATTRIBUTES:
            raise UnknownNameError("attribute", str(st["attribute"]), ATTRIBUTES)
        states.append(StatePrediction(
            sentence=_opt_int(st["sentence"], f"{at}.sentence") or 0,
            entity=str(st["entity"]), attribute=st["attribute"],
            pre=_opt_bool(st.get("pre"), f"{at}.pre"), post=_opt_bool(st.get("post"), f"{at}.post"),
            change=st.get("change"),
        ))
    return StoryPrediction(
        story_id=str(record["story_id"]), plausible=record["plausible"],
        breakpoint=_opt_int(record.get("breakpoint"), f"{where}.breakpoint"),
        evidence=_opt_int(record.get("evidence"), f"{where}.evidence"),
        states=states,
    )


def load_predictions(path: str | Path) -> list[StoryPrediction]:
    path = Path(path)
    if not path.exists():
        raise DataError("file not found", where=str(path))
    preds = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as err:
            raise DataError(f"not valid JSON ({err.msg})", where=f"{path}: line {n}") from None
        preds.append(parse_prediction(record, f"{path}: line {n}"))
    return preds


def _norm(name: str) -> str:
    return name.strip().casefold()


def _gold_table(story: Story) -> dict[tuple[int, str, str], tuple]:
    """(sentence, entity, attribute) -> (pre, post, change) of the gold labels."""
    table = {}
    for t, labels in enumerate(story.states):
        for lab in labels:
            table[(t, _norm(lab.entity), lab.attribute)] = (lab.pre, lab.post, lab.change)
    return table


def _states_verified(story: Story, pred: StoryPrediction) -> bool:
    gold = _gold_table(story)
    i, j = story.gold_pair or (-1, -1)
    pres = [s for s in pred.states if s.sentence == j and s.pre is not None and s.attribute not in LOCATION_ATTRIBUTES]
    effects = [s for s in pred.states if s.sentence == i and (s.post is not None or s.change is not None)]
    if not pres or not effects:
        return False
    for s in pres:
        g = gold.get((j, _norm(s.entity), s.attribute))
        if g is None or g[0] != s.pre:
            return False
    for s in effects:
        g = gold.get((i, _norm(s.entity), s.attribute))
        if g is None:
            return False
        if s.attribute in LOCATION_ATTRIBUTES:
            if g[2] != s.change:
                return False
        elif g[1] != s.post:
            return False
    return True


def score_story(story: Story, pred: Optional[StoryPrediction]) -> tuple[bool, bool, bool]:
    """(accurate, consistent, verifiable) for one story."""
    if pred is None or story.plausible is None:
        return (False, False, False)
    accurate = pred.plausible == story.plausible
    if not accurate:
        return (False, False, False)
    if story.plausible:
        return (True, True, True)
    consistent = story.gold_pair is not None and pred.pair == story.gold_pair
    return (True, consistent, consistent and _states_verified(story, pred))


def _rates(rows: list[tuple[bool, bool, bool]]) -> dict:
    n = len(rows)
    out = {"stories": n}
    for k, name in enumerate(("accuracy", "consistency", "verifiability")):
        out[name] = round(100.0 * sum(r[k] for r in rows) / n, 2) if n else None
    return out


def score_tiered(gold: Iterable[Story], preds: Iterable["StoryPrediction | dict"]) -> dict:
    """Accuracy / consistency / verifiability (percent) overall, by partition and (TRIP) per pair.

    `preds` may be StoryPrediction records or plain dicts in the JSON-lines format above.
    """
    gold = list(gold)
    parsed = [p if isinstance(p, StoryPrediction) else parse_prediction(p, f"prediction {k}")
              for k, p in enumerate(preds)]
    by_id = {p.story_id: p for p in parsed}
    known = {s.id for s in gold}
    for sid in by_id:
        if sid not in known:
            raise UnknownNameError("story id", sid, known)
    rows = {s.id: score_story(s, by_id.get(s.id)) for s in gold}
    result = _rates(list(rows.values()))
    result["predicted"] = sum(1 for s in gold if s.id in by_id)
    parts: dict[str, list] = defaultdict(list)
    for s in gold:
        parts[s.partition].append(rows[s.id])
    result["by_partition"] = {p: _rates(r) for p, r in sorted(parts.items())}
    pairs: dict[str, list] = defaultdict(list)
    for s in gold:
        if s.pair_id:
            pairs[s.pair_id].append(rows[s.id])
    if pairs:
        pair_rows = [tuple(all(r[k] for r in members) for k in range(3)) for members in pairs.values()]
        result["pairs"] = _rates(pair_rows)
        result["pairs"]["pairs"] = result["pairs"].pop("stories")
    return result


def predictions_from_solver(stories: Iterable[Story]) -> list[StoryPrediction]:
    """The solver's own answers in the prediction format (tiers 1 and 2; states of the clash as tier 3)."""
    from solver.states.solve import find_conflicts

    stories = list(stories)
    results = find_conflicts(stories)
    preds = []
    for s in stories:
        r = results[s.id]
        states = []
        for c in r.clashes:
            if c.evidence == r.evidence and c.attribute in ATTRIBUTES:
                states.append(StatePrediction(c.breakpoint, c.entity, c.attribute, pre=c.needed))
                states.append(StatePrediction(c.evidence, c.entity, c.attribute, post=c.held))
        preds.append(StoryPrediction(s.id, r.plausible, None if r.plausible else r.breakpoint,
                                     None if r.plausible else r.evidence, states))
    return preds


def prediction_to_json(pred: StoryPrediction) -> dict:
    out = {"story_id": pred.story_id, "plausible": pred.plausible,
           "breakpoint": pred.breakpoint, "evidence": pred.evidence}
    if pred.states:
        out["states"] = [
            {k: v for k, v in (("sentence", s.sentence), ("entity", s.entity), ("attribute", s.attribute),
                               ("pre", s.pre), ("post", s.post), ("change", s.change)) if v is not None or k == "sentence"}
            for s in pred.states
        ]
    return out
