"""The Thermometer puzzle: an immutable, validated model and its solution type.

Rules (janko.at): the grid is divided into thermometers, each a path of cells from its bulb. Fill some
cells with mercury: a thermometer fills from its bulb without gaps (a filled cell's predecessor is
filled); the number beside a row or column says how many of its cells are filled.
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

NAME = "thermometer"
FILLED, EMPTY = "x", "-"
Solution = tuple[str, ...]  # rows of FILLED and EMPTY
Thermometers = tuple[tuple[Cell, ...], ...]  # each bulb first


@dataclass(frozen=True)
class Thermometer(Drawable):
    """ROWS x COLUMNS cells divided into thermometers; numbers count the filled cells of rows and columns."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    thermometers: Thermometers
    row_counts: Numbers  # per row, None: no number
    column_counts: Numbers

    def __post_init__(self) -> None:
        object.__setattr__(self, "thermometers", tuple(tuple(tuple(cell) for cell in t) for t in self.thermometers))
        object.__setattr__(self, "row_counts", tuple(self.row_counts))
        object.__setattr__(self, "column_counts", tuple(self.column_counts))
        _validate(self)

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)

    def links(self) -> set[tuple[Cell, Cell]]:
        """(a cell, the next cell on its thermometer) for every pair of consecutive cells."""
        return {(t[i], t[i + 1]) for t in self.thermometers for i in range(len(t) - 1)}


def _validate(p: Thermometer) -> None:
    seen: set[Cell] = set()
    for k, thermometer in enumerate(p.thermometers):
        where = f"thermometers {k + 1}"
        if not thermometer:
            raise PuzzleError("a thermometer has at least one cell", where=where)
        for i, cell in enumerate(thermometer):
            if len(cell) != 2 or not all(type(v) is int for v in cell):
                raise PuzzleError(f"expected a cell [row, column], found {shown(cell)}", where=where)
            r, c = cell
            if not (0 <= r < p.rows and 0 <= c < p.columns):
                raise PuzzleError(f"the cell [{r}, {c}] lies outside the {p.rows}x{p.columns} grid", where=where)
            if cell in seen:
                raise PuzzleError(f"the cell [{r}, {c}] is in two thermometers", where=where)
            seen.add(cell)
            if i and abs(r - thermometer[i - 1][0]) + abs(c - thermometer[i - 1][1]) != 1:
                raise PuzzleError(f"the cell [{r}, {c}] does not touch the cell before it", where=where)
    require_numbers(p.row_counts, p.rows, p.columns, "row_counts")
    require_numbers(p.column_counts, p.columns, p.rows, "column_counts")


def from_json(data: Mapping[str, Any]) -> Thermometer:
    rows, columns = read_shape(data)
    found = data.get("thermometers")
    if not isinstance(found, list):
        raise PuzzleError(
            "expected a list of thermometers, each a list of cells [row, column] from its bulb", where="thermometers"
        )
    thermometers = []
    for k, thermometer in enumerate(found):
        if not isinstance(thermometer, list) or not all(isinstance(cell, list) for cell in thermometer):
            raise PuzzleError("expected a list of cells [row, column]", where=f"thermometers {k + 1}")
        thermometers.append(tuple(tuple(cell) for cell in thermometer))
    return Thermometer(
        rows,
        columns,
        tuple(thermometers),
        tuple(require_list(data.get("row_counts", [None] * rows), rows, "row_counts")),
        tuple(require_list(data.get("column_counts", [None] * columns), columns, "column_counts")),
    )


def to_json(p: Thermometer) -> dict[str, Any]:
    return {
        "type": NAME,
        **shape_json(p.rows, p.columns),
        "thermometers": [[list(cell) for cell in t] for t in p.thermometers],
        "row_counts": list(p.row_counts),
        "column_counts": list(p.column_counts),
    }


def solution_from_json(p: Thermometer, data: Any) -> Solution:
    rows = require_list(data, p.rows, "solution")
    for r, row in enumerate(rows):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - {FILLED, EMPTY}:
            raise PuzzleError(
                f"expected {p.columns} characters '{FILLED}' (filled) or '{EMPTY}'", where=f"solution row {r + 1}"
            )
    return tuple(rows)


def solution_to_json(solution: Solution) -> list[str]:
    return list(solution)


def cell_text(solution: Solution, cell: Cell) -> str:
    return solution[cell[0]][cell[1]]
