"""The console's editing of Slitherlink: a cell takes a number 0..4 or nothing; a solver clicks a cell through
inside the loop, outside and empty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.spec import Editor

from .model import INSIDE, OUTSIDE


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip()
    if token in ("", ".", "-"):
        clue = None
    elif len(token) == 1 and token in "01234":
        clue = int(token)
    else:
        raise PuzzleError(f"expected a number 0..4 or nothing, found {shown(token)}", where="cell")
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
    if token in (INSIDE, OUTSIDE):
        return token
    raise PuzzleError(f"expected {INSIDE} (inside the loop) or {OUTSIDE} (outside), found {shown(token)}", where="cell")


EDITOR = Editor(put_cell, cell_text, entry, cycle=(INSIDE, OUTSIDE, ""))
