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
Two units, both reported (every figure says which):
- per pair, the papers' unit: TRIP and GITA count a plausible story together with an
  implausible one. A pair is accurate when both of its stories are classified right,
  consistent when it is accurate and the implausible story's conflict pair is right,
  verifiable when it is consistent and the implausible story's states verify. GITA
  (the paper: "the accuracy of 72.6% reflects the 84 pairs of stories out of 117") pairs
  each base story N with each of its implausible variants N-C0, N-O0 and N-O1: the base is
  shared by up to three pairs, an -O1 variant makes a pair of its own with the same base.
  TRIP pairs are the release's (one plausible, one implausible story per example).
  Our own stories pair by `pair` (as TRIP) or by `variant_of` (as GITA).
- per story, a second view: every story on its own, overall and by partition
  (GITA: cloze / order / plausible).
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional

from solver.errors import DataError, UnknownNameError
from solver.states.solve import find_conflicts

PAIRING = {
    "group": "a base story with each implausible variant made from it (GITA N with N-C0, N-O0, N-O1; "
             "the base is shared by each of its pairs)",
    "pair": "the two stories of one example (TRIP: one plausible, one implausible)",
}
from solver.states.model import ATTRIBUTES, LOCATION_ATTRIBUTES, StateLabel, Story
from solver.textfiles import iter_jsonl


@dataclass(frozen=True)
class StatePrediction(StateLabel):
    """A predicted state label (what a gold StateLabel says of an entity's attribute) and the sentence it is
    for, counted from 0."""

    sentence: int = field(kw_only=True)


@dataclass
class StoryPrediction:
    story_id: str
    plausible: bool
    breakpoint: Optional[int] = None
    evidence: Optional[int] = None
    states: list[StatePrediction] = field(default_factory=list)
    where: str = field(default="", compare=False)  # file and line (or record) it was read from, for errors

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
            raise _unknown("attribute", st["attribute"], ATTRIBUTES, f"{at}.attribute")
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
        states=states, where=where,
    )


def short(value: object, most: int = 60) -> str:
    """A name as an error message shows it: a 20 MB id must not be echoed in full."""
    text = str(value)
    return text if len(text) <= most else f"{text[:most]}... ({len(text):,} characters)"


def _unknown(kind: str, name: object, known, where: str) -> UnknownNameError:
    """UnknownNameError (exit 2, closest names) that also names the file, record and field."""
    err = UnknownNameError(kind, short(name), known)
    err.where = where
    err.args = (f"{where}: {err.message}",)
    return err


def load_predictions(path: str | Path) -> list[StoryPrediction]:
    preds = []
    seen: dict[str, str] = {}
    for n, record in iter_jsonl(path, "predictions file"):
        pred = parse_prediction(record, f"{path}: line {n}")
        if pred.story_id in seen:
            raise DataError(f"story {short(pred.story_id)!r} is predicted twice (first at {seen[pred.story_id]})",
                            where=f"{path}: line {n}.story_id")
        seen[pred.story_id] = f"line {n}"
        preds.append(pred)
    if not preds:
        raise DataError("no predictions: the file is empty (one JSON object per line expected)", where=str(path))
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


def _rates(rows: list[tuple[bool, bool, bool]], unit: str = "stories") -> dict:
    n = len(rows)
    out = {unit: n}
    for k, name in enumerate(("accuracy", "consistency", "verifiability")):
        out[name] = round(100.0 * sum(r[k] for r in rows) / n, 2) if n else None
    for k, name in enumerate(("accurate", "consistent", "verifiable")):
        out[name] = sum(1 for r in rows if r[k])
    return out


@dataclass(frozen=True)
class StoryPair:
    """A plausible story scored together with an implausible one (the papers' unit)."""

    id: str  # the implausible member's id (GITA "12-C0"), or the example id (TRIP)
    members: tuple[str, ...]  # story ids, the plausible (base) story first
    partition: str  # GITA: the variant's partition (cloze / order); TRIP: "pair"
    pairing: str  # a key of PAIRING


def story_pairs(gold: Iterable[Story]) -> list[StoryPair]:
    """The pairs the papers count: TRIP's examples, and each GITA base story with each of its variants.

    A variant whose base story is not among `gold` (a sample) makes no pair.
    """
    gold = list(gold)
    by_id = {s.id: s for s in gold}
    pairs: list[StoryPair] = []
    by_pair: dict[str, list[Story]] = defaultdict(list)
    for s in gold:
        if s.pair_id:
            by_pair[s.pair_id].append(s)
    for pid, members in by_pair.items():
        members = sorted(members, key=lambda m: (m.plausible is not True, m.id))
        pairs.append(StoryPair(pid, tuple(m.id for m in members), "pair", "pair"))
    for s in gold:
        if s.pair_id or not s.group_id or s.group_id == s.id or s.group_id not in by_id:
            continue
        if s.partition == "plausible":  # a variant that is a plausible story pairs with nothing
            continue
        pairs.append(StoryPair(s.id, (s.group_id, s.id), s.partition, "group"))
    return pairs


