"""`physkb serve`: the query service over HTTP (registered on solver.cli_apps).

FastAPI and uvicorn are imported inside the command so `physkb --help` stays fast.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from solver.cli_apps import app


@app.command("serve")
def serve_command(
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to listen on (default: loopback only)."),
    port: int = typer.Option(8000, "--port", help="TCP port (0: any free port, printed at start)."),
    data: Optional[Path] = typer.Option(None, "--data", help="COAT release folder (or shared data folder); default $PHYSKB_DATA, else the project kb/."),
    cache_size: int = typer.Option(4096, "--cache-size", help="best_substitute answers kept for identical requests (0: none)."),
    log_level: str = typer.Option("warning", "--log-level", help="uvicorn log level (warning, info, debug)."),
    workers: int = typer.Option(1, "--workers", help="Worker processes, each loading the knowledge once (use the cores you have)."),
) -> None:
    """Serve best_substitute, check-story, size and afford as JSON over HTTP (OpenAPI at /docs and /openapi.json)."""
    import uvicorn

    from solver.errors import DataError
    from solver.paths import resolve_data_dir
    from solver.service.app import create_app

    if not 0 <= port <= 65535:
        raise DataError(f"port {port} is out of range 0-65535", where="--port")
    if cache_size < 0:
        raise DataError("must be 0 or more", where="--cache-size")
    if not 1 <= workers <= 64:
        raise DataError("must be between 1 and 64", where="--workers")
    data_dir = resolve_data_dir(data, "coat")
    typer.echo(f"physkb serve: loading knowledge, then listening on http://{host}:{port} (docs at /docs)", err=True)
    if workers == 1:
        uvicorn.run(create_app(data_dir, cache_size=cache_size), host=host, port=port, log_level=log_level, access_log=False)
        return
    import os

    from solver.service.app import ENV_CACHE, ENV_DATA

    os.environ[ENV_DATA] = str(data_dir) if data_dir is not None else ""
    os.environ[ENV_CACHE] = str(cache_size)
    uvicorn.run("solver.service.app:app_from_env", factory=True, workers=workers, host=host, port=port,
                log_level=log_level, access_log=False)
