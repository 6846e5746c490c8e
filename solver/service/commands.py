"""`physkb serve`: the query service over HTTP (registered on solver.cli_apps).

FastAPI and uvicorn are imported inside the command so `physkb --help` stays fast. Every
option is checked, the port bound and the knowledge loaded before uvicorn starts, so a typo,
a busy port or a data folder without COAT is one `physkb:` line and its exit code, not a
traceback from inside the server after a minute of loading.
"""
from __future__ import annotations

import os
import socket
from pathlib import Path
from typing import List, Optional

import typer

from solver.cli_apps import app
from solver.errors import DataError, UnknownNameError
from solver.paths import resolve_data_dir
from solver.service.gate import check_allowed_host, default_allowed_hosts, is_loopback

LOG_LEVELS = ("critical", "error", "warning", "info", "debug", "trace")
API_KEY_ENV = "PHYSKB_API_KEY"


def _bind(host: str, port: int) -> socket.socket:
    """The listening socket, bound now: a busy port is reported before any knowledge is loaded."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as err:
        raise DataError(f"cannot listen on {host!r}: {err.strerror}", where="--host") from None
    family, _, _, _, address = infos[0]
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
    except OSError as err:
        sock.close()
        reason = "is in use (another server is listening there)" if err.errno in (98, 48, 10048) else f"cannot be bound: {err.strerror}"
        raise DataError(f"port {port} on {host} {reason}", where="--port") from None
    sock.listen(2048)
    sock.set_inheritable(True)
    return sock


@app.command("serve")
def serve_command(
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to listen on (default: loopback only; anything else is reachable from the network: see README, exposure)."),
    port: int = typer.Option(8000, "--port", help="TCP port (0: any free port, printed at start)."),
    data: Optional[Path] = typer.Option(None, "--data", help="COAT release folder (or shared data folder); default $PHYSKB_DATA, else the project kb/."),
    cache_size: int = typer.Option(4096, "--cache-size", help="best_substitute answers kept for identical requests (0: none)."),
    log_level: str = typer.Option("warning", "--log-level", help="Log level: critical, error, warning, info (also logs dropped clients and recycled workers), debug, trace."),
    workers: int = typer.Option(0, "--workers", help="Solver worker processes, each loading the knowledge once (0: one per core but one, which the server keeps for best-substitute and /health)."),
    worker_nice: int = typer.Option(10, "--worker-nice", help="Run the workers this much lower in CPU priority than the server (0-19; 0: the same), so the event loop answering best-substitute and /health is given the CPU first. Counted within the server's scheduling group (its session's autogroup, or its service's cgroup)."),
    timeout: float = typer.Option(60.0, "--timeout", help="Seconds one request (a whole batch) may take, waiting for a worker included; then 503 and its work is stopped."),
    recycle_after: int = typer.Option(200, "--recycle-after", help="Replace a solver worker after this many answers (clingo never frees the symbols of new stories)."),
    recycle_mb: float = typer.Option(0.0, "--recycle-mb", help="... or once its resident memory passes this many MB (0: 1.5 x what it held when ready). A worker that has grown and sits idle is replaced too."),
    allow_host: List[str] = typer.Option([], "--allow-host", help="Host header names the server answers (repeatable; default: the --host address and localhost; '*': any)."),
    cors_origin: List[str] = typer.Option([], "--cors-origin", help="Browser origin allowed to call the API (repeatable; default: none)."),
    max_connections: int = typer.Option(256, "--max-connections", help="Open connections (and requests) at most; beyond it new requests get 503 (JSON)."),
    max_idle: int = typer.Option(64, "--max-idle", help="Connections with no request in progress at most; a new one past it closes the one idle longest."),
    keep_alive: float = typer.Option(5.0, "--keep-alive", help="Seconds an idle keep-alive connection stays open."),
    header_timeout: float = typer.Option(10.0, "--header-timeout", help="Seconds a client has to send a request's headers."),
    body_timeout: float = typer.Option(30.0, "--body-timeout", help="Seconds a client has to send a request's body."),
) -> None:
    """Serve best_substitute, check-story, size and afford as JSON over HTTP (OpenAPI at /docs and /openapi.json).

    An API key is read from the environment (PHYSKB_API_KEY), never from the command line (which other users can read).
    """
    # deferred: the pool imports the workers' job modules (pydantic models, COAT records), off `physkb --help`'s path
    from solver.service.pool import default_workers

    if log_level.lower() not in LOG_LEVELS:
        err = UnknownNameError("log level", log_level, LOG_LEVELS)
        err.args = (f"{err} (levels: {', '.join(LOG_LEVELS)})",)  # a short list: name them all
        raise err
    if not 0 <= port <= 65535:
        raise DataError(f"port {port} is out of range 0-65535", where="--port")
    if cache_size < 0:
        raise DataError("must be 0 or more", where="--cache-size")
    if not 0 <= workers <= 64:
        raise DataError("must be between 0 (one per core) and 64", where="--workers")
    if recycle_mb != 0 and not 64 <= recycle_mb < float("inf"):
        raise DataError(f"must be 0 (relative to a worker's start) or a number of MB of at least 64 (got {recycle_mb})",
                        where="--recycle-mb")
    for name, value, low in (("--timeout", timeout, 0.1), ("--keep-alive", keep_alive, 0.1),
                             ("--header-timeout", header_timeout, 0.1), ("--body-timeout", body_timeout, 0.1)):
        if not value >= low or value != value or value == float("inf"):
            raise DataError(f"must be a number of at least {low:g} (got {value})", where=name)
    if not 0 <= worker_nice <= 19:
        raise DataError("must be between 0 and 19", where="--worker-nice")
    if recycle_after < 1:
        raise DataError("must be 1 or more", where="--recycle-after")
    if not 1 <= max_connections <= 100_000:
        raise DataError("must be between 1 and 100000", where="--max-connections")
    if not 1 <= max_idle <= 100_000:
        raise DataError("must be between 1 and 100000", where="--max-idle")
    for name in allow_host:
        try:
            check_allowed_host(name)
        except ValueError as err:
            raise DataError(str(err), where="--allow-host") from None
    for origin in cors_origin:
        if origin != "*" and not origin.startswith(("http://", "https://")):
            raise DataError(f"{origin!r} is not an origin (scheme://host[:port], or '*')", where="--cors-origin")
    api_key = os.environ.get(API_KEY_ENV) or None
    if not is_loopback(host):
        typer.echo(f"physkb serve: warning: --host {host} answers other machines, not only this one"
                   + ("" if api_key else f"; no API key is set ({API_KEY_ENV})")
                   + ". See README, exposure.", err=True)

    sock = _bind(host, port)  # before loading: a busy port is known at once
    try:
        # deferred: uvicorn and FastAPI (the app, its protocol) load only when serving, not for `physkb --help`
        import uvicorn
        from solver.service.app import Knowledge, ServiceSettings, create_app
        from solver.service.protocol import timed_protocol

        data_dir = resolve_data_dir(data, "coat")
        if data_dir is not None and not data_dir.is_dir():
            raise DataError(f"not a folder: {data_dir}", where="--data")
        bound_port = sock.getsockname()[1]
        typer.echo(f"physkb serve: loading knowledge, then listening on http://{host}:{bound_port} (docs at /docs)", err=True)
        knowledge = Knowledge(data_dir, cache_size)
        knowledge.load(warm_other_areas=False, precompute=True)
        settings = ServiceSettings(
            workers=workers or default_workers(), timeout=timeout, recycle_jobs=recycle_after, recycle_mb=recycle_mb or None,
            worker_nice=worker_nice,
            allowed_hosts=list(allow_host) or default_allowed_hosts(host), api_key=api_key, cors_origins=list(cors_origin))
        service = create_app(data_dir, cache_size=cache_size, settings=settings, knowledge=knowledge)
        config = uvicorn.Config(service, log_level=log_level.lower(), access_log=False, timeout_keep_alive=keep_alive,
                                timeout_graceful_shutdown=3, lifespan="on",
                                http=timed_protocol(header_timeout, body_timeout, max_connections, max_idle))
        server = _Server(config)
        server.pool = service.state.pool
        server.limits = config.http.limits
        server.run(sockets=[sock])
    finally:
        sock.close()
    if not server.started:
        raise DataError("the server did not start (see the log above)")


def _make_server_class():
    import uvicorn  # deferred: uvicorn loads only when serving, not for `physkb --help`

    class PhyskbServer(uvicorn.Server):
        """uvicorn's server that, on SIGTERM or Ctrl-C, stops the solver workers at once.

        uvicorn waits for running requests before shutting down; a request whose work is in a
        worker would hold the shutdown for as long as it solves, so the workers go first and
        the requests still running (or waiting for a worker) answer 503 `shutting_down` at once;
        a request arriving on an open connection from now on gets the same answer (protocol.py).
        """

        pool = None
        limits = None

        def handle_exit(self, sig: int, frame) -> None:  # type: ignore[override]
            if self.limits is not None:
                self.limits.closing = True
            if self.pool is not None:
                self.pool.abort()
            super().handle_exit(sig, frame)

    return PhyskbServer


def _Server(config):  # noqa: N802 - a class made on first use, so uvicorn is imported inside the command
    return _make_server_class()(config)
