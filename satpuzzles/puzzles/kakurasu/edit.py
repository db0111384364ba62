"""The console's editing of Kakurasu: the sums stand right of the rows and below the columns (cells hold
nothing to set); a solver clicks a cell through shaded, empty and unknown."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.countgrid import number_slots
from satpuzzles.typekit.spec import Editor

from .model import EMPTY, SHADED


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    if text.strip() not in ("", "."):
        raise PuzzleError("a Kakurasu cell holds nothing to set: type the sums beside the grid", where="cell")
    return dict(data)


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return ""


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    if token in (SHADED, "#", "1"):
        return SHADED
    if token in (EMPTY, "0"):
        return EMPTY
    raise PuzzleError(f"expected {SHADED} for shaded or {EMPTY} for empty, found {shown(token)}", where="cell")


put_clue, clue_text = number_slots({"right": "row_sums", "bottom": "column_sums"})
EDITOR = Editor(put_cell, cell_text, entry, put_clue, clue_text, cycle=(SHADED, EMPTY, ""))
