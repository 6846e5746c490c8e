"""Scale-out on Ray: the same COAT run (SmolLM2, option texts) on 1 Ray worker and on 2, on this machine.

Prints the machine's core count, each run's wall time (Ray start-up excluded, model loading
included: each worker loads its own copy) and whether the 2-worker predictions equal the
1-worker ones. On a CPU, a worker is one process with one thread; the ratio is bounded by the
free cores, and on a machine shared with other jobs it says more about the load than about Ray.

    .venv/bin/python bench/scaleout.py [--n 200] [--workers 2] [--workdir DIR]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def predictions(run: Path) -> dict[str, dict]:
    return {p["id"]: p for p in (json.loads(line) for line in (run / "predictions.jsonl").read_text().splitlines()
                                 if line.strip())}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--n", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--workdir", type=Path, default=Path(tempfile.gettempdir()) / "physkb-scaleout")
    args = parser.parse_args()
    import functools

    import ray

    from probe_throughput import build_items
    from probes.benchmarks.coat.api import ProbeOptions, run_probe
    from probes.scaleout import run_on_ray

    data = ROOT.parent / "shared" / "data"
    items = build_items(args.workdir, args.n, data if data.exists() else None, 1)[0]
    print(f"CPU cores on this machine: {os.cpu_count()} (shared with other jobs: compare within this run only)")
    ray.init(num_cpus=args.workers, include_dashboard=False, log_to_driver=False)
    quiet = functools.partial(run_probe, progress=False)
    seconds, runs = {}, {}
    for workers in (1, args.workers):
        out = args.workdir / f"run-{workers}-workers"
        shutil.rmtree(out, ignore_errors=True)
        opts = ProbeOptions(items=items, model="smollm2", limit=args.n, out=out, batch_size=args.batch_size)
        start = time.perf_counter()
        summary = run_on_ray(quiet, opts, workers=workers, progress=False)
        seconds[workers] = time.perf_counter() - start
        runs[workers] = predictions(out)
        print(f"{workers} worker(s): {summary['n_done']} items in {seconds[workers]:.1f} s "
              f"({summary['n_done'] / seconds[workers]:.2f} items/s), accuracy {summary['accuracy']:.3f}", flush=True)
    ray.shutdown()
    one, many = runs[1], runs[args.workers]
    same = sum(1 for i in one if i in many and one[i]["choice"] == many[i]["choice"])
    print(f"{args.workers} workers vs 1: speed ratio {seconds[1] / seconds[args.workers]:.2f}x; "
          f"same choices on {same}/{len(one)} items")


if __name__ == "__main__":
    main()
