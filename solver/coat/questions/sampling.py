"""Sampling option sets per variation from the solver's verdicts: pure Python, no solver calls.

Each variation gets a target count, shared among eligible <task, utility> pairs in proportion
to a weight (Task-1/2: the pair's count of sub-optimal configurations; Task-0: its count of
context objects) and capped by how many distinct option sets the pair admits. A pair with
few option sets is enumerated and sampled without replacement; a pair with many is drawn by
rejection (duplicates and Task-2 ties redrawn), so no variation holds a duplicate set.
"""
from __future__ import annotations

import hashlib
import itertools
import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from solver.coat.questions.truth import ConfigTruth, CoatTruth, PairTruth
from solver.coat.questions.variations import Variation, TASK0

TASK0_TOTAL = 15_500
TASK12_PER_VARIATION = 5_000
ENUMERATE_LIMIT = 300_000  # above this many option sets a pair is never enumerated


@dataclass(frozen=True)
class ObjectChoice:
    """A Task-0 option: an object and why it is (not) the answer."""

    object_name: str
    cls: str  # "context" | "utility" | "other"

    @property
    def key(self) -> str:
        return self.object_name


@dataclass
class Draw:
    """One sampled question before shuffling: the pair, its gold and its distractors."""

    pair: PairTruth
    gold: Any  # ObjectChoice (Task-0) or ConfigTruth
    distractors: tuple


@dataclass
class VariationSample:
    """The draws of one variation and the figures the manifest reports about them."""

    variation: Variation
    draws: list[Draw]
    target: int
    capacity: int
    eligible_pairs: int
    capped_pairs: list[str] = field(default_factory=list)
    tie_redraws: int = 0
    duplicate_redraws: int = 0
    cap_reason: str | None = None
    task2_gold: str = "sum"


def _variation_seed(seed: int, variation: Variation, stream: str) -> int:
    digest = hashlib.sha256(f"physkb-coat:{seed}:{variation.name}:{stream}".encode()).digest()
    return int.from_bytes(digest[:16], "big")


def variation_rng(seed: int, variation: Variation, stream: str = "order") -> random.Random:
    """A generator private to (seed, variation): a subset of variations gives the same bytes as all 30."""
    return random.Random(_variation_seed(seed, variation, stream))


def variation_numpy_rng(seed: int, variation: Variation) -> np.random.Generator:
    """The vectorised draws' generator of (seed, variation) (PCG64: stable across numpy versions)."""
    return np.random.Generator(np.random.PCG64(_variation_seed(seed, variation, "draws")))


def random_subsets(gen: np.random.Generator, n: int, pool: int, k: int) -> np.ndarray:
    """n uniform random k-subsets of range(pool), one per row (order within a row is arbitrary)."""
    if k == 0:
        return np.empty((n, 0), dtype=np.int64)
    if k == pool:
        return np.tile(np.arange(pool), (n, 1))
    return np.argpartition(gen.random((n, pool)), k - 1, axis=1)[:, :k]


def allocate(target: int, weights: Sequence[int], caps: Sequence[int]) -> list[int]:
    """Split `target` in proportion to `weights` (largest remainder), never above `caps`.

    Shares a capped pair cannot take are handed to the others (water filling); the result sums
    to min(target, sum of caps over pairs with weight).
    """
    alloc = [0] * len(weights)
    active = [i for i, (w, c) in enumerate(zip(weights, caps)) if w > 0 and c > 0]
    while active:
        remaining = target - sum(alloc)
        if remaining <= 0:
            break
        total_w = sum(weights[i] for i in active)
        exact = {i: remaining * weights[i] / total_w for i in active}
        share = {i: math.floor(x) for i, x in exact.items()}
        left = remaining - sum(share.values())
        for i in sorted(active, key=lambda i: (-(exact[i] - share[i]), i))[:left]:
            share[i] += 1
        saturated = []
        for i in active:
            room = caps[i] - alloc[i]
            alloc[i] += min(share[i], room)
            if alloc[i] >= caps[i]:
                saturated.append(i)
        if not saturated:
            break
        active = [i for i in active if i not in saturated]
    return alloc


