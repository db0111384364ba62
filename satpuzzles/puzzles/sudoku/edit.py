"""The console's editing of Sudoku (and of its variants' givens): a cell takes a digit or nothing."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor
from satpuzzles.typekit.grid import number_text, number_token


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    size = data["size"]
    rows = [list(row) for row in data.get("givens") or [[None] * size for _ in range(size)]]
    rows[cell[0]][cell[1]] = number_token(text, "cell")
    return {**data, "givens": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return number_text(data["givens"][cell[0]][cell[1]])


def entry(data: Mapping[str, Any], text: str) -> int | None:
    return number_token(text, "cell")


EDITOR = Editor(put_cell, cell_text, entry)
