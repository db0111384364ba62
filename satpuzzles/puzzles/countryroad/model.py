"""The Country Road puzzle: an immutable, validated model and its solution type.

Rules: draw one closed loop through cell centres, moving between orthogonal neighbours, that visits every
region exactly once (it enters and leaves each region once) and never passes a blocked cell (janko's grey
cells, in no region: region id -1); a number in a region counts the loop's cells
in that region; two cells on either side of a region border are never both off the loop. A solution is
each cell's line piece, as the puzzlekit dataset writes it: `ns`, `ew`, `ne`, `nw`, `se`, `sw` or `-`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.constraints.pieces import LOOP_PIECES
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size, token_grid_from_json, token_grid_to_json
from satpuzzles.typekit.regionmaker import connected
from satpuzzles.typekit.textgrid import BLOCKED_REGION

EMPTY = "-"
VALUES = (EMPTY, *LOOP_PIECES)
Number = int | None
Solution = tuple[tuple[str, ...], ...]  # rows of VALUES


@dataclass(frozen=True)
class CountryRoad(Drawable):
    """ROWS x COLUMNS cells cut into regions, some holding a number; one loop visits each region once."""

    type_name: ClassVar[str] = "countryroad"

    rows: int
    columns: int
    regions: tuple[tuple[int, ...], ...]
    numbers: tuple[tuple[Number, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "regions", tuple(tuple(row) for row in self.regions))
        object.__setattr__(self, "numbers", tuple(tuple(row) for row in self.numbers))
        _validate(self)

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)

    def region_cells(self) -> dict[int, list[Cell]]:
        """Each region's cells in reading order, regions in order of their first cell."""
        out: dict[int, list[Cell]] = {}
        for r, row in enumerate(self.regions):
            for c, region in enumerate(row):
                if region != BLOCKED_REGION:
                    out.setdefault(region, []).append((r, c))
        return out

    def blocked_cells(self) -> list[Cell]:
        return [
            (r, c) for r, row in enumerate(self.regions) for c, region in enumerate(row) if region == BLOCKED_REGION
        ]

    def placed(self) -> list[tuple[Cell, int]]:
        """The numbered cells, in reading order."""
        return [((r, c), v) for r, row in enumerate(self.numbers) for c, v in enumerate(row) if v is not None]


def _validate(p: CountryRoad) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for name, grid in (("regions", p.regions), ("numbers", p.numbers)):
        for r, row in enumerate(require_list(grid, p.rows, name)):
            require_list(row, p.columns, f"{name} row {r + 1}")
    for r, row in enumerate(p.regions):
        for c, region in enumerate(row):
            if type(region) is not int or region < BLOCKED_REGION:
                raise PuzzleError(
                    f"expected a region number 0 or more (-1: blocked), found {shown(region)}",
                    where=f"regions row {r + 1}, column {c + 1}",
                )
    cells = p.region_cells()
    for region in cells:
        if not connected(p.regions, region):
            raise PuzzleError(f"region {region} is not one connected piece", where="regions")
    numbered: dict[int, Cell] = {}
    for (r, c), value in p.placed():
        region = p.regions[r][c]
        where = f"numbers row {r + 1}, column {c + 1}"
        if region == BLOCKED_REGION:
            raise PuzzleError("a blocked cell holds no number", where=where)
        if type(value) is not int or not 1 <= value <= len(cells[region]):
            raise PuzzleError(
                f"expected a number 1..{len(cells[region])} (its region's size) or null, found {shown(value)}",
                where=where,
            )
        if region in numbered:
            raise PuzzleError(
                f"a second number in the region of r{numbered[region][0] + 1}c{numbered[region][1] + 1}", where=where
            )
        numbered[region] = (r, c)


def from_json(data: Mapping[str, Any]) -> CountryRoad:
    rows = require_size(data.get("rows"), "rows")
    columns = require_size(data.get("columns"), "columns")
    grids = []
    for name in ("regions", "numbers"):
        grid = require_list(data.get(name), rows, name)
        grids.append(tuple(tuple(require_list(row, columns, f"{name} row {r + 1}")) for r, row in enumerate(grid)))
    return CountryRoad(rows, columns, grids[0], grids[1])


def to_json(p: CountryRoad) -> dict[str, Any]:
    return {
        "type": "countryroad",
        "rows": p.rows,
        "columns": p.columns,
        "regions": [list(row) for row in p.regions],
        "numbers": [list(row) for row in p.numbers],
    }


def solution_from_json(p: CountryRoad, data: Any) -> Solution:
    return token_grid_from_json(data, p.rows, p.columns, VALUES)


solution_to_json = token_grid_to_json
