"""The console's editing of Battleship: a cell takes a given (`~` water, `o` a submarine, `n` `s` `w` `e` a
ship's end, `m` a middle) or nothing, the numbers stand on top (columns) and on the left (rows); a solver
clicks a cell through segment, water and empty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.countgrid import number_slots
from satpuzzles.typekit.spec import Editor

from .model import GIVENS, NOTHING, SEA, SHIP


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip().lower() or NOTHING
    if token not in GIVENS:
        raise PuzzleError(f"expected ~, o, n, s, w, e, m or nothing, found {shown(text.strip())}", where="cell")
    rows = list(data["givens"])
    r, c = cell
    rows[r] = rows[r][:c] + token + rows[r][c + 1 :]
    return {**data, "givens": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    value: str = data["givens"][cell[0]][cell[1]]
    return "" if value == NOTHING else value


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    if token in (SHIP, "#", "o"):
        return SHIP
    if token in (SEA, "~"):
        return SEA
    raise PuzzleError(f"expected {SHIP} for a ship segment or {SEA} for water, found {shown(token)}", where="cell")


put_clue, clue_text = number_slots({"top": "column_counts", "left": "row_counts"})
EDITOR = Editor(put_cell, cell_text, entry, put_clue, clue_text, cycle=(SHIP, SEA, ""))
