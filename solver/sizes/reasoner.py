"""ProbLog reasoning over size items, a whole batch per grounding.

The KB and rules are parsed and prepared once per process (a ClauseDB). A batch is
added to an extension of that database as plain facts: one pair(K, A, B) per distinct
noun pair and one item(I, Phrase, S1, S2, K) per distinct (phrase, slots, pair), so the
release's easy/difficult/nocontext files, which repeat the full files' items, cost
nothing extra. Three non-ground queries (implied(I, R), counter_commonsense(I),
unmet(I, S, Q)) and one prior_bigger(k) per pair are grounded together once: ProbLog's
grounding cost is mostly per query, so three queries for a thousand items beat thousands
of ground ones (bench/sizes_affordances.py prints the ratios). The ground program is then
compiled with the SDD backend a small group of queries at a time, since evaluating a
query costs time in proportion to the variables of its compilation.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from solver.logic.problog import atom, decode, name_of
from solver.logic.sizes import ANSWERS
from solver.paths import kb_file, rules_file
from solver.sizes.knowledge import SizeKB
from solver.sizes.matcher import Match, slot_of
import multiprocessing
import os
from problog import get_evaluatable
from problog.engine import DefaultEngine
from problog.logic import Constant, Term, Var
from problog.program import PrologFile, SimpleProgram

RULE_FILES = ("sizes_prior.pl", "sizes_context.pl", "sizes_flag.pl")
KB_FILES = ("sizes/nouns.pl", "sizes/lexicon.pl")
CHUNK = 8192  # distinct items per grounding; bounds memory on very large batches
EVAL_GROUP = 64  # queries per SDD compilation and evaluation (evaluate_in_groups)
PARALLEL_MIN = 512  # distinct queries from which a batch is split over processes (reason)
MAX_PROCESSES = 4


@dataclass(frozen=True)
class Query:
    """What the reasoner is asked about one item: a lexicon match (or none) and a pair."""

    obj1: str  # known noun
    obj2: str  # known noun
    phrase: str | None = None
    slot1: str = "none"  # the slot obj1 fills in the phrase
    slot2: str = "none"
    fillers: tuple[tuple[str, str], ...] = ()  # (slot, noun) of known fillers
    form: str = "kept"  # kept | spread: the form of flexible things the phrase compares


@dataclass(frozen=True)
class Result:
    implied: str  # smaller | bigger | unknown (obj1 relative to obj2)
    prior_bigger: float  # P(obj1 bigger than obj2 in general)
    counter_commonsense: float  # P(the prior believes the opposite of the context)
    unmet: tuple[tuple[str, str], ...] = ()  # (slot, property)


def query_of(match: Match | None, obj1: str, obj2: str, kb: SizeKB) -> Query:
    """The reasoner's view of an item: known nouns, the phrase and the slots they fill."""
    if match is None:
        return Query(obj1, obj2)
    fillers = tuple(sorted((s, f.noun) for s, f in match.fillers.items() if f.noun))
    slot1 = slot_of(match, obj1, kb) or "none"
    slot2 = slot_of(match, obj2, kb) or "none"
    form = "spread" if match.phrase.id in kb.extent_phrases else "kept"
    return Query(obj1, obj2, match.phrase.id, slot1, slot2, fillers, form)


@lru_cache(maxsize=1)
def _prepared():
    """Engine and prepared ClauseDB of the KB and rules, built once per process."""
    program = SimpleProgram()
    for path in [kb_file(f) for f in KB_FILES] + [rules_file(f) for f in RULE_FILES]:
        for clause in PrologFile(str(path)):
            program.add_clause(clause)
    engine = DefaultEngine()
    return engine, engine.prepare(program)


def reason(queries: list[Query], progress: bool = False) -> list[Result]:
    """Answer every query; distinct queries are reasoned about once.

    A large batch (PARALLEL_MIN distinct queries and more) is split by noun pair over
    forked processes, one per free core (at most MAX_PROCESSES): ProbLog grounds in pure
    Python, one core at a time, and the items of different pairs share nothing in the
    program, so the parts ground independently and the answers are those of one batch.
    """
    unique = list(dict.fromkeys(queries))
    answers: dict[Query, Result] = {}
    processes = _processes(len(unique))
    if processes > 1:
        _prepared()  # parsed once, inherited by the forked processes
        parts = _split_by_pair(unique, processes)
        with multiprocessing.get_context("fork").Pool(processes) as pool:
            for part, results in zip(parts, pool.map(_reason_all, parts)):
                answers.update(zip(part, results))
        return [answers[q] for q in queries]
    chunks = [unique[i:i + CHUNK] for i in range(0, len(unique), CHUNK)]
    bar = None
    if progress and len(chunks) > 1:
        # deferred: loads tqdm only when this runs
        from tqdm import tqdm

        bar = tqdm(total=len(unique), desc="problog", unit="item", leave=False)
    for chunk in chunks:
        answers.update(zip(chunk, _reason_chunk(chunk)))
        if bar is not None:
            bar.update(len(chunk))
    if bar is not None:
        bar.close()
    return [answers[q] for q in queries]


def _processes(distinct: int) -> int:
    """How many processes a batch of this many distinct queries is split over: 1 for a
    small batch (a server's request, a test), where starting processes costs more than it
    saves, or where fork is not available."""

    if distinct < PARALLEL_MIN or "fork" not in multiprocessing.get_all_start_methods():
        return 1
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(cores, MAX_PROCESSES))


