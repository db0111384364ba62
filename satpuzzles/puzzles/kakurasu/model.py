"""The Kakurasu puzzle: an immutable, validated model and its solution type.

Rules (janko.at): shade some cells. A shaded cell is worth its column's number (1 from the left) to its row
and its row's number (1 from the top) to its column; the number beside a row (right) is the sum of its
shaded cells' values, the number below a column likewise.
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

NAME = "kakurasu"
SHADED, EMPTY = "x", "-"
Solution = tuple[str, ...]  # rows of SHADED and EMPTY


def most(length: int) -> int:
    """The largest sum a line of `length` cells can show: 1 + 2 + ... + length."""
    return length * (length + 1) // 2


@dataclass(frozen=True)
class Kakurasu(Drawable):
    """ROWS x COLUMNS cells; a row's number sums its shaded cells' column numbers, a column's their row numbers."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    row_sums: Numbers  # per row, None: no number
    column_sums: Numbers

    def __post_init__(self) -> None:
        object.__setattr__(self, "row_sums", tuple(self.row_sums))
        object.__setattr__(self, "column_sums", tuple(self.column_sums))
        require_numbers(self.row_sums, self.rows, most(self.columns), "row_sums")
        require_numbers(self.column_sums, self.columns, most(self.rows), "column_sums")

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)


def from_json(data: Mapping[str, Any]) -> Kakurasu:
    rows, columns = read_shape(data)
    return Kakurasu(
        rows,
        columns,
        tuple(require_list(data.get("row_sums", [None] * rows), rows, "row_sums")),
        tuple(require_list(data.get("column_sums", [None] * columns), columns, "column_sums")),
    )


def to_json(p: Kakurasu) -> dict[str, Any]:
    return {
        "type": NAME,
        **shape_json(p.rows, p.columns),
        "row_sums": list(p.row_sums),
        "column_sums": list(p.column_sums),
    }


def solution_from_json(p: Kakurasu, data: Any) -> Solution:
    rows = require_list(data, p.rows, "solution")
    for r, row in enumerate(rows):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - {SHADED, EMPTY}:
            raise PuzzleError(
                f"expected {p.columns} characters '{SHADED}' (shaded) or '{EMPTY}'", where=f"solution row {r + 1}"
            )
    return tuple(rows)


def solution_to_json(solution: Solution) -> list[str]:
    return list(solution)


def cell_text(solution: Solution, cell: Cell) -> str:
    return solution[cell[0]][cell[1]]
