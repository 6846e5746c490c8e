"""Registry of model backends: a name -> backend class map, and the one place that reads --model.

`--model` selects a backend by prefix (`hf:PATH`, `gguf:FILE`, any registered name), an alias
(`smollm2`), or a plain path detected as today (a .gguf file or a folder holding one: gguf;
a folder with config.json, or a hub name already in the local cache: hf). A new backend is one
module with a probes.backends.base.Backend subclass plus one line in BACKENDS (or, from
outside the project, a call to `register`).
"""
from __future__ import annotations

from pathlib import Path

from probes.backends.base import KINDS, Backend, ModelSpec
from probes.backends.gguf import GGUFBackend, is_gguf_target
from probes.backends.hf import HFBackend
from probes.backends.openai_server import OpenAIBackend
from probes.backends.vllm_engine import VLLMBackend
from probes.device import apply_cpu_threads
from solver.errors import PhyskbError, UnknownNameError
import os

BACKENDS: dict[str, type[Backend]] = {
    "hf": HFBackend,
    "gguf": GGUFBackend,
    "openai": OpenAIBackend,
    "vllm": VLLMBackend,
}
ALIASES: dict[str, str] = {"smollm2": "gguf"}  # alias -> the backend that resolves it

__all__ = ["ALIASES", "BACKENDS", "KINDS", "Backend", "ModelSpec", "backend_class", "load_backend", "model_kind",
           "register", "resolve_model"]


def register(name: str, cls: type[Backend]) -> None:
    """Add a backend under `name` (its --model prefix); a name already taken by another class is an error."""
    if BACKENDS.get(name, cls) is not cls:
        raise PhyskbError(f"backend name {name!r} is taken by {BACKENDS[name].__name__}")
    BACKENDS[name] = cls


def backend_class(name: str) -> type[Backend]:
    if name not in BACKENDS:
        raise UnknownNameError("backend", name, list(BACKENDS))
    return BACKENDS[name]


def _split_prefix(name: str) -> tuple[str | None, str]:
    """("hf", "PATH") for "hf:PATH"; (None, name) when the text before ":" is no backend-like word."""
    prefix, sep, rest = name.partition(":")
    if sep and prefix.isidentifier() and len(prefix) > 1 and not Path(name).exists():
        return prefix, rest
    return None, name


def detect(name: str) -> str:
    """The backend of a plain --model value: gguf for a .gguf file or a folder holding one, else hf."""
    return GGUFBackend.name if is_gguf_target(Path(name).expanduser()) else HFBackend.name


def resolve_model(name: str) -> ModelSpec:
    """Turn --model into a ModelSpec (backend, kind, files) without loading any weights."""
    if name in ALIASES:
        return backend_class(ALIASES[name]).resolve(name, name)
    prefix, target = _split_prefix(name)
    if prefix is not None:
        return backend_class(prefix).resolve(target, name)
    if _is_bare_name(name):
        # A bare word that is no path here: a mistyped alias (smollm for smollm2), not a missing folder.
        raise UnknownNameError("model (an alias, a local model folder or a .gguf file)", name, list(ALIASES))
    return backend_class(detect(name)).resolve(name, name)


def _is_bare_name(name: str) -> bool:
    return (bool(name) and not Path(name).expanduser().exists() and "/" not in name and os.sep not in name
            and not name.startswith((".", "~")) and "." not in Path(name).name)


def model_kind(spec: ModelSpec) -> str:
    """What the model is (causal | masked | nli): the one place benchmarks read to pick their requests."""
    return spec.kind


def load_backend(spec: ModelSpec, placement, progress: bool = True) -> Backend:
    """Load the model `spec` names with its backend, on the placement's device and dtype."""
    cls = backend_class(spec.backend)
    cls.check_installed()
    apply_cpu_threads(placement)
    return cls.load(spec, placement, progress)
