"""puzz.link Hashi (pzprjs `hashikake`): the cells in Number16, row by row; `.` an island without a number."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import QUESTION, PuzzLink, decode_number16, encode_number16

from .model import ASKED, NAME


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns = link.height, link.columns
    values, end = decode_number16(link.body, 0, rows * columns, "cells")
    if end != len(link.body):
        raise PuzzleError(f"unexpected text after the last cell: {link.body[end:]!r}", where="body")
    cells = [ASKED if v == QUESTION else v for v in values]
    return {
        "type": NAME,
        "rows": rows,
        "columns": columns,
        "islands": [cells[r * columns : (r + 1) * columns] for r in range(rows)],
    }


def encode(data: dict[str, Any]) -> str:
    return encode_number16([QUESTION if v == ASKED else v for row in data["islands"] for v in row])
