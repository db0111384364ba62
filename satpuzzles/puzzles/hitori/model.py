"""The Hitori puzzle (Tatham: Singles): a grid of numbers; shade cells so that no number repeats among the
unshaded cells of a row or column, no two shaded cells share an edge, and the unshaded cells are connected.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError, shown
from satpuzzles.typekit.cellgrid import cell_grid_json, mark_at, marks_from_json, marks_to_json, read_cell_grid
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size

NAME = "hitori"
SHADED = "x"
UNSHADED = "-"
MAX_NUMBER = 1295  # what puzz.link's body can say (two base-36 digits)
Numbers = tuple[tuple[int, ...], ...]
Solution = tuple[str, ...]  # rows of SHADED and UNSHADED


@dataclass(frozen=True)
class Hitori(Drawable):
    """ROWS x COLUMNS numbers."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    numbers: Numbers

    def __post_init__(self) -> None:
        object.__setattr__(self, "numbers", tuple(tuple(row) for row in self.numbers))
        _validate(self)

    @property
    def size(self) -> int:
        """The longer side (shared code sizes square things by it)."""
        return max(self.rows, self.columns)

    def lines(self) -> list[tuple[str, list[Cell]]]:
        """Every row, then every column, with its name."""
        rows = [(f"row {r + 1}", [(r, c) for c in range(self.columns)]) for r in range(self.rows)]
        cols = [(f"column {c + 1}", [(r, c) for r in range(self.rows)]) for c in range(self.columns)]
        return rows + cols

    def repeats(self, line: list[Cell]) -> list[list[Cell]]:
        """The groups of two or more cells of `line` showing the same number."""
        found: dict[int, list[Cell]] = {}
        for r, c in line:
            found.setdefault(self.numbers[r][c], []).append((r, c))
        return [cells for cells in found.values() if len(cells) > 1]

    def neighbours(self, cell: Cell) -> list[Cell]:
        r, c = cell
        steps = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
        return [(q, d) for q, d in steps if 0 <= q < self.rows and 0 <= d < self.columns]


def _validate(p: Hitori) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for r, row in enumerate(require_list(p.numbers, p.rows, "numbers")):
        for c, value in enumerate(require_list(row, p.columns, f"numbers row {r + 1}")):
            if type(value) is not int or not 1 <= value <= MAX_NUMBER:
                raise PuzzleError(
                    f"expected a number 1..{MAX_NUMBER}, found {shown(value)}",
                    where=f"numbers row {r + 1}, column {c + 1}",
                )


def from_json(data: Mapping[str, Any]) -> Hitori:
    """{"type": "hitori", "rows": R, "columns": C, "numbers": R rows of C numbers}; "size": N for N x N."""
    return Hitori(*read_cell_grid(data, "numbers"))


def to_json(p: Hitori) -> dict[str, Any]:
    return cell_grid_json(NAME, "numbers", p.rows, p.columns, p.numbers)


def solution_from_json(p: Hitori, data: Any) -> Solution:
    return marks_from_json(data, p.rows, p.columns, SHADED, "shaded", UNSHADED)


solution_to_json = marks_to_json
cell_text = mark_at
