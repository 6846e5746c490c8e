"""`physkb run`: the main job (registered on solver.cli_apps.app).

One command takes a fresh machine from knowledge to a report: the solver demos of every
area, the COAT question sets generated from the knowledge base (the project's kb/, or the
release with --data), a small sample of every variation probed with a language model,
every other registered benchmark (probes.benchmarks: GITA, TRIP, CConS, GRAFFORD) probed
on its embedded default items or a sample of its release, then diff, explain and one
report with a section per benchmark. Every step is deterministic for (source, seed, limit), and
the job folder keeps finished work: re-running reuses the sample and resumes the probe run.
"""
from __future__ import annotations

import hashlib
import json
import math
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional

import typer

from solver.cli_apps import app

DEFAULT_LIMIT_KB = 90  # 3 items per variation: a few minutes with SmolLM2 on a 2-core CPU
DEFAULT_LIMIT_RELEASE = 240  # 8 per variation
OTHER_LIMIT_KB = 20  # items of each other benchmark on our embedded default (stories, pairs, size/affordance items)
OTHER_LIMIT_RELEASE = 30  # the first items of each other benchmark's release
DEMO_AREAS = ("coat", "states", "sizes", "affordances")


def _say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------- demos


def run_demos(data: Optional[Path], say: Callable[[str], None] = print) -> dict[str, str]:
    """Print each area's demo summary; an area whose demo module is missing is named, not fatal.

    Each area's demo is called only when importable (areas are built by different engineers
    and may not have landed); the job says which areas are not available.
    """
    import importlib

    status: dict[str, str] = {}
    for area in DEMO_AREAS:
        module_name = f"solver.{area}.demo"
        try:
            module = importlib.import_module(module_name)
            summary = getattr(module, "summary")
        except (ImportError, AttributeError) as err:
            status[area] = f"not available ({module_name}.summary: {err})"
            continue
        say(f"\n=== {area} ===")
        say(str(summary(data)).rstrip())
        status[area] = "ok"
    missing = [a for a, s in status.items() if s != "ok"]
    if missing:
        say("\nareas not available: " + "; ".join(f"{a}: {status[a]}" for a in missing))
    return status


# --------------------------------------------------------------------------- sample


STAMP_FILE = "job-stamp.json"


def _generation_key(data_dir: Optional[Path], seed: int, profile: str) -> dict[str, Any]:
    """What the question sets depend on: the knowledge base, the COAT rules, the generator code, seed, profile."""
    from solver.coat.knowledge import load_coat_kb

    return {"source": str(data_dir) if data_dir else "kb", "seed": seed, "profile": profile,
            "kb_fingerprint": load_coat_kb(data_dir).fingerprint, "code_sha256": code_digest()}


def code_digest() -> str:
    """SHA-256 of the COAT rules and the question-set generator's source: new code, new question sets."""
    from solver.paths import PROJECT_ROOT, RULES_DIR

    digest = hashlib.sha256()
    code = sorted(RULES_DIR.glob("coat*.lp")) + sorted((PROJECT_ROOT / "solver" / "questions").glob("*.py"))
    for path in code:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def generate_sets(data_dir: Optional[Path], out: Path, seed: int, profile: str,
                  say: Callable[[str], None] = _say) -> dict[str, Any]:
    """All 30 COAT question sets from the solver, reused when a previous job made them from the same inputs."""
    from tqdm import tqdm

    from solver.questions.generate import MANIFEST, write_question_sets
    from solver.questions.truth import load_truth
    from solver.questions.variations import select_variations

    key = _generation_key(data_dir, seed, profile)
    stamp, manifest_path = out / STAMP_FILE, out / MANIFEST
    if stamp.is_file() and manifest_path.is_file():
        try:
            if json.loads(stamp.read_text(encoding="utf-8")) == key:
                say(f"reusing the question sets in {out} (same knowledge, rules, seed and profile)")
                return json.loads(manifest_path.read_text(encoding="utf-8"))
        except json.JSONDecodeError:
            pass
    variations = select_variations()
    truth = load_truth(data_dir, profile)
    with tqdm(total=len(variations), desc="generate COAT variations", unit="var", file=sys.stderr) as bar:
        manifest = write_question_sets(out, truth, variations, seed, progress=lambda v: bar.update(1))
    stamp.write_text(json.dumps(key, indent=2) + "\n", encoding="utf-8")
    return manifest


