"""Multiple-choice log-likelihood throughput and agreement: physkb's engine vs lm-evaluation-harness vs a naive loop.

The same COAT Task-1/Task-2 five-option items (generated with `physkb generate coat`, from the
release when ../shared/data exists) and the same model (smollm2 converted to an fp32 Hugging Face
folder) are scored, once with the letters as choices (" A" ... " E", the lm-eval export's default)
and once with the option texts as choices, by
  (a) physkb's engine (`physkb probe coat`'s code path: the opening a batch's prompts share computed
      once per batch, the prompt and the options' shared leading tokens once per item, the rest of
      the options as one prefix tree per item),
  (b) lm-evaluation-harness (simple_evaluate, model "hf", our `physkb export lm-eval` task folder),
  (c) a naive loop, one forward pass per option.
Prints, per choice mode, agreement of our choices with lm-eval's (goal >= 99%), throughput ratios
measured in this one run (goals >= 1.0x lm-eval, >= 5x naive), and the tokens each method feeds the
model per item, whose ratio bounds what sharing can gain on a CPU (cost grows with tokens there).
Timings on a shared CPU are noisy: compare ratios only.

Measured 2026-11-23 on the shared 2-core CPU (load average 4-13 during the run), `--n 48 --naive-n 8
--rounds 2 --choices texts`: choices identical to lm-eval's on 48/48 (acc and acc_norm), max |loglik
difference| 3.8e-05; physkb / lm-eval 2.15x wall, 2.81x CPU (the issue's goal is 4x: not met here);
physkb / naive 3.43x wall, 5.96x CPU; tokens fed per item 272 (physkb) vs 1,113 (naive), a 4.10x
bound. physkb's own cost did not move with the backend refactor: the same 24 items cost 84 s CPU at
this commit, 85 s at b4815f2 (before it) and 104 s at 824d693, one run each under the same load.
Again on the idle machine (load under 1), `--n 24 --naive-n 4 --rounds 1 --choices texts`: 24/24
identical, max difference 3.9e-05; physkb / lm-eval 4.29x wall, 3.90x CPU; physkb / naive 4.68x wall,
4.73x CPU (token-work bound 4.15x).

GPU mode (`--device cuda`, bf16 unless --dtype): the same three methods on the GPU, plus
  (d) lm-evaluation-harness with vLLM (model "vllm", prefix caching on) where vLLM is installed;
goals there: physkb >= 3x lm-eval hf on option texts and at least as fast as lm-eval vllm.

    .venv/bin/python bench/probe_throughput.py [--n 500] [--naive-n N] [--choices both|letters|texts]
                                               [--batch-size 8] [--workdir DIR] [--device cuda] [--dtype bf16]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
FIVE_OPTION_VARIATIONS = ["task1_v01", "task1_v02", "task1_v03", "task2_v01", "task2_v02", "task2_v03",
                          "task2_v04", "task2_v05"]


def physkb(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "solver.cli", *args], check=True, cwd=ROOT)


def build_items(work: Path, n: int, data: Path | None, rounds: int) -> list[Path]:
    """Generate the five-option Task-1/2 variations, keep n items taken round-robin across them, and
    split them into `rounds` folders of variation files (the methods take turns round by round)."""
    generated = work / "generated"
    if not (generated / "manifest.json").exists():
        args = ["generate", "coat", "--out", str(generated), "--variations", ",".join(FIVE_OPTION_VARIATIONS)]
        physkb(*args, *(["--data", str(data)] if data else []))
    lines = {v: (generated / f"{v}.jsonl").read_text().splitlines() for v in FIVE_OPTION_VARIATIONS}
    picked: list[tuple[str, str]] = []  # (variation, item line), round-robin over the variations
    k = 0
    while len(picked) < n and k < n * len(FIVE_OPTION_VARIATIONS) * 10:
        v = FIVE_OPTION_VARIATIONS[k % len(FIVE_OPTION_VARIATIONS)]
        row = k // len(FIVE_OPTION_VARIATIONS)
        if row < len(lines[v]):
            picked.append((v, lines[v][row]))
        k += 1
    if rounds > len(picked):  # every round gets at least one item (an empty round folder cannot be exported)
        print(f"--rounds {rounds} > {len(picked)} items: {len(picked)} rounds", flush=True)
        rounds = max(1, len(picked))
    folders = []
    for r in range(rounds):
        folder = work / f"items-{n}" / f"round-{r}"
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        mine = picked[r::rounds]  # items in turn, not each variation's rows in turn: no round is left empty
        for v in FIVE_OPTION_VARIATIONS:
            rows = [line for variation, line in mine if variation == v]
            if rows:
                (folder / f"{v}.jsonl").write_text("\n".join(rows) + "\n")
        folders.append(folder)
    return folders


class Totals:
    """Summed wall and CPU seconds of one method over the rounds."""

    def __init__(self) -> None:
        self.wall = self.cpu = 0.0

    def add(self, clock: "Clock") -> None:
        self.wall += clock.wall
        self.cpu += clock.cpu


class Clock:
    """Wall time and this process's CPU time (all threads) of a block: on a CPU shared with other jobs
    the CPU time is the steadier measure of the work a method needs."""

    def __enter__(self) -> "Clock":
        self.wall, self.cpu = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc) -> None:
        self.wall, self.cpu = time.perf_counter() - self.wall, time.process_time() - self.cpu


def run_ours(items: Path, loaded, out: Path, batch_size: int | None, choices: str,
             placement=None) -> tuple[Clock, dict[str, dict]]:
    from probes.benchmarks.coat.api import ProbeOptions, run_probe

    device, dtype = (placement.device, placement.dtype) if placement is not None else (None, None)
    with Clock() as seconds:
        run_probe(ProbeOptions(items=items, model=str(loaded.folder), out=out, batch_size=batch_size, choices=choices,
                               device=device, dtype=dtype), loaded=loaded)
        _synchronise(device)
    preds = [json.loads(line) for line in (out / "predictions.jsonl").read_text().splitlines()]
    return seconds, {p["id"]: p for p in preds}


def _synchronise(device: str | None) -> None:
    """Wait for the GPU's queued work, so a timing ends when the work does."""
    if device and device.startswith("cuda"):
        import torch

        torch.cuda.synchronize()


