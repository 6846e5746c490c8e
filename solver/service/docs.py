"""The service's /docs (Swagger UI) and /redoc pages from files installed with the package, never a CDN.

FastAPI's own pages load their scripts from a CDN, so on a machine without network /docs is blank.
The PyPI package fastapi-offline ships Swagger UI's and ReDoc's built files; we serve only those files
(its static/ folder) under /docs-static and build the two pages with FastAPI's own helpers.
"""
from __future__ import annotations

from pathlib import Path

import fastapi_offline
from fastapi import FastAPI
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html, get_swagger_ui_oauth2_redirect_html
from fastapi.responses import HTMLResponse
from starlette.staticfiles import StaticFiles

STATIC_PREFIX = "/docs-static"


def docs_static_dir() -> Path:
    """Where Swagger UI's and ReDoc's files lie (the fastapi-offline package's static folder)."""
    return Path(fastapi_offline.__file__).resolve().parent / "static"


def add_offline_docs(app: FastAPI) -> None:
    """Serve /docs and /redoc with local scripts; the app must be made with docs_url=None, redoc_url=None."""
    app.mount(STATIC_PREFIX, StaticFiles(directory=docs_static_dir()), name="docs-static")

    @app.get("/docs", include_in_schema=False)
    def swagger_ui() -> HTMLResponse:
        return get_swagger_ui_html(openapi_url=app.openapi_url or "/openapi.json", title=f"{app.title} - Swagger UI",
                                   oauth2_redirect_url="/docs/oauth2-redirect",
                                   swagger_js_url=f"{STATIC_PREFIX}/swagger-ui-bundle.js",
                                   swagger_css_url=f"{STATIC_PREFIX}/swagger-ui.css",
                                   swagger_favicon_url=f"{STATIC_PREFIX}/favicon.png")

    @app.get("/docs/oauth2-redirect", include_in_schema=False)
    def swagger_redirect() -> HTMLResponse:
        return get_swagger_ui_oauth2_redirect_html()

    @app.get("/redoc", include_in_schema=False)
    def redoc() -> HTMLResponse:
        return get_redoc_html(openapi_url=app.openapi_url or "/openapi.json", title=f"{app.title} - ReDoc",
                              redoc_js_url=f"{STATIC_PREFIX}/redoc.standalone.js",
                              redoc_favicon_url=f"{STATIC_PREFIX}/favicon.png", with_google_fonts=False)
