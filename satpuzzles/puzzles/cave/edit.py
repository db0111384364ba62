"""The console's editing of Cave: a cell takes a number, `?` or nothing; a solver clicks a cell through shaded,
unshaded and empty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor, PuzzleError, shown
from satpuzzles.typekit.grid import number_token

from .model import QUESTION, SHADED, UNSHADED


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    rows = [list(row) for row in data["numbers"]]
    rows[cell[0]][cell[1]] = QUESTION if text.strip() == QUESTION else number_token(text, "cell")
    return {**data, "numbers": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    value = data["numbers"][cell[0]][cell[1]]
    return "" if value is None else str(value)


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    if token in (SHADED, "#", "1"):
        return SHADED
    if token in (UNSHADED, "0"):
        return UNSHADED
    raise PuzzleError(f"expected {SHADED} for a shaded cell or {UNSHADED} for none, found {shown(token)}", where="cell")


EDITOR = Editor(put_cell, cell_text, entry, cycle=(SHADED, UNSHADED, ""))
