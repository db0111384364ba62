"""The console's editing of Akari: a cell takes `#` (black), a number 0..4 (a numbered black cell) or nothing
(white); a solver clicks a cell through light, no light and empty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor, PuzzleError, shown

from .model import BLACK, DARK, LIGHT


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip()
    clue: int | str | None
    if token in ("", "."):
        clue = None
    elif token == BLACK:
        clue = BLACK
    elif token in ("0", "1", "2", "3", "4"):
        clue = int(token)
    else:
        raise PuzzleError(
            f"expected {BLACK} for a black cell, a number 0..4 or nothing, found {shown(token)}", where="cell"
        )
    rows = [list(row) for row in data["cells"]]
    rows[cell[0]][cell[1]] = clue
    return {**data, "cells": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    value = data["cells"][cell[0]][cell[1]]
    return "" if value is None else str(value)


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    if token in (LIGHT, "*", "1"):
        return LIGHT
    if token in (DARK, "0", "x"):
        return DARK
    raise PuzzleError(f"expected {LIGHT} for a light or {DARK} for none, found {shown(token)}", where="cell")


EDITOR = Editor(put_cell, cell_text, entry, cycle=(LIGHT, DARK, ""))
