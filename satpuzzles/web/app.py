"""The ASGI app: the page at /, its files at /static/, the JSON API under /api/ (docs/web-api.md)."""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from satpuzzles.errors import SatPuzzlesError
from satpuzzles.formats import limits
from satpuzzles.solving import SolverBug
from satpuzzles.web import api
from satpuzzles.web.fields import seconds_of
from satpuzzles.web.guard import Guard
from satpuzzles.web.work import MAX_REQUEST_ID, Cancelled, Job, Workers

STATIC = Path(__file__).parent / "static"
DEFAULT_TIMEOUT = 10.0  # seconds per request

Handler = Callable[[dict[str, Any], Job], dict[str, Any]]
ENDPOINTS: dict[str, Handler] = {
    "parse": api.parse,
    "blank": api.blank,
    "edit": api.edit,
    "check": api.check,
    "hint": api.hint,
    "steps": api.steps,
    "grade": api.grade,
    "generate": api.generate,
    "export": api.export,
    "render": api.render,
}
# What only reads and writes a puzzle, no solver: these run beside the solving requests, never queued behind them
# (a key typed while two checks hold the threads waited seconds for its edit).
EDITING = frozenset({"parse", "blank", "edit"})


def error(message: str, status: int) -> JSONResponse:
    return JSONResponse({"error": " ".join(message.split())}, status_code=status)


def internal(bug: Exception) -> JSONResponse:
    """A bug of ours (or the solver's: SolverBug), said as the CLI says it, on stderr and in the reply."""
    problem = (
        str(bug) if isinstance(bug, SolverBug) else f"{type(bug).__name__}: {bug}" if str(bug) else type(bug).__name__
    )
    message = f"internal error: {' '.join(problem.split())} (please report this)"
    print(f"satpuzzles: {message}", file=sys.stderr, flush=True)
    return error(message, 500)


async def page(request: Request) -> Response:
    index = STATIC / "index.html"
    if not index.is_file():
        return error("the page is missing from this installation", 404)
    return FileResponse(index, media_type="text/html", headers={"Cache-Control": "no-store"})


def create_app(port: int, timeout: float = DEFAULT_TIMEOUT, threads: int | None = None) -> Starlette:
    """The app for a server listening on 127.0.0.1:`port`; every request's work is limited to `timeout` seconds."""
    workers = Workers(timeout, threads)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        try:
            yield
        finally:
            workers.close()

    async def body_of(request: Request) -> dict[str, Any]:
        try:
            data = limits.loads((await request.body()).decode("utf-8"))
        except UnicodeDecodeError:
            raise SatPuzzlesError("the request body is not UTF-8") from None
        except json.JSONDecodeError as bad:
            raise SatPuzzlesError(f"the request body is not JSON: {bad.msg} (line {bad.lineno})") from None
        if not isinstance(data, dict):
            raise SatPuzzlesError("the request body must be a JSON object")
        return data

    def endpoint(handler: Handler, editing: bool = False) -> Callable[[Request], Any]:
        async def respond(request: Request) -> Response:
            try:
                body = await body_of(request)
                request_id = body.get("request_id")
                if request_id is not None and not (isinstance(request_id, str) and len(request_id) <= MAX_REQUEST_ID):
                    raise SatPuzzlesError(f"request_id: expected a string of up to {MAX_REQUEST_ID} characters")
                seconds = workers.seconds(seconds_of(body))
                reply = await workers.run(
                    lambda job: handler(body, job), seconds=seconds, request_id=request_id, editing=editing
                )
            except Cancelled:
                return error("cancelled", 409)
            except SatPuzzlesError as bad:
                return error(str(bad), 400)
            except (MemoryError, RecursionError) as bad:
                return error("the input is too large" if isinstance(bad, MemoryError) else "nested too deeply", 400)
            except Exception as bug:  # noqa: BLE001  (a bug of ours: one line in the reply and on stderr, no traceback)
                return internal(bug)
            return JSONResponse(reply)

        return respond

    async def types(request: Request) -> Response:
        return JSONResponse(await workers.run(api.types, seconds=timeout))

    async def cancel(request: Request) -> Response:
        try:
            body = await body_of(request)
        except SatPuzzlesError as bad:
            return error(str(bad), 400)
        request_id = body.get("request_id")
        if not isinstance(request_id, str):
            return error("request_id: expected a string", 400)
        return JSONResponse({"cancelled": workers.cancel(request_id)})

    async def http_error(request: Request, exc: Exception) -> Response:
        status = exc.status_code if isinstance(exc, HTTPException) else 500
        detail = exc.detail if isinstance(exc, HTTPException) else "internal error"
        return error(str(detail), status)

    routes = [
        Route("/", page),
        Route("/api/types", types),
        Route("/api/cancel", cancel, methods=["POST"]),
        *(
            Route(f"/api/{name}", endpoint(handler, name in EDITING), methods=["POST"])
            for name, handler in ENDPOINTS.items()
        ),
        Mount("/static", app=StaticFiles(directory=STATIC, check_dir=False), name="static"),
    ]
    return Starlette(
        routes=routes,
        middleware=[Middleware(Guard, port=port)],
        exception_handlers={HTTPException: http_error},
        lifespan=lifespan,
    )
