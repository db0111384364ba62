"""Digits on a region map: a grid cut into regions, a region of n cells holding 1..n, some cells given.

Several types share this board and differ only in the rule that keeps equal digits apart (in a row or column
by their value, or never touching). A type subclasses `RegionDigits` with its `type_name` and reuses the JSON
codec, the region part of the rule checker and the rest of the region-digits modules (regiondigittext,
regiondigitbook, wallnumbers). Region ids are whole numbers >= 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar, TypeVar

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import (
    given_violations,
    number_grid_from_json,
    region_cells,
    require_int,
    require_list,
    require_size,
)

MAX_REGION = 64  # one-hot cells grow with the largest region; janko's stop at 12

Givens = tuple[tuple[int | None, ...], ...]  # None = empty
Regions = tuple[tuple[int, ...], ...]
Solution = tuple[tuple[int, ...], ...]
R = TypeVar("R", bound="RegionDigits")


@dataclass(frozen=True)
class RegionDigits(Drawable):
    """ROWS x COLUMNS cells in regions; a region of n cells holds 1..n. Subclasses name the type."""

    type_name: ClassVar[str]

    rows: int
    columns: int
    regions: Regions
    givens: Givens

    def __post_init__(self) -> None:
        object.__setattr__(self, "regions", tuple(tuple(row) for row in self.regions))
        object.__setattr__(self, "givens", tuple(tuple(row) for row in self.givens))
        _validate(self)

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)

    def region_cells(self) -> dict[int, list[Cell]]:
        """The cells of every region, by id in order of first appearance."""
        return {region: list(cells) for region, cells in self._groups.items()}

    def largest(self) -> int:
        """The most cells of any region: the largest digit."""
        return max(len(cells) for cells in self._groups.values())

    def region_size(self) -> Mapping[Cell, int]:
        """The size of each cell's region: the largest digit the cell may hold."""
        return self._sizes

    # read once per puzzle: a rule book asks for them per rule (cached_property writes the instance's
    # __dict__, which a frozen dataclass allows; they are not fields, so equality and hashing ignore them)
    @cached_property
    def _groups(self) -> dict[int, tuple[Cell, ...]]:
        return {region: tuple(cells) for region, cells in region_cells(self.regions).items()}

    @cached_property
    def _sizes(self) -> dict[Cell, int]:
        return {cell: len(group) for group in self._groups.values() for cell in group}

    def lines(self) -> list[tuple[str, list[Cell]]]:
        """Every row and column, named as a person finds it on the board."""
        found = [(f"row {r + 1}", [(r, c) for c in range(self.columns)]) for r in range(self.rows)]
        return found + [(f"column {c + 1}", [(r, c) for r in range(self.rows)]) for c in range(self.columns)]


def region_name(cells: list[Cell]) -> str:
    r, c = cells[0]
    return f"the region at r{r + 1}c{c + 1}"


def _validate(p: RegionDigits) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for r, row in enumerate(require_list(p.regions, p.rows, "regions")):
        for c, region in enumerate(require_list(row, p.columns, f"regions row {r + 1}")):
            if require_int(region, f"regions row {r + 1}, column {c + 1}") < 0:
                raise PuzzleError(f"region ids are whole numbers >= 0, found {region}", where="regions")
    regions = p.region_cells()
    for cells in regions.values():
        if len(cells) > MAX_REGION:
            raise PuzzleError(f"{region_name(cells)} has {len(cells)} cells, at most {MAX_REGION}", where="regions")
    size_of = p.region_size()
    for r, row in enumerate(require_list(p.givens, p.rows, "givens")):
        for c, value in enumerate(require_list(row, p.columns, f"givens row {r + 1}")):
            if value is not None:
                where = f"givens row {r + 1}, column {c + 1}"
                if not 1 <= require_int(value, where) <= size_of[(r, c)]:
                    raise PuzzleError(f"{value} is outside 1..{size_of[(r, c)]}, the size of its region", where=where)


def from_json(kind: type[R], data: Mapping[str, Any]) -> R:
    """{"type": NAME, "rows": R, "columns": C (or "size": N), "regions": rows of region ids,
    "givens": rows of digits or null (optional)}."""
    if "rows" in data or "columns" in data or "size" not in data:
        rows = require_size(data.get("rows"), "rows")
        columns = require_size(data.get("columns"), "columns")
    else:
        rows = columns = require_size(data.get("size"), "size")
    regions = tuple(
        tuple(require_list(row, columns, f"regions row {r + 1}"))
        for r, row in enumerate(require_list(data.get("regions"), rows, "regions"))
    )
    raw = data.get("givens")
    givens = (
        ((None,) * columns,) * rows
        if raw is None
        else tuple(
            tuple(require_list(row, columns, f"givens row {r + 1}"))
            for r, row in enumerate(require_list(raw, rows, "givens"))
        )
    )
    return kind(rows, columns, regions, givens)


def to_json(p: RegionDigits) -> dict[str, Any]:
    """`rows` and `columns` always (puzz.link writes rectangles from them), `size` too for a square grid
    (what the console edits)."""
    shape: dict[str, Any] = {"size": p.rows} if p.rows == p.columns else {}
    return {
        "type": p.type_name,
        **shape,
        "rows": p.rows,
        "columns": p.columns,
        "regions": [list(row) for row in p.regions],
        "givens": [list(row) for row in p.givens],
    }


def solution_from_json(p: RegionDigits, data: Any) -> Solution:
    return number_grid_from_json(data, p.rows, columns=p.columns)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]


def cell_text(solution: Solution, cell: Cell) -> str:
    return str(solution[cell[0]][cell[1]])


def well_shaped(p: RegionDigits, solution: Solution) -> bool:
    """Whether the solution has the puzzle's rows and columns (a type's own checks read it only then)."""
    return len(solution) == p.rows and all(len(row) == p.columns for row in solution)


def region_violations(p: RegionDigits, solution: Solution) -> list[str]:
    """The rule checker's shared part: the solution's shape, the givens kept, each region holding 1..n."""
    if not well_shaped(p, solution):
        return [f"the solution is not {p.rows} rows of {p.columns} digits"]
    problems = given_violations(p.givens, solution)
    for cells in p.region_cells().values():
        digits = sorted(solution[r][c] for r, c in cells)
        if digits != list(range(1, len(cells) + 1)):
            problems.append(f"{region_name(cells)} holds {digits}, not 1 to {len(cells)} once each")
    return problems
