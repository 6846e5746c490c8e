"""Load test of `physkb serve` on 127.0.0.1: throughput, p50/p99 latency, errors, dropped requests.

Run: .venv/bin/python bench/serve.py [--data ../shared/data] [--requests 10000] [--clients 32]
                                     [--mix scenes|default|mixed] [--max-seconds 120] [--workers N]
                                     [--scaling]
Starts the server in a subprocess on a free loopback port (or targets --url), then sends
best_substitute requests from N concurrent keep-alive clients (raw HTTP/1.1 on asyncio, so the
client costs little of the machine's CPU) and prints, beside it, the in-process latency of the
same requests answered by the same code without HTTP and without the answer cache.

Mixes: `scenes` (default): each request a <task, utility> pair of the knowledge base and a
scene of 2-12 random common configurations, seeded, so nearly every request is new to the
server's answer cache; `default`: no scene (every common configuration of every object,
1,584 on the release) over the knowledge base's pairs, where the cache answers repeats.
`mixed`: every endpoint (best_substitute with scenes, check-story, size, afford, batch), each
check-story a new story with new names and a new id (new clingo symbols every time: the load
that grew the old server without bound), while a probe calls /health every 50 ms on its own
connection. It reports p50/p99 per endpoint (best-substitute goal p99 < 50 ms), /health p99 under
the load (goal < 50 ms), the memory before the load against the memory once the server is idle
after it (goal within 10%), and the
server's memory (the server and its solver workers together) sampled through the run: flat means
the last sample within 20% of the first sample after warm-up; as recycled workers make a sawtooth, the
median of the last quarter of samples is also set beside the first quarter's (the trend). `--scaling` then runs a check-story-only
load with 1 worker and with --workers, to show the pool's throughput scaling. `--baseline-root DIR` first
puts the same mixed load on a server run from another checkout (main's code, say) and then prints the two
best-substitute p50/p99 side by side, each with the load average at the start and end of its load.
The count and the time are both bounded; requests not answered by the end count as dropped.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
PATH = "/v1/best-substitute"


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))] if ordered else float("nan")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def build_requests(kb, n: int, mix: str, seed: int) -> list[dict]:
    """n request bodies, seeded: pairs in random order, scenes of random common configurations."""
    from solver.coat.records import VARIABLES

    rng = random.Random(seed)
    pairs = kb.pairs
    configs = kb.configurations
    out = []
    for i in range(n):
        utility, task = pairs[rng.randrange(len(pairs))] if mix == "scenes" else pairs[i % len(pairs)]
        body: dict = {"task": task, "utility": utility, "top": 5}
        if mix == "scenes":
            picked = rng.sample(configs, rng.randint(2, 12))
            # the task's own context objects are in about half the scenes
            context = kb.context_objects.get((utility, task), [])
            if context and rng.random() < 0.5:
                own = [c for c in kb.configurations_of(rng.choice(context))]
                picked.append(rng.choice(own))
            body["scene"] = [{"object_name": c.object_name, **dict(zip(VARIABLES, c.values()))} for c in picked]
        out.append(body)
    return out


async def _client(host: str, port: int, bodies: list[bytes], cursor: list[int], latencies: list[float],
                  failures: list[str], deadline: float, answered: list[int], path: str = PATH,
                  expect: int = 200) -> None:
    reader, writer = await asyncio.open_connection(host, port)
    try:
        while cursor[0] < len(bodies) and time.perf_counter() < deadline:
            body = bodies[cursor[0]]
            cursor[0] += 1
            start = time.perf_counter()
            status, payload = await _exchange(reader, writer, host, port, "POST", path, body)
            latencies.append(time.perf_counter() - start)
            answered[0] += 1
            if status != expect:
                failures.append(f"{status}: {payload[:200]!r}")
    except (ConnectionError, asyncio.IncompleteReadError) as err:
        failures.append(f"connection: {err}")
    finally:
        writer.close()


async def load(host: str, port: int, bodies: list[bytes], clients: int, max_seconds: float,
               path: str = PATH, expect: int = 200) -> dict:
    latencies: list[float] = []
    failures: list[str] = []
    cursor, answered = [0], [0]
    start = time.perf_counter()
    deadline = start + max_seconds
    await asyncio.gather(*(_client(host, port, bodies, cursor, latencies, failures, deadline, answered, path, expect)
                           for _ in range(clients)))
    wall = time.perf_counter() - start
    return {"sent": cursor[0], "answered": answered[0], "dropped": cursor[0] - answered[0],
            "not_sent": len(bodies) - cursor[0], "errors": len(failures), "failures": failures[:5],
            "wall_s": wall, "throughput": answered[0] / wall if wall else 0.0,
            "p50_ms": _pct(latencies, 0.50) * 1000, "p99_ms": _pct(latencies, 0.99) * 1000,
            "max_ms": max(latencies) * 1000 if latencies else float("nan")}


# --------------------------------------------------------------------------- mixed load

SIZE_NOUNS = ["cat", "dog", "mouse", "elephant", "car", "cup", "house", "horse", "ant", "table", "chair", "book",
              "key", "bus", "spoon", "bottle"]
AFFORD = [("He rode the horse", "horse"), ("She cut the bread with the knife", "knife"),
          ("They sat on the chair", "chair"), ("He drank water from the cup", "cup"),
          ("She read the book", "book"), ("He opened the door with the key", "key")]
STORY_STEPS = ["{who} opens the fridge.", "{who} takes the milk.", "{who} pours the milk into the glass.",
               "{who} drinks the milk.", "{who} closes the fridge.", "{who} washes the glass.",
               "{who} puts the glass in the cupboard.", "{who} turns on the stove.", "{who} eats the apple."]


def _new_story(rng: random.Random, i: int) -> dict:
    who = f"Person{i}x{rng.randrange(10**6)}"
    n = rng.randint(4, 20)
    return {"id": f"bench-{i}-{rng.randrange(10**9)}", "sentences": [rng.choice(STORY_STEPS).format(who=who) for _ in range(n)]}


def build_mixed(kb, n: int, seed: int) -> list[tuple[str, bytes]]:
    """n (path, body) pairs over every endpoint; every check-story (alone or in a batch) a new story."""
    rng = random.Random(seed)
    scenes = build_requests(kb, n, "scenes", seed)
    out = []
    for i in range(n):
        roll = rng.random()
        if roll < 0.40:
            out.append(("/v1/best-substitute", scenes[i]))
        elif roll < 0.65:
            out.append(("/v1/check-story", _new_story(rng, i)))
        elif roll < 0.80:
            a, b = rng.sample(SIZE_NOUNS, 2)
            out.append(("/v1/size", {"context": "", "obj1": a, "obj2": b}))
        elif roll < 0.90:
            sentence, obj = rng.choice(AFFORD)
            out.append(("/v1/afford", {"sentence": sentence, "object": obj}))
        else:
            a, b = rng.sample(SIZE_NOUNS, 2)
            sentence, obj = rng.choice(AFFORD)
            out.append(("/v1/batch", {"requests": [
                {"kind": "best_substitute", **scenes[i]}, {"kind": "check_story", "story": _new_story(rng, i)},
                {"kind": "size", "obj1": a, "obj2": b}, {"kind": "afford", "sentence": sentence, "object": obj}]}))
    return [(path, json.dumps(body).encode()) for path, body in out]


async def _exchange(reader, writer, host: str, port: int, method: str, path: str, body: bytes) -> tuple[int, bytes]:
    head = (f"{method} {path} HTTP/1.1\r\nHost: {host}:{port}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode()
    writer.write(head + body)
    await writer.drain()
    status_line = await reader.readline()
    length = 0
    while True:
        line = await reader.readline()
        if line in (b"\r\n", b""):
            break
        name, _, value = line.decode("latin-1").partition(":")
        if name.lower() == "content-length":
            length = int(value.strip())
    payload = await reader.readexactly(length)
    return (int(status_line.split()[1]) if status_line else 0), payload


def server_mb(proc: subprocess.Popen | None) -> float | None:
    """Resident memory of the server and its solver workers (Linux /proc), MB."""
    if proc is None or not Path("/proc").is_dir():
        return None
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if stat.parent.name == str(proc.pid) or fields[1] == str(proc.pid):
            total += int(fields[21]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    return total


async def mixed_load(host: str, port: int, work: list[tuple[str, bytes]], clients: int, max_seconds: float,
                     proc: subprocess.Popen | None, sample_every: int) -> dict:
    latencies: dict[str, list[float]] = {}
    statuses: dict[str, dict[int, int]] = {}
    health: list[float] = []
    memory: list[tuple[int, float]] = []
    failures: list[str] = []
    cursor, answered = [0], [0]
    deadline = time.perf_counter() + max_seconds
    done = asyncio.Event()

    async def client() -> None:
        reader, writer = await asyncio.open_connection(host, port)
        try:
            while cursor[0] < len(work) and time.perf_counter() < deadline:
                path, body = work[cursor[0]]
                cursor[0] += 1
                start = time.perf_counter()
                status, payload = await _exchange(reader, writer, host, port, "POST", path, body)
                latencies.setdefault(path, []).append(time.perf_counter() - start)
                statuses.setdefault(path, {}).setdefault(status, 0)
                statuses[path][status] += 1
                answered[0] += 1
                if answered[0] % sample_every == 0:
                    mb = server_mb(proc)
                    if mb is not None:
                        memory.append((answered[0], mb))
                if status != 200 and not (path == "/v1/check-story" and status == 422):
                    failures.append(f"{path} {status}: {payload[:160]!r}")
        except (ConnectionError, asyncio.IncompleteReadError) as err:
            failures.append(f"connection: {err}")
        finally:
            writer.close()

    async def probe() -> None:
        reader, writer = await asyncio.open_connection(host, port)
        try:
            while not done.is_set():
                start = time.perf_counter()
                await _exchange(reader, writer, host, port, "GET", "/health", b"")
                health.append(time.perf_counter() - start)
                await asyncio.sleep(0.05)
        finally:
            writer.close()

    start = time.perf_counter()
    probing = asyncio.ensure_future(probe())
    await asyncio.gather(*(client() for _ in range(clients)))
    wall = time.perf_counter() - start
    done.set()
    await probing
    return {"latencies": latencies, "statuses": statuses, "health": health, "memory": memory,
            "failures": failures, "answered": answered[0], "sent": cursor[0], "wall_s": wall}


def _start_server(data_dir, workers: int, extra: list[str] | None = None, nice: int | None = None,
                  root: Path = ROOT, timeout: float = 120.0) -> tuple[subprocess.Popen, int]:
    """`physkb serve` from the checkout at `root` (this one, or --baseline-root), its own --worker-nice default
    unless `nice` is given."""
    port = _free_port()
    cmd = [sys.executable, "-m", "solver.cli", "serve", "--host", "127.0.0.1", "--port", str(port),
           "--workers", str(workers), "--timeout", f"{timeout:g}", *(extra or [])]
    if nice is not None:
        cmd += ["--worker-nice", str(nice)]
    if data_dir is not None:
        cmd += ["--data", str(Path(data_dir).resolve())]  # the server runs in `root`
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.Popen(cmd, cwd=root, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL), port


def _stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()


def run_mixed(args, kb, data_dir) -> int:
    """The mixed load against this checkout's server, after the same load against --baseline-root's if given."""
    summary = []
    status = 0
    runs = ([("before", Path(args.baseline_root).resolve())] if args.baseline_root else []) + [("after", ROOT)]
    for label, root in runs:
        code, s99, s50, load = _mixed_once(args, kb, data_dir, root, label if args.baseline_root else "")
        summary.append((label, root, s50, s99, load))
        status = status or code
    if len(summary) > 1:
        print("side by side (one bench run, the same requests, one after the other):")
        for label, root, s50, s99, load in summary:
            print(f"  {label:6s} {str(root):32s} best-substitute p50 {s50:7.1f} ms   p99 {s99:7.1f} ms   "
                  f"load average {load[0]:.1f} -> {load[1]:.1f}")
    return status


def _mixed_once(args, kb, data_dir, root: Path, label: str) -> tuple[int, float, float, tuple[float, float]]:
    """One mixed load against a server from `root`: (exit status, best-substitute p99 and p50 in ms, load
    average at the start and at the end of the measured load)."""
    work = build_mixed(kb, args.requests, args.seed)
    proc, port = _start_server(data_dir, args.workers, nice=args.worker_nice, root=root, timeout=args.server_timeout)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(url, proc)
        time.sleep(1.0)
        before_mb = server_mb(proc)  # ready, nothing answered yet
        warm = build_mixed(kb, args.warmup, args.seed + 1)
        asyncio.run(mixed_load("127.0.0.1", port, warm, min(args.clients, 8), 60, None, 10**9))  # warm-up
        time.sleep(1.0)
        after_warmup = server_mb(proc)
        load_start = os.getloadavg()[0]
        result = asyncio.run(mixed_load("127.0.0.1", port, work, args.clients, args.max_seconds, proc,
                                        max(50, args.requests // 20)))
        load_end = os.getloadavg()[0]
        end_mb = server_mb(proc)
        settled_mb, settled_s = _settle(url, proc, args.settle_seconds)
        import urllib.request

        with urllib.request.urlopen(f"{url}/health", timeout=10) as r:
            pool = json.load(r)["pool"]
    finally:
        _stop(proc)
    nice = pool.get("worker_nice", args.worker_nice if args.worker_nice is not None else "default")
    print(f"{label + ': ' if label else ''}physkb serve mixed load on {url} from {root} ({kb.source}; cpu count "
          f"{os.cpu_count()}, load average {load_start:.1f} at the start of the load, {load_end:.1f} at its end: "
          f"other processes share these cores); {args.workers} solver workers, worker nice {nice}")
    print(f"  {result['answered']} of {result['sent']} requests answered in {result['wall_s']:.1f} s "
          f"({result['answered'] / result['wall_s']:.1f} requests/s), {args.clients} clients")
    for path, values in sorted(result["latencies"].items()):
        codes = ", ".join(f"{k}: {v}" for k, v in sorted(result["statuses"][path].items()))
        print(f"  {path:22s} n {len(values):5d}   p50 {_pct(values, 0.5) * 1000:8.1f} ms   p99 {_pct(values, 0.99) * 1000:8.1f} ms"
              f"   ({codes})")
    subs = result["latencies"].get("/v1/best-substitute", [])
    if subs:
        s99 = _pct(subs, 0.99) * 1000
        print(f"  best-substitute p99 {s99:.1f} ms under the mixed load: {'ok' if s99 < 50 else 'MISS'} (goal p99 < 50 ms)")
    h99 = _pct(result["health"], 0.99) * 1000
    print(f"  /health probe (every 50 ms, own connection) n {len(result['health'])}   p50 "
          f"{_pct(result['health'], 0.5) * 1000:.1f} ms   p99 {h99:.1f} ms   {'ok' if h99 < 50 else 'MISS'} (goal p99 < 50 ms)")
    samples = [mb for _, mb in result["memory"]]
    if after_warmup and samples:
        growth = (samples[-1] - after_warmup) / after_warmup * 100
        print(f"  server memory (server + workers): after warm-up {after_warmup:.0f} MB; during the run "
              f"min {min(samples):.0f} / max {max(samples):.0f} MB; last sample {samples[-1]:.0f} MB "
              f"({growth:+.0f}%: {'ok' if abs(growth) <= 20 else 'MISS'}, goal within 20%); at the end {end_mb:.0f} MB")
        if len(samples) >= 8:
            # Recycled workers make memory a sawtooth, so one sample says where in a worker's life it fell;
            # growth without bound shows as the last quarter's median above the first quarter's.
            quarter = len(samples) // 4
            first_q, last_q = sorted(samples[:quarter])[quarter // 2], sorted(samples[-quarter:])[quarter // 2]
            trend = (last_q - first_q) / first_q * 100
            print(f"  memory trend: median of the first quarter of samples {first_q:.0f} MB, of the last quarter "
                  f"{last_q:.0f} MB ({trend:+.0f}%: {'flat' if abs(trend) <= 20 else 'GROWING'})")
        print("  samples (answered: MB): " + ", ".join(f"{n}: {mb:.0f}" for n, mb in result["memory"]))
    if before_mb and settled_mb:
        back = (settled_mb - before_mb) / before_mb * 100
        print(f"  memory before the load (ready, nothing answered) {before_mb:.0f} MB; after the load and {settled_s:.0f} s idle "
              f"{settled_mb:.0f} MB ({back:+.1f}%: {'ok' if abs(back) <= 10 else 'MISS'}, goal within 10%)")
    print(f"  pool: {pool['answered']} jobs, {pool['recycled']} workers recycled, {pool.get('reclaimed', 0)} replaced "
          f"when idle after growing, {pool['killed']} killed")
    if result["failures"]:
        print(f"  failures {len(result['failures'])}, e.g. {result['failures'][0]}")
    if args.scaling and root == ROOT:
        rng = random.Random(args.seed + 2)
        stories = [("/v1/check-story", json.dumps(_new_story(rng, i)).encode()) for i in range(args.scaling_requests)]
        rates = {}
        for workers in sorted({1, args.workers}):
            proc, port = _start_server(data_dir, workers, timeout=args.server_timeout)
            try:
                _wait_ready(f"http://127.0.0.1:{port}", proc)
                asyncio.run(mixed_load("127.0.0.1", port, stories[:20], 4, 60, None, 10**9))
                res = asyncio.run(mixed_load("127.0.0.1", port, stories, max(8, 4 * workers), args.max_seconds, None, 10**9))
            finally:
                _stop(proc)
            rates[workers] = res["answered"] / res["wall_s"]
            print(f"  check-story only, {workers} worker(s): {res['answered']} stories in {res['wall_s']:.1f} s = "
                  f"{rates[workers]:.1f} stories/s   p50 {_pct(res['latencies'].get('/v1/check-story', []), 0.5) * 1000:.0f} ms")
        if len(rates) > 1:
            print(f"  scaling {args.workers} workers / 1 worker: x{rates[args.workers] / rates[1]:.2f}")
    code = 1 if result["failures"] or result["answered"] < result["sent"] else 0
    return (code, _pct(subs, 0.99) * 1000 if subs else float("nan"), _pct(subs, 0.5) * 1000 if subs else float("nan"),
            (load_start, load_end))


def _settle(url: str, proc: subprocess.Popen | None, limit_s: float) -> tuple[float | None, float]:
    """The server's memory once it is idle after the load: every worker alive and idle, none being replaced
    (grown workers are replaced a few seconds after they fall idle), the same for 3 s; (MB, seconds waited)."""
    import urllib.request

    started = time.monotonic()
    steady_since = None
    while time.monotonic() - started < limit_s:
        try:
            with urllib.request.urlopen(f"{url}/health", timeout=10) as r:
                pool = json.load(r)["pool"]
        except OSError:
            pool = None
        quiet = (pool is not None and pool["busy"] == 0 and pool["alive"] == pool["workers"]
                 and not pool.get("starting"))
        if quiet and steady_since is None:
            steady_since = time.monotonic()
        elif not quiet:
            steady_since = None
        if steady_since is not None and time.monotonic() - steady_since >= 3.0 and time.monotonic() - started >= 6.0:
            break
        time.sleep(0.5)
    return server_mb(proc), time.monotonic() - started


def _cpu_seconds(proc: subprocess.Popen | None) -> float | None:
    """CPU time (user + system) the server process has used so far (Linux /proc), None elsewhere."""
    if proc is None or not Path("/proc").is_dir():
        return None
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):  # the server and its worker processes
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if stat.parent.name == str(proc.pid) or fields[1] == str(proc.pid):
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def _wait_ready(url: str, proc: subprocess.Popen | None, timeout: float = 900) -> None:
    import urllib.request

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise SystemExit(f"server exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(f"{url}/health", timeout=5) as r:
                if json.load(r).get("status") == "ok":
                    return
        except OSError:
            pass
        time.sleep(0.5)
    raise SystemExit(f"server at {url} not ready after {timeout:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=os.environ.get("PHYSKB_DATA", str(ROOT.parent / "shared" / "data")),
                        help="release data (the project kb/ when the folder is missing)")
    parser.add_argument("--requests", type=int, default=10_000)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--mix", choices=("scenes", "default", "mixed"), default="scenes")
    parser.add_argument("--scaling", action="store_true", help="mixed: also compare check-story throughput, 1 worker vs --workers")
    parser.add_argument("--scaling-requests", type=int, default=400)
    parser.add_argument("--max-seconds", type=float, default=120.0, help="stop sending after this long")
    parser.add_argument("--warmup", type=int, default=200, help="mixed: requests sent before the measured load")
    parser.add_argument("--settle-seconds", type=float, default=90.0,
                        help="mixed: how long to wait, after the load, for the server to be idle before its memory is read")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--url", default=None, help="a running server (http://127.0.0.1:PORT); default: start one")
    parser.add_argument("--workers", type=int, default=max(1, min(2, (os.cpu_count() or 1) - 1)),
                        help="server solver worker processes (default: the server's own, one per core but one, at most 2)")
    parser.add_argument("--worker-nice", type=int, default=None, help="the server's --worker-nice (default: the server's own)")
    parser.add_argument("--server-timeout", type=float, default=120.0, help="mixed: the server's --timeout (seconds)")
    parser.add_argument("--baseline-root", default=None,
                        help="mixed: first put the same load on a server from this checkout (e.g. a `git worktree` of "
                             "main) and print both side by side")
    parser.add_argument("--inprocess", type=int, default=2000, help="requests timed in-process (no HTTP, no cache)")
    args = parser.parse_args()
    if args.requests < 1 or args.clients < 1 or args.requests > 1_000_000 or args.clients > 1024:
        raise SystemExit("--requests 1..1000000 and --clients 1..1024")

    from solver.coat.knowledge import load_coat_kb
    from solver.paths import resolve_data_dir
    from solver.service.app import Knowledge
    from solver.service.models import SubstituteRequest

    data_dir = resolve_data_dir(args.data, "coat") if Path(args.data).exists() else None
    kb = load_coat_kb(data_dir)
    if args.mix == "mixed":
        sys.exit(run_mixed(args, kb, data_dir))
    requests = build_requests(kb, args.requests, args.mix, args.seed)
    bodies = [json.dumps(r).encode() for r in requests]

    # In-process: the same code path as the endpoint (validation, answer, JSON), no HTTP, no cache.
    knowledge = Knowledge(data_dir, cache_size=0)
    knowledge.load(warm_other_areas=False)
    inproc = []
    for body in bodies[: args.inprocess]:
        start = time.perf_counter()
        knowledge.substitute_json(SubstituteRequest.model_validate_json(body))
        inproc.append(time.perf_counter() - start)

    proc = None
    if args.url is None:
        port = _free_port()
        cmd = [sys.executable, "-m", "solver.cli", "serve", "--host", "127.0.0.1", "--port", str(port),
               "--workers", str(args.workers)]
        if data_dir is not None:
            cmd += ["--data", str(data_dir)]
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        url = f"http://127.0.0.1:{port}"
    else:
        url = args.url.rstrip("/")
        if not url.startswith("http://127.0.0.1:"):
            raise SystemExit("--url must be a loopback address: http://127.0.0.1:PORT")
        port = int(url.rsplit(":", 1)[1])
    try:
        _wait_ready(url, proc)
        asyncio.run(load("127.0.0.1", port, bodies[:64], min(args.clients, 8), 30))  # warm-up, not counted
        cpu0 = _cpu_seconds(proc)
        result = asyncio.run(load("127.0.0.1", port, bodies, args.clients, args.max_seconds))
        cpu1 = _cpu_seconds(proc)
        result["server_cpu_ms_per_request"] = ((cpu1 - cpu0) / max(1, result["answered"]) * 1000
                                               if cpu0 is not None and cpu1 is not None else None)
        # The floor of this machine now: the same clients on a path the framework answers 404 at once.
        floor = asyncio.run(load("127.0.0.1", port, [b"{}"] * min(len(bodies), 3000), args.clients, 60,
                                 path="/no-such-path", expect=404))
    finally:
        if proc is not None:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()

    load1 = os.getloadavg()[0]
    print(f"physkb serve load test on {url} ({kb.source}; cpu count {os.cpu_count()}, load average {load1:.1f}: "
          f"other processes share these cores)")
    print(f"  mix {args.mix}: {args.requests} best_substitute requests, {args.clients} concurrent keep-alive clients, "
          f"time bound {args.max_seconds:.0f} s")
    print(f"  answered {result['answered']} of {result['sent']} sent ({result['not_sent']} not sent within the time bound) "
          f"in {result['wall_s']:.1f} s: {result['throughput']:.0f} requests/s")
    goal = "ok" if result["p99_ms"] < 50 else "MISS"
    print(f"  latency over HTTP   p50 {result['p50_ms']:7.2f} ms   p99 {result['p99_ms']:7.2f} ms   max {result['max_ms']:7.1f} ms"
          f"   {goal} (goal p99 < 50 ms)")
    print(f"  floor: the framework's 404 on an unknown path, same clients: p50 {floor['p50_ms']:7.2f} ms   "
          f"p99 {floor['p99_ms']:7.2f} ms   ({floor['throughput']:.0f} requests/s; what the machine allows now)")
    if result.get("server_cpu_ms_per_request") is not None:
        cpu = result["server_cpu_ms_per_request"]
        print(f"  server CPU {cpu:.2f} ms per request (one process: at most {1000 / cpu:.0f} requests/s on a free core)")
    print(f"  errors {result['errors']}   dropped {result['dropped']}" + (f"   e.g. {result['failures'][0]}" if result["failures"] else ""))
    print(f"  in-process (same requests, no HTTP, no cache, {len(inproc)} timed)   p50 {_pct(inproc, 0.5) * 1000:7.3f} ms   "
          f"p99 {_pct(inproc, 0.99) * 1000:7.3f} ms")
    if result["errors"] or result["dropped"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
