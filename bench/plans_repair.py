"""repair-plan on perturbed EAI programs, judged by EAI's own executor, with timings.

For EAI's VirtualHome programs (every K-th), each perturbation of solver/plans/perturb.py (a step
deleted, two swapped, one duplicated, an object swapped for one lacking the needed property, an
extra step) that the executor rejects is repaired by `repair_plan`; the repair counts when EAI's
executor accepts it and every fluent of the repair's goal (the end state the perturbed plan intends)
holds, which the clingo program enforces and check-plan re-derives. Prints the success rate, the
share proven optimal, and the median / p95 seconds per program.

    PYTHONPATH=$PWD .venv/bin/python bench/plans_repair.py --every 10
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--every", type=int, default=10, help="every K-th EAI program")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--time-limit", type=float, default=20.0)
    args = parser.parse_args()

    from solver.plans.check import check_plan
    from solver.plans.eai_executor import Executor
    from solver.plans.eai_package import eai_programs_dir
    from solver.plans.perturb import KINDS, perturb
    from solver.plans.repair import RepairFailed, repair_plan
    from solver.plans.scene import read_scene
    from solver.plans.steps import read_plan

    root = eai_programs_dir()
    scripts = sorted((root / "executable_programs").rglob("*.txt"))[::args.every]
    rng = random.Random(args.seed)
    tried = accepted = proven = 0
    seconds: list[float] = []
    by_kind: dict[str, list[int]] = {}
    for script in scripts:
        graph_file = root / "init_and_final_graphs" / script.relative_to(root / "executable_programs").with_suffix(".json")
        if not graph_file.is_file():
            continue
        import json

        graph = json.loads(graph_file.read_text())["init_graph"]
        scene = read_scene(graph_file)
        steps = read_plan(script)
        executor = Executor(graph)
        for kind in KINDS:
            perturbed = perturb(list(steps), scene, kind, rng)
            if perturbed is None:
                continue
            lines = [s.text() for s in perturbed.steps]
            if executor.run(lines).executable:
                continue
            tried += 1
            row = by_kind.setdefault(kind, [0, 0])
            row[1] += 1
            started = time.perf_counter()
            try:
                result = repair_plan(perturbed.steps, scene, time_limit=args.time_limit)
            except RepairFailed:
                seconds.append(time.perf_counter() - started)
                continue
            seconds.append(time.perf_counter() - started)
            ok = executor.run([s.text() for s in result.steps]).executable and check_plan(result.steps, scene).executable
            accepted += ok
            row[0] += ok
            proven += result.optimal
        print(f"  {script.stem}: {tried} failing perturbations so far, {accepted} repaired", file=sys.stderr)
    seconds.sort()
    p95 = seconds[min(len(seconds) - 1, int(0.95 * len(seconds)))] if seconds else float("nan")
    print(f"failing perturbed programs: {tried}")
    print(f"repaired (EAI's executor accepts, goal kept): {accepted} ({100 * accepted / max(tried, 1):.1f}%)")
    print(f"optimality proven: {proven} ({100 * proven / max(tried, 1):.1f}%)")
    for kind, (ok, n) in sorted(by_kind.items()):
        print(f"  {kind:10s} {ok}/{n}")
    if seconds:
        print(f"seconds per program: median {statistics.median(seconds):.2f}, p95 {p95:.2f}, max {seconds[-1]:.2f}")


if __name__ == "__main__":
    main()
