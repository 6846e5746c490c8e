"""Benchmark: story conflicts over all GITA (and TRIP) stories, one grounding vs one clingo call per story.

Run: .venv/bin/python bench/states.py [--data DIR]
Prints wall times measured side by side in this run and their ratio; the goal is all 355 GITA
stories in under 3 s (load + solve), which the one-grounding path meets with a wide margin.
"""
from __future__ import annotations

import argparse
import time
from pathlib import Path


def _best_of(n: int, fn) -> float:
    best = float("inf")
    for _ in range(n):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    from solver.paths import PROJECT_ROOT, resolve_data_dir
    from solver.states.loaders import GITA_FILE, TRIP_CURATED_FILE, load_gita, load_trip
    from solver.states.solve import find_conflicts
    from solver.states.validate import validate

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=None, help="shared data folder (default $PHYSKB_DATA or ../shared/data)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    data = resolve_data_dir(args.data) or (PROJECT_ROOT.parent / "shared" / "data")
    gita_path, trip_path = Path(data) / "gita" / GITA_FILE, Path(data) / "trip" / TRIP_CURATED_FILE

    gita = load_gita(gita_path)
    load_s = _best_of(args.repeat, lambda: load_gita(gita_path))
    one_s = _best_of(args.repeat, lambda: find_conflicts(gita))
    per_story_s = _best_of(1, lambda: [find_conflicts([s]) for s in gita])
    validate_s = _best_of(args.repeat, lambda: validate(gita, "gita"))
    print(f"GITA stories: {len(gita)}")
    print(f"  load GITA_test.json                     {load_s:7.3f} s")
    print(f"  find_conflicts, one grounding           {one_s:7.3f} s")
    print(f"  find_conflicts, one clingo call a story {per_story_s:7.3f} s")
    print(f"  ratio per-story / one grounding         {per_story_s / one_s:7.1f} x")
    print(f"  load + solve all stories                {load_s + one_s:7.3f} s  (goal < 3 s: "
          f"{'met' if load_s + one_s < 3 else 'NOT met'})")
    print(f"  validate gita (solver + label-only run) {validate_s:7.3f} s")
    if trip_path.exists():
        trip = load_trip(trip_path)
        trip_s = _best_of(args.repeat, lambda: find_conflicts(trip))
        print(f"TRIP dev curated stories: {len(trip)}; find_conflicts one grounding {trip_s:7.3f} s")


if __name__ == "__main__":
    main()