def export_tasks(items: Path, tasks_dir: Path, choices: str) -> None:
    """`physkb export lm-eval` of a round's items, unless the folder already holds that very export (a
    machine without clingo can run the bench on a work folder prepared elsewhere: --prepare-only)."""
    import hashlib

    digest = hashlib.sha256(choices.encode())
    for path in sorted(items.glob("*.jsonl")):
        digest.update(path.name.encode() + path.read_bytes())
    marker = tasks_dir / "physkb-bench-export.json"
    if marker.is_file() and json.loads(marker.read_text()).get("sha256") == digest.hexdigest():
        return
    shutil.rmtree(tasks_dir, ignore_errors=True)
    physkb("export", "lm-eval", "--items", str(items), "--out", str(tasks_dir), "--choices", choices)
    marker.write_text(json.dumps({"sha256": digest.hexdigest(), "choices": choices}))


LM_EVAL_INDEX = {"all": True, "ours": False}  # --lm-eval-index: what lm-eval's TaskManager indexes


def task_index(tasks_dir: Path, index: str = "all"):
    """lm-eval's TaskManager over its own tasks (index "all", what a user's run builds) or ours alone ("ours"),
    and the seconds building it took (indexing every task lm-eval ships is a fixed cost per run, kept out of
    the scoring time and reported on its own)."""
    from lm_eval.tasks import TaskManager

    with Clock() as seconds:
        manager = TaskManager(include_path=str(tasks_dir), include_defaults=LM_EVAL_INDEX[index])
    return manager, seconds


def run_lm_eval(task_manager, task_names: list[str], hflm, batch_size, device: str = "cpu") -> tuple[Clock, dict[str, dict]]:
    import lm_eval

    with Clock() as seconds:
        results = lm_eval.simple_evaluate(model=hflm, tasks=task_names, task_manager=task_manager,
                                          batch_size=batch_size, device=device, log_samples=True)
        _synchronise(device)
    out: dict[str, dict] = {}
    for samples in results["samples"].values():
        for s in samples:
            lls = [float(r[0]) for r in s["filtered_resps"]]
            lens = [len(args[1].lstrip()) for args in s["arguments"]]  # acc_norm: the choice text's length
            norm = [ll / n for ll, n in zip(lls, lens)]
            out[s["doc"]["id"]] = {"sum": lls, "choice": max(range(len(lls)), key=lambda i: (lls[i], -i)),
                                   "choice_norm": max(range(len(norm)), key=lambda i: (norm[i], -i))}
    return seconds, out


