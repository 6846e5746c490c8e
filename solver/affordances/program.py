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
from solver.affordances.fit import PRIORS_FILE, FittedPriors, Priors
from solver.errors import DataError
from solver.paths import rules_file

RULES = "affordances.pl"
KIND_RULES = "affordances_kind.pl"
BULK_RULES = "affordances_bulk.pl"


def load_priors(path: Path = PRIORS_FILE) -> FittedPriors:
    """kind_affords/2 and noun_affords/2 probabilities of a priors file, read with ProbLog's parser."""
    from problog.program import PrologFile

    if not path.is_file():
        raise DataError("priors file not found (run python -m solver.affordances.fit)", where=str(path))
    kind: Priors = {}
    noun: Priors = {}
    attested: set[str] = set()
    for n, clause in enumerate(PrologFile(str(path)), start=1):
        if clause.functor == "attested_noun" and clause.arity == 1:
            attested.add(_name(clause.args[0]))
            continue
        if clause.functor not in ("kind_affords", "noun_affords") or clause.arity != 2:
            continue
        if clause.probability is None:
            raise DataError(f"{clause.functor} fact without a probability", where=f"{path}: clause {n}")
        name, cls = _name(clause.args[0]), str(clause.args[1])
        if cls not in CLASS_ATOMS:
            raise DataError(f"unknown class {cls!r}", where=f"{path}: clause {n}, field Class")
        (kind if clause.functor == "kind_affords" else noun)[(name, cls)] = float(clause.probability)
    unlisted = sorted({n for n, _ in noun} - attested)
    if unlisted:
        raise DataError(f"noun_affords facts for nouns without attested_noun/1: {unlisted[:5]}", where=str(path))
    return FittedPriors(kind, noun)


def _name(term) -> str:
    return str(term).strip("'")


def check_priors(priors: FittedPriors, kinds: list[str] | tuple[str, ...]) -> None:
    """Every kind needs all 15 kind_affords facts; every attested noun all 15 noun_affords facts."""
    missing = [f"{k}/{c}" for k in kinds for c in CLASS_ATOMS if (k, c) not in priors.kind]
    missing += [f"{n}/{c}" for n in priors.nouns for c in CLASS_ATOMS if (n, c) not in priors.noun]
    if missing:
        raise DataError(f"priors lack {len(missing)} facts, e.g. {missing[:3]}", where=str(PRIORS_FILE))


def _priors_text(priors: FittedPriors, kind: str, noun: str | None) -> str:
    """The priors facts one item can use: its kind's, and its noun's when attested."""
    from solver.affordances.fit import _atom

    lines = [f"{p!r}::kind_affords({k}, {c})." for (k, c), p in sorted(priors.kind.items()) if k == kind]
    if noun is not None and noun in priors.nouns:
        atom = _atom(noun)
        lines.append(f"attested_noun({atom}).")
        lines += [f"{priors.noun[(noun, c)]!r}::noun_affords({atom}, {c})." for c in CLASS_ATOMS]
    return "\n".join(lines)


@dataclass
class ExactAnswer:
    probabilities: dict[str, float]  # class atom -> P(affords)
    fired: dict[tuple[str, str, str], float]  # (rule, class atom, raises|blocks) -> P(rule fired)


def exact_answer(item: ItemDescription, priors: FittedPriors) -> ExactAnswer:
    """Ground and evaluate the program for one item (its kind, noun and cues as facts)."""
    from problog import get_evaluatable
    from problog.program import PrologString

    from solver.affordances.fit import _atom

    facts = [f"item_kind({item.kind})."] + [f"item_cue({atom})." for atom in item.cue_atoms]
    facts.append(f"item_noun({_atom(item.noun) if item.noun is not None else 'none'}).")
    text = "\n".join([
        _priors_text(priors, item.kind, item.noun),
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
    """One compiled circuit for every item; ProbLog evaluates it with the item's switch weights.

    kind_prior(C) is an independent fact that occurs only under affords(C), so by the law of
    total probability P(affords(C)) = p * A1 + (1 - p) * A0, where p is the item's prior for
    C and A1 / A0 are ProbLog's answers with kind_prior(C) certain / impossible. The evaluator
    therefore runs ProbLog twice per distinct (kind, cues) and reuses both answers for every
    item, fold and priors table that shares them; tests check the result against the exact
    program (rules/affordances_kind.pl) item by item.
    """

    kinds: tuple[str, ...]
    _circuit: object = field(init=False, repr=False)
    _keys: dict[str, int] = field(init=False, repr=False)
    _cache: dict[tuple, tuple[tuple[float, ...], tuple[float, ...]]] = field(init=False, default_factory=dict, repr=False)
    evaluations: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        from problog import get_evaluatable
        from problog.evaluator import SemiringProbability
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
        self._cue_names = [f"item_cue({q})" for q in CUE_ATOMS]
        self._kind_names = [f"item_kind({k})" for k in self.kinds]
        # plain probabilities: the default log-space semiring is slower and buys nothing here
        self._semiring = SemiringProbability()

    def _weights(self, item: ItemDescription, prior: float) -> dict[int, float]:
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
            weights[self._keys[f"kind_prior({cls})"]] = prior
        return weights

    def _run(self, item: ItemDescription, prior: float) -> tuple[float, ...]:
        result = self._circuit.evaluate(weights=self._weights(item, prior), semiring=self._semiring)
        self.evaluations += 1
        by_name = {str(t): float(p) for t, p in result.items()}
        return tuple(by_name[f"affords({c})"] for c in CLASS_ATOMS)

    def evaluate(self, item: ItemDescription, priors: FittedPriors) -> tuple[float, ...]:
        """P(affords(C)) for the 15 classes in release order."""
        key = (item.kind, item.cue_atoms)
        ends = self._cache.get(key)
        if ends is None:
            ends = self._cache[key] = (self._run(item, 1.0), self._run(item, 0.0))
        with_prior, without = ends
        return tuple(
            p * a1 + (1.0 - p) * a0 for p, a1, a0 in zip(priors.for_item(item.kind, item.noun), with_prior, without)
        )
