"""COAT solver benchmark: validate time, warm best_substitute latency, cold CLI time.

Run: .venv/bin/python bench/coat_solver.py [--data ../shared/data] [--rounds 3]
Prints figures against the goals (validate < 5 s, warm p99 < 20 ms, cold CLI < 1.5 s) and
ratios measured side by side in this one run: grounding once per knowledge base versus
grounding the rules again for every question.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _cli(*args: str) -> float:
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "solver.cli", *args], cwd=ROOT, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"physkb {' '.join(args)} failed: {proc.stderr.strip()}")
    return elapsed


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=os.environ.get("PHYSKB_DATA", str(ROOT.parent / "shared" / "data")))
    parser.add_argument("--rounds", type=int, default=3, help="warm passes over the 96 pairs")
    parser.add_argument("--regrounds", type=int, default=5, help="questions answered with a fresh grounding each")
    args = parser.parse_args()
    from solver.paths import resolve_data_dir

    data_dir = resolve_data_dir(args.data, "coat")
    if data_dir is None:
        raise SystemExit("no release data: pass --data")

    # 1. validate coat on the release, end to end in a fresh process (what a user waits for).
    # (the Task-2 gold-order comparison samples 70,000 items: timed apart from the reproduction)
    validate_cli = _cli("validate", "coat", "--data", str(data_dir), "--profile", "release", "--json", "--skip-task2-orders")

    # 2. in-process: load + derive (ground once) and warm best_substitute over all 96 pairs.
    from solver.coat import derive as derive_mod
    from solver.coat.knowledge import load_coat_kb
    from solver.coat.substitute import best_substitute, prepare

    t0 = time.perf_counter()
    kb = load_coat_kb(data_dir)
    t_load = time.perf_counter() - t0
    t0 = time.perf_counter()
    prepare(kb, "corrected")
    t_ground = time.perf_counter() - t0
    t0 = time.perf_counter()
    from solver.coat.validate import validate_release

    report = validate_release(kb, "release", task2_seed=None)
    t_validate_warm = time.perf_counter() - t0
    latencies: list[float] = []
    for _ in range(args.rounds):
        for utility, task in kb.pairs:
            start = time.perf_counter()
            result = best_substitute(task, utility, kb=kb)
            latencies.append(time.perf_counter() - start)
            assert result.best is not None
    p50, p99 = _pct(latencies, 0.50) * 1000, _pct(latencies, 0.99) * 1000

    # 3. side by side: the same question when the rules are ground again for it.
    regrounds = []
    for utility, task in kb.pairs[: args.regrounds]:
        start = time.perf_counter()
        derive_mod._derive(kb, "corrected")
        best_substitute(task, utility, kb=kb)
        regrounds.append(time.perf_counter() - start)
    reground_ms = statistics.median(regrounds) * 1000

    # 4. cold CLI: a fresh process each time.
    help_cold = min(_cli("--help") for _ in range(3))
    figure1 = str(ROOT / "kb" / "scenes" / "figure1_cake.json")
    answer_cold = min(_cli("best-substitute", "--task", "cutting a cake", "--utility", "cutting", "--scene", figure1)
                      for _ in range(3))

    def goal(value: float, limit: float) -> str:
        return f"{'ok ' if value < limit else 'MISS'} (goal < {limit:g})"

    print(f"COAT solver benchmark on {data_dir} (cpu count {os.cpu_count()}, load {os.getloadavg()[0]:.1f})")
    print(f"  release reproduced: penalties {report.penalties_matched}/{report.penalties_total}, "
          f"ideal pairs {report.ideal_pairs_matched}/{report.ideal_pairs_total}")
    print(f"  validate coat (fresh process, release)     {validate_cli:7.2f} s   {goal(validate_cli, 5)}")
    print(f"    in-process: load {t_load:.2f} s, ground+solve+tables {t_ground:.2f} s, validate {t_validate_warm:.2f} s")
    print(f"  best_substitute warm, {len(latencies)} questions (96 pairs x {args.rounds}, 1584 candidates each)")
    print(f"    p50 {p50:7.2f} ms   p99 {p99:7.2f} ms   {goal(p99, 20)}")
    print(f"  physkb --help cold                         {help_cold:7.2f} s   {goal(help_cold, 1.5)}")
    print(f"  physkb best-substitute (Figure 1, kb) cold {answer_cold:7.2f} s   {goal(answer_cold, 1.5)}")
    print(f"  ratio: grounding per question / grounding once (median) = {reground_ms:.0f} ms / {p50:.2f} ms "
          f"= {reground_ms / p50:.0f}x")


if __name__ == "__main__":
    main()
