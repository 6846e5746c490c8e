"""In-context demonstrations: which items serve as demos, and how several seeds are summarised.

The papers probe with demonstrations (GRAFFORD Table 4: 5 demos, mean and spread over
draws). A demo must never be a scored item, nor share a story or question group with one
(a GITA base story shown as a demo would give away its variant), so demos are drawn from a
pool disjoint from the scored items, by a seeded generator: the same seed draws the same
demos, and run.json records their ids.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable, Collection, Hashable, Optional, Sequence

from solver.errors import DataError
import dataclasses
from probes.requests import BLANK, ClozeRequest, GenerateRequest, LoglikRequest


@dataclass(frozen=True)
class ShotPlan:
    """What run.json records: K, the seed, and the demo ids in prompt order."""

    shots: int
    seed: int
    demo_ids: tuple[str, ...]
    follow_up_demo_ids: tuple[str, ...] = ()  # demos of the follow-up questions (GITA/TRIP tier 3), drawn apart

    def to_json(self) -> dict:
        out = {"shots": self.shots, "shot_seed": self.seed, "demo_ids": list(self.demo_ids)}
        if self.follow_up_demo_ids:
            out["follow_up_demo_ids"] = list(self.follow_up_demo_ids)
        return out


def draw_demos(pool_ids: Sequence[str], scored_ids: Collection[str], shots: int, seed: int,
               group_of: Optional[Callable[[str], Hashable]] = None) -> ShotPlan:
    """K demo ids from the pool, none scored and none in a scored item's group; seeded, stable."""
    if shots < 0:
        raise DataError(f"must be 0 or more, got {shots}", where="--shots")
    if shots == 0:
        return ShotPlan(0, seed, ())
    candidates = _candidates(pool_ids, scored_ids, group_of)
    if len(candidates) < shots:
        raise DataError(f"{shots} demonstrations asked for, but only {len(candidates)} items are left outside the "
                        f"scored items and their groups; lower --shots or --limit", where="--shots")
    rng = random.Random(f"physkb-shots:{seed}")
    return ShotPlan(shots, seed, tuple(rng.sample(candidates, shots)))


def draw_follow_up_demos(plan: ShotPlan, pool_ids: Sequence[str], scored_ids: Collection[str],
                         group_of: Optional[Callable[[str], Hashable]] = None) -> ShotPlan:
    """The plan with up to K demos for the follow-up questions, from the pool items that have such a question
    (a GITA story is asked tier 3 only when implausible, so the first draw may hold none); same rules, own seed
    stream. Fewer than K when the pool has fewer (run.json shows how many)."""
    if plan.shots == 0:
        return plan
    candidates = _candidates(pool_ids, scored_ids, group_of)
    rng = random.Random(f"physkb-follow-up-shots:{plan.seed}")
    chosen = tuple(rng.sample(candidates, min(plan.shots, len(candidates))))
    return ShotPlan(plan.shots, plan.seed, plan.demo_ids, chosen)


def _candidates(pool_ids: Sequence[str], scored_ids: Collection[str],
                group_of: Optional[Callable[[str], Hashable]]) -> list[str]:
    """Pool ids that are not scored and share no group with a scored item, sorted (a stable draw)."""
    scored = set(scored_ids)
    group = group_of or (lambda i: i)
    scored_groups = {group(i) for i in scored}
    return sorted({i for i in pool_ids if i not in scored and group(i) not in scored_groups})


def with_demos(prompt: str, demos: Sequence[tuple[str, str]], separator: str = "\n\n") -> str:
    """The prompt preceded by each demo's prompt and its gold answer (plain text, not chat)."""
    if not demos:
        return prompt
    return separator.join(f"{p.rstrip()}{a if a.startswith((' ', chr(10))) else ' ' + a}" for p, a in demos) \
        + separator + prompt


def mean_std(values: Sequence[Optional[float]]) -> tuple[Optional[float], Optional[float]]:
    """Mean and sample standard deviation over seeds (None values left out; std None for one value)."""
    xs = [float(v) for v in values if v is not None]
    if not xs:
        return None, None
    mean = sum(xs) / len(xs)
    if len(xs) < 2:
        return mean, None
    return mean, math.sqrt(sum((x - mean) ** 2 for x in xs) / (len(xs) - 1))


def format_mean_std(values: Sequence[Optional[float]], digits: int = 1) -> str:
    mean, std = mean_std(values)
    if mean is None:
        return "–"
    return f"{mean:.{digits}f}" if std is None else f"{mean:.{digits}f} ± {std:.{digits}f}"


