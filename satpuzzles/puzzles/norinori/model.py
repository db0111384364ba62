"""The Norinori puzzle: a grid of R rows and C columns cut into regions; shade cells so that every region
holds exactly two shaded cells and every shaded cell has exactly one shaded neighbour (side by side), so
the shaded cells form dominoes. Some cells may be given shaded (puzzlekit's text has a grid of them; the
generator shows them as its clues).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import region_cells, require_int, require_list, require_size

NAME = "norinori"
PER_REGION = 2

Regions = tuple[tuple[int, ...], ...]
Solution = tuple[tuple[int, ...], ...]  # 1 = shaded, 0 = not


@dataclass(frozen=True)
class Norinori(Drawable):
    type_name: ClassVar[str] = NAME

    rows: int
    cols: int
    regions: Regions
    givens: tuple[Cell, ...] = ()  # cells given shaded, in reading order

    def __post_init__(self) -> None:
        object.__setattr__(self, "givens", tuple(sorted({(int(r), int(c)) for r, c in self.givens})))
        _validate(self)

    @property
    def size(self) -> int:
        """The longer side (shared code sizes square things by it)."""
        return max(self.rows, self.cols)

    def region_cells(self) -> dict[int, list[Cell]]:
        """The cells of every region, by id in order of first appearance."""
        return region_cells(self.regions)

    def neighbours(self, r: int, c: int) -> list[Cell]:
        """The cells sharing a side with (r, c)."""
        steps = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
        return [(q, d) for q, d in steps if 0 <= q < self.rows and 0 <= d < self.cols]


def region_name(cells: list[Cell]) -> str:
    r, c = cells[0]
    return f"the region of row {r + 1}, column {c + 1}"


def _validate(p: Norinori) -> None:
    require_size(p.rows, "rows")
    require_size(p.cols, "cols")
    for r, row in enumerate(require_list(p.regions, p.rows, "regions")):
        for c, region in enumerate(require_list(row, p.cols, f"regions row {r + 1}")):
            if require_int(region, f"regions row {r + 1}, column {c + 1}") < 0:
                raise PuzzleError(f"region ids are whole numbers >= 0, found {region}", where="regions")
    for r, c in p.givens:
        if not (0 <= r < p.rows and 0 <= c < p.cols):
            raise PuzzleError(f"the given shaded cell ({r}, {c}) is outside the grid", where="shaded")
    for cells in p.region_cells().values():
        if len(cells) < PER_REGION:
            raise PuzzleError(f"{region_name(cells)} has one cell: it cannot hold two shaded cells", where="regions")


def canonical_regions(regions: Regions) -> Regions:
    """Region ids renumbered 0, 1, ... in order of first appearance."""
    ids: dict[int, int] = {}
    return tuple(tuple(ids.setdefault(v, len(ids)) for v in row) for row in regions)


def from_json(data: Mapping[str, Any]) -> Norinori:
    """{"type": "norinori", "rows": R, "cols": C, "regions": R rows of C region ids, "shaded": [[r, c], ...]};
    "size": N for N x N; "shaded" (the given shaded cells, 0-based) is optional."""
    square = data.get("size")
    rows = require_size(data.get("rows", square), "rows")
    cols = require_size(data.get("cols", square), "cols")
    grid = require_list(data.get("regions"), rows, "regions")
    regions = tuple(tuple(require_list(row, cols, f"regions row {r + 1}")) for r, row in enumerate(grid))
    givens = []
    shaded = data.get("shaded", [])
    if not isinstance(shaded, (list, tuple)):
        raise PuzzleError(f"expected a list of [row, column] pairs, found {type(shaded).__name__}", where="shaded")
    for i, pair in enumerate(shaded):
        r, c = require_list(pair, 2, f"shaded entry {i + 1}")
        givens.append((require_int(r, f"shaded entry {i + 1}"), require_int(c, f"shaded entry {i + 1}")))
    return Norinori(rows, cols, regions, tuple(givens))


def to_json(p: Norinori) -> dict[str, Any]:
    shape = {"size": p.rows} if p.rows == p.cols else {}  # square-only readers (pictures, URLs) ask for "size"
    data = {"type": NAME, **shape, "rows": p.rows, "cols": p.cols, "regions": [list(row) for row in p.regions]}
    return {**data, "shaded": [list(cell) for cell in p.givens]} if p.givens else data


def solution_from_json(p: Norinori, data: Any) -> Solution:
    grid = []
    for r, row in enumerate(require_list(data, p.rows, "solution")):
        cells = require_list(row, p.cols, f"solution row {r + 1}")
        for c, value in enumerate(cells):
            if require_int(value, f"solution row {r + 1}, column {c + 1}") not in (0, 1):
                raise PuzzleError(f"expected 0 or 1, found {value}", where=f"solution row {r + 1}, column {c + 1}")
        grid.append(tuple(cells))
    return tuple(grid)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]


def cell_text(solution: Solution, cell: Cell) -> str:
    return "#" if solution[cell[0]][cell[1]] else "."
