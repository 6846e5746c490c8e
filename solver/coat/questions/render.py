"""Turn sampled draws into item JSON lines: shuffle options with balanced gold letters.

Lines are built from per-option JSON fragments cached per (pair, configuration), because
json.dumps on 150K nested items would dominate generation time; the bytes equal
`json.dumps(item, ensure_ascii=False, separators=(",", ":"))` of the same dict.
"""
from __future__ import annotations

import json
import random
from typing import Any

from solver.coat.questions.prompt import question_text
from solver.coat.questions.sampling import Draw, ObjectChoice, VariationSample, variation_rng
from solver.coat.questions.schema import LETTERS, VARIABLES

# How the gold follows from the solver's classes (checked by solver.coat.questions.check).
# only_context_object: the one option that is a context object of the pair (oracle facts);
# only_ideal_configuration: the one option the rules class "ideal";
# unique_min_penalty_sum: the moderate option with the strictly smallest time + material penalty;
# unique_min_time_then_material (--task2-gold time-then-material): the moderate option with the
# smallest time penalty, ties broken by the smaller material penalty.
ANSWER_BY = {0: "only_context_object", 1: "only_ideal_configuration", 2: "unique_min_penalty_sum"}
TASK2_ANSWER_BY = {"sum": "unique_min_penalty_sum", "time-then-material": "unique_min_time_then_material"}


def answer_by(task_type: int, task2_gold: str = "sum") -> str:
    """The name of the rule that decides the gold of an item of this task type."""
    return TASK2_ANSWER_BY[task2_gold] if task_type == 2 else ANSWER_BY[task_type]
_dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


def balanced_positions(n_items: int, n_options: int, rng: random.Random) -> list[int]:
    """Gold positions with every letter used equally often (to within one), in random order."""
    positions = [i % n_options for i in range(n_items)]
    rng.shuffle(positions)
    return positions


def option_record(choice: Any, same_object_as_gold: bool | None) -> dict[str, Any]:
    """The option's JSON fields except its letter."""
    if isinstance(choice, ObjectChoice):
        return {"object_name": choice.object_name, "class": choice.cls}
    return {
        "object_name": choice.object_name,
        **{v: getattr(choice, v) for v in VARIABLES},
        "class": choice.cls,
        "time_penalty": choice.time_penalty,
        "material_penalty": choice.material_penalty,
        "config_id": choice.config_id,
        "same_object_as_gold": same_object_as_gold,
    }


class LineWriter:
    """Caches JSON fragments so each item line is a handful of string joins.

    Share one writer across the variations of a run: the configurations it caches by identity
    belong to the CoatTruth, which outlives the run, so identities are never reused.
    """

    def __init__(self) -> None:
        self._option: dict[tuple, str] = {}
        self._lettered: dict[tuple, str] = {}
        self._trace: dict[tuple, str] = {}
        self._pair: dict[int, str] = {}

    def _option_json(self, choice: Any, same: bool | None) -> str:
        key = ("object", choice.object_name, choice.cls) if isinstance(choice, ObjectChoice) else (id(choice), same)
        frag = self._option.get(key)
        if frag is None:
            frag = _dumps(option_record(choice, same))[1:]  # without the opening brace
            self._option[key] = frag
        return frag

    def _pair_json(self, draw: Draw) -> str:
        key = id(draw.pair)
        frag = self._pair.get(key)
        if frag is None:
            p = draw.pair
            frag = (
                f'"task":{_dumps(p.task)},"utility":{_dumps(p.utility)},'
                f'"question":{_dumps(question_text(p.utility, p.task))}'
            )
            self._pair[key] = frag
        return frag

    def _trace_json(self, task_type: int, gold: Any, task2_gold: str = "sum") -> str:
        key = (task_type, id(gold), task2_gold) if task_type else (0, gold.object_name)
        frag = self._trace.get(key)
        if frag is None:
            rules = list(gold.rules) if task_type else [f"context_object:{gold.object_name}"]
            frag = self._trace[key] = (f',"answer_by":{_dumps(answer_by(task_type, task2_gold))},'
                                       f'"trace":{_dumps(rules)}')
        return frag

    def options_json(self, task_type: int, gold_object: str, order: list[Any]) -> str:
        """The options array body; fragments are cached per (option, letter, same-object flag)."""
        cache = self._lettered
        parts = []
        for i, c in enumerate(order):
            same = None if task_type == 0 else c.object_name == gold_object
            key = (id(c), i, same) if task_type else ("object", c.object_name, c.cls, i)
            frag = cache.get(key)
            if frag is None:
                frag = cache[key] = f'{{"letter":"{LETTERS[i]}",{self._option_json(c, same)}'
            parts.append(frag)
        return ",".join(parts)

    def line(self, item_id: str, sample: VariationSample, draw: Draw, order: list[Any], gold: int) -> str:
        v = sample.variation
        body = self.options_json(v.task_type, draw.gold.object_name, order)
        tail = f',"gold":{gold},"answer":"{LETTERS[gold]}"'
        if v.task_type == 2:
            margin = min([c.penalty_sum for c in draw.distractors]) - draw.gold.penalty_sum
            tail += f',"margin":{margin}'
        tail += self._trace_json(v.task_type, draw.gold, sample.task2_gold)
        return (
            f'{{"id":"{item_id}","task_type":{v.task_type},"variation":{v.number},{self._pair_json(draw)},'
            f'"options":[{body}]{tail}}}'
        )


def render_variation(sample: VariationSample, seed: int, writer: LineWriter | None = None) -> list[str]:
    """JSON lines of one variation; option order and gold letters depend only on (seed, variation)."""
    rng = variation_rng(seed, sample.variation, "letters")
    n = sample.variation.n_options
    positions = balanced_positions(len(sample.draws), n, rng)
    writer = writer or LineWriter()
    shuffle = rng.shuffle
    prefix = f"coat-{sample.variation.name}-"
    lines = []
    for i, (draw, pos) in enumerate(zip(sample.draws, positions)):
        distractors = list(draw.distractors)
        shuffle(distractors)
        distractors.insert(pos, draw.gold)
        lines.append(writer.line(f"{prefix}{i:05d}", sample, draw, distractors, pos))
    return lines
