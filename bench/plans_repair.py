"""physkb's plans against EAI: repair-plan on perturbed programs (judged by EAI's executor), Fast Downward
on the exported domain cross-checked by check-plan and the executor and timed beside clingo on the same
tasks, EAI's transition-modeling and action-sequencing evaluations; figures printed side by side.

Sections (--sections, default all): repair, crosscheck, transition, agent. On a loaded machine the wall
times are long; the CPU seconds of this process (clingo runs in it) are printed beside them.

For EAI's VirtualHome programs (every K-th), each perturbation of solver/plans/perturb.py (a step
deleted, two swapped, one duplicated, an object swapped for one lacking the needed property, an
extra step) that the executor rejects is repaired by `repair_plan`; the repair counts when EAI's
executor accepts it and every fluent of the repair's goal (the end state the perturbed plan intends)
holds, which the clingo program enforces and check-plan re-derives. Prints the success rate, the
share proven optimal, and the median / p95 seconds per program.

    PYTHONPATH=$PWD .venv/bin/python bench/plans_repair.py --every 10 --tasks 5 --tm-limit 60 --agent-every 4
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
    parser.add_argument("--compare", choices=("window", "former", "none"), default="window",
                        help="time each repair beside the same repair done the earlier way: without the edit "
                             "window pruning (plans_repair_window), or with the former clorm scene facts")
    parser.add_argument("--sections", default="repair,crosscheck,transition,agent")
    parser.add_argument("--tasks", type=int, default=5, help="transition-modeling tasks for the Fast Downward cross-check")
    parser.add_argument("--tm-limit", type=int, default=None, help="first N transition-modeling tasks (all: leave out)")
    parser.add_argument("--agent-every", type=int, default=4, help="every K-th action-sequencing program")
    args = parser.parse_args()
    sections = set(args.sections.split(","))
    if "repair" in sections:
        repair_section(args)
    if "crosscheck" in sections:
        crosscheck_section(args)
    if "transition" in sections:
        transition_section(args)
    if "agent" in sections:
        agent_section(args)


def repair_section(args) -> None:

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
    cpu: list[float] = []
    by_kind: dict[str, list[int]] = {}
    former_seconds: list[float] = []
    former_cpu: list[float] = []
    same = compared = 0
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
            started, started_cpu = time.perf_counter(), time.process_time()
            try:
                result = repair_plan(perturbed.steps, scene, time_limit=args.time_limit)
            except RepairFailed as err:
                print(f"  no repair: {script.stem} {kind}: {err.message}", file=sys.stderr)
                seconds.append(time.perf_counter() - started)
                cpu.append(time.process_time() - started_cpu)
                continue
            seconds.append(time.perf_counter() - started)
            cpu.append(time.process_time() - started_cpu)
            if args.compare != "none":  # the same repair done the earlier way, timed beside it
                earlier = {"window": {"edit_window": False}, "former": {"former_scene_facts": True}}[args.compare]
                started, started_cpu = time.perf_counter(), time.process_time()
                try:
                    former = repair_plan(perturbed.steps, scene, time_limit=args.time_limit, **earlier)
                except RepairFailed:
                    former = None
                former_seconds.append(time.perf_counter() - started)
                former_cpu.append(time.process_time() - started_cpu)
                compared += 1
                same += former is not None and [s.text() for s in former.steps] == [s.text() for s in result.steps]
                if former is None or [s.text() for s in former.steps] != [s.text() for s in result.steps]:
                    print(f"  differs from the earlier way ({args.compare}): {script.stem} {kind}", file=sys.stderr)
            ok = executor.run([s.text() for s in result.steps]).executable and check_plan(result.steps, scene).executable
            if not ok:
                print(f"  not repaired: {script.stem} {kind}: {[s.text() for s in result.steps]}", file=sys.stderr)
            accepted += ok
            row[0] += ok
            proven += result.optimal
        print(f"  {script.stem}: {tried} failing perturbations so far, {accepted} repaired", file=sys.stderr)
    print("== repair-plan on perturbed EAI programs that EAI's executor rejects")
    print(f"failing perturbed programs: {tried}")
    print(f"repaired (EAI's executor accepts, goal kept): {accepted} ({100 * accepted / max(tried, 1):.1f}%)")
    print(f"optimality proven: {proven} ({100 * proven / max(tried, 1):.1f}%)")
    for kind, (ok, n) in sorted(by_kind.items()):
        print(f"  {kind:10s} {ok}/{n}")
    import os

    print(f"load average at the end: {os.getloadavg()[0]:.1f}")
    earlier = {"window": "without the edit window", "former": "former scene facts"}.get(args.compare, "")
    for label, values in (("wall", seconds), ("cpu", cpu), (f"{earlier}: wall", former_seconds),
                          (f"{earlier}: cpu", former_cpu)):
        if values:
            values = sorted(values)
            p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
            print(f"{label} seconds per program: median {statistics.median(values):.2f}, p95 {p95:.2f}, "
                  f"max {values[-1]:.2f}")
    if compared:
        print(f"same repair {earlier}: {same}/{compared} (timed only where both ran)")
        for label, a, b in (("median", statistics.median(former_cpu), statistics.median(cpu)),
                            ("p95", _p95(former_cpu), _p95(cpu)), ("total", sum(former_cpu), sum(cpu))):
            print(f"{label} cpu seconds {earlier} / now: {a:.2f} / {b:.2f} = {a / max(b, 1e-9):.2f}")


def _p95(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(0.95 * len(values)))] if values else 0.0


def crosscheck_section(args) -> None:
    import json
    import tempfile

    from solver.plans.crosscheck import cross_check, exported_domain
    from solver.plans.eai_package import eai_resources

    ids = json.loads((eai_resources() / "success_task.json").read_text())
    step = max(1, len(ids) // max(args.tasks, 1))
    print("== Fast Downward (unified-planning) on physkb's exported domain vs clingo on the same tasks")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        domain = exported_domain(Path(tmp))
        for task in ids[::step][:args.tasks]:
            row = cross_check(task, domain)
            rows.append(row)
            print(f"  {task}: FD {'plan of ' + str(len(row.fd_plan)) if row.fd_plan is not None else 'no plan'}"
                  f" in {row.fd_seconds:.1f} s; check-plan {row.check_plan_executable}, executor "
                  f"{row.executor_executable}; clingo {row.clingo_steps} steps in "
                  f"{row.clingo_seconds if row.clingo_seconds is None else round(row.clingo_seconds, 1)} s")
    found = [r for r in rows if r.fd_plan is not None]
    both = sum(1 for r in found if r.check_plan_executable and r.executor_executable)
    print(f"FD plans found: {len(found)}/{len(rows)}; accepted by check-plan and the executor: {both}/{len(found)}")
    timed = [r for r in rows if r.clingo_seconds is not None and r.fd_plan is not None]
    if timed:
        fd = statistics.median(r.fd_seconds for r in timed)
        cl = statistics.median(r.clingo_seconds for r in timed)
        print(f"median seconds on the same {len(timed)} tasks: Fast Downward via unified-planning {fd:.1f}, "
              f"clingo {cl:.1f} (ratio {fd / cl:.1f})")


def transition_section(args) -> None:
    import logging

    from solver.plans.eai_transition import run_transition_modeling
    from solver.plans.pddl import operators
    from solver.plans.report import transition_table

    logging.disable(logging.INFO)
    ops = {op.name: op.pddl() for op in operators(commonsense=True)}
    result = run_transition_modeling(ops, limit=args.tm_limit)
    print("== EAI transition modeling with physkb's operators")
    print(transition_table(result))
    if result.failed_tasks:
        print(f"tasks not planned: {', '.join(result.failed_tasks)}")


def agent_section(args) -> None:
    from solver.plans.agent import counts_from, evaluate_answers, plan_all
    from solver.plans.report import sequencing_table

    answers, records = plan_all(every=args.agent_every, time_limit=args.time_limit)
    measured = counts_from(evaluate_answers(answers), len(answers))
    print("== EAI action sequencing: physkb plans from the goals")
    print(sequencing_table(measured))
    seconds = sorted(r["seconds"] for r in records)
    print(f"planning seconds per program: median {statistics.median(seconds):.2f}, max {seconds[-1]:.2f}")


if __name__ == "__main__":
    main()
