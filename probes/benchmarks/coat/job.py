"""COAT's part of the main job: the 30 question sets generated from the knowledge base (the project's kb/,
or the release with --data), an even seeded sample of every variation, and the closing per-task lines.

The job folder keeps finished work: question sets are reused when made from the same inputs
(job-stamp.json), and the sample is rewritten only when it changes.
"""
from __future__ import annotations

import hashlib
import json
import math
import random
import sys
from pathlib import Path
from typing import Any, Callable, Optional

from probes.benchmarks.base import JobContext, JobInputs, benchmark_data
from solver.atomic import write_text
from solver.coat.questions.variations import select_variations
from solver.paths import PROJECT_ROOT, RULES_DIR, resolve_data_dir
from tqdm import tqdm
from solver.coat.knowledge import load_coat_kb
from solver.coat.questions.generate import MANIFEST, write_question_sets
from solver.coat.questions.truth import load_truth

# The job generates a pool of this many times its per-variation sample (not the paper's ~5,000 per variation):
# the sampler spreads a pool over the task/utility pairs by weight, and a pool a few times the sample keeps the
# sample spread over many pairs instead of the few heaviest.
POOL_PER_SAMPLE_ITEM = 20


def _say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


STAMP_FILE = "job-stamp.json"


def _generation_key(data_dir: Optional[Path], seed: int, profile: str, target: Optional[int] = None) -> dict[str, Any]:
    """What the question sets depend on: the knowledge base, the COAT rules, the generator code, seed, profile,
    and the items per variation."""
    return {"source": str(data_dir) if data_dir else "kb", "seed": seed, "profile": profile, "target": target,
            "kb_fingerprint": load_coat_kb(data_dir).fingerprint, "code_sha256": code_digest()}


def code_digest() -> str:
    """SHA-256 of the COAT rules and the question-set generator's source: new code, new question sets."""
    digest = hashlib.sha256()
    code = sorted(RULES_DIR.glob("coat*.lp")) + sorted((PROJECT_ROOT / "solver" / "questions").glob("*.py"))
    for path in code:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def generate_sets(data_dir: Optional[Path], out: Path, seed: int, profile: str,
                  say: Callable[[str], None] = _say, target: Optional[int] = None) -> dict[str, Any]:
    """The 30 COAT question sets from the solver (`target` items each, default the paper's sizes), reused when a
    previous job made them from the same inputs."""
    key = _generation_key(data_dir, seed, profile, target)
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
        manifest = write_question_sets(out, truth, variations, seed, progress=lambda v: bar.update(1), target=target)
    write_text(stamp, json.dumps(key, indent=2) + "\n")
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
        write_text(sample_path, text)
    sample_manifest = dict(manifest)
    sample_manifest["sample"] = {"per_variation": per_variation, "limit": limit, "seed": seed, "counts": counts,
                                 "total": len(lines), "sha256": hashlib.sha256(text.encode()).hexdigest(),
                                 "sampled_from": str(sets_dir)}
    manifest_path = out / "manifest.json"
    manifest_text = json.dumps(sample_manifest, indent=2, ensure_ascii=False) + "\n"
    if not manifest_path.is_file() or manifest_path.read_text(encoding="utf-8") != manifest_text:
        write_text(manifest_path, manifest_text)
    return sample_path, sample_manifest


def job_inputs(bench, ctx: JobContext) -> Optional[JobInputs]:
    """Generate (or reuse) the question sets, sample them, and name the run after the sample's hash."""
    ok, _ = benchmark_data(ctx.root_data, bench.name)
    if not ok:
        ctx.say(f"\nCOAT: no coat/ release folder under {ctx.root_data}; skipped")
        return None
    data_dir = resolve_data_dir(ctx.root_data, "coat") if ctx.root_data is not None else None
    limit = ctx.limit if ctx.limit is not None else (bench.job_limit_release if data_dir is not None else bench.job_limit_kb)
    ctx.say("\n=== COAT question sets ===")
    sets_dir = ctx.job / "questions"

    per_variation = max(1, math.ceil(limit / max(1, len(select_variations()))))
    manifest = generate_sets(data_dir, sets_dir, ctx.seed, ctx.profile, say=ctx.say,
                             target=POOL_PER_SAMPLE_ITEM * per_variation)
    ctx.say(f"{manifest['total_items']} items in {len(manifest['variations'])} variations ({sets_dir}; a pool of "
            f"{POOL_PER_SAMPLE_ITEM * per_variation} per variation for a sample of {per_variation}: "
            "`physkb generate coat` makes the paper-sized sets)")
    sample_path, sample_manifest = sample_items(sets_dir, manifest, limit, ctx.seed, ctx.job / "items")
    sample = sample_manifest["sample"]
    ctx.say(f"sample: {sample['total']} items, up to {sample['per_variation']} per variation ({sample_path})")
    ctx.say(f"\n=== probe {ctx.model} ({ctx.method}) on COAT ===")
    return JobInputs(data=sample_path, limit=None, method=ctx.method,
                     run_name=f"{ctx.model_slug}-{ctx.method}-{sample['sha256'][:8]}", n_items=sample["total"])


def job_lines(summary: dict, figures: dict) -> list[str]:
    """Accuracy per task against random, and the explained errors by category (from the report's figures)."""
    lines: list[str] = []
    runs = figures.get("runs") or []
    if runs:
        by_variation = runs[0]["by_variation"]
        for task_type in sorted({r["task_type"] for r in by_variation}):
            rows = [r for r in by_variation if r["task_type"] == task_type]
            n = sum(r["n"] for r in rows)
            acc = sum((r["accuracy"] or 0) * r["n"] for r in rows) / n if n else 0
            chance = sum(r["n"] / r["n_options"] for r in rows) / n if n else 0
            lines.append(f"Task-{task_type}: accuracy {100 * acc:.1f}% on {n} items (random {100 * chance:.1f}%)")
    errors = (figures.get("errors") or [None])[0]
    if errors is not None:
        lines.append(f"{errors['n_errors']} errors explained: "
                     + ", ".join(f"{c['category']} {c['count']}" for c in errors["categories"]))
    return lines