def compare(a: dict[str, dict], b: dict[str, dict], key_a: str = "sum", key_b: str = "sum") -> dict:
    """Items both scored: how many get the same choice, and the largest |log-likelihood difference|."""
    ids = sorted(set(a) & set(b))
    get_a = (lambda i: a[i]["scores"]["sum"]) if key_a == "scores" else (lambda i: a[i][key_a])
    get_b = (lambda i: b[i]["scores"]["sum"]) if key_b == "scores" else (lambda i: b[i][key_b])
    same = sum(a[i]["choice"] == b[i]["choice"] for i in ids)
    diff = max((abs(x - y) for i in ids for x, y in zip(get_a(i), get_b(i))), default=0.0)
    return {"n": len(ids), "same": same, "differ": len(ids) - same, "max_abs_diff": diff}


def run_naive(items: Path, loaded, limit: int, choices: str) -> tuple[Clock, int, dict[str, int]]:
    """One forward pass per option over the whole prompt + option, batch size 1."""
    from tqdm import tqdm

    from probes.backends.causal import CausalBackend
    from probes.benchmarks.coat.adapter import CoatAdapter
    from probes.benchmarks.coat.items import load_items
    from probes.benchmarks.coat.prompts import prompt_format

    chosen: dict[str, int] = {}
    with Clock() as seconds:
        backend = CausalBackend(loaded.model, loaded.tokenizer, loaded.model.device)
        adapter = CoatAdapter(prompt_format(choices), "causal", "loglik")
        for _, item in tqdm(load_items(items, limit), desc=f"naive loop ({choices})", unit="item"):
            sums = backend.loglikelihood_full([adapter.request(item)])[0].sums
            chosen[item.id] = max(range(len(sums)), key=lambda i: (sums[i], -i))
    return seconds, len(chosen), chosen


def token_work(items: list[Path], tokenizer, choices: str, batch_size: int) -> dict[str, float]:
    """Tokens per item each method feeds the model: the naive loop runs context + option once per
    option; the engine runs the opening a batch's contexts share once per batch, the rest of each
    context once, and each distinct option-token prefix once. Their ratio bounds the speed-up any
    exact method gets from sharing on a CPU where cost grows with tokens."""
    from probes.benchmarks.coat.adapter import CoatAdapter
    from probes.benchmarks.coat.items import load_items
    from probes.backends.option_tree import OptionTree
    from probes.benchmarks.coat.prompts import prompt_format

    adapter = CoatAdapter(prompt_format(choices), "causal", "loglik")
    n = naive = ours = context_total = 0
    for folder in items:
        contexts = []
        for _, item in load_items(folder, None):
            request = adapter.request(item)
            context = tokenizer(request.context.rstrip(), add_special_tokens=False)["input_ids"]
            options = [tokenizer(request.context + c, add_special_tokens=False)["input_ids"][len(context):]
                       for c in request.continuations]
            n += 1
            context_total += len(context)
            naive += sum(len(context) + len(o) - 1 for o in options)
            ours += len(context) + len(OptionTree.of(options))
            contexts.append(context)
        for start in range(0, len(contexts), batch_size):  # the engine's batches: consecutive items
            batch = contexts[start:start + batch_size]
            opening = 0
            while all(len(c) > opening + 1 and c[opening] == batch[0][opening] for c in batch):
                opening += 1
            if len(batch) > 1 and opening >= 4:
                ours -= opening * (len(batch) - 1)
    return {"context": context_total / n, "naive": naive / n, "ours": ours / n}


