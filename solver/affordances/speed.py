"""Side-by-side timing of the exact (per item) and the bulk (compiled once) ProbLog paths.

For bench scripts: both paths answer the same items with the same priors in one run, so the
ratio is meaningful on a noisy shared machine even when the absolute seconds are not.
"""
from __future__ import annotations

import time
from pathlib import Path
from solver.affordances.lexicon import load_lexicon
from solver.affordances.loaders import load_grafford
from solver.affordances.describe import CLASS_ATOMS, describe
from solver.affordances.program import BulkEvaluator, exact_answer, load_priors


def compare_exact_and_bulk(data_dir: Path, sample: int = 40) -> dict:
    """Seconds per item of the exact path (sampled) and of the bulk path (every row), and their ratio."""
    rows = load_grafford(data_dir)
    lexicon = load_lexicon()
    priors = load_priors()
    items = [describe(r.sentence, r.obj, lexicon) for r in rows]
    step = max(1, len(items) // sample)
    picked = items[::step][:sample]

    t0 = time.perf_counter()
    exact = [exact_answer(item, priors).probabilities for item in picked]
    t1 = time.perf_counter()
    bulk = BulkEvaluator(tuple(lexicon.kinds))
    t2 = time.perf_counter()
    answers = [bulk.evaluate(item, priors) for item in items]
    t3 = time.perf_counter()

    fast = answers[::step][:sample]
    worst = max(abs(e[c] - f[i]) for e, f in zip(exact, fast) for i, c in enumerate(CLASS_ATOMS))
    exact_per_item = (t1 - t0) / len(picked)
    bulk_per_item = (t3 - t1) / len(items)  # compile included, spread over all rows
    return {
        "rows": len(items),
        "exact_items_timed": len(picked),
        "exact_seconds_per_item": round(exact_per_item, 5),
        "exact_seconds_all_rows_estimated": round(exact_per_item * len(items), 2),
        "bulk_compile_seconds": round(t2 - t1, 4),
        "bulk_seconds_all_rows": round(t3 - t1, 4),
        "bulk_seconds_per_item": round(bulk_per_item, 6),
        "bulk_problog_evaluations": bulk.evaluations,
        "speedup_bulk_over_exact": round(exact_per_item / bulk_per_item, 1) if bulk_per_item else None,
        "max_abs_difference_on_sample": worst,
    }
