"""The Akari puzzle (Light Up): white and black cells, some black cells numbered. Place lights in white cells so
that every white cell is lit (a light lights its row and column up to a black cell or the edge), no light
lights another, and a numbered black cell has that many lights next to it (side by side).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError, shown
from satpuzzles.typekit.cellgrid import cell_grid_json, mark_at, marks_from_json, marks_to_json, read_cell_grid
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size

NAME = "akari"
BLACK = "#"  # a black cell without a number
LIGHT = "o"
DARK = "-"  # no light (a white cell without one, or any black cell)
Clue = int | str | None  # None: a white cell; BLACK; 0..4: a numbered black cell
Solution = tuple[str, ...]  # rows of LIGHT and DARK


@dataclass(frozen=True)
class Akari(Drawable):
    """ROWS x COLUMNS cells: white (None), black (BLACK) or numbered black (0..4)."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    cells: tuple[tuple[Clue, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cells", tuple(tuple(row) for row in self.cells))
        _validate(self)

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)

    def is_white(self, cell: Cell) -> bool:
        return self.cells[cell[0]][cell[1]] is None

    def blacks(self) -> tuple[Cell, ...]:
        """The black cells, numbered or not (the layout: a puzzle's shape)."""
        return tuple((r, c) for r, row in enumerate(self.cells) for c, v in enumerate(row) if v is not None)

    def numbers(self) -> list[tuple[Cell, int]]:
        return [((r, c), v) for r, row in enumerate(self.cells) for c, v in enumerate(row) if isinstance(v, int)]

    def neighbours(self, cell: Cell) -> list[Cell]:
        r, c = cell
        steps = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
        return [(q, d) for q, d in steps if 0 <= q < self.rows and 0 <= d < self.columns]

    def white_neighbours(self, cell: Cell) -> list[Cell]:
        return [near for near in self.neighbours(cell) if self.is_white(near)]


def _validate(p: Akari) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for r, row in enumerate(require_list(p.cells, p.rows, "cells")):
        for c, value in enumerate(require_list(row, p.columns, f"cells row {r + 1}")):
            if value is None or value == BLACK:
                continue
            if type(value) is not int or not 0 <= value <= 4:
                raise PuzzleError(
                    f"expected null (white), '{BLACK}' (black) or a number 0..4, found {shown(value)}",
                    where=f"cells row {r + 1}, column {c + 1}",
                )
            room = len(p.white_neighbours((r, c)))
            if value > room:
                raise PuzzleError(
                    f"the {value} has {room} white cells next to it", where=f"cells row {r + 1}, column {c + 1}"
                )


def from_json(data: Mapping[str, Any]) -> Akari:
    """{"type": "akari", "rows": R, "columns": C, "cells": R rows of C entries}; "size": N for N x N."""
    return Akari(*read_cell_grid(data, "cells"))


def to_json(p: Akari) -> dict[str, Any]:
    return cell_grid_json(NAME, "cells", p.rows, p.columns, p.cells)


def solution_from_json(p: Akari, data: Any) -> Solution:
    return marks_from_json(data, p.rows, p.columns, LIGHT, "a light", DARK)


solution_to_json = marks_to_json
cell_text = mark_at