def measure(choices: str, rounds: list[Path], work: Path, args, loaded, hflm, naive_n: int, stamp: int,
            placement=None, vllm_lm=None, floor_lm=None) -> dict:
    """All three methods (four with lm-eval's vLLM on a GPU) on the same items in interleaved rounds, with
    choices as letters or texts; with `floor_lm`, lm-eval once more at another batch size (its noise floor)."""
    t_ours, t_lm, t_naive, t_vllm, t_floor, t_index = Totals(), Totals(), Totals(), Totals(), Totals(), Totals()
    vllm_choices: dict[str, dict] = {}
    ours: dict[str, dict] = {}
    theirs: dict[str, dict] = {}
    floor: dict[str, dict] = {}
    naive: dict[str, int] = {}
    task_names: set[str] = set()
    packed = getattr(getattr(loaded, "scorer", None), "packed", None)
    passes_before = packed.passes if packed is not None else 0
    for r, items in enumerate(rounds):
        print(f"--- {choices}: round {r + 1}/{len(rounds)}: {items}", flush=True)
        tasks_dir = work / f"lm-eval-tasks-{args.n}-{choices}" / f"round-{r}"
        export_tasks(items, tasks_dir, choices)
        names = [f"coat_{p.stem}" for p in sorted(items.glob("*.jsonl"))]
        task_names.update(names)
        clock, preds = run_ours(items, loaded, work / f"run-{args.n}-{choices}-{stamp}" / f"round-{r}",
                                args.physkb_batch_size, choices, placement)
        t_ours.add(clock)
        ours.update(preds)
        manager, clock = task_index(tasks_dir, args.lm_eval_index)
        t_index.add(clock)
        clock, scored = run_lm_eval(manager, names, hflm, args.batch_size, args.device)
        t_lm.add(clock)
        theirs.update(scored)
        if floor_lm is not None:
            clock, scored = run_lm_eval(manager, names, floor_lm, args.floor_batch_size, args.device)
            t_floor.add(clock)
            floor.update(scored)
        if vllm_lm is not None:
            clock, scored = run_lm_eval(manager, names, vllm_lm, "auto", args.device)
            t_vllm.add(clock)
            vllm_choices.update(scored)
        share = naive_n * (r + 1) // len(rounds) - naive_n * r // len(rounds)
        if share:
            clock, _, chosen = run_naive(items, loaded, share, choices)
            t_naive.add(clock)
            naive.update(chosen)
        so_far = [i for i in ours if i in theirs]
        agree = sum(ours[i]["choice"] == theirs[i]["choice"] for i in so_far)
        print(f"--- {choices} after round {r + 1}: agreement {agree}/{len(so_far)}; items/s physkb "
              f"{len(ours) / t_ours.wall:.3f}, lm-eval {len(theirs) / t_lm.wall:.3f}, naive "
              f"{len(naive) / max(t_naive.wall, 1e-9):.3f}", flush=True)
    ids = sorted(set(ours) & set(theirs))
    k = len(next(iter(ours.values()))["scores"]["sum"])
    return {
        "choices": choices, "tasks": sorted(task_names), "ids": ids,
        "same": sum(ours[i]["choice"] == theirs[i]["choice"] for i in ids),
        "same_norm": sum(max(range(k), key=lambda j: (ours[i]["scores"]["norm"][j], -j)) == theirs[i]["choice_norm"]
                         for i in ids),
        "max_diff": max(abs(a - b) for i in ids for a, b in zip(ours[i]["scores"]["sum"], theirs[i]["sum"])),
        "naive_same": sum(naive[i] == ours[i]["choice"] for i in naive), "n_naive": len(naive),
        "ours": ours, "t_ours": t_ours, "t_lm": t_lm, "t_naive": t_naive, "n_lm": len(theirs),
        "t_index": t_index, "t_floor": t_floor,
        "floor": compare(theirs, floor) if floor else None,
        "ours_vs_floor_lm": compare(ours, floor, key_a="scores") if floor else None,
        "passes": (packed.passes - passes_before) if packed is not None else None,
        "rows_per_pass": packed.last_rows_per_pass if packed is not None else None,
        "t_vllm": t_vllm, "n_vllm": len(vllm_choices),
        "vllm_same": sum(ours[i]["choice"] == vllm_choices[i]["choice"] for i in ids if i in vllm_choices),
    }


