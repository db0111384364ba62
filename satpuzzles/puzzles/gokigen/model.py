"""The Gokigen Naname puzzle (Tatham's Slant): an immutable, validated model and its solution type.

Rules: draw a diagonal in every cell; a number on a grid point counts the diagonals that touch it; the
diagonals form no closed loop. The numbers sit on the (ROWS + 1) x (COLUMNS + 1) grid points. A solution is
each cell's diagonal, `/` or `\\`, as the puzzlekit dataset writes it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size

NAME = "gokigen"
RISING, FALLING = "/", "\\"  # `/` joins a cell's lower left and upper right corners, `\` the other two
Clue = int | None  # 0..4 (as many as the point has cells), or None
Solution = tuple[str, ...]  # rows of RISING and FALLING
Point = tuple[int, int]  # (row, column) of a grid point: 0..rows, 0..columns


def ends(cell: Cell, diagonal: str) -> tuple[Point, Point]:
    """The two grid points a cell's diagonal joins."""
    r, c = cell
    return ((r, c), (r + 1, c + 1)) if diagonal == FALLING else ((r, c + 1), (r + 1, c))


def touching(rows: int, columns: int, point: Point) -> list[tuple[Cell, str]]:
    """The cells around a grid point, each with the diagonal of it that touches the point."""
    i, j = point
    around = (((i - 1, j - 1), FALLING), ((i - 1, j), RISING), ((i, j - 1), RISING), ((i, j), FALLING))
    return [(cell, d) for cell, d in around if 0 <= cell[0] < rows and 0 <= cell[1] < columns]


@dataclass(frozen=True)
class Gokigen(Drawable):
    """ROWS x COLUMNS cells, numbers on some grid points; a diagonal per cell, no loop, each number its count."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    clues: tuple[tuple[Clue, ...], ...]  # (rows + 1) x (columns + 1) grid points

    def __post_init__(self) -> None:
        object.__setattr__(self, "clues", tuple(tuple(row) for row in self.clues))
        _validate(self)

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)

    def numbers(self) -> list[tuple[Point, int]]:
        """The numbered grid points, in reading order."""
        return [((i, j), v) for i, row in enumerate(self.clues) for j, v in enumerate(row) if v is not None]


def _validate(p: Gokigen) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for i, row in enumerate(require_list(p.clues, p.rows + 1, "clues")):
        for j, value in enumerate(require_list(row, p.columns + 1, f"clues row {i + 1}")):
            most = len(touching(p.rows, p.columns, (i, j)))
            if value is not None and (type(value) is not int or not 0 <= value <= most):
                raise PuzzleError(
                    f"expected a number 0..{most} or null, found {shown(value)}",
                    where=f"clues row {i + 1}, column {j + 1}",
                )


def from_json(data: Mapping[str, Any]) -> Gokigen:
    rows = require_size(data.get("rows"), "rows")
    columns = require_size(data.get("columns"), "columns")
    clues = require_list(data.get("clues"), rows + 1, "clues")
    grid = tuple(tuple(require_list(row, columns + 1, f"clues row {i + 1}")) for i, row in enumerate(clues))
    return Gokigen(rows, columns, grid)


def to_json(p: Gokigen) -> dict[str, Any]:
    return {"type": NAME, "rows": p.rows, "columns": p.columns, "clues": [list(row) for row in p.clues]}


def solution_from_json(p: Gokigen, data: Any) -> Solution:
    rows = require_list(data, p.rows, "solution")
    for r, row in enumerate(rows):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - {RISING, FALLING}:
            raise PuzzleError(
                f"expected {p.columns} characters '{RISING}' or '{FALLING}'", where=f"solution row {r + 1}"
            )
    return tuple(rows)


def solution_to_json(solution: Solution) -> list[str]:
    return list(solution)
