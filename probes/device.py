"""Where and in which precision a model runs: CUDA with bf16 when present, else CPU float32.

Every backend takes the resolved device and dtype from here, so no code path is tied to one
device; `--device` and `--dtype` override the automatic choice.
"""
from __future__ import annotations

import importlib.util
import os
from dataclasses import dataclass

from solver.errors import PhyskbError, UnknownNameError

DTYPES = {"float32": "float32", "fp32": "float32", "bfloat16": "bfloat16", "bf16": "bfloat16",
          "float16": "float16", "fp16": "float16", "half": "float16"}
KNOWN_DEVICES = ("auto", "cpu", "cuda", "cuda:0", "cuda:1", "mps")
DEFAULT_CPU_BATCH = 8
# on an accelerator a batch is the unit of resume and progress, not of a forward pass: the causal scorer packs it
# into passes sized from free memory (probes/backends/packed.py), so it can be large
DEFAULT_CUDA_BATCH = 1024
THREADS_ENV = "PHYSKB_THREADS"  # torch's CPU threads; unset: the cores the machine leaves idle (at least one)


@dataclass(frozen=True)
class Placement:
    """The device and dtype a run uses, as names (recorded in run.json) and as torch objects."""

    device: str
    dtype: str

    def torch_device(self):
        # deferred: loads torch only when this runs
        import torch

        return torch.device(self.device)

    def torch_dtype(self):
        # deferred: loads torch only when this runs
        import torch

        return getattr(torch, self.dtype)


def resolve_placement(device: str | None = None, dtype: str | None = None) -> Placement:
    """Pick the device (CUDA if available) and dtype (bf16 on CUDA, float32 on CPU) unless given.

    Without torch (a model behind a server needs none) the placement is the CPU's, recorded as such;
    asking for another device then is an error saying what to install."""

    if importlib.util.find_spec("torch") is None:
        if device not in (None, "", "auto", "cpu"):
            raise PhyskbError(f"--device {device} needs torch, which is not installed: pip install torch "
                              "(see the README's first command), then pip install 'physkb[probes]'")
        if dtype not in (None, "", "auto") and DTYPES.get(dtype.lower()) != "float32":
            raise PhyskbError(f"--dtype {dtype} needs torch, which is not installed (pip install 'physkb[probes]')")
        return Placement(device="cpu", dtype="float32")
    # deferred: loads torch only when this runs
    import torch

    if device in (None, "", "auto"):
        device = "cuda" if torch.cuda.is_available() else "cpu"
    try:
        torch.device(device)
    except (RuntimeError, ValueError):
        raise UnknownNameError("--device", str(device), KNOWN_DEVICES) from None
    if device.startswith("cuda") and not torch.cuda.is_available():
        raise PhyskbError(f"--device {device}: CUDA is not available on this machine; use --device cpu")
    if device == "mps" and not (getattr(torch.backends, "mps", None) and torch.backends.mps.is_available()):
        raise PhyskbError("--device mps: MPS is not available on this machine; use --device cpu")
    if dtype in (None, "", "auto"):
        dtype = "bfloat16" if device.startswith("cuda") and torch.cuda.is_bf16_supported() else "float32"
    key = dtype.lower()
    if key not in DTYPES:
        raise UnknownNameError("--dtype", str(dtype), list(DTYPES))
    return Placement(device=device, dtype=DTYPES[key])


def default_batch_size(placement: Placement) -> int:
    """Items per batch when the user gives none: large on an accelerator (the scorer splits a batch into
    passes that fit its memory), small on a CPU (where batching gains little and the shared-prompt cache is
    what makes scoring fast)."""
    return DEFAULT_CPU_BATCH if placement.device == "cpu" else DEFAULT_CUDA_BATCH


def is_out_of_memory(err: BaseException) -> bool:
    """True for the accelerator out-of-memory errors an automatic batch size backs off from."""
    text = str(err)
    return "out of memory" in text.lower() or type(err).__name__ == "OutOfMemoryError"


def cpu_threads() -> int:
    """How many threads torch computes with on a CPU: PHYSKB_THREADS when set, else the cores left idle by the
    rest of the machine (its one-minute load subtracted from the cores this process may use), at least one.

    Why: torch starts one thread per core, and each operation waits for all of them; on a shared machine whose
    load exceeds its cores those threads are descheduled in turn and every step waits for the slowest. Measured
    on a 2-core machine at load 13 (bench/reading_speed.py): one SmolLM2 decoding step took 0.44 s with 1 thread
    and 2.6 s with 2, i.e. fewer threads than cores is several times faster there, and on an idle machine all
    cores are still used."""
    raw = os.environ.get(THREADS_ENV, "").strip()
    if raw:
        try:
            value = int(raw)
        except ValueError:
            value = 0
        if value < 1:
            raise PhyskbError(f"{THREADS_ENV} must be a whole number of threads >= 1, got {raw!r}")
        return value
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    try:
        load = os.getloadavg()[0]
    except OSError:
        return cores
    return max(1, min(cores, int(cores - load + 0.5)))


def apply_cpu_threads(placement: Placement | None) -> int | None:
    """Set torch's CPU threads (cpu_threads) for a model placed on the CPU; returns the number set, None when the
    placement is not the CPU's, there is none (a served model runs elsewhere) or torch is not installed."""
    if placement is None or placement.device != "cpu" or importlib.util.find_spec("torch") is None:
        return None
    import torch  # deferred: torch is heavy and optional (only a CPU-placed local model needs it)

    threads = cpu_threads()
    torch.set_num_threads(threads)
    return threads
