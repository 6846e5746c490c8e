"""Generate COAT question sets: one solver run, then sampling, then JSON-lines files and a manifest."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from solver.atomic import write_text
from solver.coat.questions.render import LineWriter, render_variation
from solver.coat.questions.sampling import VariationSample, sample_variation
from solver.coat.questions.truth import CoatTruth
from solver.coat.questions.variations import Variation

MANIFEST = "manifest.json"


@dataclass
class GeneratedVariation:
    sample: VariationSample
    lines: list[str]

    @property
    def name(self) -> str:
        return self.sample.variation.name


def generate_variations(truth: CoatTruth, variations: list[Variation], seed: int, release_compatible: bool = True,
                        progress: Callable[[Variation], None] | None = None,
                        task2_gold: str = "sum", target: int | None = None) -> list[GeneratedVariation]:
    """Items of each variation as JSON lines, in memory; `target` items per variation (default: the paper's size)."""
    out = []
    writer = LineWriter()
    for v in variations:
        sample = sample_variation(truth, v, seed, release_compatible, target=target, task2_gold=task2_gold)
        out.append(GeneratedVariation(sample, render_variation(sample, seed, writer)))
        if progress:
            progress(v)
    return out


def manifest_record(truth: CoatTruth, generated: list[GeneratedVariation], seed: int, release_compatible: bool,
                    seconds: float, task2_gold: str = "sum") -> dict[str, Any]:
    """What a reader needs to trust and reproduce the files: inputs, seed, counts, caps."""
    variations = {}
    for g in generated:
        s = g.sample
        variations[g.name] = {
            "task_type": s.variation.task_type,
            "variation": s.variation.number,
            "n_options": s.variation.n_options,
            "composition": _composition(s.variation),
            "count": len(g.lines),
            "target": s.target,
            "eligible_pairs": s.eligible_pairs,
            "distinct_option_sets": s.capacity,
            "pairs_exhausted": len(s.capped_pairs),
            "tie_redraws": s.tie_redraws,
            "duplicate_redraws": s.duplicate_redraws,
            "cap_reason": s.cap_reason,
            "file": f"{g.name}.jsonl",
        }
    return {
        "generator": "physkb generate coat",
        "seed": seed,
        "profile": truth.profile,
        "release_compatible": release_compatible,
        "task2_gold": task2_gold,
        "source": truth.source,
        "kb_fingerprint": truth.fingerprint,
        "data_files_sha256": truth.data_files,
        "total_items": sum(len(g.lines) for g in generated),
        "generation_seconds": round(seconds, 3),
        "variations": variations,
    }


def _composition(v: Variation) -> dict[str, int]:
    if v.task_type == 0:
        return {"context": 1, "distractors": v.n_options - 1}
    if v.task_type == 1:
        return {"ideal": 1, "same": v.same, "diff": v.diff}
    return {"moderate": v.moderate, "bad": v.bad}


def write_question_sets(out_dir: Path, truth: CoatTruth, variations: list[Variation], seed: int,
                        release_compatible: bool = True, started: float | None = None,
                        progress: Callable[[Variation], None] | None = None,
                        task2_gold: str = "sum", target: int | None = None) -> dict[str, Any]:
    """Write `<variation>.jsonl` files and manifest.json into out_dir; returns the manifest."""
    t0 = time.perf_counter() if started is None else started
    generated = generate_variations(truth, variations, seed, release_compatible, progress, task2_gold, target)

    for g in generated:  # each file whole or not at all; the manifest last, once every set is on disk
        write_text(out_dir / f"{g.name}.jsonl", "\n".join(g.lines) + ("\n" if g.lines else ""))
    manifest = manifest_record(truth, generated, seed, release_compatible, time.perf_counter() - t0, task2_gold)
    write_text(out_dir / MANIFEST, json.dumps(manifest, indent=2, ensure_ascii=False) + "\n")
    return manifest
