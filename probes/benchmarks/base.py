"""The protocol every probed benchmark implements, so diff, explain, report and the main job need no per-benchmark code.

A benchmark module in probes/benchmarks/ defines one object `BENCHMARK` with the members
below; `probes.benchmarks.get(name)` finds it by the "benchmark" field of run.json (the
registry imports every module of this package, so adding a benchmark is adding a file).

Probing (the run-folder contract, shared with COAT, see probes/runs.py):
- `name`: the run.json "benchmark" value; `methods`: the --method values it supports.
- `load_items(data, limit)`: [(raw, item)] in a stable order. `data` is the release folder
  (resolve it with solver.paths.resolve_data_dir(data, name)) or None for our embedded
  default (the project's own kb/). `raw` is a JSON-able dict written to items.jsonl, and
  `item_from_raw(raw)` must rebuild the same item from it (diff/explain read items.jsonl
  only, never the release). Every item has a stable unique `id`. Release sentences may be
  written into a run folder (it is user output, not committed) but never into the repo.
- `adapter(kind, method, settings)`: an object with
  `requests(item) -> list[request]` (engine request types from probes.requests, any mix:
  the runner batches requests of one type across items; LoglikRequests of one item share
  their prompt so the causal backend reuses its key/value cache) and
  `prediction(item, answers) -> dict` (one JSON line: at least "id" and "parsed"; the
  answers come in the order of the requests). A generation answer that cannot be parsed is
  recorded with parsed=false, never dropped.
- `run(opts, progress, loaded)`: probe into a run folder; `probes.benchmarks.runner.run_benchmark`
  does it generically (resume, shards, progress, per-item flush) for any benchmark with
  load_items/adapter, so most benchmarks just call it.

Analysis (all read a run folder only; `data` is needed only by explain for benchmarks whose
solver is not stored with the items):
- `diff(run_dir) -> DiffResult`: summary (overall figures and per-subset tables, JSON-able)
  and per-item rows (dicts: id, gold, choice, correct and what else helps a reader).
- `explain(run_dir, item_id, data) -> Explanation` and `explain_errors(run_dir, data)
  -> ErrorSummary`: each error explained from the solver's trace, grouped into categories.
- `report_section(run_dirs, out, data, max_examples) -> Section`: report_doc blocks (tables
  in the paper's layout: rows models, columns the paper's metrics per subset; reference
  figures from the spec beside ours; PNG plots written under out/plots/) for the runs of
  this benchmark; `physkb report` puts one section per benchmark.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Protocol, runtime_checkable


@dataclass
class DiffResult:
    """What `physkb diff` prints: `summary` (JSON-able, with an "overall" dict) and one row per predicted item."""

    benchmark: str
    run: Path
    label: str
    summary: dict[str, Any]
    rows: list[dict[str, Any]]
    tables: list[Any] = field(default_factory=list)  # report_doc.Table blocks for the terminal and the report

    def to_json(self) -> dict[str, Any]:
        return {"benchmark": self.benchmark, "run": str(self.run), "label": self.label, **self.summary,
                "items": self.rows}


@dataclass
class Explanation:
    """Why the model's answer on one item differs from the solver's: a category and plain words with the trace."""

    item_id: str
    category: str
    text: str
    correct: bool = False
    trace: list[str] = field(default_factory=list)
    detail: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"item_id": self.item_id, "category": self.category, "correct": self.correct, "text": self.text,
                "trace": self.trace, "detail": self.detail}


@dataclass
class ErrorSummary:
    """Every error of a run explained; categories() counts them, most frequent first."""

    benchmark: str
    run: Path
    explanations: list[Explanation]
    source: str = ""

    def categories(self) -> list[tuple[str, int]]:
        counts: dict[str, int] = {}
        for e in self.explanations:
            counts[e.category] = counts.get(e.category, 0) + 1
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))

    def to_json(self) -> dict[str, Any]:
        return {"benchmark": self.benchmark, "run": str(self.run), "source": self.source,
                "n_errors": len(self.explanations), "categories": dict(self.categories()),
                "explanations": [e.to_json() for e in self.explanations]}


@dataclass
class Section:
    """One benchmark's part of a report: blocks (probes.report_doc), the plots written, JSON figures, notes."""

    benchmark: str
    blocks: list[Any]
    plots: list[Path] = field(default_factory=list)
    figures: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


@runtime_checkable
class Benchmark(Protocol):
    """The members a benchmark module's BENCHMARK object provides (see the module docstring)."""

    name: str
    title: str
    methods: tuple[str, ...]

    def load_items(self, data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, Any]]: ...

    def item_from_raw(self, raw: dict) -> Any: ...

    def adapter(self, kind: str, method: str, settings: dict) -> Any: ...

    def run(self, opts: Any, progress: bool = True, loaded: Any = None) -> dict: ...

    def diff(self, run_dir: Path) -> DiffResult: ...

    def explain(self, run_dir: Path, item_id: str, data: Optional[str | Path] = None) -> Explanation: ...

    def explain_errors(self, run_dir: Path, data: Optional[str | Path] = None) -> ErrorSummary: ...

    def report_section(self, run_dirs: list[Path], out: Path, data: Optional[str | Path] = None,
                       max_examples: int = 4) -> Section: ...


def run_benchmark_name(run_dir: str | Path) -> str:
    """The "benchmark" field of a run folder's run.json (runs written before the field existed are COAT)."""
    import json

    from solver.errors import DataError

    if not Path(run_dir).is_dir():
        raise DataError(f"run folder not found: {run_dir}")
    path = Path(run_dir) / "run.json"
    if not path.is_file():
        raise DataError(f"not a run folder (no run.json): {run_dir}")
    from probes.runs import read_run_record

    return str(read_run_record(Path(run_dir)).get("benchmark") or "coat")


def read_run_meta(run_dir: str | Path) -> dict:
    import json

    from probes.runs import read_run_record

    return read_run_record(Path(run_dir))


def run_label(run_dir: str | Path, meta: Optional[dict] = None) -> str:
    """Row name in tables: the model name and the method (as COAT's runs are labelled)."""
    meta = meta if meta is not None else read_run_meta(run_dir)
    model = meta.get("model") or {}
    name = str(model.get("name") or model.get("path") or Path(run_dir).name)
    if "/" in name or "\\" in name:
        name = Path(name).name or name
    method = meta.get("method")
    return f"{name} ({method})" if method else name