def report(m: dict, gold: dict[str, int], work_tokens: dict[str, float]) -> dict:
    """Print one choice mode's figures; return them (for --json-out)."""
    ids, ours = m["ids"], m["ours"]
    t_ours, t_lm, t_naive, t_index = m["t_ours"], m["t_lm"], m["t_naive"], m["t_index"]
    acc = sum(ours[i]["choice"] == gold[i] for i in ids) / len(ids)
    rate_ours, rate_lm = len(ours) / t_ours.wall, m["n_lm"] / t_lm.wall
    rate_lm_index = m["n_lm"] / (t_lm.wall + t_index.wall)
    rate_naive = m["n_naive"] / t_naive.wall if m["n_naive"] else None
    cpu_ours, cpu_lm = t_ours.cpu / len(ours), t_lm.cpu / m["n_lm"]
    cpu_naive = t_naive.cpu / m["n_naive"] if m["n_naive"] else None
    differ = len(ids) - m["same"]
    print()
    print(f"== choices = option {m['choices']} ==")
    print(f"agreement with lm-eval (acc choices):       {m['same']}/{len(ids)} = {m['same'] / len(ids):.1%}  (goal >= 99%)")
    print(f"agreement with lm-eval (acc_norm choices):  {m['same_norm']}/{len(ids)} = {m['same_norm'] / len(ids):.1%}")
    print(f"max |loglik ours - lm-eval| over options:   {m['max_diff']:.2e}")
    if m["floor"]:
        f, g = m["floor"], m["ours_vs_floor_lm"]
        print(f"noise floor: lm-eval at batch {m['batch']} vs at batch {m['floor_batch']}: {f['differ']}/{f['n']} choices "
              f"differ, max |loglik diff| {f['max_abs_diff']:.2e}; physkb vs lm-eval: {differ} differ (goal: no more "
              f"than the floor); physkb vs lm-eval at batch {m['floor_batch']}: {g['differ']} differ")
    print(f"agreement with the naive loop:              {m['naive_same']}/{m['n_naive']}")
    print(f"accuracy vs solver gold (ours, sum):        {acc:.3f}")
    print(f"tokens fed per item: naive {work_tokens['naive']:.0f}, physkb {work_tokens['ours']:.0f} "
          f"(context {work_tokens['context']:.0f}): token-work bound on the naive ratio "
          f"{work_tokens['naive'] / work_tokens['ours']:.2f}x")
    passes = f", {m['passes']} forward passes ({m['rows_per_pass']} rows in the last)" if m["passes"] else ""
    print(f"(a) physkb engine: wall {t_ours.wall:7.1f} s {rate_ours:6.3f} items/s | CPU {cpu_ours:6.2f} s/item{passes}")
    print(f"(b) lm-eval hf:    wall {t_lm.wall:7.1f} s {rate_lm:6.3f} items/s | CPU {cpu_lm:6.2f} s/item  (its task "
          f"index ({m['index']} tasks), built before: {t_index.wall:.1f} s; with it {rate_lm_index:.3f} items/s)")
    if rate_naive:
        print(f"(c) naive loop:    wall {t_naive.wall:7.1f} s {rate_naive:6.3f} items/s | CPU {cpu_naive:6.2f} s/item"
              f"  ({m['n_naive']} items)")
    print(f"ratio physkb / lm-eval: wall {rate_ours / rate_lm:5.2f}x  CPU {cpu_lm / cpu_ours:5.2f}x  "
          f"(task index excluded; included: {rate_ours / rate_lm_index:5.2f}x wall)")
    if rate_naive:
        print(f"ratio physkb / naive:   wall {rate_ours / rate_naive:5.2f}x  CPU {cpu_naive / cpu_ours:5.2f}x")
    figures = {
        "choices": m["choices"], "n_items": len(ids), "n_naive": m["n_naive"], "agree_lm_eval": m["same"],
        "differ_lm_eval": differ, "agree_lm_eval_frac": m["same"] / len(ids), "agree_lm_eval_norm": m["same_norm"],
        "max_abs_loglik_diff_vs_lm_eval": m["max_diff"], "noise_floor_lm_eval": m["floor"],
        "physkb_vs_lm_eval_floor_batch": m["ours_vs_floor_lm"], "floor_batch": m["floor_batch"],
        "agree_naive": m["naive_same"], "acc_vs_gold": acc, "tokens_per_item": work_tokens,
        "wall_s": {"physkb": t_ours.wall, "lm_eval_hf": t_lm.wall, "lm_eval_task_index": t_index.wall,
                   "lm_eval_floor": m["t_floor"].wall, "naive": t_naive.wall},
        "cpu_s": {"physkb": t_ours.cpu, "lm_eval_hf": t_lm.cpu, "naive": t_naive.cpu},
        "items_per_s": {"physkb": rate_ours, "lm_eval_hf": rate_lm, "lm_eval_hf_with_index": rate_lm_index,
                        "naive": rate_naive},
        "ratio_physkb_over_lm_eval": rate_ours / rate_lm, "ratio_physkb_over_lm_eval_cpu": cpu_lm / cpu_ours,
        "ratio_physkb_over_lm_eval_with_index": rate_ours / rate_lm_index,
        "ratio_physkb_over_naive": rate_ours / rate_naive if rate_naive else None,
        "physkb_passes": m["passes"], "physkb_rows_last_pass": m["rows_per_pass"], "lm_eval_index": m["index"],
    }
    if m["n_vllm"]:
        rate_vllm = m["n_vllm"] / m["t_vllm"].wall
        print(f"(d) lm-eval vllm:  wall {m['t_vllm'].wall:7.1f} s {rate_vllm:6.3f} items/s; same choices as physkb "
              f"{m['vllm_same']}/{m['n_vllm']}")
        print(f"ratio physkb / lm-eval vllm: wall {rate_ours / rate_vllm:5.2f}x  (goal on a GPU >= 1.0x)")
        figures.update(items_per_s_vllm=rate_vllm, ratio_physkb_over_vllm=rate_ours / rate_vllm,
                       agree_vllm=m["vllm_same"])
    return figures


