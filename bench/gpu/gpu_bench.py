#!/usr/bin/env python3
"""physkb's probe engine on one GPU (launched by bench/gpu/run.sh): environment, the GPU tests, then the benches of
bench/gpu/plan.json, each a run of bench/probe_throughput.py with a seeded-random model of a named shape (no weights
travel), on items generated and exported beforehand (bench/gpu/prepare.sh). Each step runs in a child process of its
own (its GPU memory is gone before the next) with a timeout inside the overall budget; a step that no longer fits is
skipped and said so. Everything prints; $OUT/figures.json holds every figure. DRY=1: the dry plan (tiny models) on
the CPU, with the packed path switched on there so that it runs too.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAYLOAD = ROOT / "bench" / "gpu" / "payload"
OUT = Path(os.environ.get("OUT") or ROOT / "gpu-out")
DRY = os.environ.get("DRY", "") == "1"
PLAN = json.loads((ROOT / "bench" / "gpu" / "plan.json").read_text())["dry" if DRY else "full"]
T0 = float(os.environ.get("GB_T0") or time.time())
DEADLINE = T0 + float(os.environ.get("GB_BUDGET_S") or PLAN["budget_s"])
SCRATCH = Path(os.environ.get("GB_SCRATCH", "/tmp/physkb-gpu-bench"))
FIGURES: dict = {"dry": DRY, "steps": {}}


def left() -> float:
    return DEADLINE - time.time()


def say(*parts) -> None:
    print(f"[gpu-bench {time.time() - T0:6.1f}s]", *parts, flush=True)


def save() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "figures.json").write_text(json.dumps(FIGURES, indent=2, default=str))


def run_step(name: str, cmd: list[str], timeout: float, env: dict | None = None) -> int:
    say(f"--- {name}: {' '.join(cmd)} (timeout {timeout:.0f} s, {left():.0f} s left)")
    started = time.time()
    try:
        rc = subprocess.run(cmd, cwd=ROOT, env=env, timeout=timeout).returncode
    except subprocess.TimeoutExpired:
        rc = 124
        say(f"{name}: cut at its timeout")
    FIGURES["steps"][name] = {"rc": rc, "seconds": round(time.time() - started, 1)}
    save()
    return rc


def step_env() -> None:
    fig: dict = {"python": sys.version.split()[0], "cpus": os.cpu_count()}
    try:
        smi = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True, timeout=20)
        fig["nvidia_smi"] = (smi.stdout + smi.stderr).strip()
    except (OSError, subprocess.TimeoutExpired) as err:
        fig["nvidia_smi"] = f"not run: {err}"
    import torch

    fig.update(torch=torch.__version__, cuda=torch.cuda.is_available())
    if torch.cuda.is_available():
        props = torch.cuda.get_device_properties(0)
        fig.update(gpu=torch.cuda.get_device_name(0), gpu_mem_gib=round(props.total_memory / 2**30, 1),
                   bf16=torch.cuda.is_bf16_supported(),
                   sdpa_mem_efficient=torch.backends.cuda.mem_efficient_sdp_enabled())
    from importlib.metadata import PackageNotFoundError, version

    versions = {}
    for name in ("transformers", "tokenizers", "huggingface_hub", "accelerate", "numpy", "pandas", "pyarrow",
                 "lm_eval", "datasets", "pydantic", "typer", "clingo", "vllm"):
        try:
            versions[name] = version(name)
        except PackageNotFoundError:
            versions[name] = None
    fig["versions"] = versions
    for module in ("lm_eval.models.huggingface", "probes.benchmarks.coat.api", "bench.random_models"):
        try:
            __import__(module)
            fig[f"import {module}"] = "ok"
        except Exception as err:  # noqa: BLE001 - reported, the steps that need it fail on their own
            fig[f"import {module}"] = f"FAILED: {type(err).__name__}: {err}"
    for key, value in fig.items():
        print(f"  {key}: {value}")
    FIGURES["env"] = fig
    save()


def bench_cmd(step: dict, work: Path, json_out: Path) -> list[str]:
    device = "cpu" if DRY else "cuda"
    return [sys.executable, "bench/probe_throughput.py", "--model-config", step["model_config"],
            "--tokenizer", str(PAYLOAD / "tokenizer"), "--device", device, "--dtype", step["dtype"],
            "--n", str(step["n"]), "--rounds", str(step["rounds"]), "--naive-n", str(step["naive_n"]),
            "--choices", step.get("choices", "texts"), "--batch-size", str(step["batch_size"]),
            "--floor-batch-size", str(step["floor_batch_size"]), "--warmup", str(step.get("warmup", 16)),
            "--lm-eval-index", step.get("lm_eval_index", "all"),
            *(["--lm-eval-softmax-dtype", step["lm_eval_softmax_dtype"]] if step.get("lm_eval_softmax_dtype") else []),
            "--workdir", str(work), "--json-out", str(json_out)]


def step_bench(step: dict) -> None:
    name = f"bench {step['name']}"
    if left() < step["need_s"]:
        FIGURES["steps"][name] = {"skipped": f"{left():.0f} s left, needs {step['need_s']} s"}
        say(f"{name}: skipped ({FIGURES['steps'][name]['skipped']})")
        save()
        return
    prepared = PAYLOAD / "work" / f"n{step['n']}-r{step['rounds']}"
    work = SCRATCH / step["name"]
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(prepared, work)  # the runs write here; the carried folder stays as it came
    json_out = SCRATCH / f"{step['name']}.json"
    json_out.unlink(missing_ok=True)
    run_step(name, bench_cmd(step, work, json_out), max(30.0, left() - 5))
    if json_out.is_file():
        FIGURES[step["name"]] = json.loads(json_out.read_text())
        save()


def summary() -> None:
    print("=" * 100)
    say("SUMMARY" + (" (DRY RUN: tiny models on the CPU; the figures only show that the script works)" if DRY else ""))
    env = FIGURES.get("env", {})
    print(f"device: {env.get('gpu') or 'CPU'} | torch {env.get('torch')} | transformers "
          f"{env.get('versions', {}).get('transformers')} | lm_eval {env.get('versions', {}).get('lm_eval')}")
    tests = FIGURES["steps"].get("tests", {})
    print(f"GPU tests (tests/test_probes_gpu.py, tiny models): rc {tests.get('rc')}")
    for step in PLAN["benches"]:
        fig = FIGURES.get(step["name"])
        if not fig:
            print(f"{step['name']}: not measured ({FIGURES['steps'].get('bench ' + step['name'])})")
            continue
        for m in fig["modes"]:
            rate = m["items_per_s"]
            floor = m.get("noise_floor_lm_eval") or {}
            print(f"{step['name']} ({fig['model_record']['params'] / 1e9:.2f}B, {m['n_items']} items, {m['choices']}): "
                  f"physkb {rate['physkb']:.1f} it/s, lm-eval hf {rate['lm_eval_hf']:.1f} it/s (task index "
                  f"{m['wall_s']['lm_eval_task_index']:.1f} s excluded; with it {rate['lm_eval_hf_with_index']:.1f}), "
                  f"naive {rate['naive'] or 0:.1f}; physkb/lm-eval {m['ratio_physkb_over_lm_eval']:.2f}x; "
                  f"choices differ from lm-eval {m['differ_lm_eval']}/{m['n_items']} (max |dLL| "
                  f"{m['max_abs_loglik_diff_vs_lm_eval']:.2e}); lm-eval floor (batch {fig['batch_size_lm_eval']} vs "
                  f"{m.get('floor_batch')}) {floor.get('differ')}/{floor.get('n')} (max |dLL| "
                  f"{floor.get('max_abs_diff', 0):.2e}); passes {m['physkb_passes']}; peak GPU mem "
                  f"{fig.get('peak_gpu_mem_gib') or 0:.1f} GiB")
    print("vLLM: not measured (its wheel cannot travel to the GPU machine)")
    print(f"total {time.time() - T0:.0f} s; figures in {OUT / 'figures.json'}")


def main() -> int:
    say(f"physkb GPU bench; DRY={DRY}; {left():.0f} s of budget left; OUT={OUT}")
    SCRATCH.mkdir(parents=True, exist_ok=True)
    try:
        step_env()
    except Exception as err:  # noqa: BLE001
        say(f"env step failed: {type(err).__name__}: {err}")
    # the CUDA tests on tiny models (the smollm2 one needs weights that do not travel); skipped without CUDA
    run_step("tests", [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_probes_gpu.py",
                       "-k", "not chooses_as_the_cpu_run"], max(30.0, min(300.0 if DRY else 90.0, left() - 300)))
    for step in PLAN["benches"]:
        step_bench(step)
    summary()
    save()
    return 0


if __name__ == "__main__":
    sys.exit(main())
