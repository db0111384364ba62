"""The console's editing of Galaxies: a cell takes the dot on it (`o` in its middle, `e` on its right edge, `s` on
its lower edge, `se` on its lower right corner) or nothing. Solve mode takes no entries: a solution is a division
into regions, not a value per cell."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.spec import Editor

from .model import dot_cell
from .text import PLACES


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip().lower()
    if token not in ("", ".", *PLACES):
        raise PuzzleError(f"expected {', '.join(PLACES)} or nothing, found {shown(token)}", where="cell")
    dots = [dot for dot in data["dots"] if dot_cell((dot[0], dot[1])) != cell]
    if token in PLACES:
        place = PLACES.index(token)
        dots.append([2 * cell[0] + 1 + place // 2, 2 * cell[1] + 1 + place % 2])
    return {**data, "dots": dots}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    for y, x in data["dots"]:
        if dot_cell((y, x)) == cell:
            return PLACES[2 * (1 - y % 2) + 1 - x % 2]
    return ""


def entry(data: Mapping[str, Any], text: str) -> None:
    if text.strip():
        raise PuzzleError("Galaxies' solve mode takes no cell entries: solve the puzzle to see its regions")


EDITOR = Editor(put_cell, cell_text, entry)
