"""The console's editing of Killer Sudoku: a cell takes a sum (a number) or nothing; `@N` moves the cell into
cage N (painting cages: put `@N` in the paint box and click cells); a solver types a digit."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor, PuzzleError, shown
from satpuzzles.typekit.grid import number_text, number_token

CAGE_MARK = "@"


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip()
    key = "sums"
    if token.startswith(CAGE_MARK):
        key, value = "cages", number_token(token[1:], "cage")
        if value is None:
            raise PuzzleError(f"expected {CAGE_MARK} and a cage number, found {shown(token)}", where="cage")
    else:
        value = number_token(token, "cell")
    rows = [list(row) for row in data[key]]
    rows[cell[0]][cell[1]] = value
    return {**data, key: rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return number_text(data["sums"][cell[0]][cell[1]])


def entry(data: Mapping[str, Any], text: str) -> int | None:
    return number_token(text, "cell")


EDITOR = Editor(
    put_cell, cell_text, entry, paint=f"cage ({CAGE_MARK}N) or a sum", regions="cages", region_mark=CAGE_MARK
)
