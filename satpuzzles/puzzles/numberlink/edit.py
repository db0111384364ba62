"""The console's editing of Numberlink: a cell takes a number or nothing; a solver types a cell's line piece
(`ns`, `ew`, `ne`, `nw`, `se`, `sw`, an end `n`, `e`, `s`, `w`) or `-`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.boards import piece_entry
from satpuzzles.typekit.constraints.pieces import ENDS, LOOP_PIECES
from satpuzzles.typekit.spec import Editor
from satpuzzles.typekit.textgrid import whole_number

from .model import VALUES


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip()
    value = None if token in ("", ".", "-") else whole_number(token)
    if token not in ("", ".", "-") and not value:
        raise PuzzleError(f"expected a number 1 or more, or nothing, found {shown(token)}", where="cell")
    rows = [list(row) for row in data["numbers"]]
    rows[cell[0]][cell[1]] = value
    return {**data, "numbers": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    value = data["numbers"][cell[0]][cell[1]]
    return "" if value is None else str(value)


EDITOR = Editor(put_cell, cell_text, piece_entry(VALUES), lines=(*LOOP_PIECES, *ENDS))
