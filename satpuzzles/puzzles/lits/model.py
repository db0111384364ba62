"""The LITS puzzle: a grid cut into regions. Shade four connected cells in every region (a tetromino: L, I, T
or S; the square would break the next rule); no 2x2 block is all shaded; two tetrominoes of the same shape
(rotations and reflections alike) never share an edge across a region border; all shaded cells connected.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.cellgrid import cell_grid_json, mark_at, marks_from_json, marks_to_json, read_cell_grid
from satpuzzles.typekit.constraints.regions import canonical
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_int, require_list, require_size

NAME = "lits"
SHADED = "x"
UNSHADED = "-"
PIECE = 4
BLOCKED = -1  # a cell outside every region (janko's grey cells): never shaded
Regions = tuple[tuple[int, ...], ...]
Solution = tuple[str, ...]  # rows of SHADED and UNSHADED
LETTERS = {
    canonical(cells): letter
    for letter, cells in (
        ("L", ((0, 0), (1, 0), (2, 0), (2, 1))),
        ("I", ((0, 0), (0, 1), (0, 2), (0, 3))),
        ("T", ((0, 0), (0, 1), (0, 2), (1, 1))),
        ("S", ((0, 0), (0, 1), (1, 1), (1, 2))),
        ("O", ((0, 0), (0, 1), (1, 0), (1, 1))),
    )
}


@dataclass(frozen=True)
class Lits(Drawable):
    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    regions: Regions

    def __post_init__(self) -> None:
        object.__setattr__(self, "regions", tuple(tuple(row) for row in self.regions))
        _validate(self)

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)

    def region_cells(self) -> dict[int, list[Cell]]:
        """The cells of every region, by id in order of first appearance."""
        found: dict[int, list[Cell]] = {}
        for r, row in enumerate(self.regions):
            for c, region in enumerate(row):
                if region != BLOCKED:
                    found.setdefault(region, []).append((r, c))
        return found

    def blocked(self) -> list[Cell]:
        return [(r, c) for r, row in enumerate(self.regions) for c, region in enumerate(row) if region == BLOCKED]

    def neighbours(self, cell: Cell) -> list[Cell]:
        r, c = cell
        steps = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
        return [(q, d) for q, d in steps if 0 <= q < self.rows and 0 <= d < self.columns]


def region_name(cells: list[Cell]) -> str:
    r, c = cells[0]
    return f"the region of r{r + 1}c{c + 1}"


def letter_of(cells: list[Cell]) -> str:
    """L, I, T, S (or O) for a tetromino; '?' for anything else."""
    return LETTERS.get(canonical(cells), "?") if len(cells) == PIECE else "?"


def _validate(p: Lits) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for r, row in enumerate(require_list(p.regions, p.rows, "regions")):
        for c, region in enumerate(require_list(row, p.columns, f"regions row {r + 1}")):
            if require_int(region, f"regions row {r + 1}, column {c + 1}") < BLOCKED:
                raise PuzzleError(f"region ids are whole numbers >= 0 (-1: blocked), found {region}", where="regions")
    for cells in p.region_cells().values():
        if len(cells) < PIECE:
            raise PuzzleError(
                f"{region_name(cells)} has {len(cells)} cells: it cannot hold a tetromino", where="regions"
            )


def canonical_regions(regions: Regions) -> Regions:
    ids: dict[int, int] = {BLOCKED: BLOCKED}
    return tuple(tuple(ids.setdefault(v, len(ids) - 1) for v in row) for row in regions)


def from_json(data: Mapping[str, Any]) -> Lits:
    """{"type": "lits", "rows": R, "columns": C, "regions": R rows of C region ids}; "size": N for N x N."""
    return Lits(*read_cell_grid(data, "regions"))


def to_json(p: Lits) -> dict[str, Any]:
    return cell_grid_json(NAME, "regions", p.rows, p.columns, p.regions)


def solution_from_json(p: Lits, data: Any) -> Solution:
    return marks_from_json(data, p.rows, p.columns, SHADED, "shaded", UNSHADED)


solution_to_json = marks_to_json
cell_text = mark_at
