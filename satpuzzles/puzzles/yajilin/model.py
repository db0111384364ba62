"""The Yajilin puzzle: an immutable, validated model and its solution type.

Rules: shade some cells that are not clue cells, never two sharing an edge; an arrow clue (`2w`: two to the
west) counts the shaded cells in its direction; one closed loop through cell centres passes every other
cell without a clue. A solution writes each cell as the puzzlekit dataset does: `x` shaded, a line piece
(`ns`, `ew`, `ne`, `nw`, `se`, `sw`) or `-` (a clue cell).
"""

from __future__ import annotations

import re
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
SHADED = "x"
BLANK_CLUE = "#"  # a clue cell without a number
VALUES = (EMPTY, SHADED, *LOOP_PIECES)
DIRECTIONS = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}
ARROW = re.compile(r"(\d{1,3})([nesw])")
Clue = str | None  # None (an open cell), BLANK_CLUE, or an arrow clue "2w"
Solution = tuple[tuple[str, ...], ...]  # rows of VALUES


def arrow(clue: Clue) -> tuple[int, str] | None:
    """An arrow clue's number and direction (None for an open cell or a blank clue cell)."""
    match = ARROW.fullmatch(clue or "")
    return (int(match[1]), match[2]) if match else None


@dataclass(frozen=True)
class Yajilin(Drawable):
    """ROWS x COLUMNS cells, some clue cells (most with an arrow); shading and one loop fill the others."""

    type_name: ClassVar[str] = "yajilin"

    rows: int
    columns: int
    clues: tuple[tuple[Clue, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "clues", tuple(tuple(row) for row in self.clues))
        require_size(self.rows, "rows")
        require_size(self.columns, "columns")
        for r, row in enumerate(require_list(self.clues, self.rows, "clues")):
            for c, value in enumerate(require_list(row, self.columns, f"clues row {r + 1}")):
                if value is not None and value != BLANK_CLUE and arrow(value) is None:
                    raise PuzzleError(
                        f"expected an arrow clue such as '2w' (a number and n, e, s or w), '{BLANK_CLUE}' or null, "
                        f"found {shown(value)}",
                        where=f"clues row {r + 1}, column {c + 1}",
                    )

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)

    def clue_cells(self) -> list[Cell]:
        return [(r, c) for r, row in enumerate(self.clues) for c, v in enumerate(row) if v is not None]

    def arrows(self) -> list[tuple[Cell, int, str]]:
        return [(cell, *found) for cell in self.clue_cells() if (found := arrow(self.clues[cell[0]][cell[1]]))]

    def seen(self, cell: Cell, direction: str) -> list[Cell]:
        """The cells from `cell` (excluded) to the grid's edge in `direction`."""
        dr, dc = DIRECTIONS[direction]
        out, (r, c) = [], (cell[0] + dr, cell[1] + dc)
        while 0 <= r < self.rows and 0 <= c < self.columns:
            out.append((r, c))
            r, c = r + dr, c + dc
        return out


def from_json(data: Mapping[str, Any]) -> Yajilin:
    return Yajilin(*read_cell_grid(data, "clues", square_size=False))


def to_json(p: Yajilin) -> dict[str, Any]:
    return cell_grid_json("yajilin", "clues", p.rows, p.columns, p.clues, square_size=False)


def solution_from_json(p: Yajilin, data: Any) -> Solution:
    return token_grid_from_json(data, p.rows, p.columns, VALUES)


solution_to_json = token_grid_to_json
