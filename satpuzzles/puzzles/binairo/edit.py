"""The console's editing of Binairo: a cell takes a given 0 (white), 1 (black) or nothing; a solver clicks a
cell through white, black and empty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.spec import Editor


def _value(text: str) -> int | None:
    token = text.strip()
    if token in ("", "."):
        return None
    if token in ("0", "1"):
        return int(token)
    raise PuzzleError(f"expected 0 (white), 1 (black) or nothing, found {shown(token)}", where="cell")


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    rows = [list(row) for row in data["givens"]]
    rows[cell[0]][cell[1]] = _value(text)
    return {**data, "givens": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    value = data["givens"][cell[0]][cell[1]]
    return "" if value is None else str(value)


def entry(data: Mapping[str, Any], text: str) -> int | None:
    return _value(text)


EDITOR = Editor(put_cell, cell_text, entry, cycle=("0", "1", ""))
