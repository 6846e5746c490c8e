"""Benchmark: a local model's constrained decoding of a reading, with torch's default CPU threads (one per core)
beside physkb's choice (probes.device.cpu_threads: the cores the machine leaves idle), and the share of each
step spent in llguidance's grammar mask.

Run: .venv/bin/python bench/reading_speed.py [--model smollm2] [--steps 16] [--rounds 2]

Why: a SmolLM2 reading run on a shared 2-core CPU finished no batch in 70 minutes. A profile (py-spy) of that run
put 1% of the decoding samples in the grammar mask (SchemaMask) and the rest in the model's own layers, whose
steps waited on torch's second thread while other processes held the cores. This script measures one batch of
constrained decoding steps (a story's reading schema, its grammar mask, the model's key/value cache, a short
prompt so the long shared opening of the reading prompt is not what is timed) under both thread settings,
alternated `--rounds` times in one run, and prints the median time per step of each and their ratio. On an idle
machine both settings are the same number of threads and the ratio is about 1.
"""
from __future__ import annotations

import argparse
import statistics
import time


def main() -> None:
    import torch

    from probes.backends import load_backend, resolve_model
    from probes.backends import constrained
    from probes.backends.constrained import schema_text
    from probes.device import cpu_threads, resolve_placement
    from probes.reading.adapter import story_lang, story_schema, verdict_prompt
    from probes.requests import JSONRequest
    from solver.paths import KB_DIR
    from solver.states.loaders import load_project_stories

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="smollm2")
    parser.add_argument("--steps", type=int, default=16, help="decoding steps per measurement")
    parser.add_argument("--rounds", type=int, default=2, help="measurements of each setting, alternated")
    parser.add_argument("--batch", type=int, default=2, help="rows decoded together")
    args = parser.parse_args()

    cores = torch.get_num_threads()
    chosen = cpu_threads()
    backend = load_backend(resolve_model(args.model), resolve_placement("cpu"))
    scorer = backend.scorer
    story = load_project_stories(KB_DIR / "stories")[0]
    schema = schema_text(story_schema(story, story_lang(story)))
    requests = [JSONRequest(verdict_prompt(story), schema, args.steps)] * args.batch

    mask_seconds = [0.0]
    original_call = constrained.SchemaMask.__call__

    def timed_call(self, input_ids, scores):
        start = time.perf_counter()
        try:
            return original_call(self, input_ids, scores)
        finally:
            mask_seconds[0] += time.perf_counter() - start

    constrained.SchemaMask.__call__ = timed_call
    settings = {f"torch default ({cores} threads)": cores, f"physkb cpu_threads ({chosen} threads)": chosen}
    per_step: dict[str, list[float]] = {name: [] for name in settings}
    mask_share: dict[str, list[float]] = {name: [] for name in settings}
    scorer._constrained_batch(requests[:1], 0)  # warm-up: tokenizer tables, grammar compilation
    for _ in range(args.rounds):
        for name, threads in settings.items():
            torch.set_num_threads(threads)
            mask_seconds[0] = 0.0
            start = time.perf_counter()
            scorer._constrained_batch(requests, 0)
            took = time.perf_counter() - start
            per_step[name].append(took / args.steps)
            mask_share[name].append(mask_seconds[0] / took)
    constrained.SchemaMask.__call__ = original_call
    load = __import__("os").getloadavg()[0]
    print(f"{args.model}: {args.batch} rows x {args.steps} constrained decoding steps, {args.rounds} rounds each, "
          f"load average {load:.1f} on {cores} cores")
    for name in settings:
        print(f"  {name:<32} {1000 * statistics.median(per_step[name]):8.1f} ms/step   "
              f"grammar mask {100 * statistics.median(mask_share[name]):4.1f}% of the time")
    default, mine = (statistics.median(per_step[n]) for n in settings)
    print(f"  ratio (default / physkb): {default / mine:.2f}x")


if __name__ == "__main__":
    main()
