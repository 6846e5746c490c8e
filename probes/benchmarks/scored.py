"""What CConS and GRAFFORD share: benchmarks scored by candidate words, whose items and analysis are
plain modules of their subpackage, and whose scoring format follows the model kind.

A subclass names its three modules (`modules()`: an explicit import of items, adapter, analysis) and what it adds to a run's summary; the delegation and the choice of format by model
kind are written once here.
"""
from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Optional

from probes.benchmarks.base import BaseBenchmark
from probes.benchmarks.scored_command import scored_probe_command
from solver.errors import DataError, PhyskbError
import json


def embedded_records(path: Path, what: str, required: tuple[str, ...]) -> list[tuple[int, str, dict]]:
    """(number from 1, where, record) of an embedded items file ({"items": [...]}, written by the project);
    an unreadable file or a record missing a required field is a DataError naming file, item and field."""

    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as err:
        raise DataError(f"cannot read the embedded {what}: {err}", where=str(path)) from err
    records = []
    for n, raw in enumerate(doc.get("items", []), start=1):
        where = f"{path.name}: item {n}"
        for name in required:
            if name not in raw:
                raise DataError("missing field", where=f"{where}, field {name}")
        records.append((n, where, raw))
    return records


def check_method_for_kind(benchmark: str, method_kind: dict[str, str], kind: str, method: str) -> None:
    """A clear error for a method the benchmark lacks or the model kind cannot do (`method_kind`: method ->
    the model kind it needs, in the benchmark's order)."""
    methods = list(method_kind)
    if method not in method_kind:
        raise PhyskbError(f"--method {method!r}: {benchmark} supports {', '.join(methods)}")
    if method_kind[method] != kind:
        usable = [m for m in methods if method_kind[m] == kind]
        raise PhyskbError(f"--method {method} needs a {method_kind[method]} model, but this model is a {kind} "
                          f"model; use --method {' or '.join(usable)}")


class ScoredBenchmark(BaseBenchmark):
    """Delegates the protocol of probes/benchmarks/base.py to the subpackage's items, adapter and analysis modules."""

    default_method = {"causal": "cloze", "masked": "mlm", "nli": "nli"}
    explain_progress = False
    data_help = ""
    limit_help = "Probe the first N items."
    method_help = ""

    def modules(self) -> tuple[ModuleType, ModuleType, ModuleType]:
        """The subpackage's (items, adapter, analysis) modules, imported explicitly by the subclass."""
        raise NotImplementedError

    def items(self) -> ModuleType:
        return self.modules()[0]

    def adapter_module(self) -> ModuleType:
        return self.modules()[1]

    def analysis(self) -> ModuleType:
        return self.modules()[2]

    def probe_command(self) -> Callable[..., None]:
        return scored_probe_command(self)

    def load_items(self, data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, Any]]:
        return self.items().load_items(data, limit)

    def demo_group(self, item: Any) -> Any:
        """The release repeats rows across files (CConS easy/difficult, GRAFFORD duplicates): one text is one group."""
        text = getattr(item, "context", None)
        if text is None:
            text = getattr(item, "sentence", "")
        others = (getattr(item, "obj1", None), getattr(item, "obj2", None), getattr(item, "object", None))
        return (" ".join(str(text).lower().split()),) + tuple(str(o).strip().lower() for o in others if o)

    def item_from_raw(self, raw: dict) -> Any:
        return self.items().item_from_raw(raw)

    def prepare(self, opts: Any, spec: Any) -> None:
        """Pick this model kind's scoring format when the caller asked generically ("loglik" or none)
        and check that the kind can do the method."""
        # lazy: benchmark classes load with the registry at `physkb --help`; the backends only when a run starts
        from probes.backends import model_kind

        kind = model_kind(spec)
        if opts.method in (None, "loglik"):
            opts.method = self.default_method[kind]
        self.adapter_module().check_method(kind, opts.method)

    def diff(self, run_dir: Path):
        return self.analysis().diff(Path(run_dir))

    def explain(self, run_dir: Path, item_id: str, data: Optional[str | Path] = None, profile: Optional[str] = None):
        return self.analysis().explain(Path(run_dir), item_id, data)

    def explain_errors(self, run_dir: Path, data: Optional[str | Path] = None, profile: Optional[str] = None,
                       progress: bool = False):
        if self.explain_progress:
            return self.analysis().explain_errors(Path(run_dir), data, progress=True)
        return self.analysis().explain_errors(Path(run_dir), data)

    def report_section(self, run_dirs: list[Path], out: Path, data: Optional[str | Path] = None,
                       max_examples: int = 4, profile: Optional[str] = None, progress: bool = False):
        return self.analysis().report_section([Path(r) for r in run_dirs], Path(out), data, max_examples)