def warmup_items(first_round: Path, work: Path, n: int) -> Path:
    """The first n items of the first round, in a folder of their own."""
    folder = work / "items-warmup"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    left = n
    for path in sorted(first_round.glob("*.jsonl")):
        rows = path.read_text().splitlines()[:max(left, 0)]
        if rows:
            (folder / path.name).write_text("\n".join(rows) + "\n")
            left -= len(rows)
    return folder


def warm_up(first_round: Path, work: Path, args, loaded, hflm, placement, choices: str) -> None:
    """physkb and lm-eval each score a few items once, untimed."""
    items = warmup_items(first_round, work, args.warmup)
    tasks_dir = work / f"lm-eval-tasks-warmup-{choices}"
    export_tasks(items, tasks_dir, choices)
    run_ours(items, loaded, work / f"run-warmup-{time.time_ns()}", args.physkb_batch_size, choices, placement)
    manager, _ = task_index(tasks_dir, args.lm_eval_index)
    run_lm_eval(manager, [f"coat_{p.stem}" for p in sorted(items.glob("*.jsonl"))], hflm, args.batch_size, args.device)
    print(f"warm-up: {args.warmup} items scored once by physkb and lm-eval (untimed)", flush=True)


def load_models(args, work: Path, placement):
    """physkb's backend and lm-eval's HFLM (and one at the noise-floor batch size): the smollm2 fp32 folder, or
    with --model-config a seeded-random model of a named shape that both share in memory."""
    from lm_eval.models.huggingface import HFLM

    from probes.backends import load_backend, resolve_model

    floor_lm = None
    if args.model_config:
        from bench.random_models import build_random_model

        tokenizer = args.tokenizer
        if tokenizer is None:
            from probes.backends.gguf import converted_folder

            tokenizer = converted_folder(resolve_model("smollm2"))
        with Clock() as load_ours:
            loaded, record = build_random_model(args.model_config, Path(tokenizer),
                                                work / f"model-{args.model_config}-{placement.dtype}", placement,
                                                args.seed)
        extra = {"softmax_dtype": args.lm_eval_softmax_dtype} if args.lm_eval_softmax_dtype else {}
        with Clock() as load_lm:
            hflm = HFLM(pretrained=loaded.model, tokenizer=loaded.tokenizer, batch_size=args.batch_size, **extra)
        if args.floor_batch_size:
            floor_lm = HFLM(pretrained=loaded.model, tokenizer=loaded.tokenizer, batch_size=args.floor_batch_size,
                            **extra)
        name = (f"seeded-random {args.model_config} ({record['params'] / 1e9:.2f}B params, seed {args.seed}, "
                f"tokenizer {tokenizer})")
        return loaded, hflm, floor_lm, name, load_ours, load_lm, record
    from probes.backends.gguf import converted_folder

    folder = converted_folder(resolve_model("smollm2"))
    with Clock() as load_ours:  # the models load once; the timings below are scoring only
        loaded = load_backend(resolve_model(str(folder)), placement, progress=False)
    with Clock() as load_lm:  # what simple_evaluate(model="hf", model_args="pretrained=...") builds
        hflm = HFLM(pretrained=str(folder), dtype=placement.dtype, batch_size=args.batch_size, device=placement.device)
    if args.floor_batch_size:
        floor_lm = HFLM(pretrained=hflm.model, tokenizer=hflm.tokenizer, batch_size=args.floor_batch_size)
    return loaded, hflm, floor_lm, f"smollm2 (fp32 folder {folder})", load_ours, load_lm, None


