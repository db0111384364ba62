"""The Numberlink puzzle: an immutable, validated model and its solution type.

Rules: join each pair of equal numbers by a line through cell centres, moving between orthogonal
neighbours; lines never cross, branch or share a cell, and a line passes no other number. Cells may stay
empty (janko.at's Arukone and pzprjs's `numlin` do not ask for every cell). A solution is each cell's line
piece, as the puzzlekit dataset writes it: `ns`, `ew`, `ne`, `nw`, `se`, `sw` (a line passing through), an
end `n`, `e`, `s`, `w` (a number's cell: the side its line leaves by) or `-` (an empty cell).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.cellgrid import read_cell_grid
from satpuzzles.typekit.constraints.pieces import ENDS, LOOP_PIECES
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size, token_grid_from_json, token_grid_to_json

EMPTY = "-"
VALUES = (EMPTY, *LOOP_PIECES, *ENDS)  # what a solution's cell holds
Number = int | None
Solution = tuple[tuple[str, ...], ...]  # rows of VALUES


@dataclass(frozen=True)
class Numberlink(Drawable):
    """ROWS x COLUMNS cells, some numbered, each number twice; lines join the equal numbers."""

    type_name: ClassVar[str] = "numberlink"

    rows: int
    columns: int
    numbers: tuple[tuple[Number, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "numbers", tuple(tuple(row) for row in self.numbers))
        _validate(self)

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)

    def placed(self) -> list[tuple[Cell, int]]:
        """The numbered cells, in reading order."""
        return [((r, c), v) for r, row in enumerate(self.numbers) for c, v in enumerate(row) if v is not None]

    def pairs(self) -> list[tuple[int, Cell, Cell]]:
        """Each number with its two cells (in reading order), in order of the numbers' first cells."""
        seen: dict[int, list[Cell]] = {}
        for cell, value in self.placed():
            seen.setdefault(value, []).append(cell)
        return [(value, cells[0], cells[1]) for value, cells in seen.items()]


def _validate(p: Numberlink) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for r, row in enumerate(require_list(p.numbers, p.rows, "numbers")):
        for c, value in enumerate(require_list(row, p.columns, f"numbers row {r + 1}")):
            if value is not None and (type(value) is not int or value < 1):
                raise PuzzleError(
                    f"expected a number 1 or more, or null, found {shown(value)}",
                    where=f"numbers row {r + 1}, column {c + 1}",
                )
    counts = Counter(value for _, value in p.placed())
    for value, count in sorted(counts.items()):
        if count != 2:
            raise PuzzleError(f"number {value} appears {count} time{'s' * (count != 1)}: each number appears twice")


def from_json(data: Mapping[str, Any]) -> Numberlink:
    return Numberlink(*read_cell_grid(data, "numbers", square_size=False))


def to_json(p: Numberlink) -> dict[str, Any]:
    return {"type": "numberlink", "rows": p.rows, "columns": p.columns, "numbers": [list(row) for row in p.numbers]}


def solution_from_json(p: Numberlink, data: Any) -> Solution:
    return token_grid_from_json(data, p.rows, p.columns, VALUES)


solution_to_json = token_grid_to_json