class PairSampler:
    """Draws option sets of one variation for one pair (subclasses per task type)."""

    def __init__(self, pair: PairTruth, variation: Variation, release_compatible: bool) -> None:
        self.pair = pair
        self.variation = variation
        self.release_compatible = release_compatible

    weight: int = 0
    capacity: int = 0  # distinct valid option sets

    @property
    def enumeration_size(self) -> int:
        """Candidate sets enumerate() walks through (Task-2 also walks the tied ones)."""
        return self.capacity

    def draw_batch(self, gen: np.random.Generator, n: int) -> list[Draw | None]:
        """n independent draws; None marks a draw to redo (a Task-2 tie)."""
        raise NotImplementedError

    def enumerate(self) -> Iterator[Draw]:
        raise NotImplementedError

    @staticmethod
    def key(draw: Draw) -> frozenset:
        """The option set, by identity: within a pair each configuration (or object choice) is one
        object held by the truth or the choice cache, so equal identities mean equal options."""
        return frozenset(map(id, (draw.gold, *draw.distractors)))


_CHOICES: dict[tuple[str, str], ObjectChoice] = {}


def _choice(name: str, cls: str) -> ObjectChoice:
    """One shared ObjectChoice per (object, class): options are compared and cached by value."""
    key = (name, cls)
    found = _CHOICES.get(key)
    if found is None:
        found = _CHOICES[key] = ObjectChoice(name, cls)
    return found


class ObjectSampler(PairSampler):
    """Task-0: a context object and k objects that are not context objects of the pair.

    Distractors come from the objects having the utility; when there are fewer than k, all of
    them are used and the rest are drawn from objects of other utilities (the release's rule;
    with release_compatible off such pairs are skipped instead).
    """

    def __init__(self, pair: PairTruth, variation: Variation, release_compatible: bool) -> None:
        super().__init__(pair, variation, release_compatible)
        self.k = variation.n_options - 1
        self.golds = [_choice(o, "context") for o in pair.context_objects]
        self.own = [_choice(o, "utility") for o in pair.utility_objects]
        self.others = [_choice(o, "other") for o in pair.other_objects]
        self.capacity = self.count(pair, self.k, release_compatible)
        self.weight = len(self.golds) if self.capacity else 0

    @staticmethod
    def count(pair: PairTruth, k: int, release_compatible: bool) -> int:
        """Distinct option sets of the pair with k distractors."""
        nu = len(pair.utility_objects)
        if nu >= k:
            per_gold = math.comb(nu, k)
        elif release_compatible:
            per_gold = math.comb(len(pair.other_objects), k - nu)
        else:
            per_gold = 0
        return len(pair.context_objects) * per_gold

    def draw_batch(self, gen: np.random.Generator, n: int) -> list[Draw]:
        golds = gen.integers(0, len(self.golds), n).tolist()
        if len(self.own) >= self.k:
            fixed, pool, k = (), self.own, self.k
        else:
            fixed, pool, k = tuple(self.own), self.others, self.k - len(self.own)
        picks = random_subsets(gen, n, len(pool), k).tolist()
        return [Draw(self.pair, self.golds[g], fixed + tuple(pool[i] for i in row)) for g, row in zip(golds, picks)]

    def enumerate(self) -> Iterator[Draw]:
        for gold in self.golds:
            if len(self.own) >= self.k:
                combos: Iterator = itertools.combinations(self.own, self.k)
            else:
                combos = (tuple(self.own) + c for c in itertools.combinations(self.others, self.k - len(self.own)))
            for combo in combos:
                yield Draw(self.pair, gold, tuple(combo))


class IdealSampler(PairSampler):
    """Task-1: an ideal configuration, `same` sub-optimal ones of its object, `diff` of other context objects."""

    def __init__(self, pair: PairTruth, variation: Variation, release_compatible: bool) -> None:
        super().__init__(pair, variation, release_compatible)
        s, d = variation.same, variation.diff
        subopt = pair.suboptimal
        self.options: list[tuple[ConfigTruth, list[ConfigTruth], list[ConfigTruth]]] = []
        capacity = 0
        for gold in pair.ideal:
            same = [c for c in subopt if c.object_name == gold.object_name]
            diff = [c for c in subopt if c.object_name != gold.object_name]
            n = math.comb(len(same), s) * math.comb(len(diff), d)
            if n:
                self.options.append((gold, same, diff))
                capacity += n
        self.capacity = capacity
        self.weight = len(subopt) if capacity else 0

    def draw_batch(self, gen: np.random.Generator, n: int) -> list[Draw]:
        s, d = self.variation.same, self.variation.diff
        chosen = gen.integers(0, len(self.options), n)
        out: list[Draw | None] = [None] * n
        # Golds of one object share their pools: draw their distractors together.
        for obj, rows in _group_rows(chosen, [o[0].object_name for o in self.options]).items():
            _, same, diff = self.options[int(chosen[rows[0]])]
            same_picks = random_subsets(gen, len(rows), len(same), s).tolist()
            diff_picks = random_subsets(gen, len(rows), len(diff), d).tolist()
            for r, a, b in zip(rows, same_picks, diff_picks):
                gold = self.options[int(chosen[r])][0]
                out[r] = Draw(self.pair, gold, tuple([same[i] for i in a] + [diff[i] for i in b]))
        return out  # type: ignore[return-value]

    def enumerate(self) -> Iterator[Draw]:
        for gold, same, diff in self.options:
            for a in itertools.combinations(same, self.variation.same):
                for b in itertools.combinations(diff, self.variation.diff):
                    yield Draw(self.pair, gold, a + b)


