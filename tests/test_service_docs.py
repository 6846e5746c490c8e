"""The service's API pages work with the network off: Swagger UI and ReDoc come from local files."""
from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from solver.service.app import create_app


def _client() -> TestClient:
    return TestClient(create_app())  # no `with`: the knowledge base is not loaded


def test_docs_and_redoc_load_their_scripts_from_the_service_itself():
    client = _client()
    for page in ("/docs", "/redoc"):
        html = client.get(page)
        assert html.status_code == 200
        assets = re.findall(r'(?:src|href)="([^"]+)"', html.text)
        assert assets, page
        assert not [a for a in assets if a.startswith(("http:", "https:", "//"))], f"{page} fetches from outside: {assets}"
        for asset in assets:
            got = client.get(asset)
            assert got.status_code == 200 and len(got.content) > 100, asset
    assert "/openapi.json" in client.get("/docs").text
    assert client.get("/openapi.json").json()["info"]["title"] == "physkb"


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
@pytest.mark.timed
def test_docs_render_in_a_browser_with_no_network():
    """Swagger UI and ReDoc draw the API from local files: Chromium (its network features off) on a local server."""
    import socket
    import subprocess
    import tempfile
    import threading
    import time

    import pytest
    import uvicorn

    from probes.browser_check import CHROMIUM_FLAGS, find_chromium

    browser = find_chromium()
    if browser is None:
        pytest.skip("Chromium not installed (apt-get install chromium)")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(), host="127.0.0.1", port=port,
                                           log_level="error", lifespan="off"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 300
        while not server.started and time.monotonic() < deadline:
            time.sleep(0.1)
        rendered = {}
        for page in ("docs", "redoc"):
            with tempfile.TemporaryDirectory(prefix="physkb-chromium-") as profile:
                proc = subprocess.run([browser, *CHROMIUM_FLAGS, f"--user-data-dir={profile}",
                                       "--virtual-time-budget=15000", "--dump-dom",
                                       f"http://127.0.0.1:{port}/{page}"], capture_output=True, text=True, timeout=300)
            rendered[page] = proc.stdout
    finally:
        server.should_exit = True
        thread.join(timeout=10)
    assert "opblock" in rendered["docs"] and "/v1/size" in rendered["docs"]  # Swagger UI drew the operations
    assert "/v1/size" in rendered["redoc"] and "redoc-wrap" in rendered["redoc"]  # so did ReDoc
