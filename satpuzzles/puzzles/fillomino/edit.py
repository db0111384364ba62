"""The console's editing of Fillomino: a cell takes a number (a given) or nothing; a solver types a number
(the given's text and the solver's entry as for the region-and-digit puzzles: typekit.regionedit)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit.grid import number_token
from satpuzzles.typekit.regionedit import cell_text, entry
from satpuzzles.typekit.spec import Editor


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    givens = [list(row) for row in data["givens"]]
    givens[cell[0]][cell[1]] = number_token(text.strip(), "cell")
    return {**data, "givens": givens}


EDITOR = Editor(put_cell, cell_text, entry)
