"""The console's editing of Tents: a cell takes `T` (a tree) or nothing, the numbers stand on top (columns)
and on the left (rows); a solver clicks a cell through tent, no tent and empty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.countgrid import number_slots
from satpuzzles.typekit.spec import Editor

from .model import EMPTY, TENT, TREE


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip().upper()
    if token not in ("", EMPTY, TREE):
        raise PuzzleError(f"expected T for a tree or nothing, found {shown(text.strip())}", where="cell")
    rows = list(data["grid"])
    r, c = cell
    rows[r] = rows[r][:c] + (TREE if token == TREE else EMPTY) + rows[r][c + 1 :]
    return {**data, "grid": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return TREE if data["grid"][cell[0]][cell[1]] == TREE else ""


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip().upper()
    if token in ("",):
        return None
    if token in (TENT, "O"):
        return TENT
    if token in (EMPTY, "-"):
        return EMPTY
    raise PuzzleError(f"expected {TENT} for a tent or {EMPTY} for none, found {shown(text.strip())}", where="cell")


put_clue, clue_text = number_slots({"top": "column_tents", "left": "row_tents"})
EDITOR = Editor(put_cell, cell_text, entry, put_clue, clue_text, cycle=(TENT, EMPTY, ""))
