"""`physkb run`: the main job (added to the command line by probes.cli).

One command takes a fresh machine from knowledge to a report: the solver demo behind every
registered benchmark, then each benchmark's part of the job (its `job_inputs`: question sets
generated from the knowledge base and a sample of every variation where a benchmark has them;
else its embedded default items or the first items of its release), probed with one
model loaded once, then diff, explain and one report with a section per benchmark. Every step
is deterministic for (source, seed, limit), and the job folder keeps finished work: re-running
reuses the question sets and resumes the probe runs. Knows no benchmark by name.
"""
from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional

import typer

from probes import benchmarks as registry
from probes.benchmarks.base import BaseBenchmark, JobContext, benchmark_data  # noqa: F401  (benchmark_data: API)
from solver.errors import DataError, PhyskbError, UnknownNameError
from solver.outpaths import check_out_folder
from solver.paths import resolve_data_dir


def limit_help() -> str:
    """The --limit help, from the registered benchmarks' own defaults (those that differ are named)."""
    own = [registry.get(n) for n in registry.names()
           if (getattr(registry.get(n), "job_limit_kb", None), getattr(registry.get(n), "job_limit_release", None))
           != (BaseBenchmark.job_limit_kb, BaseBenchmark.job_limit_release)]
    notes = "".join(f"; {b.job_limit_note}" for b in own if getattr(b, "job_limit_note", ""))
    named = ", ".join(f"{b.title.split(':')[0]} {b.job_limit_kb} from the kb, {b.job_limit_release} with --data"
                      for b in own)
    return (f"Items per benchmark{notes} (default {named + '; others ' if named else ''}"
            f"{BaseBenchmark.job_limit_kb} / {BaseBenchmark.job_limit_release}).")


def _say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------- demos


def demo_areas() -> list[str]:
    """The solver areas whose demos the registered benchmarks print (each once, in registry order)."""
    areas: list[str] = []
    for name in registry.names():
        area = getattr(registry.get(name), "demo_area", None)
        if area and area not in areas:
            areas.append(area)
    return areas


def run_demos(data: Optional[Path], say: Callable[[str], None] = print) -> dict[str, str]:
    """Print the solver demo behind each registered benchmark, once per solver area; a demo that cannot
    run is named, not fatal (areas are built by different engineers and may not have landed)."""
    status: dict[str, str] = {}
    for name in registry.names():
        bench = registry.get(name)
        area = getattr(bench, "demo_area", None) or name
        if area in status:
            continue
        try:
            shown = bench.demo(data)
        except (ImportError, AttributeError) as err:
            status[area] = f"not available ({name} demo: {err})"
            continue
        if shown is None:
            continue
        say(f"\n=== {area} ===")
        say(str(shown[1]).rstrip())
        status[area] = "ok"
    missing = [a for a, s in status.items() if s != "ok"]
    if missing:
        say("\nareas not available: " + "; ".join(f"{a}: {status[a]}" for a in missing))
    return status


def _slug(text: str) -> str:
    name = Path(text).name or text
    return re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-") or "model"


# --------------------------------------------------------------------------- the job


@dataclass
class JobResult:
    """What `physkb run` produced: per benchmark its run folder, its probe summary and what it probed."""

    out: Path
    report: Path
    html: Path
    demos: dict[str, str]
    runs: dict[str, Path]
    summaries: dict[str, dict[str, Any]]
    inputs: dict[str, Any]  # benchmark -> its JobInputs (e.g. the sample file a benchmark drew)


def _selected(benchmarks: Optional[list[str]]) -> list[str]:
    names = registry.names()
    if not benchmarks:
        return names
    for name in benchmarks:
        registry.get(name)  # unknown names: an error with the closest known ones
    return [n for n in names if n in benchmarks]


