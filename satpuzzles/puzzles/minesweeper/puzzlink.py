"""puzz.link Minesweeper (pzprjs `mines`): the numbers row by row in Number16. pzprjs's `?` is a cell that
holds no mine and shows no number, which is our wall (`#`). puzz.link has no total of mines, so a puzzle
that states one cannot be written."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.puzzlink import QUESTION, PuzzLink, decode_number16, encode_number16

from .model import WALL

NAME = "minesweeper"


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns, body = link.height, link.columns, link.body
    values, end = decode_number16(body, 0, rows * columns, "numbers")
    if end < len(body):
        raise PuzzleError(f"unexpected {shown(body[end:])} after the last cell", where=f"body character {end + 1}")
    cells = [WALL if v == QUESTION else v for v in values]
    return {
        "type": NAME,
        "rows": rows,
        "columns": columns,
        "clues": [cells[r * columns : (r + 1) * columns] for r in range(rows)],
    }


def encode(data: dict[str, Any]) -> str:
    if data.get("mines") is not None:
        raise PuzzleError(f"puzz.link's Minesweeper has no total of mines, and this puzzle says {data['mines']}")
    return encode_number16([QUESTION if v == WALL else v for row in data["clues"] for v in row])
