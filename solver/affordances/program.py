"""Run the ProbLog affordance program: exactly for one item, or compiled once for many.

Two entry points over the same rules (rules/affordances.pl):
- `exact_answer`: grounds priors + rules + the item's facts and queries affords/1 and
  fired/2; used by `physkb afford` and as the reference the bulk path is tested against.
- `BulkEvaluator`: compiles one SDD circuit with every kind, cue and kind prior as a switch
  (rules/affordances_bulk.pl) and evaluates each item by setting switch weights. ProbLog
  still computes every probability; only compiling happens once.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from solver.affordances.cues import CUE_ATOMS
from solver.affordances.describe import CLASS_ATOMS, ItemDescription
from solver.affordances.fit import PRIORS_FILE, Priors
from solver.errors import DataError
from solver.paths import rules_file

RULES = "affordances.pl"
KIND_RULES = "affordances_kind.pl"
BULK_RULES = "affordances_bulk.pl"


def load_priors(path: Path = PRIORS_FILE) -> Priors:
    """kind_affords(Kind, Class) probabilities of a priors file, read with ProbLog's parser."""
    from problog.program import PrologFile

    if not path.is_file():
        raise DataError("priors file not found (run python -m solver.affordances.fit)", where=str(path))
    priors: Priors = {}
    for n, clause in enumerate(PrologFile(str(path)), start=1):
        if clause.functor != "kind_affords" or clause.arity != 2:
            continue
        if clause.probability is None:
            raise DataError("kind_affords fact without a probability", where=f"{path}: clause {n}")
        kind, cls = str(clause.args[0]), str(clause.args[1])
        if cls not in CLASS_ATOMS:
            raise DataError(f"unknown class {cls!r}", where=f"{path}: clause {n}, field Class")
        priors[(kind, cls)] = float(clause.probability)
    return priors


def check_priors(priors: Priors, kinds: list[str] | tuple[str, ...]) -> None:
    missing = [f"{k}/{c}" for k in kinds for c in CLASS_ATOMS if (k, c) not in priors]
    if missing:
        raise DataError(f"priors lack {len(missing)} kind/class facts, e.g. {missing[:3]}", where=str(PRIORS_FILE))


def _priors_text(priors: Priors) -> str:
    return "\n".join(f"{p!r}::kind_affords({k}, {c})." for (k, c), p in sorted(priors.items()))


@dataclass
class ExactAnswer:
    probabilities: dict[str, float]  # class atom -> P(affords)
    fired: dict[tuple[str, str, str], float]  # (rule, class atom, raises|blocks) -> P(rule fired)


def exact_answer(item: ItemDescription, priors: Priors) -> ExactAnswer:
    """Ground and evaluate the program for one item (its kind and cues as facts)."""
    from problog import get_evaluatable
    from problog.program import PrologString

    facts = [f"item_kind({item.kind})."] + [f"item_cue({atom})." for atom in item.cue_atoms]
    text = "\n".join([
        _priors_text({k: v for k, v in priors.items() if k[0] == item.kind}),
        rules_file(RULES).read_text(encoding="utf-8"),
        rules_file(KIND_RULES).read_text(encoding="utf-8"),
        *facts,
        "query(affords(_)).",
        "query(fired(_, _, _)).",
    ])
    result = get_evaluatable("sdd").create_from(PrologString(text)).evaluate()
    probs = {c: 0.0 for c in CLASS_ATOMS}
    fired: dict[tuple[str, str], float] = {}
    for term, p in result.items():
        if term.functor == "affords":
            probs[str(term.args[0])] = float(p)
        elif term.functor == "fired" and p > 0:
            fired[(str(term.args[0]), str(term.args[1]), str(term.args[2]))] = float(p)
    return ExactAnswer(probs, fired)


@dataclass
class BulkEvaluator:
    """One compiled circuit for every item; evaluate(item, priors) sets weights and runs ProbLog.

    Results are cached per (kind, cues, priors id): items that look alike to the program get
    the same answer, and ProbLog runs once for them.
    """

    kinds: tuple[str, ...]
    _circuit: object = field(init=False, repr=False)
    _keys: dict[str, int] = field(init=False, repr=False)
    _cache: dict[tuple, tuple[float, ...]] = field(init=False, default_factory=dict, repr=False)
    evaluations: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        from problog import get_evaluatable
        from problog.program import PrologString

        switches = [f"0.5::item_kind({k})." for k in self.kinds]
        switches += [f"0.5::item_cue({q})." for q in CUE_ATOMS]
        switches += [f"0.5::kind_prior({c})." for c in CLASS_ATOMS]
        text = "\n".join([
            rules_file(RULES).read_text(encoding="utf-8"),
            rules_file(BULK_RULES).read_text(encoding="utf-8"),
            *switches,
            "query(affords(_)).",
        ])
        self._circuit = get_evaluatable("sdd").create_from(PrologString(text))
        self._keys = {str(node.name): key for key, node, kind in self._circuit if kind == "atom"}
        self._queries = {str(name): key for name, key, _ in self._circuit.labeled()}
        self._cue_names = [f"item_cue({q})" for q in CUE_ATOMS]
        self._kind_names = [f"item_kind({k})" for k in self.kinds]
        from problog.evaluator import SemiringProbability

        # plain probabilities: the default log-space semiring is slower and buys nothing here
        self._semiring = SemiringProbability()

    def _weights(self, item: ItemDescription, priors: Priors) -> dict[int, float]:
        weights: dict[int, float] = {}
        on_kind = f"item_kind({item.kind})"
        for name in self._kind_names:
            if name in self._keys:
                weights[self._keys[name]] = 1.0 if name == on_kind else 0.0
        on_cues = {f"item_cue({q})" for q in item.cue_atoms}
        for name in self._cue_names:
            if name in self._keys:
                weights[self._keys[name]] = 1.0 if name in on_cues else 0.0
        for cls in CLASS_ATOMS:
            weights[self._keys[f"kind_prior({cls})"]] = priors[(item.kind, cls)]
        return weights

    def evaluate(self, item: ItemDescription, priors: Priors) -> tuple[float, ...]:
        """P(affords(C)) for the 15 classes in release order."""
        key = (item.kind, item.cue_atoms, id(priors))
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        result = self._circuit.evaluate(weights=self._weights(item, priors), semiring=self._semiring)
        self.evaluations += 1
        by_name = {str(t): float(p) for t, p in result.items()}
        probs = tuple(by_name[f"affords({c})"] for c in CLASS_ATOMS)
        self._cache[key] = probs
        return probs
