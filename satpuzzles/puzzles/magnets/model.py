"""The Magnets puzzle (Tatham's Magnets, janko.at's Magnete): an immutable, validated model and its solution.

Rules: the grid is divided into dominoes. Each domino is a magnet, one `+` pole and one `-` pole, or blank
(`x` in both cells). Two equal poles never share an edge. A number beside a row or column counts its `+`
cells (top and left) or its `-` cells (bottom and right); given cells are fixed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.countgrid import Numbers, read_shape, require_numbers, shape_json
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list

NAME = "magnets"
PLUS, MINUS, BLANK = "+", "-", "x"
VALUES = (PLUS, MINUS, BLANK)
Solution = tuple[str, ...]  # rows of PLUS, MINUS and BLANK
# the JSON lists of numbers, by side: + counts on top and left, - counts on the bottom and right
FIELDS = {"top": "plus_columns", "left": "plus_rows", "bottom": "minus_columns", "right": "minus_rows"}


@dataclass(frozen=True)
class Magnets(Drawable):
    """A grid divided into dominoes (`dominoes`: a label per cell, two cells each), counts of + and - per line."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    dominoes: tuple[tuple[int, ...], ...]
    plus_rows: Numbers
    minus_rows: Numbers
    plus_columns: Numbers
    minus_columns: Numbers
    givens: tuple[str, ...] | None = None  # rows of PLUS, MINUS, BLANK or '.'; None: nothing given

    def __post_init__(self) -> None:
        object.__setattr__(self, "dominoes", tuple(tuple(row) for row in self.dominoes))
        for field in ("plus_rows", "minus_rows", "plus_columns", "minus_columns"):
            object.__setattr__(self, field, tuple(getattr(self, field)))
        _validate(self)

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)

    def pairs(self) -> list[tuple[Cell, Cell]]:
        """Every domino's two cells, in reading order of their first cell."""
        cells: dict[int, list[Cell]] = {}
        for r, row in enumerate(self.dominoes):
            for c, label in enumerate(row):
                cells.setdefault(label, []).append((r, c))
        return sorted((found[0], found[1]) for found in cells.values())

    def given(self, cell: Cell) -> str | None:
        value = self.givens[cell[0]][cell[1]] if self.givens is not None else "."
        return None if value == "." else value


def _validate(p: Magnets) -> None:
    require_list(p.dominoes, p.rows, "dominoes")
    cells: dict[int, list[Cell]] = {}
    for r, row in enumerate(p.dominoes):
        require_list(row, p.columns, f"dominoes row {r + 1}")
        for c, label in enumerate(row):
            if type(label) is not int:
                raise PuzzleError(
                    f"expected a domino label (a number), found {shown(label)}", where=f"dominoes row {r + 1}"
                )
            cells.setdefault(label, []).append((r, c))
    for label, found in cells.items():
        if len(found) != 2 or abs(found[0][0] - found[1][0]) + abs(found[0][1] - found[1][1]) != 1:
            raise PuzzleError(f"domino {label} is not two neighbouring cells", where="dominoes")
    require_numbers(p.plus_rows, p.rows, p.columns, "plus_rows")
    require_numbers(p.minus_rows, p.rows, p.columns, "minus_rows")
    require_numbers(p.plus_columns, p.columns, p.rows, "plus_columns")
    require_numbers(p.minus_columns, p.columns, p.rows, "minus_columns")
    if p.givens is not None:
        require_list(p.givens, p.rows, "givens")
        for r, given in enumerate(p.givens):
            if not isinstance(given, str) or len(given) != p.columns or set(given) - {*VALUES, "."}:
                raise PuzzleError(f"expected {p.columns} characters +, -, x or .", where=f"givens row {r + 1}")


def from_json(data: Mapping[str, Any]) -> Magnets:
    rows, columns = read_shape(data)
    found = require_list(data.get("dominoes"), rows, "dominoes")

    def numbers(field: str, count: int) -> tuple[Any, ...]:
        return tuple(require_list(data.get(field, [None] * count), count, field))

    givens = data.get("givens")
    return Magnets(
        rows,
        columns,
        tuple(tuple(require_list(row, columns, f"dominoes row {r + 1}")) for r, row in enumerate(found)),
        numbers("plus_rows", rows),
        numbers("minus_rows", rows),
        numbers("plus_columns", columns),
        numbers("minus_columns", columns),
        None if givens is None else tuple(require_list(givens, rows, "givens")),
    )


def to_json(p: Magnets) -> dict[str, Any]:
    data: dict[str, Any] = {
        "type": NAME,
        **shape_json(p.rows, p.columns),
        "dominoes": [list(row) for row in p.dominoes],
    }
    for field in ("plus_rows", "minus_rows", "plus_columns", "minus_columns"):
        data[field] = list(getattr(p, field))
    if p.givens is not None:
        data["givens"] = list(p.givens)
    return data


def solution_from_json(p: Magnets, data: Any) -> Solution:
    rows = require_list(data, p.rows, "solution")
    for r, row in enumerate(rows):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - set(VALUES):
            raise PuzzleError(f"expected {p.columns} characters +, - or x", where=f"solution row {r + 1}")
    return tuple(rows)


def solution_to_json(solution: Solution) -> list[str]:
    return list(solution)


def cell_text(solution: Solution, cell: Cell) -> str:
    return solution[cell[0]][cell[1]]
