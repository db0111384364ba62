"""The Hashi puzzle (Tatham's Bridges): an immutable, validated model and its solution type.

Rules: draw bridges between islands, horizontal or vertical, one or two between a pair, never crossing a
bridge or an island; an island's number counts its bridges; all islands are connected by bridges. A solution
is each cell's bridge: `.` none (islands too), `-` and `=` one and two horizontal, `|` and `"` one and two
vertical. Two islands side by side would need a bridge without a cell, which no solution can write, so the
model refuses them (no published puzzle of the dataset has them).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size

NAME = "hashi"
ASKED = "?"  # an island without a number
NONE = "."
ONE_ACROSS, TWO_ACROSS, ONE_DOWN, TWO_DOWN = "-", "=", "|", '"'
VALUES = (NONE, ONE_ACROSS, TWO_ACROSS, ONE_DOWN, TWO_DOWN)
ACROSS = {ONE_ACROSS: 1, TWO_ACROSS: 2}
DOWN = {ONE_DOWN: 1, TWO_DOWN: 2}
MOST = 8  # two bridges on each of four sides
Island = int | str | None  # a number 1..8, ASKED, or None (no island)
Solution = tuple[str, ...]  # rows of VALUES


@dataclass(frozen=True)
class Span:
    """Two islands that see each other along a row or column, and the cells a bridge between them covers."""

    first: Cell  # the upper or left island
    second: Cell
    cells: tuple[Cell, ...]  # in order from `first`; never empty (islands never touch)
    across: bool  # along a row


@dataclass(frozen=True)
class Hashi(Drawable):
    """ROWS x COLUMNS cells, some islands; bridges join them all, each island's number counting its own."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    islands: tuple[tuple[Island, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "islands", tuple(tuple(row) for row in self.islands))
        _validate(self)

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)

    def island_cells(self) -> list[Cell]:
        return [(r, c) for r, row in enumerate(self.islands) for c, v in enumerate(row) if v is not None]

    def numbers(self) -> list[tuple[Cell, int]]:
        """The numbered islands, in reading order."""
        return [((r, c), v) for r, row in enumerate(self.islands) for c, v in enumerate(row) if isinstance(v, int)]

    def spans(self) -> list[Span]:
        """Every pair of islands a bridge could join: each island with the next one right of it and below it."""
        found = []
        for r, c in self.island_cells():
            for dr, dc in ((0, 1), (1, 0)):
                cells: list[Cell] = []
                q = (r + dr, c + dc)
                while q[0] < self.rows and q[1] < self.columns and self.islands[q[0]][q[1]] is None:
                    cells.append(q)
                    q = (q[0] + dr, q[1] + dc)
                if q[0] < self.rows and q[1] < self.columns and cells:
                    found.append(Span((r, c), q, tuple(cells), dc == 1))
        return found


def _validate(p: Hashi) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for r, row in enumerate(require_list(p.islands, p.rows, "islands")):
        for c, value in enumerate(require_list(row, p.columns, f"islands row {r + 1}")):
            where = f"islands row {r + 1}, column {c + 1}"
            if value is None:
                continue
            if value != ASKED and (type(value) is not int or not 1 <= value <= MOST):
                raise PuzzleError(f"expected a number 1..{MOST}, '{ASKED}' or null, found {shown(value)}", where=where)
            if (c + 1 < p.columns and row[c + 1] is not None) or (r + 1 < p.rows and p.islands[r + 1][c] is not None):
                raise PuzzleError("two islands side by side: a bridge needs a cell between them", where=where)


def from_json(data: Mapping[str, Any]) -> Hashi:
    rows = require_size(data.get("rows"), "rows")
    columns = require_size(data.get("columns"), "columns")
    islands = require_list(data.get("islands"), rows, "islands")
    grid = tuple(tuple(require_list(row, columns, f"islands row {r + 1}")) for r, row in enumerate(islands))
    return Hashi(rows, columns, grid)


def to_json(p: Hashi) -> dict[str, Any]:
    return {"type": NAME, "rows": p.rows, "columns": p.columns, "islands": [list(row) for row in p.islands]}


def solution_from_json(p: Hashi, data: Any) -> Solution:
    rows = require_list(data, p.rows, "solution")
    for r, row in enumerate(rows):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - set(VALUES):
            raise PuzzleError(
                f"expected {p.columns} characters from {' '.join(VALUES)} (no bridge, one or two across, one or "
                "two down)",
                where=f"solution row {r + 1}",
            )
    return tuple(rows)


def solution_to_json(solution: Solution) -> list[str]:
    return list(solution)
