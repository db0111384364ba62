"""The Hakyuu puzzle (Ripple Effect): a grid cut into regions, some cells given a digit.

Rules: a region of n cells holds the digits 1..n once each; two equal digits d in one row or one column have
at least d cells between them. Region ids are whole numbers >= 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import number_grid_from_json, region_cells, require_int, require_list, require_size

NAME = "hakyuu"
MAX_REGION = 64  # one-hot cells grow with the largest region; janko's stop at 12

Givens = tuple[tuple[int | None, ...], ...]  # None = empty
Regions = tuple[tuple[int, ...], ...]
Solution = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Hakyuu(Drawable):
    """ROWS x COLUMNS cells in regions; a region of n cells holds 1..n; equal digits d keep d cells apart."""

    type_name: ClassVar[str] = NAME

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
        return region_cells(self.regions)

    def largest(self) -> int:
        """The most cells of any region: the largest digit."""
        return max(len(cells) for cells in self.region_cells().values())

    def lines(self) -> list[tuple[str, list[Cell]]]:
        """Every row and column, named as a person finds it on the board."""
        found = [(f"row {r + 1}", [(r, c) for c in range(self.columns)]) for r in range(self.rows)]
        return found + [(f"column {c + 1}", [(r, c) for r in range(self.rows)]) for c in range(self.columns)]


def region_name(cells: list[Cell]) -> str:
    r, c = cells[0]
    return f"the region at r{r + 1}c{c + 1}"


def _validate(p: Hakyuu) -> None:
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
    size_of = {cell: len(cells) for cells in regions.values() for cell in cells}
    for r, row in enumerate(require_list(p.givens, p.rows, "givens")):
        for c, value in enumerate(require_list(row, p.columns, f"givens row {r + 1}")):
            if value is not None:
                where = f"givens row {r + 1}, column {c + 1}"
                if not 1 <= require_int(value, where) <= size_of[(r, c)]:
                    raise PuzzleError(f"{value} is outside 1..{size_of[(r, c)]}, the size of its region", where=where)


def from_json(data: Mapping[str, Any]) -> Hakyuu:
    """{"type": "hakyuu", "rows": R, "columns": C (or "size": N), "regions": rows of region ids,
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
    return Hakyuu(rows, columns, regions, givens)


def to_json(p: Hakyuu) -> dict[str, Any]:
    """`rows` and `columns` always (puzz.link writes rectangles from them), `size` too for a square grid
    (what the console edits)."""
    shape: dict[str, Any] = {"size": p.rows} if p.rows == p.columns else {}
    return {
        "type": NAME,
        **shape,
        "rows": p.rows,
        "columns": p.columns,
        "regions": [list(row) for row in p.regions],
        "givens": [list(row) for row in p.givens],
    }


def solution_from_json(p: Hakyuu, data: Any) -> Solution:
    return number_grid_from_json(data, p.rows, columns=p.columns)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]


def cell_text(solution: Solution, cell: Cell) -> str:
    return str(solution[cell[0]][cell[1]])
