"""puzz.link Minesweeper (pzprjs `mines`): the numbers row by row in Number16. pzprjs's `?` is a cell that
holds no mine and shows no number, which is our wall (`#`). puzz.link has no total of mines, so a puzzle
that states one cannot be written."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import PuzzLink, decode_number_grid, encode_number_grid

from .model import WALL

NAME = "minesweeper"


def decode(link: PuzzLink) -> dict[str, Any]:
    clues = decode_number_grid(link, "numbers", WALL)
    return {"type": NAME, "rows": link.height, "columns": link.columns, "clues": clues}


def encode(data: dict[str, Any]) -> str:
    if data.get("mines") is not None:
        raise PuzzleError(f"puzz.link's Minesweeper has no total of mines, and this puzzle says {data['mines']}")
    return encode_number_grid(data["clues"], WALL)
