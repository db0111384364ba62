"""puzz.link Cave (pzprjs `cave`): the cells in Number16, row by row, as Kuromasu's (square grids here)."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import QUESTION, PuzzLink, decode_number16, encode_number16

from .model import NAME
from .model import QUESTION as ASKED  # the model's '?'; pzprjs's is the kernel's QUESTION


def decode(link: PuzzLink) -> dict[str, Any]:
    n = link.size
    values, end = decode_number16(link.body, 0, n * n, "cells")
    if end != len(link.body):
        raise PuzzleError(f"unexpected text after the last cell: {link.body[end:]!r}", where="body")
    cells = [ASKED if v == QUESTION else v for v in values]
    return {"type": NAME, "size": n, "numbers": [cells[r * n : (r + 1) * n] for r in range(n)]}


def encode(data: dict[str, Any]) -> str:
    numbers = data["numbers"]
    if len(numbers) != len(numbers[0]):
        raise PuzzleError("the puzz.link writer here takes square grids only")
    return encode_number16([QUESTION if v == ASKED else v for row in numbers for v in row])
