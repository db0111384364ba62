"""The Jigsaw Sudoku puzzle: an N x N grid cut into N irregular regions of N cells, some cells given.

Rows, columns and regions each hold 1..N once; with `diagonal` (Sudoku X, janko.at's "with diagonals")
both main diagonals do too. Region ids are whole numbers >= 0; the k-th region to
appear in reading order is region k + 1 (and letter A + k in the native text).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import number_grid_from_json, region_cells, require_int, require_list, require_size

NAME = "jigsawsudoku"
MAX_SIZE = 64  # one-hot cells grow as N^3; published jigsaws stop at 12

Givens = tuple[tuple[int | None, ...], ...]  # None = empty
Regions = tuple[tuple[int, ...], ...]
Solution = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class JigsawSudoku(Drawable):
    type_name: ClassVar[str] = NAME

    size: int
    regions: Regions
    givens: Givens
    diagonal: bool = False

    def __post_init__(self) -> None:
        _validate(self)

    def region_cells(self) -> dict[int, list[Cell]]:
        """The cells of every region, by id in order of first appearance."""
        return region_cells(self.regions)

    def units(self) -> list[tuple[str, list[Cell]]]:
        """Every row, column and region with a name a person finds on the board; each holds 1..N once."""
        n = self.size
        found = [(f"row {r + 1}", [(r, c) for c in range(n)]) for r in range(n)]
        found += [(f"column {c + 1}", [(r, c) for r in range(n)]) for c in range(n)]
        for cells in self.region_cells().values():
            r, c = cells[0]
            found.append((f"the region of row {r + 1}, column {c + 1}", cells))
        if self.diagonal:
            found.append(("the main diagonal", [(i, i) for i in range(n)]))
            found.append(("the anti-diagonal", [(i, n - 1 - i) for i in range(n)]))
        return found


def _validate(p: JigsawSudoku) -> None:
    n = require_size(p.size)
    if not isinstance(p.diagonal, bool):
        raise PuzzleError(f"expected true or false, found {p.diagonal!r}", where="diagonal")
    if n > MAX_SIZE:
        raise PuzzleError(f"size must be at most {MAX_SIZE}, found {n}", where="size")
    for r, row in enumerate(require_list(p.regions, n, "regions")):
        for c, region in enumerate(require_list(row, n, f"regions row {r + 1}")):
            if require_int(region, f"regions row {r + 1}, column {c + 1}") < 0:
                raise PuzzleError(f"region ids are whole numbers >= 0, found {region}", where="regions")
    regions = p.region_cells()
    if len(regions) != n:
        raise PuzzleError(f"a {n}x{n} grid needs {n} regions, found {len(regions)}", where="regions")
    for cells in regions.values():
        if len(cells) != n:
            r, c = cells[0]
            raise PuzzleError(
                f"the region of row {r + 1}, column {c + 1} has {len(cells)} cells, expected {n}", where="regions"
            )
    for r, row in enumerate(require_list(p.givens, n, "givens")):
        for c, value in enumerate(require_list(row, n, f"givens row {r + 1}")):
            if value is not None:
                where = f"givens row {r + 1}, column {c + 1}"
                if not 1 <= require_int(value, where) <= n:
                    raise PuzzleError(f"value {value} is outside 1..{n}", where=where)
    for name, cells in p.units():
        values = [p.givens[r][c] for r, c in cells if p.givens[r][c] is not None]
        twice = next((v for v in values if values.count(v) > 1), None)
        if twice is not None:
            raise PuzzleError(f"{twice} is given twice in {name}", where="givens")


def canonical_regions(regions: Regions) -> Regions:
    """Region ids renumbered 0, 1, ... in order of first appearance."""
    ids: dict[int, int] = {}
    return tuple(tuple(ids.setdefault(v, len(ids)) for v in row) for row in regions)


def from_json(data: Mapping[str, Any]) -> JigsawSudoku:
    """{"type": "jigsawsudoku", "size": N, "regions": rows of region ids, "givens": rows of values or null,
    "diagonal": false}."""
    size = require_size(data.get("size"))
    regions = tuple(
        tuple(require_list(row, size, f"regions row {r + 1}"))
        for r, row in enumerate(require_list(data.get("regions"), size, "regions"))
    )
    raw = data.get("givens")
    givens = (
        ((None,) * size,) * size
        if raw is None
        else tuple(
            tuple(require_list(row, size, f"givens row {r + 1}"))
            for r, row in enumerate(require_list(raw, size, "givens"))
        )
    )
    return JigsawSudoku(size, regions, givens, data.get("diagonal", False))


def to_json(p: JigsawSudoku) -> dict[str, Any]:
    return {
        "type": NAME,
        "size": p.size,
        "regions": [list(row) for row in p.regions],
        "givens": [list(row) for row in p.givens],
        "diagonal": p.diagonal,
    }


def solution_from_json(p: JigsawSudoku, data: Any) -> Solution:
    return number_grid_from_json(data, p.size)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]


def cell_text(solution: Solution, cell: Cell) -> str:
    return str(solution[cell[0]][cell[1]])
