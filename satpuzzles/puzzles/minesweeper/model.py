"""The Minesweeper puzzle: an immutable, validated model and its solution type.

Rules: mines lie only in unnumbered cells; a number counts the mines among its eight neighbours; a
wall (`#`) holds no mine and no number; with `mines`, the grid holds exactly that many mines.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_int, require_list, require_size

WALL = "#"  # a cell that holds no mine and shows no number
MINE = "x"
SAFE = "-"
Clue = int | str | None  # a number 0..8, WALL, or None (an unnumbered cell)
Solution = tuple[str, ...]  # rows of MINE and SAFE


@dataclass(frozen=True)
class Minesweeper(Drawable):
    """ROWS x COLUMNS cells, some numbered; mines in unnumbered cells, each number the mines around it."""

    type_name: ClassVar[str] = "minesweeper"

    rows: int
    columns: int
    clues: tuple[tuple[Clue, ...], ...]
    mines: int | None = None  # the mines in the whole grid, when the puzzle says

    def __post_init__(self) -> None:
        object.__setattr__(self, "clues", tuple(tuple(row) for row in self.clues))
        _validate(self)

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)

    def neighbours(self, cell: Cell) -> tuple[Cell, ...]:
        """The up to eight cells around `cell`, in reading order."""
        return _neighbours(self.rows, self.columns)[cell[0]][cell[1]]

    def numbers(self) -> list[tuple[Cell, int]]:
        """The numbered cells, in reading order."""
        return [((r, c), v) for r, row in enumerate(self.clues) for c, v in enumerate(row) if isinstance(v, int)]

    def walls(self) -> tuple[Cell, ...]:
        return tuple((r, c) for r, row in enumerate(self.clues) for c, v in enumerate(row) if v == WALL)

    def open_cells(self) -> list[Cell]:
        """The cells that may hold a mine: neither numbered nor walls."""
        return [(r, c) for r, row in enumerate(self.clues) for c, v in enumerate(row) if v is None]


@lru_cache(maxsize=32)
def _neighbours(rows: int, columns: int) -> tuple[tuple[tuple[Cell, ...], ...], ...]:
    """Every cell's neighbours on a board of this size (validating, solving and checking ask for each, per puzzle)."""
    return tuple(
        tuple(
            tuple(
                (r + dr, c + dc)
                for dr in (-1, 0, 1)
                for dc in (-1, 0, 1)
                if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < columns
            )
            for c in range(columns)
        )
        for r in range(rows)
    )


def _validate(p: Minesweeper) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    rows = require_list(p.clues, p.rows, "clues")
    for r, row in enumerate(rows):
        require_list(row, p.columns, f"clues row {r + 1}")
        for c, value in enumerate(row):
            if value is None or value == WALL:
                continue
            where = f"clues row {r + 1}, column {c + 1}"
            if type(value) is not int or not 0 <= value <= len(p.neighbours((r, c))):
                raise PuzzleError(
                    f"expected a number 0..{len(p.neighbours((r, c)))}, '#' or null, found {shown(value)}", where=where
                )
    if p.mines is not None:
        require_int(p.mines, "mines")
        room = len(p.open_cells())
        if not 0 <= p.mines <= room:
            raise PuzzleError(f"{p.mines} mines do not fit in {room} unnumbered cells", where="mines")


def from_json(data: Mapping[str, Any]) -> Minesweeper:
    """A square grid may say `size` alone; any grid may say `rows` and `columns`."""
    if "rows" in data or "columns" in data or "size" not in data:
        rows = require_size(data.get("rows"), "rows")
        columns = require_size(data.get("columns"), "columns")
    else:
        rows = columns = require_size(data.get("size"), "size")
    clues = require_list(data.get("clues"), rows, "clues")
    grid = tuple(tuple(require_list(row, columns, f"clues row {r + 1}")) for r, row in enumerate(clues))
    return Minesweeper(rows, columns, grid, data.get("mines"))


def to_json(p: Minesweeper) -> dict[str, Any]:
    """`size` for a square grid (what the web console edits), `rows` and `columns` otherwise."""
    shape: dict[str, Any] = {"size": p.rows} if p.rows == p.columns else {"rows": p.rows, "columns": p.columns}
    return {"type": "minesweeper", **shape, "mines": p.mines, "clues": [list(row) for row in p.clues]}


def solution_from_json(p: Minesweeper, data: Any) -> Solution:
    rows = require_list(data, p.rows, "solution")
    out = []
    for r, row in enumerate(rows):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - {MINE, SAFE}:
            raise PuzzleError(
                f"expected {p.columns} characters '{MINE}' (mine) or '{SAFE}'", where=f"solution row {r + 1}"
            )
        out.append(row)
    return tuple(out)


def solution_to_json(solution: Solution) -> list[str]:
    return list(solution)
