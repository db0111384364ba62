"""The ASGI app: the page at /, its files at /static/, the JSON API under /api/ (docs/web-api.md)."""

from __future__ import annotations

from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

STATIC = Path(__file__).parent / "static"


async def page(request: Request) -> Response:
    index = STATIC / "index.html"
    if not index.is_file():
        return JSONResponse({"error": "the page is missing from this installation"}, status_code=404)
    return FileResponse(index, media_type="text/html")


def create_app(port: int, timeout: float = 10.0) -> Starlette:
    """The app for a server listening on 127.0.0.1:`port`; every solve is limited to `timeout` seconds."""
    routes = [
        Route("/", page),
        Mount("/static", app=StaticFiles(directory=STATIC, check_dir=False), name="static"),
    ]
    return Starlette(routes=routes)
