"""Turn sampled draws into item JSON lines: shuffle options with balanced gold letters.

Lines are built from per-option JSON fragments cached per (pair, configuration), because
json.dumps on 150K nested items would dominate generation time; the bytes equal
`json.dumps(item, ensure_ascii=False, separators=(",", ":"))` of the same dict.
"""
from __future__ import annotations

import json
import random
from typing import Any

from solver.questions.prompt import question_text
from solver.questions.sampling import Draw, ObjectChoice, VariationSample
from solver.questions.schema import LETTERS

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
        "mass": choice.mass,
        "material": choice.material,
        "temperature": choice.temperature,
        "already_in_use": choice.already_in_use,
        "condition": choice.condition,
        "class": choice.cls,
        "time_penalty": choice.time_penalty,
        "material_penalty": choice.material_penalty,
        "config_id": choice.config_id,
        "same_object_as_gold": same_object_as_gold,
    }


class LineWriter:
    """Caches JSON fragments so each item line is a handful of string joins."""

    def __init__(self) -> None:
        self._option: dict[tuple[int, Any, bool | None], str] = {}
        self._pair: dict[int, str] = {}

    def _option_json(self, choice: Any, same: bool | None) -> str:
        key = (id(choice), same)
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

    def line(self, item_id: str, sample: VariationSample, draw: Draw, order: list[Any], gold: int) -> str:
        v = sample.variation
        task0 = v.task_type == 0
        gold_obj = draw.gold.object_name
        opts = []
        for i, choice in enumerate(order):
            same = None if task0 else choice.object_name == gold_obj
            opts.append(f'{{"letter":"{LETTERS[i]}",{self._option_json(choice, same)}')
        tail = f',"gold":{gold},"answer":"{LETTERS[gold]}"'
        if v.task_type == 2:
            gsum = draw.gold.penalty_sum
            margin = min(c.penalty_sum for c in draw.distractors) - gsum
            tail += f',"margin":{margin}'
        return (
            f'{{"id":"{item_id}","task_type":{v.task_type},"variation":{v.number},{self._pair_json(draw)},'
            f'"options":[{",".join(opts)}]{tail}}}'
        )


def render_variation(sample: VariationSample, seed: int) -> list[str]:
    """JSON lines of one variation; option order and gold letters depend only on (seed, variation)."""
    from solver.questions.sampling import variation_rng

    rng = variation_rng(seed + 1_000_003, sample.variation)
    n = sample.variation.n_options
    positions = balanced_positions(len(sample.draws), n, rng)
    writer = LineWriter()
    lines = []
    for i, (draw, pos) in enumerate(zip(sample.draws, positions)):
        distractors = list(draw.distractors)
        rng.shuffle(distractors)
        order = distractors[:pos] + [draw.gold] + distractors[pos:]
        lines.append(writer.line(f"coat-{sample.variation.name}-{i:05d}", sample, draw, order, pos))
    return lines