# Second key component below this: a (first, second) gold key packs into one comparable integer.
_KEY_BASE = 1_000_000


def packed_gold_key(config: ConfigTruth, order: str) -> int:
    """The rules' Task-2 key (first, second) of a moderate configuration as one integer."""
    first, second = config.gold_key(order)
    return first * _KEY_BASE + second


def unique_minimum(configs: Sequence[ConfigTruth], order: str = "sum") -> ConfigTruth | None:
    """The configuration with the strictly smallest Task-2 gold key under `order`, or None on a tie."""
    keys = [packed_gold_key(c, order) for c in configs]
    low = min(keys)
    if keys.count(low) > 1:
        return None
    return configs[keys.index(low)]


class SuboptimalSampler(PairSampler):
    """Task-2: `moderate` moderate and `bad` bad configurations; gold = the unique smallest gold key
    of the rules (rules/coat_classes.lp gold_key/7) under the chosen order (default: penalty sum)."""

    def __init__(self, pair: PairTruth, variation: Variation, release_compatible: bool, order: str = "sum") -> None:
        super().__init__(pair, variation, release_compatible)
        self.order = order
        m, b = variation.moderate, variation.bad
        self._keys = np.array([packed_gold_key(c, order) for c in pair.moderate], dtype=np.int64)
        sums = sorted(self._keys.tolist())
        # Choosing m with a unique minimum: pick the minimum, then m-1 of the strictly greater ones.
        n_mod = sum(math.comb(sum(1 for t in sums if t > s), m - 1) for s in sums) if m else 0
        self.capacity = n_mod * math.comb(len(pair.bad), b)
        self.weight = len(pair.suboptimal) if self.capacity else 0
        self._candidates = math.comb(len(pair.moderate), m) * math.comb(len(pair.bad), b)

    @property
    def enumeration_size(self) -> int:
        return self._candidates

    def draw_batch(self, gen: np.random.Generator, n: int) -> list[Draw | None]:
        moderate, bad = self.pair.moderate, self.pair.bad
        mod_rows = random_subsets(gen, n, len(moderate), self.variation.moderate)
        bad_rows = random_subsets(gen, n, len(bad), self.variation.bad).tolist()
        sums = self._keys[mod_rows]
        low = sums.min(axis=1)
        unique = (sums == low[:, None]).sum(axis=1) == 1
        best = sums.argmin(axis=1).tolist()
        out: list[Draw | None] = []
        for row, ok, g, bads in zip(mod_rows.tolist(), unique.tolist(), best, bad_rows):
            if not ok:
                out.append(None)
                continue
            rest = [moderate[i] for j, i in enumerate(row) if j != g]
            out.append(Draw(self.pair, moderate[row[g]], tuple(rest + [bad[i] for i in bads])))
        return out

    def enumerate(self) -> Iterator[Draw]:
        for mods in itertools.combinations(self.pair.moderate, self.variation.moderate):
            gold = unique_minimum(mods, self.order)
            if gold is None:
                continue
            rest = tuple(c for c in mods if c is not gold)
            for bads in itertools.combinations(self.pair.bad, self.variation.bad):
                yield Draw(self.pair, gold, rest + bads)


def _group_rows(chosen: np.ndarray, objects: list[str]) -> dict[str, list[int]]:
    groups: dict[str, list[int]] = {}
    for r, g in enumerate(chosen.tolist()):
        groups.setdefault(objects[g], []).append(r)
    return groups


