"""The console's editing of Minesweeper: a cell takes a number 0..8, `#` (a wall) or nothing; a solver clicks
a cell through mine, no mine and empty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.spec import Editor

from .model import MINE, SAFE, WALL


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip()
    clue: int | str | None
    if token in ("", ".", SAFE):
        clue = None
    elif token == WALL:
        clue = WALL
    elif token.isascii() and token.isdigit() and int(token) <= 8:
        clue = int(token)
    else:
        raise PuzzleError(f"expected a number 0..8, # for a wall or nothing, found {shown(token)}", where="cell")
    rows = [list(row) for row in data["clues"]]
    rows[cell[0]][cell[1]] = clue
    return {**data, "clues": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    clue = data["clues"][cell[0]][cell[1]]
    return "" if clue is None else str(clue)


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    if token in (MINE, "*"):
        return MINE
    if token in (SAFE, "0"):
        return SAFE
    raise PuzzleError(f"expected {MINE} for a mine or {SAFE} for none, found {shown(token)}", where="cell")


EDITOR = Editor(put_cell, cell_text, entry, cycle=(MINE, SAFE, ""))
