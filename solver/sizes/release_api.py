"""How the sizes area reads CConS's release (solver.releases.ReleaseApi), for its descriptor (solver/sizes/benchmark.py)."""
from __future__ import annotations

from solver.releases import ReleaseApi
from solver.sizes.loaders import load_cccons
from solver.sizes.validate import validate_cccons
from solver.stats.cccons import cccons_stats

CCCONS_API = ReleaseApi(load_cccons, cccons_stats, validate_cccons)
