"""The knowledge base's answer for one sentence-object item, with the trace that explains it.

This is the API later probes diff model predictions against: `afford(sentence, obj)`.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from functools import lru_cache

from solver.affordances.describe import ATOM_TO_CLASS, CLASS_ATOMS, describe
from solver.affordances.fit import FittedPriors
from solver.affordances.lexicon import load_lexicon
from solver.affordances.program import check_priors, exact_answer, load_priors
from solver.errors import PhyskbError


@dataclass(frozen=True)
class AppliedRule:
    """A context rule that fired for the item: its name, the class it moved, how, and P(fired)."""

    rule: str
    affordance: str  # release class name, e.g. "Ride"
    effect: str  # "raises" or "blocks"
    probability: float


@dataclass
class AffordanceAnswer:
    """The 15 probabilities (release class names, release order), the rules applied and a trace."""

    sentence: str
    obj: str
    kind: str
    noun: str | None
    cues: dict[str, str]  # cue atom -> the words that triggered it
    probabilities: dict[str, float]
    priors: dict[str, float]  # class -> the kind_affords (or noun_affords) probability used
    prior_source: str = "kind"  # "kind" or "noun": which facts by_kind/1 used
    kind_source: str = "lexicon"  # lexicon | modifier | fallback: where the kind came from
    fallback: bool = False  # the head noun is not in the kind lexicon: the kind is a fallback
    applied_rules: list[AppliedRule] = field(default_factory=list)
    trace: list[str] = field(default_factory=list)

    def ranked(self) -> list[tuple[str, float]]:
        return sorted(self.probabilities.items(), key=lambda kv: -kv[1])

    def to_json(self) -> dict:
        data = asdict(self)
        data["ranked"] = [c for c, _ in self.ranked()]
        return data


@lru_cache(maxsize=1)
def _default_priors() -> FittedPriors:
    priors = load_priors()
    check_priors(priors, tuple(load_lexicon().kinds))
    return priors


def afford(sentence: str, obj: str, priors: FittedPriors | None = None) -> AffordanceAnswer:
    """Probabilities that `obj`, as used in `sentence`, affords each of the 15 classes.

    ProbLog answers exactly (rules/affordances.pl with the item's kind and cues as facts);
    the trace names the lexicon entry, each cue, each kind (or noun) prior and each rule
    that fired.
    """
    if not obj.strip():
        raise PhyskbError("the object phrase is empty", where="OBJECT")
    if not sentence.strip():
        raise PhyskbError("the sentence is empty", where="SENTENCE")
    pri = priors if priors is not None else _default_priors()
    lexicon = load_lexicon()
    item = describe(sentence, obj, lexicon)
    result = exact_answer(item, pri)
    probabilities = {ATOM_TO_CLASS[c]: round(result.probabilities[c], 6) for c in CLASS_ATOMS}
    source, name = pri.source(item.kind, item.noun)
    prior_fact = "noun_affords" if source == "noun" else "kind_affords"
    kind_priors = {ATOM_TO_CLASS[c]: round(p, 6) for c, p in zip(CLASS_ATOMS, pri.for_item(item.kind, item.noun))}
    applied = [
        AppliedRule(rule, ATOM_TO_CLASS[cls], effect, round(p, 6))
        for (rule, cls, effect), p in sorted(result.fired.items(), key=lambda kv: (kv[0][0], CLASS_ATOMS.index(kv[0][1])))
    ]
    trace: list[str] = [f"kind ({item.kind_source}): {item.kind_note}"]
    if source == "noun":
        trace.append(
            f"prior: the release attests {name!r} often enough for its own noun_affords/2 facts "
            f"(smoothed towards kind_affords({item.kind}, _)), which replace its kind's (rules/affordances_kind.pl)"
        )
    for cue in item.cues:
        trace.append(f"cue: item_cue({cue.atom}) from {cue.evidence!r} (solver/affordances/cues.py)")
    if not item.cues:
        trace.append("cue: none found in the sentence or the object phrase")
    by_class: dict[str, list[AppliedRule]] = {}
    for rule in applied:
        by_class.setdefault(rule.affordance, []).append(rule)
    for cls, p in sorted(probabilities.items(), key=lambda kv: -kv[1]):
        atom = cls.lower()
        parts = [f"{prior_fact}({name}, {atom}) = {kind_priors[cls]:.3f} (kb/affordances/priors.pl)"]
        for rule in by_class.get(cls, []):
            parts.append(f"rule {rule.rule} {rule.effect} {atom} (p={rule.probability:.3f}, rules/affordances.pl)")
        trace.append(f"affords({atom}) = {p:.3f} <- " + "; ".join(parts))
    return AffordanceAnswer(
        sentence=sentence,
        obj=obj,
        kind=item.kind,
        noun=item.noun,
        cues={c.atom: c.evidence for c in item.cues},
        probabilities=probabilities,
        priors=kind_priors,
        prior_source=source,
        kind_source=item.kind_source,
        fallback=item.fallback,
        applied_rules=applied,
        trace=trace,
    )
