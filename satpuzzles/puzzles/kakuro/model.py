"""The Kakuro puzzle: a grid of white cells and black clue cells; its runs and their sums.

Rules: every white cell holds a digit 1..9; a run (a maximal line of white cells across or down) holds no
digit twice; a black cell's clue gives the sum of the run right of it (across) or below it (down). A run
with no clue (generated puzzles may hide one) is only distinct.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError, shown
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size

NAME = "kakuro"
MAX_SUM = 45  # 1 + 2 + ... + 9
Block = tuple[int | None, int | None]  # a black cell's (down, across) sums; None: no clue that way
Square = Block | None  # None: a white cell
Solution = tuple[tuple[int, ...], ...]  # a digit per white cell, 0 in black cells

ACROSS, DOWN = "across", "down"


@dataclass(frozen=True)
class Run:
    """A maximal line of white cells and its clue (the black cell before it, None at the grid's edge)."""

    direction: str
    cells: tuple[Cell, ...]
    head: Cell | None  # the black cell holding the clue
    clue: int | None

    @property
    def name(self) -> str:
        r, c = self.cells[0]
        return f"run {self.direction} from r{r + 1}c{c + 1}"


@dataclass(frozen=True)
class Kakuro(Drawable):
    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    squares: tuple[tuple[Square, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "squares", tuple(tuple(row) for row in self.squares))
        _validate(self)

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)

    def is_white(self, cell: Cell) -> bool:
        return self.squares[cell[0]][cell[1]] is None

    def black_cells(self) -> list[Cell]:
        return [(r, c) for r in range(self.rows) for c in range(self.columns) if not self.is_white((r, c))]

    def white_cells(self) -> list[Cell]:
        return [(r, c) for r in range(self.rows) for c in range(self.columns) if self.is_white((r, c))]

    def runs(self) -> list[Run]:
        """Every run, across runs first, each in reading order of its first cell."""
        found = []
        for direction, (dr, dc) in ((ACROSS, (0, 1)), (DOWN, (1, 0))):
            for r in range(self.rows):
                for c in range(self.columns):
                    before = (r - dr, c - dc)
                    if not self.is_white((r, c)) or (before[0] >= 0 and before[1] >= 0 and self.is_white(before)):
                        continue
                    cells = []
                    i, j = r, c
                    while i < self.rows and j < self.columns and self.is_white((i, j)):
                        cells.append((i, j))
                        i, j = i + dr, j + dc
                    head = before if before[0] >= 0 and before[1] >= 0 else None
                    clue = None if head is None else _clue(self.squares[head[0]][head[1]], direction)
                    found.append(Run(direction, tuple(cells), head, clue))
        return found


def _clue(square: Square, direction: str) -> int | None:
    assert square is not None
    return square[1] if direction == ACROSS else square[0]


def _validate(p: Kakuro) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for r, row in enumerate(require_list(p.squares, p.rows, "squares")):
        for c, square in enumerate(require_list(row, p.columns, f"squares row {r + 1}")):
            if square is None:
                continue
            where = f"squares row {r + 1}, column {c + 1}"
            if not isinstance(square, tuple) or len(square) != 2:
                raise PuzzleError(
                    f"expected null (white) or [down, across] (black), found {shown(square)}", where=where
                )
            for value, direction, (dr, dc) in ((square[0], DOWN, (1, 0)), (square[1], ACROSS, (0, 1))):
                if value is None:
                    continue
                if type(value) is not int or not 1 <= value <= MAX_SUM:
                    raise PuzzleError(f"a {direction} sum is 1..{MAX_SUM}, found {shown(value)}", where=where)
                i, j = r + dr, c + dc
                if i >= p.rows or j >= p.columns or p.squares[i][j] is not None:
                    raise PuzzleError(f"the {direction} sum {value} has no white cell after it", where=where)


def square_from_json(value: Any, where: str) -> Square:
    if value is None:
        return None
    if isinstance(value, list) and len(value) == 2:
        return (value[0], value[1])
    raise PuzzleError(f"expected null (white) or [down, across] (black), found {shown(value)}", where=where)


def from_json(data: Mapping[str, Any]) -> Kakuro:
    """{"type": "kakuro", "rows": R, "columns": C, "squares": rows of null (white) or [down, across] (black;
    either sum null when there is none)}."""
    rows = require_size(data.get("rows"), "rows")
    columns = require_size(data.get("columns"), "columns")
    grid = require_list(data.get("squares"), rows, "squares")
    squares = tuple(
        tuple(
            square_from_json(v, f"squares row {r + 1}, column {c + 1}")
            for c, v in enumerate(require_list(row, columns, f"squares row {r + 1}"))
        )
        for r, row in enumerate(grid)
    )
    return Kakuro(rows, columns, squares)


def to_json(p: Kakuro) -> dict[str, Any]:
    squares = [[None if s is None else list(s) for s in row] for row in p.squares]
    return {"type": NAME, "rows": p.rows, "columns": p.columns, "squares": squares}


def solution_from_json(p: Kakuro, data: Any) -> Solution:
    rows = require_list(data, p.rows, "solution")
    out = []
    for r, row in enumerate(rows):
        values = require_list(row, p.columns, f"solution row {r + 1}")
        if any(type(v) is not int or not 0 <= v <= 9 for v in values):
            raise PuzzleError("expected digits 0..9 (0 in black cells)", where=f"solution row {r + 1}")
        out.append(tuple(values))
    return tuple(out)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]


def cell_text(solution: Solution, cell: Cell) -> str:
    value = solution[cell[0]][cell[1]]
    return str(value) if value else ""
