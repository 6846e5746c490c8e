"""Answers to size questions in context: the implied relation, the prior, the flag, the trace.

`answer_size` is the entry point other areas (the probes) call; `answer_many` answers a
list of items with one ProbLog compilation, which is what bulk validation uses.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from solver.sizes.knowledge import SizeKB, default_kb
from solver.sizes.matcher import Match, best_match, slot_of
from solver.sizes.reasoner import Query, Result, query_of, reason

FLAG_THRESHOLD = 0.5


@dataclass
class SizeAnswer:
    context: str
    obj1: str
    obj2: str
    noun1: str  # the known noun obj1 names
    noun2: str
    implied: str  # smaller | bigger | unknown: obj1 relative to obj2, from the context
    prior_bigger: float  # P(obj1 bigger than obj2 in general)
    prior: str  # smaller | bigger | equal: what commonsense alone says
    counter_commonsense: bool  # the context implies the relation the prior finds less probable
    counter_probability: float
    answer: str  # implied when known; the prior when there is no context; else unknown
    phrase: str | None = None
    pattern: str | None = None
    slots: dict[str, str] = field(default_factory=dict)
    unmet: list[str] = field(default_factory=list)
    trace: list[str] = field(default_factory=list)

    @property
    def label(self) -> int | None:
        """The answer in the release's encoding (1 = obj1 smaller), None when unknown."""
        return {"smaller": 1, "bigger": 0}.get(self.answer)

    def to_dict(self) -> dict:
        return asdict(self)


def _prior_word(p: float) -> str:
    if abs(p - 0.5) < 1e-9:
        return "equal"
    return "bigger" if p > 0.5 else "smaller"


def _noun_fact(kb: SizeKB, noun: str) -> str:
    n = kb.nouns[noun]
    l, w, h = n.dims
    return f"noun({noun}, {n.kind}, {l:g} x {w:g} x {h:g} cm, bulk {n.bulk_cm:.3g} cm, spread x{n.spread:g})"


def _build(kb: SizeKB, context: str, obj1: str, obj2: str, noun1: str, noun2: str,
           match: Match | None, res: Result) -> SizeAnswer:
    trace: list[str] = []
    for word, noun in ((obj1, noun1), (obj2, noun2)):
        key = " ".join(word.lower().split())
        if key in kb.aliases:
            trace.append(f"word {word!r} read as noun {noun!r} (alias: {kb.aliases[key].why}, kb/sizes/nouns.pl)")
    phrase = pattern = None
    slots: dict[str, str] = {}
    if not context.strip():
        trace.append("no context: the commonsense prior alone answers")
    elif match is None:
        trace.append("no lexicon phrase matches the context: implied relation unknown")
    else:
        phrase, pattern = match.phrase.id, match.phrase.text()
        slots = {s: (f.noun or f.text) for s, f in match.fillers.items()}
        filled = ", ".join(f"{s} = {v}" for s, v in slots.items())
        trace.append(f"phrase {phrase}: '{pattern}' with {filled} (kb/sizes/lexicon.pl)")
        s1, s2 = slot_of(match, obj1, kb), slot_of(match, obj2, kb)
        if res.implied != "unknown":
            small, big = (s1, s2) if res.implied == "smaller" else (s2, s1)
            trace.append(f"implies({phrase}, {small}, {big}): {slots.get(small)} is smaller than {slots.get(big)} "
                         f"(kb/sizes/lexicon.pl; rules/sizes_context.pl implied/2)")
        elif s1 is None or s2 is None:
            missing = obj1 if s1 is None else obj2
            trace.append(f"{missing!r} fills no slot of this phrase: implied relation unknown")
        else:
            trace.append(f"the phrase relates no sizes of slots {s1} and {s2}: implied relation unknown")
    for slot, prop in res.unmet:
        trace.append(f"unmet(slot {slot} = {slots.get(slot)}, {prop}): the sentence defies what the phrase presumes "
                     f"(rules/sizes_context.pl unmet/3)")
    trace.append(f"size facts: {_noun_fact(kb, noun1)}; {_noun_fact(kb, noun2)} (kb/sizes/nouns.pl)")
    trace.append(f"prior: P(bigger({noun1}, {noun2})) = {res.prior_bigger:.3f} (rules/sizes_prior.pl bigger/2)")
    flag = res.implied != "unknown" and res.counter_commonsense > FLAG_THRESHOLD
    if res.implied != "unknown":
        verdict = "is counter-commonsense" if flag else "agrees with commonsense"
        trace.append(f"counter_commonsense = {res.counter_commonsense:.3f}: the context {verdict} "
                     f"(rules/sizes_flag.pl counter_commonsense/1)")
    if res.implied != "unknown":
        answer = res.implied
    elif not context.strip():
        answer = _prior_word(res.prior_bigger)
    else:
        answer = "unknown"
    return SizeAnswer(
        context=context, obj1=obj1, obj2=obj2, noun1=noun1, noun2=noun2, implied=res.implied,
        prior_bigger=res.prior_bigger, prior=_prior_word(res.prior_bigger), counter_commonsense=flag,
        counter_probability=res.counter_commonsense if res.implied != "unknown" else 0.0,
        answer=answer, phrase=phrase, pattern=pattern, slots=slots,
        unmet=[f"{s}:{p}" for s, p in res.unmet], trace=trace,
    )


def answer_many(items: list[tuple[str, str, str]], kb: SizeKB | None = None) -> list[SizeAnswer]:
    """Answer (context, obj1, obj2) items with one ProbLog compilation for all of them.

    Unknown objects raise UnknownNameError naming the closest known nouns.
    """
    kb = kb or default_kb()
    prepared: list[tuple[str, str, str, str, str, Match | None, Query]] = []
    for context, obj1, obj2 in items:
        noun1, noun2 = kb.require(obj1), kb.require(obj2)
        match = best_match(context, obj1, obj2, kb) if context.strip() else None
        prepared.append((context, obj1, obj2, noun1, noun2, match, query_of(match, noun1, noun2, kb)))
    results = reason([p[-1] for p in prepared])
    return [_build(kb, c, o1, o2, n1, n2, m, r) for (c, o1, o2, n1, n2, m, _), r in zip(prepared, results)]


def answer_size(context: str, obj1: str, obj2: str) -> SizeAnswer:
    """Which of obj1 and obj2 is bigger in this context, with the prior, the flag and the trace."""
    return answer_many([(context, obj1, obj2)])[0]
