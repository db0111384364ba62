"""The console's editing of LITS: a click paints a cell's region; a solver clicks a cell through shaded,
unshaded and empty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor, PuzzleError, shown
from satpuzzles.typekit.grid import number_token

from .model import SHADED, UNSHADED


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    region = number_token(text, "region")
    if region is None:
        raise PuzzleError("expected a region number", where="region")
    rows = [list(row) for row in data["regions"]]
    rows[cell[0]][cell[1]] = region
    return {**data, "regions": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return str(data["regions"][cell[0]][cell[1]])


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    if token in (SHADED, "#", "1"):
        return SHADED
    if token in (UNSHADED, "0"):
        return UNSHADED
    raise PuzzleError(f"expected {SHADED} for a shaded cell or {UNSHADED} for none, found {shown(token)}", where="cell")


EDITOR = Editor(put_cell, cell_text, entry, paint="region", regions="regions", cycle=(SHADED, UNSHADED, ""))
