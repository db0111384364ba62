"""The Sudoku puzzle: an N x N grid of boxes (box rows x box columns = N), some cells given.

Rows, columns and boxes each hold 1..N once. The box shape defaults to the squarest one, never
taller than wide (9 -> 3x3, 6 -> 2x3, 16 -> 4x4), the shape puz.link draws.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.digitbook import box_units, default_box
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import number_grid_from_json, require_int, require_list, require_size

NAME = "sudoku"
MAX_SIZE = 64  # one-hot cells grow as N^3: 64 is 262,144 variables; published Sudokus stop at 25

Givens = tuple[tuple[int | None, ...], ...]  # None = empty
Solution = tuple[tuple[int, ...], ...]
Box = tuple[int, int]  # (rows, columns) of one box


def units(size: int, box: Box) -> list[tuple[str, list[Cell]]]:
    """Every row, column and box with a name a person finds on the board; each holds 1..size once."""
    return box_units(size, box)


@dataclass(frozen=True)
class Sudoku(Drawable):
    type_name: ClassVar[str] = NAME

    size: int
    givens: Givens
    box: Box = (0, 0)  # (0, 0): default_box(size)

    def __post_init__(self) -> None:
        if self.box == (0, 0):
            object.__setattr__(self, "box", default_box(self.size))
        _validate(self)


def _validate(p: Sudoku) -> None:
    n = require_size(p.size)
    if n > MAX_SIZE:
        raise PuzzleError(f"size must be at most {MAX_SIZE}, found {n}", where="size")
    rows, cols = (require_int(v, f"box {what}") for v, what in zip(p.box, ("rows", "columns"), strict=True))
    if rows < 1 or cols < 1 or rows * cols != n:
        raise PuzzleError(f"{rows}x{cols} boxes do not tile a {n}x{n} grid (rows x columns must be {n})", where="box")
    for r, row in enumerate(require_list(p.givens, n, "givens")):
        for c, value in enumerate(require_list(row, n, f"givens row {r + 1}")):
            if value is not None:
                where = f"givens row {r + 1}, column {c + 1}"
                if not 1 <= require_int(value, where) <= n:
                    raise PuzzleError(f"value {value} is outside 1..{n}", where=where)
    for name, cells in units(n, p.box):
        values = [p.givens[r][c] for r, c in cells if p.givens[r][c] is not None]
        twice = next((v for v in values if values.count(v) > 1), None)
        if twice is not None:
            raise PuzzleError(f"{twice} is given twice in {name}", where="givens")


def from_json(data: Mapping[str, Any]) -> Sudoku:
    """{"type": "sudoku", "size": N, "box": [rows, columns] (optional), "givens": rows of values or null}."""
    size = require_size(data.get("size"))
    rows = require_list(data.get("givens"), size, "givens")
    givens = tuple(tuple(require_list(row, size, f"givens row {r + 1}")) for r, row in enumerate(rows))
    raw_box = data.get("box")
    box = (0, 0) if raw_box is None else tuple(require_list(raw_box, 2, "box"))
    return Sudoku(size, givens, box)  # box checked in _validate


def to_json(p: Sudoku) -> dict[str, Any]:
    return {"type": NAME, "size": p.size, "box": list(p.box), "givens": [list(row) for row in p.givens]}


def solution_from_json(p: Sudoku, data: Any) -> Solution:
    return number_grid_from_json(data, p.size)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]


def cell_text(solution: Solution, cell: Cell) -> str:
    return str(solution[cell[0]][cell[1]])
