"""The Cave puzzle (janko: Corral; pzprjs: cave): a grid with some numbered cells. Shade cells so that the
unshaded cells form one connected area and every shaded cell connects to the edge of the grid through
shaded cells (no enclosed walls); a number is unshaded and sees that many unshaded cells (itself included)
along its row and column up to a shaded cell or the edge.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError, shown
from satpuzzles.typekit.cellgrid import cell_grid_json, mark_at, marks_from_json, marks_to_json, read_cell_grid
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size

NAME = "cave"
SHADED = "x"
UNSHADED = "-"
QUESTION = "?"  # a numbered cell whose number is not given: unshaded, it may see any count
Clue = int | str | None
Solution = tuple[str, ...]  # rows of SHADED and UNSHADED


@dataclass(frozen=True)
class Cave(Drawable):
    """ROWS x COLUMNS cells, some numbered (None: no number)."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    numbers: tuple[tuple[Clue, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "numbers", tuple(tuple(row) for row in self.numbers))
        _validate(self)

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)

    def clues(self) -> list[tuple[Cell, int]]:
        """The numbered cells with their numbers (a QUESTION cell is not among them)."""
        return [((r, c), v) for r, row in enumerate(self.numbers) for c, v in enumerate(row) if isinstance(v, int)]

    def questions(self) -> list[Cell]:
        """The cells marked `?`: unshaded, any count."""
        return [(r, c) for r, row in enumerate(self.numbers) for c, v in enumerate(row) if v == QUESTION]

    def neighbours(self, cell: Cell) -> list[Cell]:
        r, c = cell
        steps = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
        return [(q, d) for q, d in steps if 0 <= q < self.rows and 0 <= d < self.columns]


def _validate(p: Cave) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    top = p.rows + p.columns - 1
    for r, row in enumerate(require_list(p.numbers, p.rows, "numbers")):
        for c, value in enumerate(require_list(row, p.columns, f"numbers row {r + 1}")):
            if value is not None and value != QUESTION and (type(value) is not int or not 1 <= value <= top):
                raise PuzzleError(
                    f"expected a number 1..{top} (what a cell can see), '?' or null, found {shown(value)}",
                    where=f"numbers row {r + 1}, column {c + 1}",
                )


def from_json(data: Mapping[str, Any]) -> Cave:
    """{"type": "cave", "rows": R, "columns": C, "numbers": R rows of C numbers or null}; "size": N."""
    return Cave(*read_cell_grid(data, "numbers"))


def to_json(p: Cave) -> dict[str, Any]:
    return cell_grid_json(NAME, "numbers", p.rows, p.columns, p.numbers)


def solution_from_json(p: Cave, data: Any) -> Solution:
    return marks_from_json(data, p.rows, p.columns, SHADED, "shaded", UNSHADED)


solution_to_json = marks_to_json
cell_text = mark_at
