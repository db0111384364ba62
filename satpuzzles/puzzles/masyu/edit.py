"""The console's editing of Masyu: a cell takes `w` (white pearl), `b` (black pearl) or nothing; a solver types a
cell's line piece (`ns`, `ew`, `ne`, `nw`, `se`, `sw`) or `-`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.constraints.pieces import LOOP_PIECES
from satpuzzles.typekit.spec import Editor

from .model import BLACK, VALUES, WHITE


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip().lower()
    if token not in ("", ".", "-", WHITE, BLACK):
        raise PuzzleError(
            f"expected {WHITE} (white pearl), {BLACK} (black pearl) or nothing, found {shown(token)}", where="cell"
        )
    rows = [list(row) for row in data["pearls"]]
    rows[cell[0]][cell[1]] = token if token in (WHITE, BLACK) else None
    return {**data, "pearls": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return data["pearls"][cell[0]][cell[1]] or ""


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    canonical = {"".join(sorted(v)): v for v in VALUES}
    value = canonical.get("".join(sorted(token)))
    if value is None:
        raise PuzzleError(f"expected a line piece ({', '.join(VALUES)}), found {shown(token)}", where="cell")
    return value


EDITOR = Editor(put_cell, cell_text, entry, lines=LOOP_PIECES)