def _split_by_pair(unique: list[Query], parts: int) -> list[list[Query]]:
    """The queries in `parts` lists of about equal size, every noun pair's queries in one
    list (a pair's prior is then grounded once)."""
    by_pair: dict[tuple[str, str, str], list[Query]] = {}
    for q in unique:
        by_pair.setdefault((q.obj1, q.obj2, q.form), []).append(q)
    out: list[list[Query]] = [[] for _ in range(parts)]
    for group in sorted(by_pair.values(), key=len, reverse=True):
        min(out, key=len).extend(group)
    return out


def _reason_all(unique: list[Query]) -> list[Result]:
    """Distinct queries answered CHUNK at a time, in one process."""
    out: list[Result] = []
    for i in range(0, len(unique), CHUNK):
        out.extend(_reason_chunk(unique[i:i + CHUNK]))
    return out


def queries_for_batch(pairs: dict[tuple[str, str, str], int]) -> list:
    """The queries that answer a whole batch.

    Three non-ground item queries, then one ground prior per pair: counter_commonsense
    grounds the priors of related pairs with the pair bound, and ProbLog's tables are
    per call pattern, so asking the priors the same way afterwards reuses them.
    """
    return [
        Term("implied", Var("I"), Var("R")),
        Term("counter_commonsense", Var("I")),
        Term("unmet", Var("I"), Var("S"), Var("Q")),
    ] + [Term("prior_bigger", Constant(k)) for k in pairs.values()]


def batch_database(unique: list[Query]):
    """(engine, database, pairs, related): the prepared KB extended with a batch's facts.

    pairs maps each distinct (obj1, obj2, form) to its pair id; related lists the items
    whose phrase has both objects in its slots.
    """
    engine, db = _prepared()
    ext = db.extend()
    pairs: dict[tuple[str, str, str], int] = {}
    for q in unique:
        if (q.obj1, q.obj2, q.form) not in pairs:
            k = pairs[(q.obj1, q.obj2, q.form)] = len(pairs)
            form = Term(q.form)
            ext.add_fact(Term("pair", Constant(k), atom(q.obj1), form, atom(q.obj2), form))
    related: list[int] = []
    for i, q in enumerate(unique):
        if not q.phrase:
            continue
        item = Constant(i)
        k = pairs[(q.obj1, q.obj2, q.form)]
        ext.add_fact(Term("item", item, Term(q.phrase), Term(q.slot1), Term(q.slot2), Constant(k)))
        for slot, noun in q.fillers:
            ext.add_fact(Term("filler", item, Term(slot), atom(noun)))
        if q.slot1 != "none" and q.slot2 != "none":
            related.append(i)
    return engine, ext, pairs, related


def _reason_chunk(unique: list[Query]) -> list[Result]:
    """One grounding for distinct queries, evaluated in groups (evaluate_in_groups)."""
    engine, ext, pairs, related = batch_database(unique)
    for term in queries_for_batch(pairs):
        ext.add_fact(Term("query", term))
    facts = _by_key(evaluate_in_groups(engine.ground_all(ext)))
    priors = {k: max((p for _, p in facts.get(("prior_bigger", k), [])), default=0.0) for k in pairs.values()}
    implied_of: dict[int, str] = {}
    for i in related:
        for answer, p in facts.get(("implied", i), []):
            if p > 0.5:
                implied_of[i] = name_of(answer.relation)
    out: list[Result] = []
    for i, q in enumerate(unique):
        k = pairs[(q.obj1, q.obj2, q.form)]
        prior = priors[k]
        implied = implied_of.get(i, "unknown")
        flag = 0.0
        unmet: tuple[tuple[str, str], ...] = ()
        if q.phrase:
            flag = max((p for _, p in facts.get(("counter_commonsense", i), [])), default=0.0)
            unmet = tuple(sorted((name_of(u.slot), name_of(u.property)) for u, p in facts.get(("unmet", i), []) if p > 0.5))
        out.append(Result(implied, prior, flag, unmet))
    return out


def evaluate_in_groups(ground, group: int = EVAL_GROUP) -> dict:
    """Every query's probability, compiled and evaluated EVAL_GROUP queries at a time.

    The SDD backend sets the weight of every variable of the compiled formula before
    each query it evaluates, so one compilation for a thousand pairs costs queries x
    variables. The batch's queries share no variables across pairs, so a group of them
    compiles only its own few variables; the ground program stays the one grounding.
    """
    queries = list(ground.queries())
    values: dict = {}
    try:
        for start in range(0, len(queries), group):
            ground.clear_queries()
            for name, node in queries[start:start + group]:
                ground.add_query(name, node)
            values.update(get_evaluatable("sdd").create_from(ground).evaluate())
    finally:
        ground.clear_queries()
        for name, node in queries:
            ground.add_query(name, node)
    return values


def _by_key(values: dict) -> dict[tuple[str, int], list]:
    """Query answers as typed records, grouped by (predicate, item or pair number); placeholders
    (no_item) left out."""
    records = {r.FUNCTOR: r for r in ANSWERS}
    facts: dict[tuple[str, int], list] = {}
    for term, p in values.items():
        cls = records.get(str(term.functor))
        if cls is None:
            continue
        answer = decode(term, cls, "rules/sizes_*.pl answers")
        if isinstance(answer.key, Constant) and isinstance(answer.key.value, int):
            facts.setdefault((cls.FUNCTOR, answer.key.value), []).append((answer, float(p)))
    return facts
