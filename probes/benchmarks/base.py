"""The protocol every probed benchmark implements, so probe, diff, explain, report and the main job need no
per-benchmark code.

A benchmark is a subpackage probes/benchmarks/<name>/ (items, adapter, analysis) whose
__init__ defines one object `BENCHMARK`, listed once in the registry (probes/benchmarks/__init__.py,
or `probes.benchmarks.register(obj)` from outside); `probes.benchmarks.get(name)` finds it by the
"benchmark" field of run.json. Subclass BaseBenchmark for the shared behaviour.

Command line and main job:
- `probe_command()`: the typer function of `physkb probe <name>` with the benchmark's own options
  (probes.cli_options holds the shared ones); it builds BenchmarkProbeOptions, calls `run`, prints
  `summary_lines(summary)`.
- `demo(data) -> (area, text)`: the solver demo the main job prints (once per area).
- `check_profile(profile)`: reject an unknown --profile before the main job starts (BaseBenchmark: any passes).
- `job_inputs(ctx) -> JobInputs | None`: what the main job probes (items, limit, method, run folder
  name), None to skip; `job_lines(summary, figures)`: its closing lines.

Probing (the run-folder contract, see probes/runs.py):
- `name`: the run.json "benchmark" value; `methods`: the --method values it supports.
- `load_items(data, limit)`: [(raw, item)] in a stable order. `data` is the release folder
  (resolve it with solver.paths.resolve_data_dir(data, name)) or None for our embedded
  default (the project's own kb/). `raw` is a JSON-able dict written to items.jsonl, and
  `item_from_raw(raw)` must rebuild the same item from it (diff/explain read items.jsonl
  only, never the release). Every item has a stable unique `id`. Release sentences may be
  written into a run folder (it is user output, not committed) but never into the repo.
- `adapter(kind, method, settings)`: an object with `prompt_record()` (run.json's prompt format),
  `requests(item) -> list[request]` (request types from probes.requests, any mix:
  the runner batches requests of one type across items; LoglikRequests of one item share
  their prompt so the causal backend reuses its key/value cache) and
  `prediction(item, answers) -> dict` (one JSON line: at least "id" and "parsed"; the
  answers come in the order of the requests). A generation answer that cannot be parsed is
  recorded with parsed=false, never dropped.
- `run(opts, progress, loaded)`: probe into a run folder; BaseBenchmark.run calls
  probes.benchmarks.runner.run_benchmark (resume, shards, progress, per-item flush) and
  `summarize` adds the benchmark's headline figures.

Analysis (all read a run folder only; `data` is needed only by explain for benchmarks whose
solver is not stored with the items):
- `diff(run_dir) -> DiffResult`: summary (overall figures and per-subset tables, JSON-able)
  and per-item rows (dicts: id, gold, choice, correct and what else helps a reader).
- `explain(run_dir, item_id, data, profile) -> Explanation` and `explain_errors(run_dir, data,
  profile, progress) -> ErrorSummary`: each error explained from the solver's trace, grouped into
  categories; `show_diff`, `show_explanation`, `show_errors` print them (BaseBenchmark: generic).
- `report_section(run_dirs, out, data, max_examples, profile, progress) -> Section`: report_doc
  blocks (tables in the paper's layout: rows models, columns the paper's metrics per subset;
  reference figures beside ours; PNG plots written under out/plots/) for the runs of this
  benchmark; `physkb report` (probes/report.py) puts one section per benchmark.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional, Protocol, runtime_checkable

from solver.benchmarks import RELEASES, ReleaseBenchmark
from solver.errors import DataError
from solver.paths import resolve_data_dir


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
    extra: dict[str, Any] = field(default_factory=dict)  # the benchmark's own JSON fields (win over the generic ones)

    def to_json(self) -> dict[str, Any]:
        return {"item_id": self.item_id, "category": self.category, "correct": self.correct, "text": self.text,
                "trace": self.trace, "detail": self.detail, **self.extra}


@dataclass
class ErrorSummary:
    """Every error of a run explained; categories() counts them, most frequent first."""

    benchmark: str
    run: Path
    explanations: list[Explanation]
    source: str = ""
    extra: dict[str, Any] = field(default_factory=dict)  # the benchmark's own JSON fields (win over the generic ones)

    def categories(self) -> list[tuple[str, int]]:
        counts: dict[str, int] = {}
        for e in self.explanations:
            counts[e.category] = counts.get(e.category, 0) + 1
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))

    def to_json(self) -> dict[str, Any]:
        return {"benchmark": self.benchmark, "run": str(self.run), "source": self.source,
                "n_errors": len(self.explanations), "categories": dict(self.categories()),
                "explanations": [e.to_json() for e in self.explanations], **self.extra}



def error_blocks(labels: list[str], errors: list[ErrorSummary], caption: str, max_examples: int) -> list[Any]:
    """The errors of several runs in a report: a table of categories (one column per run, captioned), then
    per run its categories with up to `max_examples` explanations each."""
    # lazy: off `physkb --help`'s path, which loads this module (start-up time)
    from probes.report_doc import Heading
    from probes.report_doc import Paragraph
    from probes.report_doc import Preformatted
    from probes.report_doc import Table

    blocks: list[Any] = []
    cats = sorted({c for e in errors for c, _ in e.categories()})
    if cats:
        blocks.append(Table(["category"] + labels, [[c] + [str(dict(e.categories()).get(c, 0)) for e in errors]
                                                    for c in cats], caption=caption))
    for label, e in zip(labels, errors):
        blocks.append(Heading(f"Explained errors: {label}", 4))
        for category, count in e.categories():
            examples = [x for x in e.explanations if x.category == category][:max_examples]
            blocks.append(Paragraph(f"{category}: {count}"))
            blocks.append(Preformatted("\n".join(f"{x.item_id}: {x.text}" for x in examples)))
    return blocks

@dataclass
class Section:
    """One benchmark's part of a report: blocks (probes.report_doc), the plots written, JSON figures, notes."""

    benchmark: str
    blocks: list[Any]
    plots: list[Path] = field(default_factory=list)
    figures: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


