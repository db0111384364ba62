"""`satpuzzles serve`: the local web console (the optional extra satpuzzles[web])."""

from __future__ import annotations

from typing import Annotated

import typer

from satpuzzles.cli.common import app, finite_seconds, reported
from satpuzzles.errors import ExitCode, SatPuzzlesError

HOSTS = ("127.0.0.1", "localhost", "::1")
DEFAULT_WEB_TIMEOUT = 10.0
WEB_EXTRA = ("starlette", "uvicorn", "anyio")  # what `pip install 'satpuzzles[web]'` brings


@app.command()
def serve(
    host: Annotated[
        str, typer.Option("--host", help=f"Loopback address to listen on: {', '.join(HOSTS)} (never another).")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", "-p", min=0, max=65535, help="Port; 0 picks a free one.")] = 8000,
    open_browser: Annotated[bool, typer.Option("--open", help="Open the page in the default browser.")] = False,
    timeout: Annotated[
        float,
        typer.Option(
            "--timeout", "-t", min=0.001, callback=finite_seconds, help="Seconds of work per request at most."
        ),
    ] = DEFAULT_WEB_TIMEOUT,
) -> None:
    """Serve the web console on this machine.

    Paste or edit a puzzle and see what the solver sees. The API: docs/web-api.md. Ctrl-C or SIGTERM stops it."""
    try:
        from satpuzzles.web.server import serve as run_server
    except ModuleNotFoundError as missing:
        if (missing.name or "").split(".")[0] not in WEB_EXTRA:
            raise
        typer.echo("satpuzzles: error: serve needs the web extra: pip install 'satpuzzles[web]'", err=True)
        raise typer.Exit(int(ExitCode.BAD_INPUT)) from None
    with reported():
        if host not in HOSTS:
            raise SatPuzzlesError(f"--host must be a loopback address ({', '.join(HOSTS)}), found {host!r}")
        try:
            run_server(host, port, timeout, open_browser)
        except OSError as error:
            raise SatPuzzlesError(f"cannot listen on {host}:{port}: {error.strerror or error}") from None
