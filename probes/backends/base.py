"""The one interface every model backend implements, and the resolved model a run records.

A backend is a way of running a model (transformers on CPU/GPU, a converted GGUF file, later
vLLM or an OpenAI-compatible server). Benchmarks never see which one: their adapters turn
items into requests (probes.requests) and a backend answers lists of them, one method per
request type:

| request | method | answer |
|---|---|---|
| LoglikRequest (multiple choice by log-likelihood) | `loglikelihood(requests)` | OptionScores |
| ClozeRequest (candidate words in a blank, causal LM) | `cloze(requests)` | OptionScores |
| MaskedRequest (candidate words at a mask, masked LM) | `candidates(requests)` | OptionScores |
| NLIRequest (entailment of hypotheses) | `entailment(requests)` | OptionScores |
| GenerateRequest (greedy generation) | `generate(requests)` | str |
| JSONRequest (JSON constrained by a schema) | `generate_json(requests)` | JSONAnswer |

A backend class is registered under a name (probes/backends/__init__.py): `resolve(target,
name)` turns the model argument into a ModelSpec without loading anything (run.json records
`spec.identity()` before any weight is read, and a finished run needs no model), and
`load(spec, placement, progress)` returns a ready backend instance. `kind` (causal | masked |
nli) is what the model is, which decides the requests a benchmark's adapter sends.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, ClassVar, Optional

from probes.backends.files import sha256_file, sha256_folder
from probes.requests import ClozeRequest, GenerateRequest, JSONRequest, LoglikRequest, MaskedRequest, NLIRequest
from solver.errors import PhyskbError
import importlib.util

KINDS = ("causal", "masked", "nli")

# request type -> the backend method that answers it
METHODS: dict[type, str] = {LoglikRequest: "loglikelihood", ClozeRequest: "cloze", MaskedRequest: "candidates",
                            NLIRequest: "entailment", GenerateRequest: "generate",
                            JSONRequest: "generate_json"}


@dataclass
class ModelSpec:
    """A model resolved to what runs it: the backend's registry name, the model kind, its files.

    `identity()` is run.json's "model" record. Its "kind" is `recorded_kind` when a backend
    sets one (a GGUF model has always been recorded as "gguf", so older run folders resume),
    else the model kind."""

    name: str  # the --model argument as given
    path: Path  # the model folder (or the folder holding the file, or the server's URL)
    kind: str  # causal | masked | nli
    backend: str  # registry name, e.g. hf | gguf
    gguf_file: Optional[Path] = None
    package_version: Optional[str] = None
    recorded_kind: Optional[str] = None
    extra: dict[str, Any] = field(default_factory=dict)  # backend-specific identity fields
    _sha: Optional[str] = field(default=None, repr=False)

    def source_sha256(self) -> str:
        """Content hash of the weights (remembered per file by size and mtime, see files.sha256_file)."""
        if self._sha is None:
            self._sha = sha256_file(self.gguf_file) if self.gguf_file else sha256_folder(self.path)
        return self._sha

    def identity(self) -> dict[str, Any]:
        ident: dict[str, Any] = {"name": self.name, "path": str(self.gguf_file or self.path),
                                 "kind": self.recorded_kind or self.kind}
        if self.package_version:
            ident["package_version"] = self.package_version
        ident.update(self.extra)
        if "source_sha256" not in self.extra:
            ident["source_sha256"] = self.source_sha256()
        return ident


class Backend(ABC):
    """A loaded model answering requests; subclasses implement the request methods they can answer.

    The request methods (METHODS: `loglikelihood`, `cloze`, ... with the answers the module's table lists) are
    made below, one per request type, as methods that say the model cannot answer that type: a subclass
    overrides those it answers, and `answers()` lists them."""

    name: ClassVar[str]  # the registry name (also the --model prefix, e.g. "hf:PATH")
    kind: str  # causal | masked | nli
    spec: Optional[ModelSpec] = None
    # modules the backend imports when it loads, and how to install them (an optional extra)
    requires: ClassVar[tuple[str, ...]] = ()
    install_hint: ClassVar[str] = ""

    @classmethod
    def check_installed(cls) -> None:
        """A clear error naming the missing modules and the install command, before any loading starts."""
        missing = [m for m in cls.requires if importlib.util.find_spec(m) is None]
        if missing:
            raise PhyskbError(f"the {cls.name} backend needs {', '.join(missing)}, which is not installed: "
                              f"{cls.install_hint}")

    @classmethod
    @abstractmethod
    def resolve(cls, target: str, name: str) -> ModelSpec:
        """The ModelSpec of `target` (the model argument without its prefix); `name` is the full argument."""

    @classmethod
    @abstractmethod
    def load(cls, spec: ModelSpec, placement: Any, progress: bool = True) -> "Backend":
        """A ready backend for `spec` on the placement's device and dtype (probes.device.Placement)."""

    def identity(self) -> dict[str, Any]:
        """What run.json records about the model (path, content hash or version, kind)."""
        if self.spec is None:
            raise PhyskbError(f"this {type(self).__name__} was not loaded from a resolved model")
        return self.spec.identity()

    def answers(self) -> tuple[type, ...]:
        """The request types this backend answers (those whose method it overrides)."""
        return tuple(t for t, m in METHODS.items() if getattr(type(self), m) is not getattr(Backend, m))

    def _cannot(self, request_type: type) -> PhyskbError:
        return PhyskbError(f"this {self.kind} model ({self.name} backend) cannot answer {request_type.__name__} "
                           "requests")

    def answer(self, requests: list) -> list:
        """Answer a homogeneous batch of requests with the method of their type."""
        kind = type(requests[0])
        if kind not in METHODS:
            raise PhyskbError(f"unknown request type {kind.__name__}")
        return getattr(self, METHODS[kind])(requests)


def _refusing(method: str, request_type: type) -> Callable[[Backend, list], list]:
    """Backend's default `method`: the model cannot answer `request_type` (an error naming model and type)."""
    def cannot(self: Backend, requests: list) -> list:
        raise self._cannot(request_type)

    cannot.__name__, cannot.__qualname__ = method, f"Backend.{method}"
    cannot.__doc__ = f"Answer {request_type.__name__}s (this backend cannot)."
    return cannot


for _request_type, _method in METHODS.items():
    setattr(Backend, _method, _refusing(_method, _request_type))
