"""The console's editing of Yajilin: a cell takes an arrow clue (`2w`), `#` (a clue cell without a number) or
nothing; a solver types `x` (shaded) or a cell's line piece."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.constraints.pieces import LOOP_PIECES
from satpuzzles.typekit.spec import Editor

from .model import ARROW, BLANK_CLUE, VALUES


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip().lower()
    if token in ("", ".", "-"):
        clue = None
    elif token == BLANK_CLUE or ARROW.fullmatch(token):
        clue = token
    else:
        raise PuzzleError(f"expected an arrow clue such as 2w, # or nothing, found {shown(token)}", where="cell")
    rows = [list(row) for row in data["clues"]]
    rows[cell[0]][cell[1]] = clue
    return {**data, "clues": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return data["clues"][cell[0]][cell[1]] or ""


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    value = {"".join(sorted(v)): v for v in VALUES}.get("".join(sorted(token)))
    if value is None:
        raise PuzzleError(
            f"expected x (shaded) or a line piece ({', '.join(VALUES[2:])}), found {shown(token)}", where="cell"
        )
    return value


EDITOR = Editor(put_cell, cell_text, entry, lines=LOOP_PIECES)