def check_prediction(story: Story, pred: StoryPrediction) -> None:
    """A sentence number the story does not have is bad input, named with file, record and field."""
    n = len(story.sentences)
    where = pred.where or f"prediction for {short(story.id)}"
    for name, value in (("evidence", pred.evidence), ("breakpoint", pred.breakpoint)):
        if value is not None and not 0 <= value < n:
            raise DataError(f"sentence {value} is out of range: story {short(story.id)!r} has sentences 0-{n - 1}",
                            where=f"{where}.{name}")
    for k, st in enumerate(pred.states):
        if not 0 <= st.sentence < n:
            raise DataError(f"sentence {st.sentence} is out of range: story {short(story.id)!r} has sentences "
                            f"0-{n - 1}", where=f"{where}.states[{k}].sentence")


def score_tiered(gold: Iterable[Story], preds: Iterable["StoryPrediction | dict"]) -> dict:
    """Accuracy / consistency / verifiability (percent) per story and, where stories pair, per pair.

    `preds` may be StoryPrediction records or plain dicts in the JSON-lines format above.
    The top-level figures and `by_partition` are per story (`unit: "story"`); `pairs` holds
    the papers' unit (`unit: "pair"`), overall and by the variant's partition.
    """
    gold = list(gold)
    if not gold:
        raise DataError("no gold stories to score against (the gold file holds none)")
    parsed = [p if isinstance(p, StoryPrediction) else parse_prediction(p, f"prediction {k}")
              for k, p in enumerate(preds)]
    by_id: dict[str, StoryPrediction] = {}
    for p in parsed:
        if p.story_id in by_id:
            raise DataError(f"story {short(p.story_id)!r} is predicted twice (first at "
                            f"{by_id[p.story_id].where or 'an earlier record'})", where=f"{p.where}.story_id")
        by_id[p.story_id] = p
    gold_by_id = {s.id: s for s in gold}
    for sid, p in by_id.items():
        if sid not in gold_by_id:
            raise _unknown("story id", sid, gold_by_id, f"{p.where or 'prediction'}.story_id")
        check_prediction(gold_by_id[sid], p)
    rows = {s.id: score_story(s, by_id.get(s.id)) for s in gold}
    result = {"unit": "story", **_rates(list(rows.values()))}
    result["predicted"] = sum(1 for s in gold if s.id in by_id)
    parts: dict[str, list] = defaultdict(list)
    for s in gold:
        parts[s.partition].append(rows[s.id])
    result["by_partition"] = {p: _rates(r) for p, r in sorted(parts.items())}
    pairs = story_pairs(gold)
    if pairs:
        def pair_row(pair: StoryPair) -> tuple[bool, bool, bool]:
            return tuple(all(rows[m][k] for m in pair.members) for k in range(3))

        pair_rows = [pair_row(p) for p in pairs]
        result["pairs"] = {"unit": "pair", **_rates(pair_rows, "pairs"),
                           "pairing": "; ".join(PAIRING[k] for k in sorted({p.pairing for p in pairs}))}
        by_part: dict[str, list] = defaultdict(list)
        for p, r in zip(pairs, pair_rows):
            by_part[p.partition].append(r)
        if len(by_part) > 1 or "pair" not in by_part:
            result["pairs"]["by_partition"] = {p: _rates(r, "pairs") for p, r in sorted(by_part.items())}
        in_pairs = {m for p in pairs for m in p.members}
        result["pairs"]["stories_in_no_pair"] = sum(1 for s in gold if s.id not in in_pairs)
    states = states_by_attribute(gold, by_id)
    if states:
        result["states_by_attribute"] = states
    return result


def states_by_attribute(gold: Iterable[Story], preds: "dict[str, StoryPrediction]") -> dict[str, dict]:
    """Tier 3 per attribute (GITA 4.5's breakdown): of the predicted states, how many the gold labels, how many match.

    A predicted precondition, effect or location change counts once; it is correct when the gold
    label of its (sentence, entity, attribute) has the same value in the same role.
    """
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for story in gold:
        pred = preds.get(story.id)
        if pred is None or not pred.states:
            continue
        table = _gold_table(story)
        for st in pred.states:
            g = table.get((st.sentence, _norm(st.entity), st.attribute))
            for role, value in (("pre", st.pre), ("post", st.post), ("change", st.change)):
                if value is None:
                    continue
                c = counts[st.attribute]
                c[0] += 1
                gold_value = None if g is None else g[("pre", "post", "change").index(role)]
                if gold_value is not None:
                    c[1] += 1
                    c[2] += gold_value == value
    return {a: {"predicted": n, "labelled": lab, "correct": ok,
                "accuracy": round(100.0 * ok / n, 2) if n else None}
            for a, (n, lab, ok) in sorted(counts.items(), key=lambda kv: (-kv[1][0], kv[0]))}


def predictions_from_solver(stories: Iterable[Story]) -> list[StoryPrediction]:
    """The solver's own answers in the prediction format (tiers 1 and 2; states of the clash as tier 3)."""
    stories = list(stories)
    results = find_conflicts(stories)
    preds = []
    for s in stories:
        r = results[s.id]
        states = []
        for c in r.clashes:
            if c.evidence == r.evidence and c.attribute in ATTRIBUTES:
                states.append(StatePrediction(c.entity, c.attribute, pre=c.needed, sentence=c.breakpoint))
                states.append(StatePrediction(c.entity, c.attribute, post=c.held, sentence=c.evidence))
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