def sample_items(sets_dir: Path, manifest: dict[str, Any], limit: int, seed: int, out: Path) -> tuple[Path, dict]:
    """Take the same number of items from every variation (seeded), write them as one JSONL file.

    The generator's manifest is kept beside the sample (with the sample's own figures) so
    explain can find the knowledge base the items came from.
    """
    names = list(manifest["variations"])
    per_variation = max(1, math.ceil(limit / max(1, len(names))))
    lines: list[str] = []
    counts: dict[str, int] = {}
    for name in names:
        path = sets_dir / manifest["variations"][name]["file"]
        available = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        rng = random.Random(f"{seed}:{name}")
        chosen = sorted(rng.sample(range(len(available)), min(per_variation, len(available))))
        lines.extend(available[i] for i in chosen)
        counts[name] = len(chosen)
    out.mkdir(parents=True, exist_ok=True)
    text = "".join(line + "\n" for line in lines)
    sample_path = out / "sample.jsonl"
    if not sample_path.is_file() or sample_path.read_text(encoding="utf-8") != text:
        sample_path.write_text(text, encoding="utf-8")
    sample_manifest = dict(manifest)
    sample_manifest["sample"] = {"per_variation": per_variation, "limit": limit, "seed": seed, "counts": counts,
                                 "total": len(lines), "sha256": hashlib.sha256(text.encode()).hexdigest(),
                                 "sampled_from": str(sets_dir)}
    manifest_path = out / "manifest.json"
    manifest_text = json.dumps(sample_manifest, indent=2, ensure_ascii=False) + "\n"
    if not manifest_path.is_file() or manifest_path.read_text(encoding="utf-8") != manifest_text:
        manifest_path.write_text(manifest_text, encoding="utf-8")
    return sample_path, sample_manifest


def _slug(text: str) -> str:
    name = Path(text).name or text
    return re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-") or "model"


# --------------------------------------------------------------------------- the job


@dataclass
class JobResult:
    """What `physkb run` produced (`run`/`sample`/`probe_summary` are COAT's; `runs` every benchmark's run)."""

    out: Path
    sample: Optional[Path]
    run: Optional[Path]
    report: Path
    html: Path
    probe_summary: dict[str, Any]
    demos: dict[str, str]
    runs: dict[str, Path] = None  # type: ignore[assignment]
    summaries: dict[str, dict[str, Any]] = None  # type: ignore[assignment]


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


def _selected(benchmarks: Optional[list[str]]) -> list[str]:
    from probes import benchmarks as registry

    names = registry.names()
    if not benchmarks:
        return names
    for name in benchmarks:
        registry.get(name)  # unknown names: an error with the closest known ones
    return [n for n in names if n in benchmarks]


def _headline(name: str, summary: dict[str, Any]) -> str:
    """One line of a benchmark run's figures for the terminal."""
    tiered = summary.get("tiered")
    if tiered:
        line = (f"accuracy {tiered.get('accuracy')} / consistency {tiered.get('consistency')} / verifiability "
                f"{tiered.get('verifiability')} (%) on {tiered.get('stories')} stories")
        if tiered.get("pairs"):
            line += f"; pairs {tiered['pairs'].get('accuracy')} / {tiered['pairs'].get('consistency')} / " \
                    f"{tiered['pairs'].get('verifiability')}"
        return line
    figures = {k: summary[k] for k in ("accuracy", "mAP") if summary.get(k) is not None}
    shown = ", ".join(f"{k} {v:.3f}" if isinstance(v, float) else f"{k} {v}" for k, v in figures.items())
    return f"{summary.get('n_done')}/{summary.get('n_items')} items" + (f", {shown}" if shown else "")


