"""The console's editing of Country Road: a cell takes a number or nothing; `@N` moves the cell into region N
(painting regions: put `@N` in the paint box and click cells); a solver types a cell's line piece (`ns`, `ew`,
`ne`, `nw`, `se`, `sw`) or `-`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor, PuzzleError, shown
from satpuzzles.typekit.boards import piece_entry
from satpuzzles.typekit.constraints.pieces import LOOP_PIECES
from satpuzzles.typekit.grid import number_text, number_token

from .model import VALUES

REGION_MARK = "@"


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip()
    key = "numbers"
    if token.startswith(REGION_MARK):
        key, value = "regions", number_token(token[1:], "region")
        if value is None:
            raise PuzzleError(f"expected {REGION_MARK} and a region number, found {shown(token)}", where="region")
    else:
        value = number_token(token, "cell")
    rows = [list(row) for row in data[key]]
    rows[cell[0]][cell[1]] = value
    return {**data, key: rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return number_text(data["numbers"][cell[0]][cell[1]])


EDITOR = Editor(
    put_cell,
    cell_text,
    piece_entry(VALUES),
    paint=f"region ({REGION_MARK}N) or a number",
    regions="regions",
    region_mark=REGION_MARK,
    lines=LOOP_PIECES,
)
