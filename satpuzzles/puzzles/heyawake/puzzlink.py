"""puzz.link Heyawake (pzprjs `heyawake`): the room walls (typekit.puzzlink.decode_regions), then one Number16
value per room in order of the rooms' first cells, which is where pzprjs draws it. Square grids."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import PuzzLink, decode_number16, decode_regions, encode_number16, encode_regions

from .model import NAME


def decode(link: PuzzLink) -> dict[str, Any]:
    n = link.size
    if link.height != n:
        raise PuzzleError("the puzz.link reader here takes square Heyawake grids only")
    rooms, start = decode_regions(link.body, n)
    firsts: dict[int, tuple[int, int]] = {}
    for r in range(n):
        for c in range(n):
            firsts.setdefault(rooms[r][c], (r, c))
    values, end = decode_number16(link.body, start, len(firsts), "room numbers")
    if end != len(link.body):
        raise PuzzleError(f"unexpected text after the last room number: {link.body[end:]!r}", where="body")
    if any(v is not None and v < 0 for v in values):
        raise PuzzleError("a '?' room number: this reader takes given numbers only", where="body")
    numbers: list[list[int | None]] = [[None] * n for _ in range(n)]
    for room, value in enumerate(values):
        r, c = firsts[room]
        numbers[r][c] = value
    return {"type": NAME, "rows": n, "columns": n, "rooms": rooms, "numbers": numbers}


def encode(data: dict[str, Any]) -> str:
    rooms, numbers = data["rooms"], data["numbers"]
    order: dict[int, int | None] = {}
    for r, row in enumerate(rooms):
        for c, room in enumerate(row):
            order.setdefault(room, None)
            if numbers[r][c] is not None:
                order[room] = numbers[r][c]
    return encode_regions(rooms) + encode_number16(list(order.values()))