def run_main_job(data: Optional[str | Path] = None, model: str = "smollm2", limit: Optional[int] = None,
                 out: Optional[str | Path] = None, method: str = "loglik", seed: int = 0,
                 profile: str = "corrected", device: Optional[str] = None, dtype: Optional[str] = None,
                 batch_size: Optional[int] = None, demos: bool = True,
                 say: Callable[[str], None] = _say, benchmarks: Optional[list[str]] = None) -> JobResult:
    """Demos, question sets, samples, probes, diff, explain and report; returns where everything went.

    `limit` is COAT's sample size and, when given, every other benchmark's item count too."""
    from solver.paths import resolve_data_dir

    root_data = resolve_data_dir(data)
    data_dir = resolve_data_dir(data, "coat")
    source = "release" if root_data is not None else "kb"
    names = _selected(benchmarks)
    other_limit = limit if limit is not None else (OTHER_LIMIT_RELEASE if root_data is not None else OTHER_LIMIT_KB)
    if limit is None:
        limit = DEFAULT_LIMIT_RELEASE if data_dir is not None else DEFAULT_LIMIT_KB
    if limit < 1:
        from solver.errors import PhyskbError

        raise PhyskbError(f"--limit must be at least 1, got {limit}")
    job = Path(out) if out is not None else Path("physkb-run") / source
    job.mkdir(parents=True, exist_ok=True)
    say(f"physkb run: knowledge from {data_dir or 'the project kb/'}, model {model}, {limit} items, job folder {job}")

    status: dict[str, str] = {}
    if demos:
        status = run_demos(root_data, say=print)

    from probes.device import resolve_placement
    from probes.models import load_model, resolve_model

    placement = resolve_placement(device, dtype)
    loaded_model: list = []

    def model_once():
        """The model is loaded once for every benchmark (only when some run still has work)."""
        if not loaded_model:
            loaded_model.append(load_model(resolve_model(model), placement))
        return loaded_model[0]

    run_dirs: dict[str, Path] = {}
    summaries: dict[str, dict[str, Any]] = {}
    sample_path: Optional[Path] = None
    coat_ok, _ = benchmark_data(root_data, "coat")
    if "coat" in names and coat_ok:
        say("\n=== COAT question sets ===")
        sets_dir = job / "questions"
        manifest = generate_sets(data_dir, sets_dir, seed, profile, say=say)
        say(f"{manifest['total_items']} items in {len(manifest['variations'])} variations ({sets_dir})")
        sample_path, sample_manifest = sample_items(sets_dir, manifest, limit, seed, job / "items")
        sample = sample_manifest["sample"]
        say(f"sample: {sample['total']} items, up to {sample['per_variation']} per variation ({sample_path})")

        say(f"\n=== probe {model} ({method}) on COAT ===")
        from probes.engine import ProbeOptions, run_probe

        run_dir = job / "runs" / f"{_slug(model)}-{method}-{sample['sha256'][:8]}"
        summaries["coat"] = run_probe(ProbeOptions(items=sample_path, model=model, method=method, limit=None,
                                                   out=run_dir, device=device, dtype=dtype, batch_size=batch_size,
                                                   shard=None), loaded=_lazy(model_once, run_dir, sample["total"]))
        run_dirs["coat"] = run_dir
    elif "coat" in names:
        say(f"\nCOAT: no coat/ release folder under {root_data}; skipped")

    from probes import benchmarks as registry
    from probes.benchmarks.runner import BenchmarkProbeOptions

    for name in [n for n in names if n != "coat"]:
        ok, bench_data = benchmark_data(root_data, name)
        if not ok:
            say(f"\n{name}: no {name}/ release folder under {root_data}; skipped")
            continue
        bench = registry.get(name)
        bench_method = method if method in bench.methods else "loglik"
        say(f"\n=== probe {model} ({bench_method}) on {name}: "
            f"{'release ' + str(bench_data) if bench_data else 'our embedded items'}, up to {other_limit} items ===")
        run_dir = job / "runs" / f"{name}-{_slug(model)}-{bench_method}-{source}-{other_limit}"
        opts = BenchmarkProbeOptions(benchmark=name, model=model, method=bench_method,
                                     data=str(bench_data) if bench_data else None, limit=other_limit, out=run_dir,
                                     device=device, dtype=dtype, batch_size=batch_size, seed=seed)
        summaries[name] = bench.run(opts, loaded=_lazy(model_once, run_dir, None))
        run_dirs[name] = run_dir

    if not run_dirs:
        from solver.errors import PhyskbError

        raise PhyskbError(f"nothing to probe: none of {', '.join(names)} has data under {root_data}")
    say("\n=== diff, explain, report ===")
    from probes.report import build_report

    report_data = data_dir if list(run_dirs) == ["coat"] else root_data
    result = build_report(list(run_dirs.values()), job / "report", data=report_data, profile=profile)
    for note in result.notes:
        say(f"note: {note}")
    if "coat" in run_dirs:
        from probes.diff import diff_run

        d = result.diffs[0] if result.diffs else diff_run(run_dirs["coat"])
        for task_type in sorted({r["task_type"] for r in d.by_variation}):
            rows = [r for r in d.by_variation if r["task_type"] == task_type]
            n = sum(r["n"] for r in rows)
            acc = sum((r["accuracy"] or 0) * r["n"] for r in rows) / n if n else 0
            chance = sum(r["n"] / r["n_options"] for r in rows) / n if n else 0
            say(f"Task-{task_type}: accuracy {100 * acc:.1f}% on {n} items (random {100 * chance:.1f}%)")
        errors = result.errors[0] if result.errors else None
        if errors is not None:
            say(f"{len(errors.explanations)} errors explained: "
                + ", ".join(f"{c} {k}" for c, k in errors.categories()))
    for name, summary in summaries.items():
        if name != "coat":
            say(f"{name}: {_headline(name, summary)}")
    return JobResult(out=job, sample=sample_path, run=run_dirs.get("coat"), report=result.markdown, html=result.html,
                     probe_summary=summaries.get("coat", {}), demos=status, runs=run_dirs, summaries=summaries)


