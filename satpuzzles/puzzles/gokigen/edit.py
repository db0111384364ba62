"""The console's editing of Gokigen Naname: the numbers sit on grid points, so a cell edits the point at its
upper left corner, the slots below the grid the bottom row of points and those right of it the right column
(the bottom right corner point is not reached); a number is 0..4 or nothing. A solver clicks a cell through
`\\`, `/` and empty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.spec import Editor

from .model import FALLING, RISING, Point


def _point(data: Mapping[str, Any], side: str, index: int) -> Point | None:
    """The grid point a slot beside the grid edits: below it the bottom row, right of it the right column."""
    if side == "bottom":
        return data["rows"], index
    if side == "right":
        return index, data["columns"]
    return None  # above and left of the grid: the top row and left column are the cells' corners


def _put(data: Mapping[str, Any], point: Point, text: str) -> dict[str, Any]:
    token = text.strip()
    if token in ("", ".", "-"):
        clue = None
    elif len(token) == 1 and token in "01234":
        clue = int(token)
    else:
        raise PuzzleError(f"expected a number 0..4 or nothing, found {shown(token)}", where="point")
    rows = [list(row) for row in data["clues"]]
    rows[point[0]][point[1]] = clue
    return {**data, "clues": rows}


def _text(data: Mapping[str, Any], point: Point) -> str:
    clue = data["clues"][point[0]][point[1]]
    return "" if clue is None else str(clue)


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    return _put(data, cell, text)


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return _text(data, cell)


def put_clue(data: Mapping[str, Any], side: str, index: int, text: str) -> dict[str, Any]:
    point = _point(data, side, index)
    if point is None:
        raise PuzzleError(f"the {side} side has no grid points of its own: type into the cells' corners", where="clue")
    return _put(data, point, text)


def clue_text(data: Mapping[str, Any], side: str, index: int) -> str:
    point = _point(data, side, index)
    return "" if point is None else _text(data, point)


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip()
    if token in ("", "."):
        return None
    if token in (RISING, FALLING):
        return token
    raise PuzzleError(f"expected '{RISING}' or '{FALLING}', found {shown(token)}", where="cell")


EDITOR = Editor(put_cell, cell_text, entry, put_clue=put_clue, clue_text=clue_text, cycle=(FALLING, RISING, ""))
