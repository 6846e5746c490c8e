"""COAT dataset statistics (the paper's appendix A.1 counts): objects, tasks, context objects, configurations."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from solver.errors import DataError
from solver.stats.model import PlotSpec, StatsReport, StatsTable
from solver.coat.knowledge import load_coat_kb


def coat_stats(folder: Path) -> StatsReport:
    # the release read once, by the loader the solver uses (solver.coat.knowledge), not file by file again

    kb = load_coat_kb(folder)
    if kb.release is None:
        raise DataError(f"not a COAT release folder (no release files): {folder}")
    utilities, objects, tasks, oracle = kb.utilities, kb.utility_objects, kb.tasks, kb.context_objects
    ideal, suboptimal, configurations = kb.release.ideal_configurations, kb.release.suboptimal, kb.configurations
    sub = Counter((e.utility, e.task, e.cls) for e in suboptimal)
    per_utility = []
    for u in utilities:
        ts = tasks.get(u, [])
        row = [u, len(objects.get(u, [])), len(ts), sum(len(oracle.get((u, t), [])) for t in ts),
               sum(len(ideal.get((u, t), [])) for t in ts),
               sum(sub[(u, t, "moderate")] for t in ts), sum(sub[(u, t, "bad")] for t in ts)]
        per_utility.append(row)
    header = ["utility", "objects", "tasks", "context objects", "ideal configs", "moderate", "bad"]
    totals = ["total"] + [sum(r[k] for r in per_utility) for k in range(1, len(header))]
    t_util = StatsTable("utilities", "COAT counts per utility (Task-0 oracle, Task-1 ideal, Task-2 sub-optimal)",
                        header, per_utility + [totals],
                        note="objects count slots (an object may serve several utilities); tasks are "
                             "<task, utility> pairs")
    per_task = [[f"{t} ({u})", len(oracle.get((u, t), [])), len(ideal.get((u, t), [])),
                 sub[(u, t, "moderate")], sub[(u, t, "bad")]] for u in utilities for t in tasks.get(u, [])]
    t_task = StatsTable("tasks", "COAT counts per task", ["task (utility)", "context objects", "ideal configs",
                        "moderate", "bad"], per_task)
    per_object = Counter(c.object_name for c in configurations)
    unique_objects = {o for objs in objects.values() for o in objs}
    figures = {"utilities": len(utilities), "object_slots": sum(len(v) for v in objects.values()),
               "unique_objects": len(unique_objects), "task_utility_pairs": sum(len(v) for v in tasks.values()),
               "distinct_task_names": len({t for v in tasks.values() for t in v}),
               "context_object_slots": sum(len(v) for v in oracle.values()),
               "ideal_configurations": sum(len(v) for v in ideal.values()),
               "configurations": len(configurations), "objects_with_configurations": len(per_object),
               "moderate": sum(1 for e in suboptimal if e.cls == "moderate"),
               "bad": sum(1 for e in suboptimal if e.cls == "bad")}
    t_sum = StatsTable("summary", "COAT release at a glance", ["what", "count"], [[k.replace("_", " "), v]
                       for k, v in figures.items()])
    plots = [PlotSpec("utilities", "COAT per utility: context objects, ideal, moderate and bad configurations",
                      "bars", utilities,
                      {"context objects": [r[3] for r in per_utility], "ideal": [r[4] for r in per_utility],
                       "moderate": [r[5] for r in per_utility], "bad": [r[6] for r in per_utility]},
                      ylabel="count", horizontal=True)]
    return StatsReport("coat", str(folder), [t_sum, t_util, t_task], plots, figures)
