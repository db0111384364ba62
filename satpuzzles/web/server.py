"""Serving the app with uvicorn on a loopback socket we bind ourselves, so that --port 0's real port is known
before the app (whose Host check needs it) is made, and the readiness line says it."""

from __future__ import annotations

import socket
import sys
import webbrowser
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import uvicorn

from satpuzzles.web.app import create_app

LOOPBACK = {"127.0.0.1": socket.AF_INET, "localhost": socket.AF_INET, "::1": socket.AF_INET6}


def bound_socket(host: str, port: int) -> socket.socket:
    """A listening socket on the loopback address `host` (OSError when the port is taken)."""
    family = LOOPBACK[host]
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1" if host == "localhost" else host, port))
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def url_of(host: str, port: int) -> str:
    return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"


class _Server(uvicorn.Server):
    """uvicorn's server, calling `on_ready` once it accepts connections."""

    def __init__(self, config: uvicorn.Config, on_ready: Callable[[], None]) -> None:
        super().__init__(config)
        self.on_ready = on_ready

    @contextmanager
    def capture_signals(self) -> Iterator[None]:
        with super().capture_signals():
            yield
            self._captured_signals.clear()  # a signal is how a server is stopped: end normally, not by it

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if self.started:
            self.on_ready()


def serve(host: str, port: int, timeout: float, open_browser: bool) -> None:
    """Serve until Ctrl-C or SIGTERM (uvicorn handles both: in-flight replies finish, then it stops)."""
    sock = bound_socket(host, port)
    real_port = sock.getsockname()[1]
    url = url_of(host, real_port)

    def ready() -> None:
        print(f"satpuzzles: serving on {url} (Ctrl-C to stop)", flush=True)
        if open_browser:
            webbrowser.open(url)

    config = uvicorn.Config(
        create_app(real_port, timeout),
        log_level="warning",
        access_log=False,
        lifespan="on",
        timeout_graceful_shutdown=5,
    )
    try:
        _Server(config, ready).run(sockets=[sock])
    finally:
        sock.close()
    print("satpuzzles: stopped", file=sys.stderr, flush=True)
