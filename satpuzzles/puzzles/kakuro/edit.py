"""The console's editing of Kakuro: a cell takes `.` or nothing (white), `-` (black) or sums `DOWN,ACROSS`
(`16,` or `,7` for one); a solver types a digit into a white cell."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor, PuzzleError, shown
from satpuzzles.typekit.grid import number_token
from satpuzzles.typekit.textgrid import Line

from .text import WHITE, read_square, square_token


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip() or WHITE
    square, digit = read_square(token, Line(1, token), cell[1], WHITE)
    if digit is not None:
        raise PuzzleError(f"a puzzle's cell is '.', '-' or sums DOWN,ACROSS, found {shown(token)}", where="cell")
    rows = [list(row) for row in data["squares"]]
    rows[cell[0]][cell[1]] = None if square is None else list(square)
    return {**data, "squares": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    square = data["squares"][cell[0]][cell[1]]
    return "" if square is None else square_token((square[0], square[1]))


def entry(data: Mapping[str, Any], text: str) -> int | None:
    return number_token(text, "cell")


EDITOR = Editor(put_cell, cell_text, entry)