@dataclass
class JobContext:
    """What the main job (`physkb run`) asks of every benchmark: where to put things and how much to probe."""

    job: Path  # the job folder
    root_data: Optional[Path]  # --data as given (the shared data folder, or one benchmark's folder), or None
    model: str
    model_slug: str  # the model's name as a file-name part
    method: str
    seed: int
    profile: str
    limit: Optional[int]  # --limit as given (None: each benchmark's default)
    say: Callable[[str], None]


@dataclass
class JobInputs:
    """A benchmark's part of the main job: what to probe (`data` for load_items), how, and into which run folder."""

    data: Optional[str | Path]
    limit: Optional[int]
    method: str
    run_name: str
    n_items: Optional[int] = None  # known before the run folder exists (lets a finished run skip the model)


@runtime_checkable
class Benchmark(Protocol):
    """The members a benchmark's BENCHMARK object provides (see the module docstring; BaseBenchmark has defaults)."""

    name: str
    title: str
    methods: tuple[str, ...]

    def probe_command(self) -> Callable[..., None]: ...

    def demo(self, data: Optional[Path]) -> Optional[tuple[str, str]]: ...

    def load_items(self, data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, Any]]: ...

    def item_from_raw(self, raw: dict) -> Any: ...

    def adapter(self, kind: str, method: str, settings: dict) -> Any: ...

    def run(self, opts: Any, progress: bool = True, loaded: Any = None) -> dict: ...

    def summary_lines(self, summary: dict) -> list[str]: ...

    def check_profile(self, profile: str) -> None: ...

    def job_inputs(self, ctx: JobContext) -> Optional[JobInputs]: ...

    def job_lines(self, summary: dict, figures: dict) -> list[str]: ...

    def diff(self, run_dir: Path) -> DiffResult: ...

    def explain(self, run_dir: Path, item_id: str, data: Optional[str | Path] = None,
                profile: Optional[str] = None) -> Explanation: ...

    def explain_errors(self, run_dir: Path, data: Optional[str | Path] = None, profile: Optional[str] = None,
                       progress: bool = False) -> ErrorSummary: ...

    def report_section(self, run_dirs: list[Path], out: Path, data: Optional[str | Path] = None,
                       max_examples: int = 4, profile: Optional[str] = None, progress: bool = False) -> Section: ...


