"""Every backend selected without its optional extra is a clear error saying how to install it, and a model
behind a server runs without torch at all (a server user need not install the local-model extra)."""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from fake_server import ScriptedServer
from probes_models import built, coat_items, write_items
from solver.errors import PhyskbError

ROOT = Path(__file__).resolve().parent.parent


def _without(monkeypatch, *modules: str) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name in modules else real(name, *a))


@pytest.mark.parametrize("missing", ["torch", "transformers"])
def test_a_local_model_without_torch_or_transformers_says_how_to_install_them(monkeypatch, missing):
    from probes.backends import load_backend, resolve_model

    spec = resolve_model(str(built("llama")))
    _without(monkeypatch, missing)
    with pytest.raises(PhyskbError, match=rf"the hf backend needs {missing}, which is not installed: .*"
                                          r"pip install 'physkb\[probes\]'"):
        load_backend(spec, None)


def test_a_gguf_file_to_convert_without_gguf_says_how_to_install_it(monkeypatch, tmp_path):
    from probes.backends import resolve_model
    from probes.backends.gguf import converted_folder

    monkeypatch.setenv("PHYSKB_CACHE", str(tmp_path))  # nothing converted yet
    spec = resolve_model("smollm2")
    _without(monkeypatch, "gguf")
    with pytest.raises(PhyskbError, match=r"needs the gguf package, which is not installed: pip install 'physkb\[probes\]'"):
        converted_folder(spec, progress=False)


def test_without_torch_the_placement_is_the_cpu_and_another_device_is_an_error(monkeypatch):
    from probes.device import resolve_placement

    _without(monkeypatch, "torch")
    placement = resolve_placement(None, None)
    assert (placement.device, placement.dtype) == ("cpu", "float32")
    with pytest.raises(PhyskbError, match=r"--device cuda needs torch, which is not installed"):
        resolve_placement("cuda", None)
    with pytest.raises(PhyskbError, match=r"--dtype bf16 needs torch"):
        resolve_placement(None, "bf16")


def test_a_served_model_runs_with_torch_and_transformers_not_importable(tmp_path):
    """A separate interpreter where importing torch or transformers fails: `physkb probe` through a server still
    works (the generate method against a small scripted server)."""

    def script(path, body, n):
        if path.endswith("/chat/completions"):
            return 200, {"choices": [{"message": {"content": "B"}}]}, {}
        return 200, {"data": [{"id": "fake"}]}, {}

    items = write_items(tmp_path / "items.jsonl", coat_items(2))
    program = ("import sys\nsys.modules['torch'] = None\nsys.modules['transformers'] = None\n"
               "from solver.cli import main\nsys.argv = ['physkb'] + sys.argv[1:]\nmain()\n")
    with ScriptedServer(script) as server:
        done = subprocess.run([sys.executable, "-c", program, "probe", "coat", "--items", str(items), "--model",
                               f"openai:{server.url}", "--method", "generate", "--out", str(tmp_path / "run"),
                               "--json"], cwd=ROOT, capture_output=True, text=True, timeout=300,
                              env={**__import__("os").environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1])["n_done"] == 2
    record = json.loads((tmp_path / "run" / "run.json").read_text())
    assert record["model"]["device"] == "cpu"
