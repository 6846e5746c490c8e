"""Time generating all 30 COAT question sets with gold from the solver; print items/s and peak memory.

Phases are timed in one process: the one solver run (derive every verdict), sampling, writing
JSON lines, and writing files. Two baselines are measured side by side in the same run:
  * plain json.dumps of the same item dicts versus our cached-fragment writer;
  * a solver call per item (judge_configurations on each sampled item's options),
    measured on a small sample and scaled to all Task-1/2 items, versus one derive() call.
Wall time on this shared 2-core machine depends on the other jobs: CPU seconds are printed
beside it, with the load average.

usage: .venv/bin/python bench/coat_generate.py [--data ../shared/data] [--seed 0] [--per-item-sample 40]
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GOAL_SECONDS = 8.0
RELEASE_GENERATOR_SECONDS = 81.4  # Task-1 67.5 s + Task-2 13.9 s, measured once on this machine (issue 3)


class Clock:
    """Wall and CPU seconds of a block."""

    def __enter__(self):
        self.w0, self.c0 = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc):
        self.wall = time.perf_counter() - self.w0
        self.cpu = time.process_time() - self.c0


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(ROOT.parent / "shared" / "data"))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--profile", default="corrected")
    parser.add_argument("--per-item-sample", type=int, default=40, help="items judged one solver call each")
    args = parser.parse_args()

    from solver.paths import resolve_data_dir
    from solver.coat.questions.generate import MANIFEST, manifest_record, GeneratedVariation
    from solver.coat.questions.render import LineWriter, render_variation
    from solver.coat.questions.sampling import sample_variation
    from solver.coat.questions.truth import load_truth
    from solver.coat.questions.variations import ALL_VARIATIONS

    data_dir = resolve_data_dir(args.data, "coat")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}  (2 cores, shared)")

    with Clock() as total:
        with Clock() as solve:
            truth = load_truth(data_dir, args.profile)
        with Clock() as sample:
            samples = [sample_variation(truth, v, args.seed) for v in ALL_VARIATIONS]
        with Clock() as render:
            writer = LineWriter()
            lines = [render_variation(s, args.seed, writer) for s in samples]
        with Clock() as write, tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp)
            for s, ls in zip(samples, lines):
                (out / f"{s.variation.name}.jsonl").write_text("\n".join(ls) + "\n", encoding="utf-8")
            generated = [GeneratedVariation(s, ls) for s, ls in zip(samples, lines)]
            manifest = manifest_record(truth, generated, args.seed, True, 0.0)
            (out / MANIFEST).write_text(json.dumps(manifest, indent=2))
            size_mb = sum(p.stat().st_size for p in out.iterdir()) / 1e6
    n_items = sum(len(ls) for ls in lines)
    memory = peak_mb()

    print(f"\nall 30 variations, seed {args.seed}, profile {args.profile}: {n_items} items, {size_mb:.0f} MB of JSON lines")
    print(f"{'phase':<28}{'wall s':>9}{'cpu s':>9}")
    for name, clock in (("solver (one derive call)", solve), ("sampling", sample), ("JSON lines", render),
                        ("files + manifest", write), ("total", total)):
        print(f"{name:<28}{clock.wall:>9.2f}{clock.cpu:>9.2f}")
    print(f"items/s: {n_items / total.wall:,.0f} (wall), {n_items / total.cpu:,.0f} (cpu)")
    print(f"peak memory (max RSS): {memory:.0f} MB (goal < 1024 MB)")
    print(f"goal: < {GOAL_SECONDS:.0f} s -> wall {total.wall:.2f} s ({'met' if total.wall < GOAL_SECONDS else 'NOT met'}), "
          f"cpu {total.cpu:.2f} s ({'met' if total.cpu < GOAL_SECONDS else 'NOT met'})")
    print(f"vs the release generator's Task-1+2 ({RELEASE_GENERATOR_SECONDS} s, reference figure, not re-run here): "
          f"{RELEASE_GENERATOR_SECONDS / total.wall:.1f}x faster by wall time, for all 30 variations instead of 26")

    # Side by side 1: plain json.dumps of the same items versus the fragment writer.
    sample_lines = [line for ls in lines for line in ls[:1500]]
    dicts = [json.loads(line) for line in sample_lines]
    with Clock() as plain:
        dumped = [json.dumps(d, ensure_ascii=False, separators=(",", ":")) for d in dicts]
    with Clock() as ours:
        fresh = LineWriter()
        again = [render_variation(s, args.seed, fresh) for s in samples]
    assert dumped == sample_lines, "fragment writer and json.dumps disagree"
    per_plain = plain.cpu / len(dicts)
    per_ours = ours.cpu / n_items
    print(f"\nside by side, JSON lines: json.dumps {per_plain * 1e6:.1f} us/item (cpu, dumps only), "
          f"fragment writer {per_ours * 1e6:.1f} us/item (cpu, incl. shuffling): ratio {per_plain / per_ours:.1f}x")

    # Side by side 2: a solver call per item versus one derive() for everything.
    from solver.coat.derive import judge_configurations
    from solver.coat.knowledge import load_coat_kb
    from solver.coat.records import ConfigurationValues

    kb = load_coat_kb(data_dir)
    picked = [json.loads(ls[i]) for ls, s in zip(lines, samples) if s.variation.task_type
              for i in range(0, len(ls), max(1, len(ls) // 2))][: args.per_item_sample]
    with Clock() as per_item:
        for item in picked:
            for o in item["options"]:
                judge_configurations(kb, item["utility"], item["task"], o["object_name"], [ConfigurationValues(
                    o["object_name"], o["mass"], o["material"], o["temperature"], o["already_in_use"], o["condition"])],
                    args.profile)
    n12 = sum(len(ls) for ls, s in zip(lines, samples) if s.variation.task_type)
    scaled = per_item.wall / max(1, len(picked)) * n12
    print(f"side by side, solver calls: one derive() {solve.wall:.2f} s wall for every verdict; "
          f"a solve per option on {len(picked)} items took {per_item.wall:.2f} s -> ~{scaled:,.0f} s for the "
          f"{n12} Task-1/2 items: ratio {scaled / solve.wall:,.0f}x")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
