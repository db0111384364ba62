"""The Nonogram puzzle (Tatham's Pattern): an immutable, validated model and its solution type.

Rules: shade cells so that each row, read left to right, and each column, read top to bottom, shows the
runs of shaded cells its clue lists, in order, with at least one empty cell between two runs. An empty
clue (written 0) is a line with no shaded cell.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.countgrid import read_shape, shape_json
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list

NAME = "nonogram"
SHADED, EMPTY = "x", "-"
Clue = tuple[int, ...]  # the run lengths of a line, in order; () = no shaded cell
Solution = tuple[str, ...]  # rows of SHADED and EMPTY


def runs(line: Sequence[bool]) -> Clue:
    """The lengths of the runs of shaded cells in a line, in order."""
    found: list[int] = []
    length = 0
    for shaded in [*line, False]:
        if shaded:
            length += 1
        elif length:
            found.append(length)
            length = 0
    return tuple(found)


@dataclass(frozen=True)
class Nonogram(Drawable):
    """ROWS x COLUMNS cells; each line's clue lists its runs of shaded cells in order."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    row_clues: tuple[Clue, ...]
    column_clues: tuple[Clue, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "row_clues", tuple(tuple(c) for c in self.row_clues))
        object.__setattr__(self, "column_clues", tuple(tuple(c) for c in self.column_clues))
        _check_clues(self.row_clues, self.rows, self.columns, "row_clues")
        _check_clues(self.column_clues, self.columns, self.rows, "column_clues")

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)

    def lines(self) -> list[tuple[str, list[Cell], Clue]]:
        """Every row and column: its name, its cells in reading order and its clue."""
        found = [(f"row {r + 1}", [(r, c) for c in range(self.columns)], self.row_clues[r]) for r in range(self.rows)]
        return found + [
            (f"column {c + 1}", [(r, c) for r in range(self.rows)], self.column_clues[c]) for c in range(self.columns)
        ]


def _check_clues(clues: Sequence[Clue], count: int, length: int, where: str) -> None:
    require_list(clues, count, where)
    for k, clue in enumerate(clues):
        if any(type(n) is not int or n < 1 for n in clue):
            raise PuzzleError(
                f"expected run lengths of at least 1, found {shown(list(clue))}", where=f"{where} {k + 1}"
            )
        if sum(clue) + len(clue) - 1 > length:
            raise PuzzleError(
                f"the runs {' '.join(map(str, clue))} do not fit in {length} cells", where=f"{where} {k + 1}"
            )


def _clues(data: Any, count: int, where: str) -> tuple[Clue, ...]:
    found = require_list(data, count, where)
    for k, clue in enumerate(found):
        if not isinstance(clue, list):
            raise PuzzleError(f"expected a list of run lengths, found {shown(clue)}", where=f"{where} {k + 1}")
    return tuple(tuple(n for n in clue if n != 0) for clue in found)


def from_json(data: Mapping[str, Any]) -> Nonogram:
    rows, columns = read_shape(data)
    return Nonogram(
        rows,
        columns,
        _clues(data.get("row_clues"), rows, "row_clues"),
        _clues(data.get("column_clues"), columns, "column_clues"),
    )


def to_json(p: Nonogram) -> dict[str, Any]:
    return {
        "type": NAME,
        **shape_json(p.rows, p.columns),
        "row_clues": [list(c) for c in p.row_clues],
        "column_clues": [list(c) for c in p.column_clues],
    }


def solution_from_json(p: Nonogram, data: Any) -> Solution:
    rows = require_list(data, p.rows, "solution")
    for r, row in enumerate(rows):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - {SHADED, EMPTY}:
            raise PuzzleError(
                f"expected {p.columns} characters '{SHADED}' (shaded) or '{EMPTY}'", where=f"solution row {r + 1}"
            )
    return tuple(rows)


def solution_to_json(solution: Solution) -> list[str]:
    return list(solution)


def cell_text(solution: Solution, cell: Cell) -> str:
    return solution[cell[0]][cell[1]]
