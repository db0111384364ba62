"""What a desk server refuses before any route runs: foreign Host and Origin headers, and large bodies.

A page on another site can make the browser send requests to 127.0.0.1; the Origin header says whose
page it is (refused unless it is ours), and the Host header defeats DNS rebinding (a foreign name that
resolves to 127.0.0.1 still says that name). Bodies are read up to the cap, never past it.
"""

from __future__ import annotations

import json

from starlette.types import ASGIApp, Message, Receive, Scope, Send

MAX_BODY = 256 * 1024  # bytes: the largest puzzle the page sends is a few KiB
LOCAL_NAMES = ("127.0.0.1", "localhost", "[::1]")


class Refused(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


async def send_error(send: Send, status: int, message: str) -> None:
    body = json.dumps({"error": message}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class Guard:
    """ASGI middleware: 403 for a foreign Host or Origin, 413 for a body over MAX_BODY bytes."""

    def __init__(self, app: ASGIApp, port: int) -> None:
        self.app = app
        self.hosts = {f"{name}:{port}" for name in LOCAL_NAMES}
        self.origins = {f"http://{host}" for host in self.hosts}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {key.decode("latin-1").lower(): value.decode("latin-1") for key, value in scope["headers"]}
        host, origin = headers.get("host", ""), headers.get("origin")
        if host.lower() not in self.hosts:
            await send_error(send, 403, f"refused: the Host header {host!r} is not this server's")
            return
        if origin is not None and origin.lower() not in self.origins:
            await send_error(send, 403, f"refused: requests from {origin!r} are not allowed, only this server's page")
            return
        declared = headers.get("content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY):
            await send_error(send, 413, f"the request body is over the limit of {MAX_BODY:,} bytes")
            return
        try:
            body = await read_body(receive)
        except Refused as refused:
            await send_error(send, refused.status, str(refused))
            return
        await self.app(scope, replay(body, receive), send)


async def read_body(receive: Receive) -> bytes:
    chunks, size = [], 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise Refused(400, "the client went away")
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > MAX_BODY:
            raise Refused(413, f"the request body is over the limit of {MAX_BODY:,} bytes")
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


def replay(body: bytes, server_receive: Receive) -> Receive:
    """A receive that hands the app the body already read, then the server's messages (a disconnect)."""
    sent = False

    async def receive() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await server_receive()

    return receive