SAMPLERS = {0: ObjectSampler, 1: IdealSampler, 2: SuboptimalSampler}


def variation_target(truth: CoatTruth, variation: Variation, release_compatible: bool = True) -> int:
    """Questions wanted: Task-1/2 5,000 each; Task-0 15.5K shared by its 4 variations.

    Task-0 V1 (one distractor) admits only ~2K distinct sets on the release, so the Task-0 total
    is split equally and what a capped variation cannot take goes to the others. The split
    depends on all four capacities, never on which variations are being generated.
    """
    if variation.task_type != 0:
        return TASK12_PER_VARIATION

    caps = [sum(ObjectSampler.count(p, v.n_options - 1, release_compatible) for p in truth.pairs) for v in TASK0]
    shares = allocate(TASK0_TOTAL, [1] * len(TASK0), caps)
    return shares[TASK0.index(variation)]


def _sample_pair(sampler: PairSampler, quota: int, rng: random.Random, gen: np.random.Generator,
                 stats: VariationSample) -> list[Draw]:
    if quota <= 0:
        return []
    small = sampler.enumeration_size <= ENUMERATE_LIMIT
    if small and (sampler.capacity <= 4 * quota or quota >= sampler.capacity):
        every = list(sampler.enumerate())
        return every if quota >= len(every) else rng.sample(every, quota)
    seen: set = set()
    draws: list[Draw] = []
    attempts, limit = 0, 50 * quota + 1000
    while len(draws) < quota and attempts < limit:
        batch = sampler.draw_batch(gen, max(16, (quota - len(draws)) * 5 // 4))
        attempts += len(batch)
        for draw in batch:
            if draw is None:
                stats.tie_redraws += 1
                continue
            key = sampler.key(draw)
            if key in seen:
                stats.duplicate_redraws += 1
                continue
            seen.add(key)
            draws.append(draw)
            if len(draws) == quota:
                break
    if len(draws) < quota and small:
        # Rejection stalled (many ties): top up from the sets not drawn yet.
        rest = [d for d in sampler.enumerate() if sampler.key(d) not in seen]
        draws.extend(rng.sample(rest, min(quota - len(draws), len(rest))))
    return draws


def sample_variation(truth: CoatTruth, variation: Variation, seed: int, release_compatible: bool = True,
                     target: int | None = None, task2_gold: str = "sum") -> VariationSample:
    """Draw one variation's questions; order shuffled so any prefix is a fair sample.

    task2_gold: the order deciding a Task-2 gold (sum | time-then-material, see TASK2_GOLD_ORDERS).
    """
    rng = variation_rng(seed, variation)
    gen = variation_numpy_rng(seed, variation)
    cls = SAMPLERS[variation.task_type]
    if variation.task_type == 2:
        samplers: list[PairSampler] = [SuboptimalSampler(p, variation, release_compatible, task2_gold) for p in truth.pairs]
    else:
        samplers = [cls(p, variation, release_compatible) for p in truth.pairs]
    want = variation_target(truth, variation, release_compatible) if target is None else target
    weights = [s.weight for s in samplers]
    caps = [s.capacity for s in samplers]
    quotas = allocate(want, weights, caps)
    stats = VariationSample(
        variation=variation, draws=[], target=want, task2_gold=task2_gold,
        capacity=sum(c for w, c in zip(weights, caps) if w), eligible_pairs=sum(1 for w in weights if w),
    )
    for sampler, quota in zip(samplers, quotas):
        if quota and quota >= sampler.capacity:
            stats.capped_pairs.append(f"{sampler.pair.utility} / {sampler.pair.task}")
        stats.draws.extend(_sample_pair(sampler, quota, rng, gen, stats))
    rng.shuffle(stats.draws)
    nominal = TASK0_TOTAL // 4 if variation.task_type == 0 and target is None else want
    if len(stats.draws) < nominal and stats.capacity >= nominal:
        stats.cap_reason = (
            f"sampling stalled: {stats.tie_redraws} ties and {stats.duplicate_redraws} duplicates redrawn "
            f"before the redraw limit (target {nominal})"
        )
    elif len(stats.draws) < nominal:
        stats.cap_reason = (
            f"combinatorics: {stats.eligible_pairs} eligible pairs admit {stats.capacity} distinct option sets "
            f"(target {nominal})"
        )
        if nominal != want:
            stats.cap_reason += "; the rest of the Task-0 total went to the other Task-0 variations"
    return stats