def benchmark_data(root: Optional[Path], name: str) -> tuple[bool, Optional[Path]]:
    """(probe it?, its release folder): no --data -> our embedded default; --data holding <name>/ or
    being that folder -> the release; --data without it -> skipped (said, not fatal)."""
    if root is None:
        return True, None
    if (root / name).is_dir():
        return True, root / name
    if root.name == name:
        return True, root
    return False, None


class BaseBenchmark:
    """What every benchmark shares: the generic probe run, its summary lines, its part of the main job,
    and the terminal output of diff and explain. A benchmark subclasses it and adds its items, adapter
    and analysis (see the module docstring)."""

    def demo_group(self, item: Any) -> Any:
        """Items of one group never serve as demonstrations for each other (probes.fewshot); default: the item."""
        return item.id

    name: str
    title: str
    methods: tuple[str, ...]
    default_method: dict[str, str] = {}  # model kind -> method when --method is not given
    default_max_new_tokens = 24
    job_limit_kb = 20  # items of the main job on our embedded default
    job_limit_release = 30  # items of the main job on a release
    job_limit_note = ""  # how the main job's --limit applies, where a benchmark spreads it (its --limit help)

    @property
    def release(self) -> Optional[ReleaseBenchmark]:
        """The solver's descriptor of this benchmark's release (solver.benchmarks); None for a probe-only one."""
        return RELEASES.get(self.name)

    # -- probing
    def items_source(self, data: Optional[str | Path]) -> str:
        """run.json's "items_path": the release folder read, or "kb" for our embedded default."""
        data_dir = resolve_data_dir(data, self.name)
        return str(data_dir) if data_dir else "kb"

    def prepare(self, opts: Any, spec: Any) -> None:
        """Settle the options before the run folder is opened (pick the method for the model kind,
        fill benchmark settings); the default picks `default_method` when no method was given."""
        # lazy: benchmark classes load with the registry at `physkb --help`; the backends only when a run starts
        from probes.backends import model_kind

        if opts.method is None:
            opts.method = self.default_method.get(model_kind(spec), "loglik")

    def run(self, opts: Any, progress: bool = True, loaded: Any = None) -> dict:
        """Probe into a run folder with the generic runner, then add the benchmark's own figures."""
        # lazy: the runner (and the backends it imports) loads when a run starts, not with the registry
        from probes.benchmarks.runner import run_benchmark

        return self.summarize(run_benchmark(self, opts, progress=progress, loaded=loaded))

    def summarize(self, summary: dict) -> dict:
        """The run's summary with this benchmark's headline figures added (default: none)."""
        return summary

    def summary_lines(self, summary: dict) -> list[str]:
        """What `physkb probe <name>` prints after a run (its last line names the run folder)."""
        return [f"{summary['n_done']}/{summary['n_items']} items probed ({summary.get('method')}), "
                f"{summary['n_unparsable']} unparsable", f"run folder: {summary['run']}"]

    # -- the main job
    def check_profile(self, profile: str) -> None:
        """Reject a --profile this benchmark's solver does not know, before anything is generated or loaded;
        default: the benchmark's solver has no profiles and takes any."""

    @property
    def demo_area(self) -> Optional[str]:
        """The solver area whose demo `demo` prints (benchmarks sharing one print it once): the release's area."""
        return self.release.area if self.release else None

    def demo(self, data: Optional[Path]) -> Optional[tuple[str, str]]:
        """(area, text) of the solver demo behind this benchmark, or None; benchmarks sharing an area print it once."""
        return None

    def job_inputs(self, ctx: JobContext) -> Optional[JobInputs]:
        """Our embedded items without --data, the first items of the release with it, skipped when --data lacks
        this benchmark's folder."""
        ok, data = benchmark_data(ctx.root_data, self.name)
        if not ok:
            ctx.say(f"\n{self.name}: no {self.name}/ release folder under {ctx.root_data}; skipped")
            return None
        limit = ctx.limit if ctx.limit is not None else (self.job_limit_release if ctx.root_data else self.job_limit_kb)
        method = ctx.method if ctx.method in self.methods else "loglik"
        source = "release" if ctx.root_data is not None else "kb"
        ctx.say(f"\n=== probe {ctx.model} ({method}) on {self.name}: "
                f"{'release ' + str(data) if data else 'our embedded items'}, up to {limit} items ===")
        return JobInputs(data=str(data) if data else None, limit=limit, method=method,
                         run_name=f"{self.name}-{ctx.model_slug}-{method}-{source}-{limit}")

    def job_lines(self, summary: dict, figures: dict) -> list[str]:
        """The main job's closing lines for this benchmark."""
        figs = {k: summary[k] for k in ("accuracy", "mAP") if summary.get(k) is not None}
        shown = ", ".join(f"{k} {v:.3f}" if isinstance(v, float) else f"{k} {v}" for k, v in figs.items())
        return [f"{self.name}: {summary.get('n_done')}/{summary.get('n_items')} items" + (f", {shown}" if shown else "")]

    # -- terminal output of diff and explain
    def show_diff(self, result: DiffResult, show_items: bool) -> None:
        # deferred: loads rich (off `physkb --help`'s path)
        from rich.console import Console
        from rich.table import Table as RichTable

        console = Console()
        over = result.summary.get("overall", {})
        console.print(f"[bold]{result.label}[/bold] ({result.benchmark})  "
                      + ", ".join(f"{k} {v}" for k, v in over.items()))
        for block in result.tables:
            table = RichTable(*block.header, title=block.caption or None)
            for row in block.rows:
                table.add_row(*[str(c) for c in row])
            console.print(table)
        if show_items and result.rows:
            keys = list(result.rows[0])[:8]
            table = RichTable(*keys)
            for row in result.rows:
                table.add_row(*[str(row.get(k, "")) for k in keys])
            console.print(table)

    def show_explanation(self, explanation: Explanation) -> str:
        lines = [f"{explanation.item_id} [{explanation.category}] {explanation.text}"]
        lines += [f"  trace: {line}" for line in explanation.trace]
        return "\n".join(lines)

    def show_errors(self, report: ErrorSummary, limit: int) -> str:
        lines = [f"{len(report.explanations)} errors ({report.benchmark}; solver: {report.source})"]
        lines += [f"  {count:6d}  {category}" for category, count in report.categories()]
        for category, _ in report.categories():
            lines.append(f"\n== {category}")
            lines += [f"{e.item_id}: {e.text}" for e in report.explanations if e.category == category][:limit]
        return "\n".join(lines)


