"""How the states area reads GITA's and TRIP's releases (solver.releases.ReleaseApi), for their descriptors
(solver/states/benchmark.py)."""
from __future__ import annotations

from solver.releases import ReleaseApi
from solver.states.loaders import load_gita, load_trip
from solver.states.validate import validate
from solver.stats.stories import gita_stats, trip_stats

GITA_API = ReleaseApi(load_gita, gita_stats, lambda folder: validate(load_gita(folder), "gita"), paper_figures={
    "plausible stories": lambda f: (f.get("stories_by_key") or {}).get("plausible"),
    "implausible stories (order)": lambda f: (f.get("stories_by_key") or {}).get("order"),
    "implausible stories (cloze)": lambda f: (f.get("stories_by_key") or {}).get("cloze"),
})
TRIP_API = ReleaseApi(load_trip, trip_stats, lambda folder: validate(load_trip(folder), "trip"))
