"""The Masyu puzzle: an immutable, validated model and its solution type.

Rules: draw one closed loop through cell centres, moving between orthogonal neighbours, that passes every
pearl; on a black pearl it turns and goes straight through both next cells; through a white pearl it goes
straight and turns in at least one of the next cells. A solution is each cell's line piece, as the puzzlekit
dataset writes it: `ns`, `ew`, `ne`, `nw`, `se`, `sw` (the sides the line leaves by) or `-` (no line).
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

WHITE = "w"
BLACK = "b"
EMPTY = "-"
VALUES = (EMPTY, *LOOP_PIECES)  # what a solution's cell holds
Pearl = str | None  # WHITE, BLACK or None
Solution = tuple[tuple[str, ...], ...]  # rows of VALUES


@dataclass(frozen=True)
class Masyu(Drawable):
    """ROWS x COLUMNS cells, some with a white or black pearl; one loop through the cell centres passes them all."""

    type_name: ClassVar[str] = "masyu"

    rows: int
    columns: int
    pearls: tuple[tuple[Pearl, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "pearls", tuple(tuple(row) for row in self.pearls))
        _validate(self)

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)

    def placed(self) -> list[tuple[Cell, str]]:
        """The pearls, in reading order."""
        return [((r, c), v) for r, row in enumerate(self.pearls) for c, v in enumerate(row) if v is not None]


def _validate(p: Masyu) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for r, row in enumerate(require_list(p.pearls, p.rows, "pearls")):
        for c, value in enumerate(require_list(row, p.columns, f"pearls row {r + 1}")):
            if value not in (None, WHITE, BLACK):
                raise PuzzleError(
                    f"expected '{WHITE}' (white pearl), '{BLACK}' (black pearl) or null, found {shown(value)}",
                    where=f"pearls row {r + 1}, column {c + 1}",
                )


def from_json(data: Mapping[str, Any]) -> Masyu:
    return Masyu(*read_cell_grid(data, "pearls", square_size=False))


def to_json(p: Masyu) -> dict[str, Any]:
    return cell_grid_json("masyu", "pearls", p.rows, p.columns, p.pearls, square_size=False)


def solution_from_json(p: Masyu, data: Any) -> Solution:
    return token_grid_from_json(data, p.rows, p.columns, VALUES)


solution_to_json = token_grid_to_json
