"""The Battleship puzzle: an immutable, validated model and its solution type.

Rules (janko.at's Battleships): place the fleet in the grid, each ship a straight line of cells across or
down; ships never touch, not even diagonally; a number beside a row or column says how many ship segments
it holds; a given segment shows its part of a ship (a submarine, an end pointing a way, a middle) and a given
water cell holds no ship.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.countgrid import Numbers, read_shape, require_numbers, shape_json
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list
from satpuzzles.typekit.shadingjson import SHADED, UNSHADED, Shading

NAME = "battleship"
NOTHING, WATER = ".", "~"
SUB, MIDDLE, NORTH, SOUTH, WEST, EAST = "o", "m", "n", "s", "w", "e"  # the parts of a ship a cell can show
PARTS = (SUB, MIDDLE, NORTH, SOUTH, WEST, EAST)
GIVENS = (NOTHING, WATER, *PARTS)
PART_NAMES = {
    SUB: "a submarine",
    MIDDLE: "a middle segment",
    NORTH: "the top end of a ship",
    SOUTH: "the bottom end of a ship",
    WEST: "the left end of a ship",
    EAST: "the right end of a ship",
    WATER: "water",
}
SHIP = SHADED  # a solution's ship segment
SEA = UNSHADED  # a solution's water
Solution = Shading  # rows of SHIP and SEA


@dataclass(frozen=True)
class Battleship(Drawable):
    """ROWS x COLUMNS cells, a fleet (`fleet[k]` ships of length k + 1), row and column numbers, givens."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    fleet: tuple[int, ...]  # fleet[k]: the number of ships of length k + 1 (trailing zeros dropped)
    row_counts: Numbers  # per row, None: no number
    column_counts: Numbers
    givens: tuple[str, ...]  # rows of GIVENS

    def __post_init__(self) -> None:
        for name in ("fleet", "row_counts", "column_counts", "givens"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        _validate(self)
        fleet = list(self.fleet)
        while fleet and fleet[-1] == 0:  # no ships of the longest lengths: the same fleet without them
            fleet.pop()
        object.__setattr__(self, "fleet", tuple(fleet))

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)

    def lengths(self) -> list[int]:
        """Every ship's length, longest first."""
        return [k + 1 for k in reversed(range(len(self.fleet))) for _ in range(self.fleet[k])]

    def given_cells(self) -> list[tuple[Cell, str]]:
        return [((r, c), v) for r, row in enumerate(self.givens) for c, v in enumerate(row) if v != NOTHING]

    def inside(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.columns


def fleet_text(fleet: Sequence[int]) -> str:
    """The fleet in words, "the fleet: 4 of length 1, 3 of length 2" (the lengths it has)."""
    return "the fleet: " + (", ".join(f"{n} of length {k + 1}" for k, n in enumerate(fleet) if n) or "no ships")


def part_of(solution: Sequence[str], cell: Cell) -> str:
    """The part of its ship a segment cell is, read off its neighbours across and down."""
    r, c = cell

    def ship(y: int, x: int) -> bool:
        return 0 <= y < len(solution) and 0 <= x < len(solution[0]) and solution[y][x] == SHIP

    up, down, left, right = ship(r - 1, c), ship(r + 1, c), ship(r, c - 1), ship(r, c + 1)
    if (up and down) or (left and right):
        return MIDDLE
    if down and not up:
        return NORTH
    if up:
        return SOUTH
    if right:
        return WEST
    return EAST if left else SUB


def _validate(p: Battleship) -> None:
    for k, count in enumerate(p.fleet):
        if type(count) is not int or count < 0:
            raise PuzzleError(f"expected a number of ships (0 or more), found {shown(count)}", where=f"fleet {k + 1}")
    if len(p.fleet) > max(p.rows, p.columns) and p.fleet[-1]:
        raise PuzzleError(f"a ship of length {len(p.fleet)} does not fit in a {p.rows}x{p.columns} grid", where="fleet")
    if sum((k + 1) * n for k, n in enumerate(p.fleet)) > p.rows * p.columns:
        raise PuzzleError("the fleet has more segments than the grid has cells", where="fleet")
    require_numbers(p.row_counts, p.rows, p.columns, "row_counts")
    require_numbers(p.column_counts, p.columns, p.rows, "column_counts")
    require_list(p.givens, p.rows, "givens")
    for r, row in enumerate(p.givens):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - set(GIVENS):
            raise PuzzleError(
                f"expected {p.columns} characters from {' '.join(GIVENS)} ('.' nothing, '~' water, 'o' a submarine, "
                "'n' 's' 'w' 'e' a ship's top, bottom, left or right end, 'm' a middle)",
                where=f"givens row {r + 1}",
            )


def from_json(data: Mapping[str, Any]) -> Battleship:
    rows, columns = read_shape(data)
    fleet = data.get("fleet")
    if not isinstance(fleet, list):
        raise PuzzleError(f"expected a list of ship counts (by length, from 1), found {shown(fleet)}", where="fleet")
    return Battleship(
        rows,
        columns,
        tuple(fleet),
        tuple(require_list(data.get("row_counts", [None] * rows), rows, "row_counts")),
        tuple(require_list(data.get("column_counts", [None] * columns), columns, "column_counts")),
        tuple(require_list(data.get("givens", [NOTHING * columns] * rows), rows, "givens")),
    )


def to_json(p: Battleship) -> dict[str, Any]:
    return {
        "type": NAME,
        **shape_json(p.rows, p.columns),
        "fleet": list(p.fleet),
        "row_counts": list(p.row_counts),
        "column_counts": list(p.column_counts),
        "givens": list(p.givens),
    }
