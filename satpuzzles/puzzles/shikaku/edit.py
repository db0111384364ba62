"""The console's editing of Shikaku: a cell takes a number (a rectangle's area) or nothing. Solve mode takes no
entries: a solution is a division into rectangles, not a value per cell."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.spec import Editor
from satpuzzles.typekit.textgrid import whole_number


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip()
    value = None if token in ("", ".", "-") else whole_number(token)
    if token not in ("", ".", "-") and not value:
        raise PuzzleError(f"expected a number (the area) or nothing, found {shown(token)}", where="cell")
    rows = [list(row) for row in data["numbers"]]
    rows[cell[0]][cell[1]] = value
    return {**data, "numbers": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    value = data["numbers"][cell[0]][cell[1]]
    return "" if value is None else str(value)


def entry(data: Mapping[str, Any], text: str) -> None:
    if text.strip():
        raise PuzzleError("Shikaku's solve mode takes no cell entries: solve the puzzle to see its rectangles")


EDITOR = Editor(put_cell, cell_text, entry)
