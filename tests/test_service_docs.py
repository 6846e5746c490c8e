"""The service's API pages work with the network off: Swagger UI and ReDoc come from local files."""
from __future__ import annotations

import re

from fastapi.testclient import TestClient

from solver.service.app import create_app


def _client() -> TestClient:
    return TestClient(create_app(warm_other_areas=False))  # no `with`: the knowledge base is not loaded


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
