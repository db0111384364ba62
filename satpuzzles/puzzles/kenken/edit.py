"""The console's editing of KenKen: a cell takes a clue (`12+`, `3-`, `24x`, `2/`, `5`) or nothing; `@N` moves
the cell into cage N (painting cages: put `@N` in the paint box and click cells); a solver types a digit."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor, PuzzleError, shown
from satpuzzles.typekit.grid import number_token

from .model import read_clue

CAGE_MARK = "@"


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip()
    value: int | str | None
    key, value = "clues", None
    if token.startswith(CAGE_MARK):
        key, value = "cages", number_token(token[1:], "cage")
        if value is None:
            raise PuzzleError(f"expected {CAGE_MARK} and a cage number, found {shown(token)}", where="cage")
    elif token:
        clue = read_clue(token)
        if clue is None:
            raise PuzzleError(f"expected a clue (12+, 3-, 24x, 2/, 5), found {shown(token)}", where="cell")
        value = clue.text
    rows = [list(row) for row in data[key]]
    rows[cell[0]][cell[1]] = value
    return {**data, key: rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return data["clues"][cell[0]][cell[1]] or ""


def entry(data: Mapping[str, Any], text: str) -> int | None:
    return number_token(text, "cell")


EDITOR = Editor(
    put_cell, cell_text, entry, paint=f"cage ({CAGE_MARK}N) or a clue", regions="cages", region_mark=CAGE_MARK
)
