"""Issue 15, probe commands: options checked and the model loaded before a run folder is
written, unknown names exit 2 with the closest names, unchecked fields named, long inputs cut
with a warning."""
from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

from probes_models import built, coat_items, write_items


@pytest.fixture()
def items(tmp_path) -> Path:
    return write_items(tmp_path / "items.jsonl", coat_items(4))


def _probe(items: Path, out: Path, *extra) -> list:
    return ["probe", "coat", "--items", items, "--model", built("llama"), "--out", out, "--device", "cpu", *extra]


# --- #8, #13: options checked before anything is written or loaded ---------------------------------

def test_a_bogus_device_writes_nothing_and_the_corrected_command_runs(physkb, tmp_path, items):
    out = tmp_path / "run"
    code, _, err = physkb(*_probe(items, out)[:-2], "--device", "bogus")
    assert code == 2 and "bogus" in err and "cpu" in err
    assert not out.exists()
    code, _, err = physkb(*_probe(items, out))
    assert code == 0, err


def test_max_new_tokens_0_is_refused_before_loading(physkb, tmp_path, items, monkeypatch):
    import probes.backends as backends

    def no_load(*a, **k):
        raise AssertionError("the model was loaded before the options were checked")

    monkeypatch.setattr(backends, "load_backend", no_load)
    out = tmp_path / "run"
    code, _, err = physkb(*_probe(items, out, "--method", "generate", "--max-new-tokens", "0"))
    assert code == 1 and "--max-new-tokens" in err
    assert not out.exists()


def test_a_model_that_fails_to_load_writes_no_run_folder(physkb, tmp_path, items):
    """#8: the model is loaded before run.json is written."""
    folder = tmp_path / "model"
    shutil.copytree(built("llama"), folder)
    for weights in list(folder.glob("*.safetensors")) + list(folder.glob("*.bin")):
        weights.unlink()
    out = tmp_path / "run"
    code, _, err = physkb("probe", "coat", "--items", items, "--model", folder, "--out", out, "--device", "cpu")
    assert code == 1 and "weights" in err and str(folder) in err
    assert not out.exists()


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_an_unknown_architecture_is_a_clear_error(physkb, tmp_path, items):
    folder = tmp_path / "model"
    shutil.copytree(built("llama"), folder)
    config = json.loads((folder / "config.json").read_text())
    config["model_type"] = "nosuchformer"
    config["architectures"] = ["NoSuchForCausalLM"]
    (folder / "config.json").write_text(json.dumps(config))
    out = tmp_path / "run"
    # In a subprocess: transformers logs while it fails, to a stream pytest's capture has closed.
    import os
    import subprocess

    root = Path(__file__).resolve().parent.parent
    proc = subprocess.run([sys.executable, "-m", "solver.cli", "probe", "coat", "--items", str(items), "--model",
                           str(folder), "--out", str(out), "--device", "cpu"], cwd=root, capture_output=True,
                          text=True, timeout=300, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == 1 and "nosuchformer" in proc.stderr and "config.json" in proc.stderr
    assert not out.exists()


# --- #15: unknown names exit 2 with the closest names ------------------------------------------

@pytest.mark.parametrize("extra, words", [
    (("--method", "loglk"), ["loglik"]),
    (("--choices", "textz"), ["texts"]),
    (("--dtype", "fp17"), ["fp16"]),
])
def test_unknown_option_values_exit_2_with_the_closest(physkb, tmp_path, items, extra, words):
    out = tmp_path / "run"
    code, _, err = physkb(*_probe(items, out, *extra))
    assert code == 2, err
    for word in words:
        assert word in err
    assert not out.exists()


def test_an_unknown_model_name_exits_2_with_the_closest(physkb, tmp_path, items):
    out = tmp_path / "run"
    code, _, err = physkb("probe", "coat", "--items", items, "--model", "smollm", "--out", out)
    assert code == 2 and "smollm2" in err
    assert not out.exists()


def test_a_missing_gguf_file_is_named_as_missing(physkb, tmp_path, items, monkeypatch):
    """#19: a relative weights/model.gguf was described as 'looks like a hub name'."""
    monkeypatch.chdir(tmp_path)
    for missing in ("weights/model.gguf", str(tmp_path / "weights" / "model.gguf")):
        code, _, err = physkb("probe", "coat", "--items", items, "--model", missing, "--out", tmp_path / "run")
        assert code == 1 and missing in err and "not found" in err and "hub" not in err, err


def test_run_batch_size_0_is_refused_before_generating(physkb, tmp_path):
    """#19: `run --batch-size 0` generated 30 sets and loaded the model first."""
    out = tmp_path / "job"
    code, _, err = physkb("run", "--out", out, "--batch-size", "0", "--no-demos")
    assert code == 1 and "--batch-size" in err
    assert not out.exists()


# --- #14: a predictions line with only an id ------------------------------------------------------

def test_a_prediction_with_only_an_id_is_named_at_resume_and_by_diff(physkb, tmp_path, items):
    out = tmp_path / "run"
    code, _, err = physkb(*_probe(items, out))
    assert code == 0, err
    pred = out / "predictions.jsonl"
    lines = pred.read_text().splitlines()
    lines[1] = json.dumps({"id": json.loads(lines[1])["id"]})
    pred.write_text("\n".join(lines) + "\n")
    code, _, err = physkb(*_probe(items, out))
    assert code == 1 and "line 2" in err and "parsed" in err
    code, _, err = physkb("diff", out)
    assert code == 1 and "line 2" in err and "parsed" in err


# --- #7, #19: a question longer than the model's window is cut, with a warning ---------------------

def test_a_2mb_question_is_cut_to_the_window_with_a_warning(physkb, tmp_path, monkeypatch):
    from probes.backends import causal

    monkeypatch.setattr(causal, "_CUT_WARNED", set())  # the warning is once per process: earlier tests may have used it
    raw = coat_items(2)
    # 100 kB (the 2 MB behaves the same, only slower: every option re-tokenises the context)
    raw[0]["question"] = "An elephant is much larger than a mouse. " * 2_500
    items = write_items(tmp_path / "long.jsonl", raw)
    code, _, err = physkb(*_probe(items, tmp_path / "run"))
    assert code == 0, err
    assert "warning" in err.lower() and "cut" in err and "window of 1024 tokens" in err


def test_resuming_a_read_only_run_is_refused_before_loading(physkb, tmp_path, items):
    """#12: an incomplete run in a read-only folder (real permissions: as root, without the
    override capability)."""
    import os
    import subprocess

    out = tmp_path / "run"
    code, _, err = physkb(*_probe(items, out))
    assert code == 0, err
    pred = out / "predictions.jsonl"
    pred.write_text("".join(pred.read_text().splitlines(keepends=True)[:2]))
    pred.chmod(0o444)
    out.chmod(0o555)
    cmd = [sys.executable, "-m", "solver.cli", *map(str, _probe(items, out))]
    if os.geteuid() == 0:
        if not shutil.which("setpriv"):
            pytest.skip("running as root without setpriv: permissions cannot be enforced")
        caps = "-dac_override,-dac_read_search,-fowner"
        cmd = ["setpriv", "--bounding-set", caps, "--inh-caps", caps, *cmd]
    try:
        proc = subprocess.run(cmd, cwd=Path(__file__).resolve().parent.parent, capture_output=True, text=True,
                              timeout=300, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    finally:
        out.chmod(0o755)
        pred.chmod(0o644)
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == 1 and "read-only" in proc.stderr and "Loading weights" not in proc.stderr
