"""The Slitherlink puzzle: an immutable, validated model and its solution type.

Rules: draw one closed loop along the grid lines, never crossing or touching itself; a number in a cell counts
the cell's sides the loop runs along. A solution is written as the cells inside the loop (`x`) and outside it
(`-`), as the puzzlekit dataset writes it: a simple loop and its inside determine each other.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size

INSIDE = "x"
OUTSIDE = "-"
Clue = int | None  # 0..4, or None (no number)
Solution = tuple[str, ...]  # rows of INSIDE and OUTSIDE


@dataclass(frozen=True)
class Slitherlink(Drawable):
    """ROWS x COLUMNS cells, some numbered; one loop along the grid lines, each number its cell's sides on it."""

    type_name: ClassVar[str] = "slitherlink"

    rows: int
    columns: int
    clues: tuple[tuple[Clue, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "clues", tuple(tuple(row) for row in self.clues))
        _validate(self)

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)

    def numbers(self) -> list[tuple[Cell, int]]:
        """The numbered cells, in reading order."""
        return [((r, c), v) for r, row in enumerate(self.clues) for c, v in enumerate(row) if v is not None]


def _validate(p: Slitherlink) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for r, row in enumerate(require_list(p.clues, p.rows, "clues")):
        for c, value in enumerate(require_list(row, p.columns, f"clues row {r + 1}")):
            if value is not None and (type(value) is not int or not 0 <= value <= 4):
                raise PuzzleError(
                    f"expected a number 0..4 or null, found {shown(value)}", where=f"clues row {r + 1}, column {c + 1}"
                )


def from_json(data: Mapping[str, Any]) -> Slitherlink:
    rows = require_size(data.get("rows"), "rows")
    columns = require_size(data.get("columns"), "columns")
    clues = require_list(data.get("clues"), rows, "clues")
    grid = tuple(tuple(require_list(row, columns, f"clues row {r + 1}")) for r, row in enumerate(clues))
    return Slitherlink(rows, columns, grid)


def to_json(p: Slitherlink) -> dict[str, Any]:
    return {"type": "slitherlink", "rows": p.rows, "columns": p.columns, "clues": [list(row) for row in p.clues]}


def solution_from_json(p: Slitherlink, data: Any) -> Solution:
    rows = require_list(data, p.rows, "solution")
    for r, row in enumerate(rows):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - {INSIDE, OUTSIDE}:
            raise PuzzleError(
                f"expected {p.columns} characters '{INSIDE}' (inside the loop) or '{OUTSIDE}'",
                where=f"solution row {r + 1}",
            )
    return tuple(rows)


def solution_to_json(solution: Solution) -> list[str]:
    return list(solution)