def main() -> None:
    from bench.random_models import SHAPES

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=500, help="items scored by (a) and (b)")
    parser.add_argument("--naive-n", type=int, default=None, help="items scored by the naive loop (default: --n)")
    parser.add_argument("--batch-size", type=int, default=8, help="lm-eval's batch size")
    parser.add_argument("--physkb-batch-size", type=int, default=None,
                        help="items per call of physkb's engine (default: the engine's own: 8 on a CPU; on CUDA "
                             "1024, packed into passes sized from free memory)")
    parser.add_argument("--floor-batch-size", type=int, default=None,
                        help="lm-eval once more at this batch size, to measure how much its own choices move with "
                             "batching (the noise floor; default: --batch-size / 4, 0: not measured)")
    parser.add_argument("--choices", choices=["both", "letters", "texts"], default="both",
                        help="what the options' log-likelihoods are computed on: the letters (lm-eval export "
                             "default), the option texts, or both, one after the other")
    parser.add_argument("--rounds", type=int, default=5,
                        help="the methods take turns on this many slices, so load changes hit all of them alike")
    parser.add_argument("--data", type=Path, default=None, help="release data (default ../shared/data if present)")
    parser.add_argument("--workdir", type=Path, default=None, help="keep generated items and runs here")
    parser.add_argument("--device", default="cpu", help="cpu, or cuda for the GPU mode")
    parser.add_argument("--dtype", default=None, help="default: bf16 on CUDA, float32 on CPU")
    parser.add_argument("--model-config", choices=sorted(SHAPES), default=None,
                        help="a seeded-random Llama of this shape instead of smollm2's weights (bench/random_models.py)")
    parser.add_argument("--tokenizer", type=Path, default=None,
                        help="tokenizer folder for --model-config (default: smollm2's, converted from its GGUF file)")
    parser.add_argument("--seed", type=int, default=0, help="weights seed for --model-config")
    parser.add_argument("--prepare-only", action="store_true",
                        help="generate the items and export the lm-eval tasks into --workdir, then stop (the "
                             "scoring machine then needs no clingo)")
    parser.add_argument("--json-out", type=Path, default=None, help="write the figures here as JSON")
    parser.add_argument("--lm-eval-softmax-dtype", default=None,
                        help="lm-eval's softmax_dtype (default: its own, the model's dtype; float32 takes its "
                             "log-softmax in fp32 as physkb does)")
    parser.add_argument("--lm-eval-index", choices=sorted(LM_EVAL_INDEX), default="all",
                        help="what lm-eval's task index holds: every task it ships (as a user's run: seconds per "
                             "round) or only ours; either way built outside the timed region")
    parser.add_argument("--warmup", type=int, default=None,
                        help="items each method scores once, untimed, before the rounds (default: 16 on CUDA, 0 on a CPU)")
    args = parser.parse_args()
    if args.warmup is None:
        args.warmup = 16 if args.device.startswith("cuda") else 0
    if args.floor_batch_size is None:
        args.floor_batch_size = max(1, args.batch_size // 4) if args.batch_size > 1 else 2
    os.environ["HF_HUB_OFFLINE"] = "1"
    data = args.data or (ROOT.parent / "shared" / "data" if (ROOT.parent / "shared" / "data" / "coat").is_dir() else None)
    work = args.workdir or Path(tempfile.mkdtemp(prefix="physkb-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    rounds = build_items(work, args.n, data, args.rounds)
    modes = ["letters", "texts"] if args.choices == "both" else [args.choices]
    if args.prepare_only:
        for mode in modes:
            if args.warmup:
                export_tasks(warmup_items(rounds[0], work, args.warmup), work / f"lm-eval-tasks-warmup-{mode}", mode)
            for r, items in enumerate(rounds):
                export_tasks(items, work / f"lm-eval-tasks-{args.n}-{mode}" / f"round-{r}", mode)
        print(f"prepared {args.n} items in {len(rounds)} rounds and their lm-eval tasks ({', '.join(modes)}) in {work}")
        return

    from probes.device import resolve_placement

    placement = resolve_placement(args.device, args.dtype)
    if placement.device.startswith("cuda"):
        import torch

        torch.cuda.reset_peak_memory_stats()
    loaded, hflm, floor_lm, model_name, load_ours, load_lm, record = load_models(args, work, placement)
    vllm_lm = None
    if placement.device.startswith("cuda"):
        import importlib.util

        if importlib.util.find_spec("vllm") is not None and not args.model_config:
            from lm_eval.models.vllm_causallms import VLLM

            vllm_lm = VLLM(pretrained=str(loaded.folder), dtype=placement.dtype, enable_prefix_caching=True,
                           gpu_memory_utilization=0.5)
        else:
            print("vLLM is not installed (or the model has no weights on disk): lm-eval's vllm model is left out")
    naive_n = args.naive_n if args.naive_n is not None else args.n
    stamp = int(time.time())
    gold = {}
    for path in sorted(p for items in rounds for p in items.glob("*.jsonl")):
        for line in path.read_text().splitlines():
            rec = json.loads(line)
            gold[rec["id"]] = rec["gold"]
    if args.warmup:  # the first pass on a GPU pays for kernel selection and allocator growth: not in the timings
        warm_up(rounds[0], work, args, loaded, hflm, placement, modes[0])
    measured = []
    for mode in modes:
        m = measure(mode, rounds, work, args, loaded, hflm, naive_n, stamp, placement, vllm_lm, floor_lm)
        m.update(batch=args.batch_size, floor_batch=args.floor_batch_size if floor_lm is not None else None,
                 index=args.lm_eval_index)
        measured.append(m)
    print()
    print(f"items: {len(gold)} five-option Task-1/Task-2 items ({', '.join(measured[0]['tasks'])}); model {model_name} "
          f"on {placement.device} in {placement.dtype}; lm-eval batch size {args.batch_size}, physkb "
          f"{args.physkb_batch_size or 'engine default'}; torch threads {__import__('torch').get_num_threads()}")
    print(f"model loads (not in the times below): physkb {load_ours.wall:.1f} s, lm-eval HFLM {load_lm.wall:.1f} s")
    print(f"scoring only, summed over {len(rounds)} interleaved rounds; CPU = this process's CPU seconds (all threads)")
    figures = {"model": model_name, "model_record": record, "device": placement.device, "dtype": placement.dtype,
               "lm_eval_softmax_dtype": args.lm_eval_softmax_dtype or "lm-eval default (the model's dtype)",
               "batch_size_lm_eval": args.batch_size, "physkb_batch_size": args.physkb_batch_size,
               "rounds": len(rounds), "modes": []}
    for m in measured:
        figures["modes"].append(report(m, gold, token_work(rounds, loaded.tokenizer, m["choices"],
                                                           args.physkb_batch_size or 8)))
    if placement.device.startswith("cuda"):
        import torch

        figures["gpu"] = torch.cuda.get_device_name(0)
        figures["peak_gpu_mem_gib"] = torch.cuda.max_memory_allocated() / 2**30
        print(f"GPU {figures['gpu']}: peak memory {figures['peak_gpu_mem_gib']:.1f} GiB")
    if args.json_out:
        args.json_out.parent.mkdir(parents=True, exist_ok=True)
        args.json_out.write_text(json.dumps(figures, indent=2, default=str))
    print(f"work folder: {work}")


if __name__ == "__main__":
    main()