def run_benchmark_name(run_dir: str | Path, unnamed: str) -> str:
    """The "benchmark" field of a run folder's run.json; `unnamed` for runs written before the field existed
    (the registry says which benchmark those are: probes.benchmarks.run_benchmark)."""
    return str(read_run_meta(run_dir).get("benchmark") or unnamed)


def read_run_meta(run_dir: str | Path) -> dict:
    """A run folder's run.json; a missing folder or file, or a file that is no JSON object, is a DataError."""
    # lazy: off `physkb --help`'s path, which loads this module (start-up time)
    from probes.runs import read_run_record

    if not Path(run_dir).is_dir():
        raise DataError(f"run folder not found: {run_dir}")
    path = Path(run_dir) / "run.json"
    if not path.is_file():
        raise DataError(f"not a run folder (no run.json): {run_dir}")

    return read_run_record(Path(run_dir))  # UTF-8 checked, a JSON object


def run_label(run_dir: str | Path, meta: Optional[dict] = None) -> str:
    """Row name in tables: the model name and the method (as COAT's runs are labelled)."""
    meta = meta if meta is not None else read_run_meta(run_dir)
    model = meta.get("model") or {}
    name = str(model.get("name") or model.get("path") or Path(run_dir).name)
    if "/" in name or "\\" in name:
        name = Path(name).name or name
    return f"{name} ({', '.join(label_parts(meta))})" if label_parts(meta) else name


def label_parts(meta: dict) -> list[str]:
    """The method, and for few-shot runs "K-shot, seed S" (probes.report_summary averages over the seeds)."""
    parts = [str(meta["method"])] if meta.get("method") else []
    shots = ((meta.get("settings") or {}).get("shots") or {})
    if shots.get("shots"):
        parts += [f"{shots['shots']}-shot", f"seed {shots.get('shot_seed', 0)}"]
    return parts
