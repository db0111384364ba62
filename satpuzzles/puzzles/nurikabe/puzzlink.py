"""puzz.link Nurikabe (pzprjs `nurikabe`): the cells in Number16, row by row (`.` a `?`), any rectangle."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import QUESTION, PuzzLink, decode_number16, encode_number16

from .model import NAME
from .model import QUESTION as ASKED  # the model's '?'; pzprjs's is the kernel's QUESTION


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns = link.height, link.columns
    values, end = decode_number16(link.body, 0, rows * columns, "cells")
    if end != len(link.body):
        raise PuzzleError(f"unexpected text after the last cell: {link.body[end:]!r}", where="body")
    if any(v == 0 for v in values):
        raise PuzzleError("an island of size 0 in the body: Nurikabe numbers start at 1", where="body")
    cells = [ASKED if v == QUESTION else v for v in values]
    numbers = [cells[r * columns : (r + 1) * columns] for r in range(rows)]
    return {"type": NAME, "rows": rows, "columns": columns, "numbers": numbers}


def encode(data: dict[str, Any]) -> str:
    return encode_number16([QUESTION if v == ASKED else v for row in data["numbers"] for v in row])
