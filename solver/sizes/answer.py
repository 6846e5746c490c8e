"""Answers to size questions in context: the implied relation, the prior, the flag, the trace.

`answer_size` is the entry point other areas (the probes) call; `answer_many` answers a
list of items with one ProbLog compilation, which is what bulk validation uses.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from solver.sizes.knowledge import SizeKB, default_kb
from solver.sizes.matcher import Match, best_match, slot_of
from solver.sizes.reader import Reading, read
from solver.sizes.reasoner import Query, Result, query_of, reason
from difflib import get_close_matches

READING_PHRASE = "reading"  # the phrase id of relations the general reader found (rules/sizes_context.pl)

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
    entry_kind: str | None = None  # phrase | verb | preposition | comparative | too: what gave the relation
    entry: str | None = None  # the lexicon phrase id, or the verb lemma / preposition / comparative read
    unknown_nouns: list[str] = field(default_factory=list)  # object words no noun of the KB names

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
    return f"noun({noun}, {n.kind}, {l:g} x {w:g} x {h:g} cm, face {n.face_cm:.3g} cm, spread x{n.spread:g})"


def _build(kb: SizeKB, context: str, obj1: str, obj2: str, noun1: str, noun2: str,
           match: Match | None, res: Result, reading: Reading | None = None,
           notes: tuple[str, ...] = ()) -> SizeAnswer:
    trace: list[str] = list(notes)
    for word, noun in ((obj1, noun1), (obj2, noun2)):
        key = " ".join(word.lower().split())
        if key in kb.aliases:
            trace.append(f"word {word!r} read as noun {noun!r} (alias: {kb.aliases[key].why}, kb/sizes/nouns.pl)")
    phrase = pattern = None
    entry_kind = entry = None
    slots: dict[str, str] = {}
    if not context.strip():
        trace.append("no context: the commonsense prior alone answers")
    elif reading is not None:
        entry_kind, entry = reading.kind, reading.entry
        trace.append(f"no lexicon phrase places both objects; general reading ({reading.how}): "
                     f"{reading.kind} {reading.entry!r} says {obj1} is {reading.relation} than {obj2} "
                     f"(kb/sizes/reading.pl; solver/sizes/reader.py)")
        if reading.form == "spread":
            trace.append("the cue is about the area things span: flexible things compared spread out "
                         "(spread_out/4, kb/sizes/nouns.pl)")
    elif match is None:
        trace.append("no lexicon phrase matches the context: implied relation unknown")
    else:
        phrase, pattern = match.phrase.id, match.phrase.text()
        entry_kind, entry = "phrase", match.phrase.id
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
        unmet=[f"{s}:{p}" for s, p in res.unmet], trace=trace, entry_kind=entry_kind, entry=entry,
    )


def _unknown(kb: SizeKB, context: str, obj1: str, obj2: str, missing: list[str]) -> SizeAnswer:
    """The explicit answer for an object no noun of the KB names: the words, never a guess."""

    known = sorted(set(kb.nouns) | set(kb.aliases))
    trace = [f"unknown noun {w!r}: not in kb/sizes/nouns.pl (closest: "
             f"{', '.join(get_close_matches(w.lower(), known, n=3)) or 'none'}); no size is guessed" for w in missing]
    return SizeAnswer(context=context, obj1=obj1, obj2=obj2, noun1="", noun2="", implied="unknown",
                      prior_bigger=0.5, prior="unknown", counter_commonsense=False, counter_probability=0.0,
                      answer="unknown noun", trace=trace, unknown_nouns=missing)


def answer_many(items: list[tuple[str, str, str]], kb: SizeKB | None = None) -> list[SizeAnswer]:
    """Answer (context, obj1, obj2) items with one ProbLog compilation for all of them.

    An object no noun names gets the explicit answer "unknown noun" naming the word; an
    object whose modifiers are unknown is read as its head noun, and the trace says so.
    """
    kb = kb or default_kb()
    out: list[SizeAnswer | None] = []
    prepared: list[tuple] = []
    for context, obj1, obj2 in items:
        (noun1, note1), (noun2, note2) = kb.read_noun(obj1), kb.read_noun(obj2)
        if noun1 is None or noun2 is None:
            out.append(_unknown(kb, context, obj1, obj2, [w for w, n in ((obj1, noun1), (obj2, noun2)) if n is None]))
            continue
        match = best_match(context, obj1, obj2, kb) if context.strip() else None
        reading = None
        if match is not None and not (slot_of(match, obj1, kb) and slot_of(match, obj2, kb)):
            match = None
        if match is None and context.strip():
            reading = read(context, noun1, noun2, kb)
        if reading is not None:
            small_first = reading.relation == "smaller"
            query = Query(noun1, noun2, READING_PHRASE, "small" if small_first else "big",
                          "big" if small_first else "small", (), reading.form)
        else:
            query = query_of(match, noun1, noun2, kb)
        notes = tuple(n for n in (note1, note2) if n)
        prepared.append((len(out), context, obj1, obj2, noun1, noun2, match, reading, notes, query))
        out.append(None)
    results = reason([p[-1] for p in prepared])
    for (i, c, o1, o2, n1, n2, m, rd, notes, _), r in zip(prepared, results):
        out[i] = _build(kb, c, o1, o2, n1, n2, m, r, rd, notes)
    return out


def answer_size(context: str, obj1: str, obj2: str) -> SizeAnswer:
    """Which of obj1 and obj2 is bigger in this context, with the prior, the flag and the trace."""
    return answer_many([(context, obj1, obj2)])[0]