def _lazy(model_once, run_dir: Path, n_items: Optional[int]):
    """The shared model when the run has work left, else None (a finished run needs no model)."""
    from probes import runs

    done = len(runs.read_predictions(run_dir / runs.PREDICTIONS_FILE)) if run_dir.is_dir() else 0
    meta = run_dir / runs.RUN_FILE
    total = n_items
    if total is None and meta.is_file():
        total = json.loads(meta.read_text(encoding="utf-8")).get("n_items")
    if total is not None and done >= total:
        return None
    return model_once()


@app.command("run")
def run_command(
    data: Optional[str] = typer.Option(None, "--data", help="Release data folder (shared data, or one benchmark's "
                                       "folder: only that benchmark runs); default: the project's own kb/ and "
                                       "embedded items ($PHYSKB_DATA also counts)."),
    model: str = typer.Option("smollm2", "--model", help="Local HF folder, .gguf file, or the alias smollm2."),
    limit: Optional[int] = typer.Option(None, "--limit", help=f"Items per benchmark; COAT's spread evenly over the 30 "
                                        f"variations (default COAT {DEFAULT_LIMIT_KB} from the kb, {DEFAULT_LIMIT_RELEASE} "
                                        f"with --data; others {OTHER_LIMIT_KB} / {OTHER_LIMIT_RELEASE})."),
    out: Optional[Path] = typer.Option(None, "--out", help="Job folder (default physkb-run/kb or physkb-run/release); "
                                       "re-running reuses its finished work."),
    method: str = typer.Option("loglik", "--method", help="loglik or generate."),
    seed: int = typer.Option(0, "--seed", help="Seed of the question sets and of the sample."),
    profile: str = typer.Option("corrected", "--profile", help="Solver profile: corrected | release."),
    device: Optional[str] = typer.Option(None, "--device", help="cpu, cuda, ... (default: CUDA if available)."),
    batch_size: Optional[int] = typer.Option(None, "--batch-size", help="Items per batch (default: automatic)."),
    no_demos: bool = typer.Option(False, "--no-demos", help="Skip the solver demos."),
    only: Optional[str] = typer.Option(None, "--benchmarks", help="Comma-separated benchmarks to probe "
                                       "(default: every registered one: coat,gita,trip,cccons,grafford)."),
) -> None:
    """The main job: solver demos, COAT question sets and every benchmark probed, diffed, explained, one report."""
    chosen = [b.strip() for b in only.split(",") if b.strip()] if only else None
    result = run_main_job(data=data, model=model, limit=limit, out=out, method=method, seed=seed, profile=profile,
                          device=device, batch_size=batch_size, demos=not no_demos, benchmarks=chosen)
    _say(f"report: {result.html.resolve()}")
    print(result.report.resolve())
