"""Ground truth for question sets, taken from one run of the COAT solver.

The generator and the checker never read pouch_*.json: they call `derive()` once and index
its verdicts here by <utility, task> pair, so sampling is pure Python over small lists.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from solver.coat.records import CLASSES, VARIABLES, GOLD_ORDER_ATOMS
from solver.paths import KB_DIR, RULES_DIR
from solver.coat.derive import derive
from solver.coat.knowledge import load_coat_kb


@dataclass(frozen=True)
class ConfigTruth:
    """The solver's verdict on one configuration of one context object for one pair."""

    object_name: str
    config_id: int
    mass: str
    material: str
    temperature: str
    already_in_use: str
    condition: str
    cls: str | None
    time_penalty: int
    material_penalty: int
    rules: tuple[str, ...] = ()  # the class rule, then "variable:rule" of every non-zero penalty term
    # Task-2 gold keys of a moderate configuration, per order (rules/coat_classes.lp gold_key/7)
    gold_keys: tuple[tuple[str, tuple[int, int]], ...] = ()

    def gold_key(self, order: str) -> tuple[int, int]:
        """The rules' Task-2 key under `order` (sum | time-then-material); only moderate ones have one."""
        name = GOLD_ORDER_ATOMS[order]
        for found, key in self.gold_keys:
            if found == name:
                return key
        raise KeyError(f"{self.object_name} #{self.config_id} ({self.cls}) has no Task-2 gold key for {order!r}")

    @property
    def penalty_sum(self) -> int:
        return self.time_penalty + self.material_penalty

    @property
    def key(self) -> tuple[str, str, str, str, str, str]:
        """What an item shows of the configuration: the object and its five values."""
        return (self.object_name, *(getattr(self, v) for v in VARIABLES))


@dataclass
class PairTruth:
    """Everything the sampler needs about one <task, utility> pair."""

    utility: str
    task: str
    context_objects: list[str]
    utility_objects: list[str]  # have the utility, not context objects of this pair
    other_objects: list[str]  # lack the utility and are not context objects
    ideal: list[ConfigTruth] = field(default_factory=list)
    moderate: list[ConfigTruth] = field(default_factory=list)
    bad: list[ConfigTruth] = field(default_factory=list)

    @property
    def suboptimal(self) -> list[ConfigTruth]:
        return self.moderate + self.bad

    def suboptimal_of(self, obj: str) -> list[ConfigTruth]:
        return [c for c in self.suboptimal if c.object_name == obj]


@dataclass
class CoatTruth:
    """The solver's answers for every pair, plus what identifies the data they came from."""

    profile: str
    source: str  # "kb" or the release folder
    data_files: dict[str, str]  # relative path -> sha256
    fingerprint: str
    pairs: list[PairTruth]
    objects: list[str]
    _lookup: dict[tuple[str, str, tuple], ConfigTruth] = field(default_factory=dict, repr=False)

    def pair(self, utility: str, task: str) -> PairTruth | None:
        for p in self.pairs:
            if p.utility == utility and p.task == task:
                return p
        return None

    def config(self, utility: str, task: str, key: tuple) -> ConfigTruth | None:
        """The verdict on a shown configuration (object + five values) for a pair, or None."""
        return self._lookup.get((utility, task, tuple(key)))


def _verdict_rows(derivation: Any) -> list[Any]:
    rows = getattr(derivation, "verdicts", None)
    if rows is None:
        raise TypeError("derivation has no verdicts")
    return list(rows)


def _rules_of(verdict: Any) -> tuple[str, ...]:
    """The rules (rules/coat_*.lp) behind a verdict: its class rule and its non-zero penalty terms."""
    out = [verdict.class_rule] if getattr(verdict, "class_rule", "") else []
    out += [f"{t.variable}:{t.rule}" for t in getattr(verdict, "terms", ()) if t.amount]
    return tuple(out)


# The fields of a ConfigTruth that are its verdict's own, by the same names: the object, the five variables
# (stated once, in solver.coat.records) and the class.
_AS_THE_VERDICT_SAYS = ("object_name", *VARIABLES, "cls")


def build_truth(kb: Any, derivation: Any, profile: str, source: str, data_files: dict[str, str]) -> CoatTruth:
    """Index a Derivation's verdicts by pair; configurations the profile drops (cls None) are left out."""
    by_pair: dict[tuple[str, str], list[ConfigTruth]] = {}
    for v in _verdict_rows(derivation):
        if v.cls is None:
            continue
        cfg = ConfigTruth(
            **{name: getattr(v, name) for name in _AS_THE_VERDICT_SAYS},
            config_id=int(v.config_id), time_penalty=int(v.time_penalty), material_penalty=int(v.material_penalty),
            rules=_rules_of(v), gold_keys=tuple(getattr(v, "gold_keys", ())),
        )
        by_pair.setdefault((v.utility, v.task), []).append(cfg)

    all_objects = sorted(set(kb.objects))
    pairs: list[PairTruth] = []
    lookup: dict[tuple[str, str, tuple], ConfigTruth] = {}
    for utility in kb.utilities:
        own = list(kb.utility_objects.get(utility, []))
        for task in kb.tasks.get(utility, []):
            context = list(kb.context_objects.get((utility, task), []))
            ctx = set(context)
            has_utility = set(own)
            pair = PairTruth(
                utility=utility,
                task=task,
                context_objects=context,
                utility_objects=[o for o in own if o not in ctx],
                other_objects=[o for o in all_objects if o not in has_utility and o not in ctx],
            )
            rank = {o: i for i, o in enumerate(context)}
            configs = [c for c in by_pair.get((utility, task), []) if c.object_name in rank]
            configs.sort(key=lambda c: (rank[c.object_name], c.config_id))
            for c in configs:
                if c.cls in CLASSES:
                    getattr(pair, c.cls).append(c)
                lookup[(utility, task, c.key)] = c
            pairs.append(pair)
    return CoatTruth(
        profile=profile,
        source=source,
        data_files=data_files,
        fingerprint=str(getattr(kb, "fingerprint", "")),
        pairs=pairs,
        objects=all_objects,
        _lookup=lookup,
    )


def hash_files(root: Path, patterns: tuple[str, ...] = ("*.json", "*.lp", "*.pl", "*.csv", "*.tsv")) -> dict[str, str]:
    """sha256 of every data file under `root`, keyed by its path relative to `root`."""
    out: dict[str, str] = {}
    if root.is_file():
        return {root.name: hashlib.sha256(root.read_bytes()).hexdigest()}
    for pattern in patterns:
        for path in sorted(root.rglob(pattern)):
            out[str(path.relative_to(root))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return dict(sorted(out.items()))


def load_truth(data_dir: Path | None, profile: str = "corrected") -> CoatTruth:
    """Run the COAT solver once (release folder, or the project kb/ when None) and index its answers."""
    kb = load_coat_kb(data_dir)
    derivation = derive(kb, profile=profile)
    if data_dir is None:
        files = {f"kb/{k}": v for k, v in hash_files(KB_DIR).items() if "coat" in k.lower()}
        source = "kb"
    else:
        files = hash_files(Path(data_dir))
        source = str(data_dir)
    files.update({f"rules/{k}": v for k, v in hash_files(RULES_DIR).items() if "coat" in k.lower()})
    return build_truth(kb, derivation, profile, source, files)
