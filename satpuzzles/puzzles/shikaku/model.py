"""The Shikaku puzzle: an immutable, validated model; its solution is the region grid (typekit.partition).

Rules: divide the grid into rectangles, each holding exactly one number, which is its area (in cells).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size
from satpuzzles.typekit.partition import Regions, regions_from_json, regions_to_json

NAME = "shikaku"
Number = int | None  # a cell's number, or None
Solution = Regions


@dataclass(frozen=True)
class Shikaku(Drawable):
    """ROWS x COLUMNS cells, some numbered; the grid splits into rectangles, one number each, its area."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    numbers: tuple[tuple[Number, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "numbers", tuple(tuple(row) for row in self.numbers))
        _validate(self)

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)

    def clues(self) -> dict[Cell, int]:
        """The numbered cells, in reading order."""
        return {(r, c): v for r, row in enumerate(self.numbers) for c, v in enumerate(row) if v is not None}


def _validate(p: Shikaku) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    area = p.rows * p.columns
    for r, row in enumerate(require_list(p.numbers, p.rows, "numbers")):
        for c, value in enumerate(require_list(row, p.columns, f"numbers row {r + 1}")):
            if value is not None and (type(value) is not int or not 1 <= value <= area):
                raise PuzzleError(
                    f"expected a number 1..{area} or null, found {shown(value)}",
                    where=f"numbers row {r + 1}, column {c + 1}",
                )


def from_json(data: Mapping[str, Any]) -> Shikaku:
    rows = require_size(data.get("rows"), "rows")
    columns = require_size(data.get("columns"), "columns")
    numbers = require_list(data.get("numbers"), rows, "numbers")
    grid = tuple(tuple(require_list(row, columns, f"numbers row {r + 1}")) for r, row in enumerate(numbers))
    return Shikaku(rows, columns, grid)


def to_json(p: Shikaku) -> dict[str, Any]:
    return {"type": NAME, "rows": p.rows, "columns": p.columns, "numbers": [list(row) for row in p.numbers]}


def solution_from_json(p: Shikaku, data: Any) -> Solution:
    return regions_from_json(data, p.rows, p.columns)


def solution_to_json(solution: Solution) -> list[list[str]]:
    return regions_to_json(solution)


def cell_text(solution: Solution, cell: Cell) -> str:
    return regions_to_json(solution)[cell[0]][cell[1]]
