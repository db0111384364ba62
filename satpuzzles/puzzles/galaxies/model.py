"""The Galaxies puzzle (pzprjs Tentaisho, Tatham's Galaxies): an immutable, validated model; its solution is the
region grid (typekit.partition).

Rules: divide the grid into regions, each holding exactly one dot and symmetric under a half turn about it.
Dots are in doubled coordinates (y, x): (2r + 1, 2c + 1) is the middle of cell (r, c), an even y or x a grid
line, so a dot sits in a cell, on an edge between two cells or on a corner between four.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size
from satpuzzles.typekit.partition import Regions, regions_from_json, regions_to_json

NAME = "galaxies"
Dot = tuple[int, int]  # (y, x) in doubled coordinates
Solution = Regions


@dataclass(frozen=True)
class Galaxies(Drawable):
    """ROWS x COLUMNS cells and dots; the grid splits into regions, one dot each, symmetric about it."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    dots: tuple[Dot, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "dots", tuple(sorted(tuple(dot) for dot in self.dots)))
        _validate(self)

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)


def dot_name(dot: Dot) -> str:
    """Where a dot is, in words a person finds on the board."""
    y, x = dot
    r, c = (y - 1) // 2 + 1, (x - 1) // 2 + 1
    if y % 2 and x % 2:
        return f"the dot in r{r}c{c}"
    if y % 2:
        return f"the dot between r{r}c{c} and r{r}c{c + 1}"
    if x % 2:
        return f"the dot between r{r}c{c} and r{r + 1}c{c}"
    return f"the dot at the corner of r{r}c{c} and r{r + 1}c{c + 1}"


def dot_cell(dot: Dot) -> Cell:
    """The cell whose middle, right edge, lower edge or lower right corner the dot is on."""
    return (dot[0] - 1) // 2, (dot[1] - 1) // 2


def _validate(p: Galaxies) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for i, dot in enumerate(p.dots):
        y, x = dot
        if not (type(y) is int and type(x) is int and 1 <= y <= 2 * p.rows - 1 and 1 <= x <= 2 * p.columns - 1):
            raise PuzzleError(
                f"expected [y, x] with y in 1..{2 * p.rows - 1} and x in 1..{2 * p.columns - 1}, found {shown(dot)}",
                where=f"dots entry {i + 1}",
            )
        if i and p.dots[i - 1] == dot:
            raise PuzzleError(f"the dot {list(dot)} is given twice", where="dots")


def from_json(data: Mapping[str, Any]) -> Galaxies:
    rows = require_size(data.get("rows"), "rows")
    columns = require_size(data.get("columns"), "columns")
    dots = require_list(data.get("dots"), len(data.get("dots") or []), "dots")
    out = []
    for i, dot in enumerate(dots):
        if not isinstance(dot, list) or len(dot) != 2:
            raise PuzzleError(f"expected [y, x], found {shown(dot)}", where=f"dots entry {i + 1}")
        out.append((dot[0], dot[1]))
    return Galaxies(rows, columns, tuple(out))


def to_json(p: Galaxies) -> dict[str, Any]:
    return {"type": NAME, "rows": p.rows, "columns": p.columns, "dots": [list(dot) for dot in p.dots]}


def solution_from_json(p: Galaxies, data: Any) -> Solution:
    return regions_from_json(data, p.rows, p.columns)


def solution_to_json(solution: Solution) -> list[list[str]]:
    return regions_to_json(solution)


def cell_text(solution: Solution, cell: Cell) -> str:
    return regions_to_json(solution)[cell[0]][cell[1]]
