"""How the affordances area reads GRAFFORD's release (solver.releases.ReleaseApi), for its descriptor
(solver/affordances/benchmark.py)."""
from __future__ import annotations

from solver.affordances.loaders import load_grafford
from solver.affordances.validate import validate_grafford
from solver.releases import ReleaseApi
from solver.stats.grafford import grafford_stats

GRAFFORD_API = ReleaseApi(load_grafford, grafford_stats, validate_grafford, paper_figures={
    "sentence-object pairs annotated": lambda f: f.get("rows"),
    "affordance classes": lambda f: len(f.get("positives") or {}) or None,
    "objects in most frequent class (Lift)": lambda f: (f.get("positives") or {}).get("Lift"),
    "objects in least frequent class (WriteWith)": lambda f: (f.get("positives") or {}).get("WriteWith"),
})
