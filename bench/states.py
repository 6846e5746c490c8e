"""Benchmark: story conflicts over all GITA (and TRIP) stories, one grounding vs one clingo call per story.

Run: .venv/bin/python bench/states.py [--data DIR] [--no-ablation]
Prints wall times measured side by side in this run and their ratio; the goal is all 355 GITA
stories in under 3 s (load + solve), which the one-grounding path meets with a wide margin.
Then an ablation: each named domain rule switched off alone (everything else unchanged), and what
it adds on GITA and TRIP: exact pairs over all implausible stories and over those without an
annotation anomaly, and plausible stories it flags (a rule worth keeping adds no plausible flag
that the validator cannot explain by an anomaly).
"""
from __future__ import annotations

import argparse
import time
from pathlib import Path


VARIANT_RULE_FILES = ("states_domain_order.lp", "states_domain_cloze.lp", "states_domain_holding.lp",
                      "states_domain_route.lp", "states_domain_base_noise.lp")


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
    from solver.states.solve import find_conflicts, rule_files
    from solver.states.validate import validate

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=None, help="shared data folder (default $PHYSKB_DATA or ../shared/data)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-ablation", action="store_true", help="skip the per-rule ablation")
    args = parser.parse_args()
    data = resolve_data_dir(args.data) or (PROJECT_ROOT.parent / "shared" / "data")
    gita_path, trip_path = Path(data) / "gita" / GITA_FILE, Path(data) / "trip" / TRIP_CURATED_FILE

    gita = load_gita(gita_path)
    load_s = _best_of(args.repeat, lambda: load_gita(gita_path))
    one_s = _best_of(args.repeat, lambda: find_conflicts(gita))
    per_story_s = _best_of(1, lambda: [find_conflicts([s]) for s in gita])
    # The rules that compare a variant with its base story (enabling_order, lost_enabler) left out.
    no_variant_files = [f for f in rule_files() if f not in VARIANT_RULE_FILES]
    no_variant_s = _best_of(args.repeat, lambda: find_conflicts(gita, no_variant_files))
    validate_s = _best_of(args.repeat, lambda: validate(gita, "gita"))
    print(f"GITA stories: {len(gita)}")
    print(f"  load GITA_test.json                     {load_s:7.3f} s")
    print(f"  find_conflicts, one grounding           {one_s:7.3f} s")
    print(f"  find_conflicts, one clingo call a story {per_story_s:7.3f} s")
    print(f"  ratio per-story / one grounding         {per_story_s / one_s:7.1f} x")
    print(f"  one grounding without the variant rules {no_variant_s:7.3f} s  (variant rules cost "
          f"{one_s / no_variant_s:4.2f} x)")
    print(f"  load + solve all stories                {load_s + one_s:7.3f} s  (goal < 3 s: "
          f"{'met' if load_s + one_s < 3 else 'NOT met'})")
    print(f"  validate gita (solver + label-only run) {validate_s:7.3f} s")
    if trip_path.exists():
        trip = load_trip(trip_path)
        trip_s = _best_of(args.repeat, lambda: find_conflicts(trip))
        print(f"TRIP dev curated stories: {len(trip)}; find_conflicts one grounding {trip_s:7.3f} s")
    else:
        trip = []
    if not args.no_ablation:
        ablation({"gita": gita, "trip": trip} if trip else {"gita": gita})


def _figures(report) -> tuple[int, int, int, int]:
    s = report.summary
    return s["exact_pair"], s["exact_pair_clean"], s["plausible_flagged"], s["plausible_flagged_without_anomaly"]


def ablation(datasets: dict) -> None:
    """What each rule adds: figures with every rule minus figures with that one rule switched off."""
    from tqdm import tqdm

    from solver.states.solve import domain_rules
    from solver.states.validate import validate

    full = {name: validate(stories, name) for name, stories in datasets.items()}
    print("\nall rules: " + "; ".join(
        f"{name} exact {s['exact_pair']}/{s['implausible_total']} (without anomaly {s['exact_pair_clean']}/"
        f"{s['implausible_clean']}), plausible flagged {s['plausible_flagged']} "
        f"({s['plausible_flagged_without_anomaly']} without anomaly)"
        for name, s in ((n, r.summary) for n, r in full.items())))
    print("what each rule adds (figures with it minus figures without it; a negative flag count = flags it removes)")
    head = "".join(f" | {name + ' exact':>11} {'clean':>6} {'flags':>6} {'unexpl':>6}" for name in datasets)
    print(f"{'rule':<26}{head}")
    for rule in tqdm(domain_rules(), desc="ablation", leave=False):
        row = f"{rule:<26}"
        for name, stories in datasets.items():
            with_rule = _figures(full[name])
            without = _figures(validate(stories, name, disabled=[rule]))
            d = [a - b for a, b in zip(with_rule, without)]
            row += f" | {d[0]:>+11d} {d[1]:>+6d} {d[2]:>+6d} {d[3]:>+6d}"
        print(row)


if __name__ == "__main__":
    main()
