"""GRAFFORD dataset statistics: class counts, agreement with the high-agreement file, class co-occurrence."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from solver.affordances.loaders import CLASSES, load_grafford, load_high_agreement
from solver.stats.model import PlotSpec, StatsReport, StatsTable


def grafford_stats(folder: Path) -> StatsReport:
    rows = load_grafford(folder)
    agree = load_high_agreement(folder)
    positives = [sum(r.labels[k] for r in rows) for k in range(len(CLASSES))]
    pairs = Counter((r.sentence.strip(), r.obj.strip()) for r in rows)
    by_pair: dict[tuple, set] = {}
    for r in rows:
        by_pair.setdefault((r.sentence.strip(), r.obj.strip()), set()).add(r.labels)
    # Agreement: for each (sentence, object) of the high-agreement file found in the main file
    # (first occurrence), per class: cells with a high-agreement value, and how many equal the main label.
    main = {}
    for r in rows:
        main.setdefault((r.sentence.strip(), r.obj.strip()), r)
    agreed = [0] * len(CLASSES)
    equal = [0] * len(CLASSES)
    matched = 0
    for a in agree:
        m = main.get((a.sentence.strip(), a.obj.strip()))
        if m is None:
            continue
        matched += 1
        for k, v in enumerate(a.labels):
            if v is not None:
                agreed[k] += 1
                equal[k] += int(v == m.labels[k])
    t_classes = StatsTable(
        "classes", "GRAFFORD classes: positives in the main file and agreement with the high-agreement file",
        ["class", "positive rows", "% of rows", "high-agreement cells", "equal to main label", "% equal"],
        [[c, positives[k], 100.0 * positives[k] / len(rows), agreed[k], equal[k],
          100.0 * equal[k] / agreed[k] if agreed[k] else None] for k, c in enumerate(CLASSES)],
        note=f"{matched} of {len(agree)} high-agreement rows found in the main file by (sentence, object)")
    n = len(CLASSES)
    co = [[sum(1 for r in rows if r.labels[i] and r.labels[j]) for j in range(n)] for i in range(n)]
    # Jaccard overlap: how often two classes are positive together, out of rows with either.
    jac = [[co[i][j] / (co[i][i] + co[j][j] - co[i][j]) if (co[i][i] + co[j][j] - co[i][j]) else 0.0
            for j in range(n)] for i in range(n)]
    top = sorted(((jac[i][j], CLASSES[i], CLASSES[j], co[i][j]) for i in range(n) for j in range(i + 1, n)),
                 reverse=True)[:10]
    t_co = StatsTable("cooccurrence", "GRAFFORD class pairs most often positive together (Jaccard overlap)",
                      ["class pair", "rows with both", "Jaccard"],
                      [[f"{a} + {b}", c, j] for j, a, b, c in top])
    figures = {"rows": len(rows), "distinct_pairs": len(pairs),
               "duplicated_pairs": sum(1 for v in pairs.values() if v > 1),
               "conflicting_duplicates": sum(1 for v in by_pair.values() if len(v) > 1),
               "all_zero_rows": sum(1 for r in rows if not any(r.labels)),
               "objects": len({r.obj.strip() for r in rows}), "high_agreement_rows": len(agree),
               "positives": dict(zip(CLASSES, positives))}
    t_sum = StatsTable("summary", "GRAFFORD at a glance", ["what", "count"],
                       [[k.replace("_", " "), v] for k, v in figures.items() if k != "positives"])
    plots = [PlotSpec("classes", "GRAFFORD positive rows per class", "bars", list(CLASSES),
                      {"positive rows": positives, "high-agreement cells equal": equal}, ylabel="rows"),
             PlotSpec("cooccurrence", "GRAFFORD class co-occurrence (Jaccard overlap of positive rows)", "heatmap",
                      list(CLASSES), matrix=jac)]
    return StatsReport("grafford", str(folder), [t_sum, t_classes, t_co], plots, figures)
