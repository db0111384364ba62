"""The console's editing of Star Battle: a click paints a cell's region (-1 blocks it); a solver clicks a
cell through star, no star and empty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor, PuzzleError, shown
from satpuzzles.typekit.grid import number_token

from .text import STAR

STAR_TOKENS, NO_STAR_TOKENS = (STAR, "1"), ("-", "0", "x", "X")


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip()
    region = -1 if token == "-1" else number_token(token, "region")
    if region is None:
        raise PuzzleError("expected a region number, -1 to block the cell", where="region")
    rows = [list(row) for row in data["regions"]]
    rows[cell[0]][cell[1]] = region
    return {**data, "regions": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return str(data["regions"][cell[0]][cell[1]])


def entry(data: Mapping[str, Any], text: str) -> int | None:
    token = text.strip()
    if token in ("", "."):
        return None
    if token in STAR_TOKENS:
        return 1
    if token in NO_STAR_TOKENS:
        return 0
    raise PuzzleError(f"expected {STAR} for a star or - for none, found {shown(token)}", where="cell")


EDITOR = Editor(put_cell, cell_text, entry, paint="region", regions="regions", cycle=(STAR, "-", ""))
