"""Registry of probed benchmarks, keyed by run.json's "benchmark" field (see base.py for the protocol).

Every module of this package that defines `BENCHMARK` is a benchmark; modules are imported
on first use, so `physkb --help` stays fast and a new benchmark is one new file.
"""
from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from probes.benchmarks.base import Benchmark

_HELPERS = {"base", "runner", "multi_report", "stories", "story_adapter", "story_analysis"}  # modules of the package that are not benchmarks
_REGISTRY: dict[str, Any] = {}
_ORDER = ("coat", "gita", "trip", "cccons", "grafford")  # report and main-job order; others follow by name


def _discover() -> None:
    if _REGISTRY:
        return
    for info in pkgutil.iter_modules(__path__):
        if info.name in _HELPERS or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        bench = getattr(module, "BENCHMARK", None)
        if bench is not None:
            _REGISTRY[bench.name] = bench


def names() -> list[str]:
    """Registered benchmark names, in report order."""
    _discover()
    return sorted(_REGISTRY, key=lambda n: (_ORDER.index(n) if n in _ORDER else len(_ORDER), n))


def get(name: str) -> Benchmark:
    """The benchmark called `name`; an unknown name is an UnknownNameError listing the close ones."""
    _discover()
    if name not in _REGISTRY:
        from solver.errors import UnknownNameError

        raise UnknownNameError("benchmark", name, list(_REGISTRY))
    return _REGISTRY[name]
