"""The Tents puzzle: an immutable, validated model and its solution type.

Rules (janko.at, Tatham's Tents): pitch a tent beside every tree, orthogonally, so that trees and tents pair
up one to one (each tree with its own tent next to it); tents never touch, not even diagonally; a number
beside a row or column says how many tents it holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.countgrid import Numbers, read_shape, require_numbers, shape_json
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list

NAME = "tents"
TREE, TENT, EMPTY = "T", "A", "."
Solution = tuple[str, ...]  # rows of TREE, TENT and EMPTY


@dataclass(frozen=True)
class Tents(Drawable):
    """ROWS x COLUMNS cells, some trees; a tent per tree; numbers count the tents of rows and columns."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    grid: tuple[str, ...]  # rows of TREE and EMPTY
    row_tents: Numbers  # per row, None: no number
    column_tents: Numbers

    def __post_init__(self) -> None:
        object.__setattr__(self, "grid", tuple(self.grid))
        object.__setattr__(self, "row_tents", tuple(self.row_tents))
        object.__setattr__(self, "column_tents", tuple(self.column_tents))
        _validate(self)

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)

    def trees(self) -> list[Cell]:
        return [(r, c) for r, row in enumerate(self.grid) for c, v in enumerate(row) if v == TREE]

    def beside(self, cell: Cell) -> list[Cell]:
        """The up to four orthogonal neighbours of a cell."""
        r, c = cell
        steps = ((-1, 0), (0, -1), (0, 1), (1, 0))
        return [(r + a, c + b) for a, b in steps if 0 <= r + a < self.rows and 0 <= c + b < self.columns]

    def around(self, cell: Cell) -> list[Cell]:
        """The up to eight cells touching a cell, diagonally included."""
        r, c = cell
        return [
            (r + a, c + b)
            for a in (-1, 0, 1)
            for b in (-1, 0, 1)
            if (a or b) and 0 <= r + a < self.rows and 0 <= c + b < self.columns
        ]


def _validate(p: Tents) -> None:
    require_list(p.grid, p.rows, "grid")
    for r, row in enumerate(p.grid):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - {TREE, EMPTY}:
            raise PuzzleError(
                f"expected {p.columns} characters '{TREE}' (tree) or '{EMPTY}'", where=f"grid row {r + 1}"
            )
    require_numbers(p.row_tents, p.rows, p.columns, "row_tents")
    require_numbers(p.column_tents, p.columns, p.rows, "column_tents")


def from_json(data: Mapping[str, Any]) -> Tents:
    rows, columns = read_shape(data)
    return Tents(
        rows,
        columns,
        tuple(require_list(data.get("grid"), rows, "grid")),
        tuple(require_list(data.get("row_tents", [None] * rows), rows, "row_tents")),
        tuple(require_list(data.get("column_tents", [None] * columns), columns, "column_tents")),
    )


def to_json(p: Tents) -> dict[str, Any]:
    return {
        "type": NAME,
        **shape_json(p.rows, p.columns),
        "grid": list(p.grid),
        "row_tents": list(p.row_tents),
        "column_tents": list(p.column_tents),
    }


def solution_from_json(p: Tents, data: Any) -> Solution:
    rows = require_list(data, p.rows, "solution")
    for r, row in enumerate(rows):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - {TREE, TENT, EMPTY}:
            raise PuzzleError(
                f"expected {p.columns} characters '{TREE}' (tree), '{TENT}' (tent) or '{EMPTY}'",
                where=f"solution row {r + 1}",
            )
    return tuple(rows)


def solution_to_json(solution: Solution) -> list[str]:
    return list(solution)


def cell_text(solution: Solution, cell: Cell) -> str:
    return solution[cell[0]][cell[1]]