def run_main_job(data: Optional[str | Path] = None, model: str = "smollm2", limit: Optional[int] = None,
                 out: Optional[str | Path] = None, method: str = "loglik", seed: int = 0,
                 profile: str = "corrected", device: Optional[str] = None, dtype: Optional[str] = None,
                 batch_size: Optional[int] = None, demos: bool = True,
                 say: Callable[[str], None] = _say, benchmarks: Optional[list[str]] = None) -> JobResult:
    """Demos, then every selected benchmark's items probed, then diff, explain and report; returns where
    everything went. `limit` is every benchmark's item count when given (for one that samples: its sample size)."""
    # lazy: main_job loads with `physkb --help` (the run command); the backends (which tests stub through
    # probes.backends.load_backend), the runner and the device load when a job starts
    from probes.backends import load_backend, resolve_model
    from probes.benchmarks.runner import BenchmarkProbeOptions
    from probes.device import resolve_placement

    root_data = resolve_data_dir(data)
    source = "release" if root_data is not None else "kb"
    names = _selected(benchmarks)
    # Every option is checked before any set is generated or any model loaded.

    methods = sorted({m for n in names for m in registry.get(n).methods})
    if method not in methods:
        raise UnknownNameError("--method", method, methods)
    for name in names:
        registry.get(name).check_profile(profile)
    if limit is not None and limit < 1:
        raise PhyskbError(f"--limit must be at least 1, got {limit}")
    if batch_size is not None and batch_size < 1:
        raise PhyskbError(f"--batch-size must be at least 1, got {batch_size}")
    resolve_placement(device, dtype)  # a bad --device or --dtype before any set is generated

    job = Path(out) if out is not None else Path("physkb-run") / source
    check_out_folder(job)
    job.mkdir(parents=True, exist_ok=True)
    first = registry.get(names[0])
    shown_limit = limit if limit is not None else (first.job_limit_release if root_data is not None else first.job_limit_kb)
    say(f"physkb run: knowledge from {resolve_data_dir(data, first.name) or 'the project kb/'}, model {model}, "
        f"{shown_limit} items, job folder {job}")

    status: dict[str, str] = {}
    if demos:
        status = run_demos(root_data, say=print)

    placement = resolve_placement(device, dtype)
    loaded_model: list = []

    def model_once():
        """The model is loaded once for every benchmark (only when some run still has work)."""
        if not loaded_model:
            loaded_model.append(load_backend(resolve_model(model), placement))
        return loaded_model[0]

    ctx = JobContext(job=job, root_data=root_data, model=model, model_slug=_slug(model), method=method, seed=seed,
                     profile=profile, limit=limit, say=say)
    run_dirs: dict[str, Path] = {}
    summaries: dict[str, dict[str, Any]] = {}
    inputs_of: dict[str, Any] = {}
    for name in names:
        bench = registry.get(name)
        inputs = bench.job_inputs(ctx)
        if inputs is None:
            continue
        run_dir = job / "runs" / inputs.run_name
        opts = BenchmarkProbeOptions(benchmark=name, model=model, method=inputs.method, data=inputs.data,
                                     limit=inputs.limit, out=run_dir, device=device, dtype=dtype,
                                     batch_size=batch_size, seed=seed)
        summaries[name] = bench.run(opts, loaded=_lazy(model_once, run_dir, inputs.n_items))
        run_dirs[name] = run_dir
        inputs_of[name] = inputs

    if not run_dirs:
        raise PhyskbError(f"nothing to probe: none of {', '.join(names)} has data under {root_data}")
    say("\n=== diff, explain, report ===")
    # lazy: off `physkb --help`'s path, like the imports above
    from probes.report import build_report

    result = build_report(list(run_dirs.values()), job / "report", data=root_data, profile=profile)
    for note in result.notes:
        say(f"note: {note}")
    for name, summary in summaries.items():
        for line in registry.get(name).job_lines(summary, result.figures.get(name, {})):
            say(line)
    return JobResult(out=job, report=result.markdown, html=result.html, demos=status, runs=run_dirs,
                     summaries=summaries, inputs=inputs_of)


def _lazy(model_once, run_dir: Path, n_items: Optional[int]):
    """The shared model when the run has work left, else None (a finished run needs no model)."""
    # lazy: off `physkb --help`'s path, which loads this module (start-up time)
    from probes import runs

    done = len(runs.read_predictions(run_dir / runs.PREDICTIONS_FILE)) if run_dir.is_dir() else 0
    meta = run_dir / runs.RUN_FILE
    total = n_items
    if total is None and meta.is_file():
        total = json.loads(meta.read_text(encoding="utf-8")).get("n_items")
    if total is not None and done >= total:
        return None
    return model_once()


def run_command(
    data: Optional[str] = typer.Option(None, "--data", help="Release data folder (shared data, or one benchmark's "
                                       "folder: only that benchmark runs); default: the project's own kb/ and "
                                       "embedded items ($PHYSKB_DATA also counts)."),
    model: str = typer.Option("smollm2", "--model", help="Local HF folder, .gguf file, or the alias smollm2."),
    limit: Optional[int] = typer.Option(None, "--limit", help=limit_help()),
    out: Optional[Path] = typer.Option(None, "--out", help="Job folder (default physkb-run/kb or physkb-run/release); "
                                       "re-running reuses its finished work."),
    method: str = typer.Option("loglik", "--method", help="loglik or generate."),
    seed: int = typer.Option(0, "--seed", help="Seed of the question sets and of the sample."),
    profile: str = typer.Option("corrected", "--profile", help="Solver profile: corrected | release."),
    device: Optional[str] = typer.Option(None, "--device", help="cpu, cuda, ... (default: CUDA if available)."),
    batch_size: Optional[int] = typer.Option(None, "--batch-size", help="Items per batch (default: automatic)."),
    no_demos: bool = typer.Option(False, "--no-demos", help="Skip the solver demos."),
    only: Optional[str] = typer.Option(None, "--benchmarks", help="Comma-separated benchmarks to probe "
                                       f"(default: every registered one: {','.join(registry.names())})."),
) -> None:
    """The main job: solver demos, COAT question sets and every benchmark probed, diffed, explained, one report."""
    chosen = [b.strip() for b in only.split(",") if b.strip()] if only is not None else None
    if chosen == []:  # an empty list is not "every benchmark": that is a job of minutes nobody asked for

        raise DataError("give at least one benchmark name (leave the option out to probe every one)",
                        where="--benchmarks")
    result = run_main_job(data=data, model=model, limit=limit, out=out, method=method, seed=seed, profile=profile,
                          device=device, batch_size=batch_size, demos=not no_demos, benchmarks=chosen)
    _say(f"report: {result.html.resolve()}")
    print(result.report.resolve())
