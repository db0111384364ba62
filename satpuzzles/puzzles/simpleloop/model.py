"""The Simple Loop puzzle: an immutable, validated model and its solution type.

Rules: draw one closed loop through the centres of all cells that are not blocked, moving between
orthogonal neighbours; blocked cells stay empty. A solution is each cell's line piece, as the puzzlekit
dataset writes it: `ns`, `ew`, `ne`, `nw`, `se`, `sw` or `-` (a blocked cell).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.cellgrid import cell_grid_json, read_cell_grid
from satpuzzles.typekit.constraints.pieces import LOOP_PIECES
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size, token_grid_from_json, token_grid_to_json

EMPTY = "-"
VALUES = (EMPTY, *LOOP_PIECES)
Solution = tuple[tuple[str, ...], ...]  # rows of VALUES


@dataclass(frozen=True)
class SimpleLoop(Drawable):
    """ROWS x COLUMNS cells, some blocked; one loop passes through every other cell."""

    type_name: ClassVar[str] = "simpleloop"

    rows: int
    columns: int
    blocked: tuple[tuple[bool, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "blocked", tuple(tuple(row) for row in self.blocked))
        require_size(self.rows, "rows")
        require_size(self.columns, "columns")
        for r, row in enumerate(require_list(self.blocked, self.rows, "blocked")):
            for c, value in enumerate(require_list(row, self.columns, f"blocked row {r + 1}")):
                if not isinstance(value, bool):
                    raise PuzzleError(
                        f"expected true or false, found {shown(value)}", where=f"blocked row {r + 1}, column {c + 1}"
                    )

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)

    def blocked_cells(self) -> list[Cell]:
        return [(r, c) for r, row in enumerate(self.blocked) for c, v in enumerate(row) if v]


def from_json(data: Mapping[str, Any]) -> SimpleLoop:
    return SimpleLoop(*read_cell_grid(data, "blocked", square_size=False))


def to_json(p: SimpleLoop) -> dict[str, Any]:
    return cell_grid_json("simpleloop", "blocked", p.rows, p.columns, p.blocked, square_size=False)


def solution_from_json(p: SimpleLoop, data: Any) -> Solution:
    return token_grid_from_json(data, p.rows, p.columns, VALUES)


solution_to_json = token_grid_to_json
