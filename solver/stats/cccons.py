"""CConS dataset statistics: rows per subset and difficulty, label balance, nouns, contexts with in/into."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from solver.sizes.loaders import load_cccons
from solver.stats.model import PlotSpec, StatsReport, StatsTable

_IN = re.compile(r"\b(in|into)\b", re.IGNORECASE)


def cccons_stats(folder: Path) -> StatsReport:
    rows = load_cccons(folder)
    files = Counter((r.file, r.subset, r.difficulty) for r in rows)
    smaller = Counter(r.file for r in rows if r.label == 1)
    with_in = Counter(r.file for r in rows if _IN.search(r.context))
    t_files = StatsTable("files", "CConS rows per file", ["file", "subset", "difficulty", "rows",
                         "label obj1 smaller", "context with in/into"],
                         [[f, s, d, n, smaller[f], with_in[f]] for (f, s, d), n in sorted(files.items())])
    full = [r for r in rows if r.difficulty == "full"]
    nouns = {n for r in rows for n in (r.obj1, r.obj2)}
    figures = {"rows": len(rows), "full_rows": {s: sum(1 for r in full if r.subset == s) for s in ("normal", "adversarial")},
               "nouns": len(nouns), "distinct_contexts": len({r.context for r in rows if r.context}),
               "files": len({r.file for r in rows})}
    t_sum = StatsTable("summary", "CConS at a glance", ["what", "count"],
                       [["rows, all files", figures["rows"]],
                        ["ordinary rows (normal, whole subset)", figures["full_rows"]["normal"]],
                        ["counter-commonsense rows (adversarial, whole subset)", figures["full_rows"]["adversarial"]],
                        ["noun strings", figures["nouns"]], ["distinct contexts", figures["distinct_contexts"]]])
    labels = [f"{s}/{d}" for (_, s, d) in sorted(files)]
    plots = [PlotSpec("files", "CConS rows per subset and difficulty", "bars", labels,
                      {"rows": [n for _, n in sorted(files.items())],
                       "context with in/into": [with_in[f] for (f, _, _) in sorted(files)]}, ylabel="rows")]
    return StatsReport("cccons", str(folder), [t_sum, t_files], plots, figures)
