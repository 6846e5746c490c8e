"""`physkb run`: the main job (registered on solver.cli_apps.app).

One command takes a fresh machine from knowledge to a report: the solver demos of every
area, the COAT question sets generated from the knowledge base (the project's kb/, or the
release with --data), a small sample of every variation probed with a language model,
then diff, explain and report. Every step is deterministic for (source, seed, limit), and
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
    """What `physkb run` produced."""

    out: Path
    sample: Path
    run: Path
    report: Path
    html: Path
    probe_summary: dict[str, Any]
    demos: dict[str, str]


def run_main_job(data: Optional[str | Path] = None, model: str = "smollm2", limit: Optional[int] = None,
                 out: Optional[str | Path] = None, method: str = "loglik", seed: int = 0,
                 profile: str = "corrected", device: Optional[str] = None, dtype: Optional[str] = None,
                 batch_size: Optional[int] = None, demos: bool = True,
                 say: Callable[[str], None] = _say) -> JobResult:
    """Demos, question sets, sample, probe, diff, explain and report; returns where everything went."""
    from solver.paths import resolve_data_dir

    data_dir = resolve_data_dir(data, "coat")
    root_data = resolve_data_dir(data)
    source = "release" if data_dir is not None else "kb"
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

    say("\n=== COAT question sets ===")
    sets_dir = job / "questions"
    manifest = generate_sets(data_dir, sets_dir, seed, profile, say=say)
    say(f"{manifest['total_items']} items in {len(manifest['variations'])} variations ({sets_dir})")
    sample_path, sample_manifest = sample_items(sets_dir, manifest, limit, seed, job / "items")
    sample = sample_manifest["sample"]
    say(f"sample: {sample['total']} items, up to {sample['per_variation']} per variation ({sample_path})")

    say(f"\n=== probe {model} ({method}) ===")
    from probes.engine import ProbeOptions, run_probe

    run_dir = job / "runs" / f"{_slug(model)}-{method}-{sample['sha256'][:8]}"
    probe_summary = run_probe(ProbeOptions(items=sample_path, model=model, method=method, limit=None, out=run_dir,
                                           device=device, dtype=dtype, batch_size=batch_size, shard=None))

    say("\n=== diff, explain, report ===")
    from probes.report import build_report

    result = build_report([run_dir], job / "report", data=data_dir, profile=profile)
    for note in result.notes:
        say(f"note: {note}")
    d = result.diffs[0]
    for task_type in sorted({r["task_type"] for r in d.by_variation}):
        rows = [r for r in d.by_variation if r["task_type"] == task_type]
        n = sum(r["n"] for r in rows)
        acc = sum((r["accuracy"] or 0) * r["n"] for r in rows) / n if n else 0
        chance = sum(r["n"] / r["n_options"] for r in rows) / n if n else 0
        say(f"Task-{task_type}: accuracy {100 * acc:.1f}% on {n} items (random {100 * chance:.1f}%)")
    errors = result.errors[0]
    if errors is not None:
        say(f"{len(errors.explanations)} errors explained: "
            + ", ".join(f"{c} {k}" for c, k in errors.categories()))
    return JobResult(out=job, sample=sample_path, run=run_dir, report=result.markdown, html=result.html,
                     probe_summary=probe_summary, demos=status)


@app.command("run")
def run_command(
    data: Optional[str] = typer.Option(None, "--data", help="Release data folder (shared data or its coat/); "
                                       "default: the project's own kb/ ($PHYSKB_DATA also counts)."),
    model: str = typer.Option("smollm2", "--model", help="Local HF folder, .gguf file, or the alias smollm2."),
    limit: Optional[int] = typer.Option(None, "--limit", help=f"Items to probe, spread evenly over the 30 variations "
                                        f"(default {DEFAULT_LIMIT_KB} from the kb, {DEFAULT_LIMIT_RELEASE} with --data)."),
    out: Optional[Path] = typer.Option(None, "--out", help="Job folder (default physkb-run/kb or physkb-run/release); "
                                       "re-running reuses its finished work."),
    method: str = typer.Option("loglik", "--method", help="loglik or generate."),
    seed: int = typer.Option(0, "--seed", help="Seed of the question sets and of the sample."),
    profile: str = typer.Option("corrected", "--profile", help="Solver profile: corrected | release."),
    device: Optional[str] = typer.Option(None, "--device", help="cpu, cuda, ... (default: CUDA if available)."),
    batch_size: Optional[int] = typer.Option(None, "--batch-size", help="Items per batch (default: automatic)."),
    no_demos: bool = typer.Option(False, "--no-demos", help="Skip the solver demos."),
) -> None:
    """The main job: solver demos, COAT question sets, probe a model, diff, explain, report; prints the report path."""
    result = run_main_job(data=data, model=model, limit=limit, out=out, method=method, seed=seed, profile=profile,
                          device=device, batch_size=batch_size, demos=not no_demos)
    _say(f"report: {result.html.resolve()}")
    print(result.report.resolve())
