"""The console's editing of Str8t: a cell takes its puzzle token (`-` white, a digit a given, `x` black, `3x` a
black cell showing 3); a solver types a digit."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor, PuzzleError, shown
from satpuzzles.typekit.grid import number_token

from .text import EMPTY, cell_token, read_cell


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip() or EMPTY
    read = read_cell(token, data["size"])
    if read is None:
        raise PuzzleError(f"expected '-', a digit, 'x' or a digit and 'x', found {shown(token)}", where="cell")
    black, digits = [list(row) for row in data["black"]], [list(row) for row in data["digits"]]
    black[cell[0]][cell[1]], digits[cell[0]][cell[1]] = read
    return {**data, "black": black, "digits": digits}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return cell_token(data["black"][cell[0]][cell[1]], data["digits"][cell[0]][cell[1]])


def entry(data: Mapping[str, Any], text: str) -> int | None:
    return number_token(text, "cell")


EDITOR = Editor(put_cell, cell_text, entry, paint="a cell token (-, 3, x, 3x)")
