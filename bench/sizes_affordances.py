"""Bench: CConS and GRAFFORD figures, and ProbLog timings measured side by side in one run.

Usage: .venv/bin/python bench/sizes_affordances.py [--data ../shared/data]

CConS: the validator's figures; the time to answer the 1,104 rows of the two full files
and all 3,293 rows; and, side by side on the same rows, the solver's batch (one grounding
of three non-ground item queries and one prior per pair, split by noun pair over one process
per free core, compiled 64 queries at a time) against the same batch in one process, asked
with ground queries per item, and answered one item at a time. GRAFFORD: solver.affordances.validate.validate_grafford's figures.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def ground_queries_per_item(queries) -> float:
    """Seconds for the same batch asked with ground queries: three per item, one per pair."""
    from problog import get_evaluatable
    from problog.logic import Constant, Term, Var

    from solver.sizes.reasoner import batch_database

    start = time.perf_counter()
    unique = list(dict.fromkeys(queries))
    engine, ext, pairs, related = batch_database(unique)
    terms = [Term("prior_bigger", Constant(k)) for k in pairs.values()]
    for i in related:
        terms += [Term("implied", Constant(i), Var("R")), Term("counter_commonsense", Constant(i)),
                  Term("unmet", Constant(i), Var("S"), Var("Q"))]
    for term in terms:
        ext.add_fact(Term("query", term))
    get_evaluatable("sdd").create_from(ext, engine=engine).evaluate()
    return time.perf_counter() - start


def _cpu_seconds() -> float:
    """CPU seconds of this process and of its finished child processes (the reasoner forks)."""
    import resource

    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def bench_cccons(data: Path) -> None:
    from solver.sizes.answer import answer_many
    from solver.sizes.knowledge import default_kb
    from solver.sizes.loaders import load_cccons
    from solver.sizes.matcher import _candidates, best_match
    from solver.sizes.reasoner import _prepared, query_of, reason
    from solver.sizes.validate import validate_cccons

    _prepared()  # parse the KB once, as any process does
    kb = default_kb()
    rows = load_cccons(data)
    full = [r for r in rows if r.difficulty == "full"]

    t = time.perf_counter()
    answer_many([(r.context, r.obj1, r.obj2) for r in full])
    t_full = time.perf_counter() - t
    t, cpu = time.perf_counter(), _cpu_seconds()
    report = validate_cccons(data)
    t_all, cpu_all = time.perf_counter() - t, _cpu_seconds() - cpu

    _candidates.cache_clear()  # time matching cold, as a fresh process would
    t = time.perf_counter()
    queries = [query_of(best_match(r.context, r.obj1, r.obj2, kb), kb.require(r.obj1), kb.require(r.obj2), kb)
               for r in full]
    t_match = time.perf_counter() - t
    t = time.perf_counter()
    reason(queries)
    t_batch = time.perf_counter() - t
    import solver.sizes.reasoner as reasoner

    parallel_min, reasoner.PARALLEL_MIN = reasoner.PARALLEL_MIN, 10**9  # the same batch in one process
    t = time.perf_counter()
    reason(queries)
    t_one_process = time.perf_counter() - t
    reasoner.PARALLEL_MIN = parallel_min
    t_ground = ground_queries_per_item(queries)
    sample = queries[:40]
    t = time.perf_counter()
    for q in sample:
        reason([q])
    t_single = (time.perf_counter() - t) / len(sample) * len(queries)

    print("== CConS ==")
    for f in report.files:
        if f.difficulty == "nocontext":
            print(f"{f.file:40s} rows {f.rows:4d}  prior accuracy {f.prior_accuracy:.3f}")
        else:
            print(f"{f.file:40s} rows {f.rows:4d}  coverage {f.coverage:.3f}  implied accuracy "
                  f"{f.implied_accuracy:.3f}  flag accuracy {f.flag_accuracy:.3f}")
    fl = report.flag
    print(f"flag on full normal + adversarial: precision {fl['precision']:.3f} recall {fl['recall']:.3f} F1 {fl['f1']:.3f}")
    print("goals: " + "; ".join(f"{g}: {'met' if ok else 'NOT met'}" for g, ok in report.goals.items()))
    print(f"answer the {len(full)} full-file rows: {t_full:.2f} s (goal < 10 s)")
    if report.own is not None:
        own = report.own
        print(f"own new-wording sentences: {own['sentences']}, coverage {own['coverage']:.3f}, accuracy "
              f"{own['accuracy']:.3f}, flag accuracy {own['flag_accuracy']:.3f}")
    print(f"validate all {report.rows} rows (incl. anomalies, order check, own sentences): {t_all:.2f} s wall, "
          f"{cpu_all:.2f} s CPU (all processes; goal < 10 s wall on an idle machine)")
    print(f"side by side on the {len(full)} full-file rows:")
    print(f"  lexicon matching (Python regexes):        {t_match:6.2f} s")
    print(f"  ProbLog batch, 3 non-ground queries (the solver, {reasoner._processes(len(set(queries)))} processes): "
          f"{t_batch:6.2f} s   1.00x")
    print(f"  the same batch in one process:                   {t_one_process:6.2f} s   {t_one_process / t_batch:5.2f}x")
    print(f"  ProbLog batch, ground queries per item:          {t_ground:6.2f} s   {t_ground / t_batch:5.2f}x")
    print(f"  ProbLog one item at a time (from {len(sample)} items):     {t_single:6.2f} s   {t_single / t_batch:5.2f}x")


def bench_grafford(data: Path) -> None:
    print("== GRAFFORD ==")
    try:
        from solver.affordances.validate import validate_grafford
    except ImportError:
        print("affordances: not available")
        return
    t, cpu = time.perf_counter(), time.process_time()
    summary = validate_grafford(data)
    seconds, cpu_s = time.perf_counter() - t, time.process_time() - cpu
    kb = summary["knowledge_base"]
    cv = kb["cross_validated"]
    grouped = kb["grouped_by_noun"]
    print(f"rows {summary['anomalies']['rows']}; 5-fold cross-validated accuracy {cv['accuracy']:.3f} "
          f"(goal >= 0.7), mAP {cv['mAP']:.3f} (goal >= 0.6); goals {'met' if kb['goals']['met'] else 'NOT met'}")
    for name, g in (("grouped by head noun", grouped["lexicon_known"]),
                    ("grouped by head noun, lexicon withheld (fallback kinds)", grouped["lexicon_withheld"])):
        print(f"{name}: accuracy {g['accuracy']:.3f}, mAP {g['mAP']:.3f}")
    print(f"validate all rows: {seconds:.2f} s wall, {cpu_s:.2f} s CPU (goal < 10 s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(ROOT.parent / "shared" / "data"), help="shared data folder")
    args = parser.parse_args()
    from solver.paths import resolve_data_dir

    bench_cccons(resolve_data_dir(args.data, "cccons"))
    bench_grafford(resolve_data_dir(args.data, "grafford"))


if __name__ == "__main__":
    main()
