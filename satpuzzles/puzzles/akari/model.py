"""The Akari puzzle (Light Up): white and black cells, some black cells numbered. Place lights in white cells so
that every white cell is lit (a light lights its row and column up to a black cell or the edge), no light
lights another, and a numbered black cell has that many lights next to it (side by side).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError, shown
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
    if "rows" in data or "columns" in data or "size" not in data:
        rows = require_size(data.get("rows"), "rows")
        columns = require_size(data.get("columns"), "columns")
    else:
        rows = columns = require_size(data.get("size"), "size")
    grid = require_list(data.get("cells"), rows, "cells")
    return Akari(
        rows, columns, tuple(tuple(require_list(row, columns, f"cells row {r + 1}")) for r, row in enumerate(grid))
    )


def to_json(p: Akari) -> dict[str, Any]:
    shape: dict[str, Any] = {"size": p.rows} if p.rows == p.columns else {"rows": p.rows, "columns": p.columns}
    return {"type": NAME, **shape, "cells": [list(row) for row in p.cells]}


def solution_from_json(p: Akari, data: Any) -> Solution:
    out = []
    for r, row in enumerate(require_list(data, p.rows, "solution")):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - {LIGHT, DARK}:
            raise PuzzleError(
                f"expected {p.columns} characters '{LIGHT}' (a light) or '{DARK}'", where=f"solution row {r + 1}"
            )
        out.append(row)
    return tuple(out)


def solution_to_json(solution: Solution) -> list[str]:
    return list(solution)


def cell_text(solution: Solution, cell: Cell) -> str:
    return solution[cell[0]][cell[1]]
