"""The console's editing of Magnets: the counts stand around the grid (+ on top and left, - on the bottom
and right); a cell takes a given +, - or x, or nothing (the dominoes are not edited here); a solver clicks
a cell through +, -, x and unknown."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.countgrid import number_slots, read_shape
from satpuzzles.typekit.spec import Editor

from .model import FIELDS, VALUES


def _value(text: str) -> str | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    if token in VALUES:
        return token
    raise PuzzleError(f"expected +, - or x, or nothing, found {shown(token)}", where="cell")


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    rows, columns = read_shape(data)
    grid = [list(row) for row in (data.get("givens") or ["." * columns] * rows)]
    grid[cell[0]][cell[1]] = _value(text) or "."
    givens = ["".join(row) for row in grid]
    changed = {**data, "givens": givens}
    if all(set(row) == {"."} for row in givens):
        del changed["givens"]
    return changed


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    givens = data.get("givens")
    value = givens[cell[0]][cell[1]] if givens else "."
    return "" if value == "." else value


def entry(data: Mapping[str, Any], text: str) -> str | None:
    return _value(text)


put_clue, clue_text = number_slots(FIELDS)
EDITOR = Editor(put_cell, cell_text, entry, put_clue, clue_text, cycle=(*VALUES, ""))
