"""Benchmark: physkb check-plan against VirtualHome's executor as EAI runs it, on EAI's 518 programs and
on perturbed programs made from them (a step deleted, two steps swapped, a step duplicated, an object
swapped for one lacking the needed property, an extra step).

Run: .venv/bin/python bench/plans_agreement.py [--per-kind 1] [--kinds K] [--limit N] [--seed 0] [--show 10]
Prints, for the gold programs and the perturbed ones: agreement on executable-or-not, on the first
failing step and on EAI's error class (additional_step for a plan that executes with skipped steps,
null for one without), the disagreements by kind, and the time per program of each side measured in
this run, with check-plan's former way beside it on each gold program (the whole scene built as clorm
facts per plan, the rules parsed per plan) and the ratio. Goals (issue 29): every gold program EAI accepts is executable for physkb; on perturbed
programs executable-or-not >= 99%, first failing step >= 97%, error class >= 95%; median < 0.5 s.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def programs() -> list[tuple[str, Path, Path]]:
    from solver.plans.eai_package import eai_programs_dir

    root = eai_programs_dir()
    scripts = sorted((root / "executable_programs").rglob("*.txt"))
    out = []
    for script in scripts:
        graph = root / "init_and_final_graphs" / script.relative_to(root / "executable_programs").with_suffix(".json")
        if graph.is_file():
            out.append((script.stem, script, graph))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-kind", type=int, default=1, help="perturbed programs of each kind per gold program")
    parser.add_argument("--kinds", type=int, default=0,
                        help="perturbation kinds drawn per gold program (0: all five); keeps a run on all 518 short")
    parser.add_argument("--before-every", type=int, default=1,
                        help="time the former way on every K-th gold program (1: all)")
    parser.add_argument("--limit", type=int, default=0, help="only the first N gold programs (0: all)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=10, help="disagreements to print")
    args = parser.parse_args()

    from solver.plans.check import check_plan, solve_plan_whole_scene
    from solver.plans.eai_executor import Executor
    from solver.plans.perturb import KINDS, perturb
    from solver.plans.scene import scene_from_json
    from solver.plans.steps import read_plan
    from tqdm import tqdm

    rng = random.Random(args.seed)
    found = programs()[: args.limit or None]
    rows = []  # (set, kind, name, executor verdict, physkb verdict, steps)
    t_exec: list[float] = []
    t_physkb: list[float] = []
    t_first: list[float] = []  # check-plan on each gold program, the first plan checked on its scene
    t_before: list[float] = []  # the former way on the same programs
    for index, (name, script, graph_path) in enumerate(tqdm(found, desc="programs", file=sys.stderr)):
        graph = json.loads(graph_path.read_text())["init_graph"]
        scene = scene_from_json(graph, str(graph_path))
        steps = read_plan(script)
        executor = Executor(graph)
        plans = [("gold", "gold", tuple(steps))]
        kinds = sorted(rng.sample(KINDS, args.kinds)) if 0 < args.kinds < len(KINDS) else KINDS
        for kind in kinds:
            for _ in range(args.per_kind):
                p = perturb(steps, scene, kind, rng)
                if p is not None:
                    plans.append(("perturbed", kind, p.steps))
        for group, kind, plan in plans:
            start = time.perf_counter()
            ev = executor.run([s.text() for s in plan])
            t_exec.append(time.perf_counter() - start)
            start = time.perf_counter()
            pv = check_plan(list(plan), scene)
            t_physkb.append(time.perf_counter() - start)
            if group == "gold" and index % args.before_every == 0:
                t_first.append(t_physkb[-1])
                start = time.perf_counter()
                solve_plan_whole_scene(list(plan), scene)
                t_before.append(time.perf_counter() - start)
            rows.append((group, kind, name, ev, pv, plan))

    def report(group: str) -> None:
        chosen = [r for r in rows if r[0] == group]
        if not chosen:
            return
        n = len(chosen)
        exe = sum(r[3].executable == r[4].executable for r in chosen)
        first = sum(r[3].first_failing_step == r[4].first_failing_step for r in chosen)
        cls = sum(r[3].error_class == r[4].error_class for r in chosen)
        print(f"{group}: {n} programs; EAI executable {sum(r[3].executable for r in chosen)}, "
              f"physkb executable {sum(r[4].executable for r in chosen)}")
        print(f"  executable-or-not agree {exe}/{n} = {100 * exe / n:.2f}%")
        print(f"  first failing step agree {first}/{n} = {100 * first / n:.2f}%")
        print(f"  error class agree {cls}/{n} = {100 * cls / n:.2f}%")
        if group == "perturbed":
            for kind in sorted({r[1] for r in chosen}):
                sub = [r for r in chosen if r[1] == kind]
                print(f"    {kind:9s} n={len(sub):4d}  exec {100 * sum(r[3].executable == r[4].executable for r in sub) / len(sub):6.2f}%"
                      f"  step {100 * sum(r[3].first_failing_step == r[4].first_failing_step for r in sub) / len(sub):6.2f}%"
                      f"  class {100 * sum(r[3].error_class == r[4].error_class for r in sub) / len(sub):6.2f}%")
            print("  EAI's classes:", dict(Counter(r[3].error_class for r in chosen)))
        if group == "gold":
            accepted = [r for r in chosen if r[3].executable]
            ok = sum(r[4].executable for r in accepted)
            print(f"  gold programs EAI accepts that physkb finds executable: {ok}/{len(accepted)}")

    print(f"{len(found)} gold programs, seed {args.seed}, perturbation kinds per program: "
          f"{args.kinds or len(KINDS)} of {len(KINDS)}, {args.per_kind} of each")
    report("gold")
    report("perturbed")
    print(f"time per program: executor median {statistics.median(t_exec) * 1000:.1f} ms; physkb check-plan median "
          f"{statistics.median(t_physkb) * 1000:.1f} ms, p95 {sorted(t_physkb)[int(0.95 * (len(t_physkb) - 1))] * 1000:.1f} ms, "
          f"max {max(t_physkb) * 1000:.1f} ms (ratio physkb/executor {statistics.median(t_physkb) / statistics.median(t_exec):.2f})")
    print(f"check-plan on the first plan of each scene (gold): median {statistics.median(t_first) * 1000:.1f} ms; "
          f"the former way (whole scene as clorm facts, rules parsed per plan) median "
          f"{statistics.median(t_before) * 1000:.1f} ms; ratio former/now {statistics.median(t_before) / statistics.median(t_first):.2f}")
    shown = 0
    for group, kind, name, ev, pv, plan in rows:
        if (ev.executable, ev.first_failing_step, ev.error_class) != (pv.executable, pv.first_failing_step, pv.error_class):
            if shown >= args.show:
                break
            shown += 1
            print(f"\n-- {group}/{kind} {name}: EAI {ev.executable} {ev.first_failing_step} {ev.error_class} "
                  f"({ev.message[:160]}) | physkb {pv.executable} {pv.first_failing_step} {pv.error_class}: {pv.explanation[:200]}")
            lo = max(0, min(x for x in (ev.first_failing_step, pv.first_failing_step) if x >= 0) - 4) if min(ev.first_failing_step, pv.first_failing_step) >= 0 or max(ev.first_failing_step, pv.first_failing_step) >= 0 else 0
            for i, s in enumerate(plan):
                if lo <= i <= max(ev.first_failing_step, pv.first_failing_step, 0) + 1:
                    print(f"   {i:3d} {s.text()}")


if __name__ == "__main__":
    main()