# --------------------------------------------------------------------------- demonstrations in requests


def render_demo(request, gold) -> Optional[str]:
    """One request answered with its gold: the text a demonstration shows (None when it cannot be shown).

    `gold` is the index of the right continuation or candidate (log-likelihood and cloze
    requests) or the answer text (generation).
    """
    if gold is None:
        return None
    if isinstance(request, LoglikRequest):
        return f"{request.context}{request.continuations[gold]}"
    if isinstance(request, ClozeRequest):
        return request.text.replace(BLANK, request.candidates[gold])
    if isinstance(request, GenerateRequest):
        return f"{request.prompt}\n{gold}"
    raise DataError(f"--shots needs a causal LM (log-likelihood, cloze or generation); "
                    f"{type(request).__name__} requests take no demonstrations", where="--shots")


def prefixed(request, block: str):
    """The request with the demonstrations block before its prompt."""

    if not block:
        return request
    if isinstance(request, LoglikRequest):
        return dataclasses.replace(request, context=block + request.context)
    if isinstance(request, ClozeRequest):
        return dataclasses.replace(request, text=block + request.text)
    if isinstance(request, GenerateRequest):
        return dataclasses.replace(request, prompt=block + request.prompt)
    raise DataError(f"--shots: {type(request).__name__} requests take no demonstrations", where="--shots")


class ShotAdapter:
    """Wraps a benchmark adapter: every request of a scored item gets the demos' same kind of question,
    answered with their gold, before it.

    The inner adapter provides `shot_answers(item) -> [(key, gold)]`, one per request of
    `requests(item)` in order: `key` names the kind of question (a demo shows the scored
    request's kind only), `gold` the right continuation index or answer text.

    Follow-up requests (GITA/TRIP tier 3, asked after the first answers) get demonstrations
    too when the inner adapter provides `follow_up_shot_answers(item) -> [(key, request, gold)]`
    (the follow-up questions a demo item can show, answered with its gold) and
    `follow_up_keys(item, answers)` (the key of each request `follow_up` returns); their demo
    items are `follow_up_demos`, drawn apart (probes.fewshot.draw_follow_up_demos).
    """

    def __init__(self, inner, demos: Sequence, plan: ShotPlan, separator: str = "\n\n",
                 follow_up_demos: Sequence = ()) -> None:
        if not hasattr(inner, "shot_answers"):
            raise DataError("this benchmark's adapter cannot show demonstrations", where="--shots")
        self.inner, self.plan, self.separator = inner, plan, separator
        texts: dict[str, list[str]] = {}
        for demo in demos:
            seen: set[str] = set()
            for req, (key, gold) in zip(inner.requests(demo), inner.shot_answers(demo)):
                if key in seen:
                    continue
                text = render_demo(req, gold)
                if text is not None:
                    seen.add(key)
                    texts.setdefault(key, []).append(text)
        self.blocks = {k: separator.join(v) + separator for k, v in texts.items()}
        follow: dict[str, list[str]] = {}
        for demo in follow_up_demos:
            seen = set()
            for key, req, gold in inner.follow_up_shot_answers(demo):
                text = None if key in seen else render_demo(req, gold)
                if text is not None:  # one question of each kind per demo item
                    seen.add(key)
                    follow.setdefault(key, []).append(text)
        self.follow_up_blocks = {k: separator.join(v) + separator for k, v in follow.items()}

    def prompt_record(self) -> dict:
        return {**self.inner.prompt_record(), **self.plan.to_json()}

    def requests(self, item) -> list:
        reqs = self.inner.requests(item)
        keys = [k for k, _ in self.inner.shot_answers(item)] if reqs else []
        return [prefixed(r, self.blocks.get(k, "")) for r, k in zip(reqs, keys)]

    def follow_up(self, item, answers: list) -> list:
        """The inner adapter's follow-up requests, each after the demos of its kind (none: as asked)."""
        if not hasattr(self.inner, "follow_up"):
            return []
        reqs = self.inner.follow_up(item, answers)
        if not reqs or not self.follow_up_blocks:
            return reqs
        keys = self.inner.follow_up_keys(item, answers)
        return [prefixed(r, self.follow_up_blocks.get(k, "")) for r, k in zip(reqs, keys)]

    def __getattr__(self, name):  # prediction, follow_up, ... of the inner adapter
        return getattr(self.inner, name)
