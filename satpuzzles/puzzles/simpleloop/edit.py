"""The console's editing of Simple Loop: a cell is `#` (blocked) or open; a solver types a cell's line piece."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.constraints.pieces import LOOP_PIECES
from satpuzzles.typekit.spec import Editor

from .model import VALUES


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip().lower()
    if token not in ("", ".", "-", "#", "x"):
        raise PuzzleError(f"expected # (blocked) or nothing, found {shown(token)}", where="cell")
    rows = [list(row) for row in data["blocked"]]
    rows[cell[0]][cell[1]] = token in ("#", "x")
    return {**data, "blocked": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return "#" if data["blocked"][cell[0]][cell[1]] else ""


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    value = {"".join(sorted(v)): v for v in VALUES}.get("".join(sorted(token)))
    if value is None:
        raise PuzzleError(f"expected a line piece ({', '.join(VALUES)}), found {shown(token)}", where="cell")
    return value


EDITOR = Editor(put_cell, cell_text, entry, lines=LOOP_PIECES)
