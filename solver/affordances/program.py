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
from solver.logic.affordances import Affords, AttestedNoun, Fired, KindAffords, NounAffords
from solver.logic.problog import compile_program, decode, evaluate, parse_term, term
from solver.errors import DataError
from problog.evaluator import SemiringProbability
from problog.logic import Var
from problog.program import PrologFile

RULES = "affordances.pl"
KIND_RULES = "affordances_kind.pl"
BULK_RULES = "affordances_bulk.pl"


def load_priors(path: Path = PRIORS_FILE) -> FittedPriors:
    """kind_affords/2 and noun_affords/2 probabilities of a priors file, read with ProbLog's parser."""
    if not path.is_file():
        raise DataError("priors file not found (run python -m solver.affordances.fit)", where=str(path))
    kind: Priors = {}
    noun: Priors = {}
    attested: set[str] = set()
    records = (KindAffords, NounAffords, AttestedNoun)
    for n, clause in enumerate(PrologFile(str(path)), start=1):
        cls = next((r for r in records if r.FUNCTOR == clause.functor), None)
        if cls is None:
            continue
        where = f"{path}: clause {n}"
        fact = decode(clause, cls, where)
        if isinstance(fact, AttestedNoun):
            attested.add(fact.noun)
            continue
        if clause.probability is None:
            raise DataError(f"{clause.functor} fact without a probability", where=where)
        if fact.cls not in CLASS_ATOMS:
            raise DataError(f"unknown class {fact.cls!r}", where=f"{where}, field Class")
        name = fact.kind if isinstance(fact, KindAffords) else fact.noun
        (kind if isinstance(fact, KindAffords) else noun)[(name, fact.cls)] = float(clause.probability)
    unlisted = sorted({n for n, _ in noun} - attested)
    if unlisted:
        raise DataError(f"noun_affords facts for nouns without attested_noun/1: {unlisted[:5]}", where=str(path))
    return FittedPriors(kind, noun)


def check_priors(priors: FittedPriors, kinds: list[str] | tuple[str, ...]) -> None:
    """Every kind needs all 15 kind_affords facts; every attested noun all 15 noun_affords facts."""
    missing = [f"{k}/{c}" for k in kinds for c in CLASS_ATOMS if (k, c) not in priors.kind]
    missing += [f"{n}/{c}" for n in priors.nouns for c in CLASS_ATOMS if (n, c) not in priors.noun]
    if missing:
        raise DataError(f"priors lack {len(missing)} facts, e.g. {missing[:3]}", where=str(PRIORS_FILE))


def _priors_facts(priors: FittedPriors, kind: str, noun: str | None) -> list:
    """The priors facts one item can use: its kind's, and its noun's when attested."""
    facts = [term("kind_affords", k, c, probability=p) for (k, c), p in sorted(priors.kind.items()) if k == kind]
    if noun is not None and noun in priors.nouns:
        facts.append(term("attested_noun", noun))
        facts += [term("noun_affords", noun, c, probability=priors.noun[(noun, c)]) for c in CLASS_ATOMS]
    return facts


@dataclass
class ExactAnswer:
    probabilities: dict[str, float]  # class atom -> P(affords)
    fired: dict[tuple[str, str, str], float]  # (rule, class atom, raises|blocks) -> P(rule fired)


def exact_answer(item: ItemDescription, priors: FittedPriors) -> ExactAnswer:
    """Ground and evaluate the program for one item (its kind, noun and cues as facts)."""
    facts = [term("item_kind", item.kind)] + [term("item_cue", parse_term(cue)) for cue in item.cue_atoms]
    facts.append(term("item_noun", item.noun if item.noun is not None else "none"))
    asked = [term("affords", Var("_")), term("fired", Var("_"), Var("_"), Var("_"))]
    result = evaluate([_priors_facts(priors, item.kind, item.noun), RULES, KIND_RULES, facts], asked, engine="sdd")
    probs = {c: 0.0 for c in CLASS_ATOMS}
    fired: dict[tuple[str, str, str], float] = {}
    for answer, p in result.items():
        if answer.functor == Affords.FUNCTOR:
            probs[decode(answer, Affords).cls] = p
        elif answer.functor == Fired.FUNCTOR and p > 0:
            f = decode(answer, Fired)
            fired[(f.rule, f.cls, f.effect)] = p
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
        switches = [term("item_kind", k, probability=0.5) for k in self.kinds]
        switches += [term("item_cue", parse_term(q), probability=0.5) for q in CUE_ATOMS]
        switches += [term("kind_prior", c, probability=0.5) for c in CLASS_ATOMS]
        self._circuit = compile_program([RULES, BULK_RULES, switches], [term("affords", Var("_"))])
        self._keys = {node.name: key for key, node, kind in self._circuit if kind == "atom"}
        self._cue_terms = {q: term("item_cue", parse_term(q)) for q in CUE_ATOMS}
        self._kind_terms = {k: term("item_kind", k) for k in self.kinds}
        self._prior_terms = [term("kind_prior", c) for c in CLASS_ATOMS]
        self._answers = [term("affords", c) for c in CLASS_ATOMS]
        # plain probabilities: the default log-space semiring is slower and buys nothing here
        self._semiring = SemiringProbability()

    def _weights(self, item: ItemDescription, prior: float) -> dict[int, float]:
        weights: dict[int, float] = {}
        for kind, switch in self._kind_terms.items():
            if switch in self._keys:
                weights[self._keys[switch]] = 1.0 if kind == item.kind else 0.0
        on_cues = set(item.cue_atoms)
        for cue, switch in self._cue_terms.items():
            if switch in self._keys:
                weights[self._keys[switch]] = 1.0 if cue in on_cues else 0.0
        for switch in self._prior_terms:
            weights[self._keys[switch]] = prior
        return weights

    def _run(self, item: ItemDescription, prior: float) -> tuple[float, ...]:
        result = self._circuit.evaluate(weights=self._weights(item, prior), semiring=self._semiring)
        self.evaluations += 1
        return tuple(float(result[answer]) for answer in self._answers)

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
