"""Benchmarks scored by candidate words (CConS, GRAFFORD): items and analysis live in plain modules.

Their registry objects differ only in which modules hold the items, adapter checks and
analysis, and in what they add to a run's summary; this base class holds the delegation and
the choice of scoring format by model kind once.
"""
from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any, Optional


class ModuleBackedBenchmark:
    """Delegates the protocol of probes/benchmarks/base.py to `<prefix>_items`, `_adapter`, `_analysis`."""

    name: str
    title: str
    methods: tuple[str, ...]
    module_prefix: str  # e.g. "probes.cccons"
    default_method = {"causal": "cloze", "masked": "mlm", "nli": "nli"}
    explain_progress = False

    def _module(self, part: str) -> Any:
        return importlib.import_module(f"{self.module_prefix}_{part}")

    def load_items(self, data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, Any]]:
        return self._module("items").load_items(data, limit)

    def item_from_raw(self, raw: dict) -> Any:
        return self._module("items").item_from_raw(raw)

    def resolve_method(self, opts: Any) -> Any:
        """Pick this model kind's scoring format when the caller asked generically ("loglik" or none),
        check that the kind can do the method, and return the resolved model spec."""
        from probes.models import resolve_model

        spec = resolve_model(opts.model)
        kind = "causal" if spec.kind == "gguf" else spec.kind
        if opts.method in (None, "loglik"):
            opts.method = self.default_method[kind]
        self._module("adapter").check_method(kind, opts.method)
        return spec

    def diff(self, run_dir: Path):
        return self._module("analysis").diff(Path(run_dir))

    def explain(self, run_dir: Path, item_id: str, data: Optional[str | Path] = None):
        return self._module("analysis").explain(Path(run_dir), item_id, data)

    def explain_errors(self, run_dir: Path, data: Optional[str | Path] = None):
        analysis = self._module("analysis")
        if self.explain_progress:
            return analysis.explain_errors(Path(run_dir), data, progress=True)
        return analysis.explain_errors(Path(run_dir), data)

    def report_section(self, run_dirs: list[Path], out: Path, data: Optional[str | Path] = None,
                       max_examples: int = 4):
        return self._module("analysis").report_section([Path(r) for r in run_dirs], Path(out), data, max_examples)
