"""The Killer Sudoku puzzle: a Sudoku grid cut into cages, each with a sum shown in one of its cells.

Rules: rows, columns and boxes each hold 1..N once; a cage holds no digit twice and its digits add up to
its sum (a cage without a sum is only distinct); with `diagonal` (janko.at's Killer Sudokus with
diagonals) both main diagonals hold 1..N once too. Cage ids are whole numbers >= 0; the sum of a cage
sits in any one of its cells.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.cagemap import Cage, cage_list, cells_by_cage, one_clue_each
from satpuzzles.typekit.digitbook import box_units, default_box
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import number_grid_from_json, require_int, require_list, require_size

NAME = "killersudoku"
MAX_SIZE = 25

Grid = tuple[tuple[int, ...], ...]
Sums = tuple[tuple[int | None, ...], ...]  # a cage's sum in one of its cells, None elsewhere
Solution = tuple[tuple[int, ...], ...]
Box = tuple[int, int]


@dataclass(frozen=True)
class KillerSudoku(Drawable):
    type_name: ClassVar[str] = NAME

    size: int
    cages: Grid  # a cage id per cell
    sums: Sums
    box: Box = (0, 0)  # (0, 0): the squarest box
    diagonal: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "cages", tuple(tuple(row) for row in self.cages))
        object.__setattr__(self, "sums", tuple(tuple(row) for row in self.sums))
        if self.box == (0, 0):
            object.__setattr__(self, "box", default_box(self.size))
        _validate(self)

    def units(self) -> list[tuple[str, list[Cell]]]:
        """Every row, column and box (and with `diagonal` both main diagonals): each holds 1..N once."""
        found = box_units(self.size, self.box)
        if self.diagonal:
            n = self.size
            found.append(("the main diagonal", [(i, i) for i in range(n)]))
            found.append(("the anti-diagonal", [(i, n - 1 - i) for i in range(n)]))
        return found

    def cage_list(self) -> list[Cage[int]]:
        """Every cage in order of its first cell, with its sum."""
        return cage_list(self.cages, self.sums)


def _validate(p: KillerSudoku) -> None:
    n = require_size(p.size)
    if not isinstance(p.diagonal, bool):
        raise PuzzleError(f"expected true or false, found {p.diagonal!r}", where="diagonal")
    if n > MAX_SIZE:
        raise PuzzleError(f"size must be at most {MAX_SIZE}, found {n}", where="size")
    rows, cols = (require_int(v, f"box {what}") for v, what in zip(p.box, ("rows", "columns"), strict=True))
    if rows < 1 or cols < 1 or rows * cols != n:
        raise PuzzleError(f"{rows}x{cols} boxes do not tile a {n}x{n} grid", where="box")
    for r in range(n):
        for c, cage in enumerate(require_list(require_list(p.cages, n, "cages")[r], n, f"cages row {r + 1}")):
            if require_int(cage, f"cages row {r + 1}, column {c + 1}") < 0:
                raise PuzzleError(f"cage ids are whole numbers >= 0, found {cage}", where="cages")
        for c, total in enumerate(require_list(require_list(p.sums, n, "sums")[r], n, f"sums row {r + 1}")):
            if total is not None and require_int(total, f"sums row {r + 1}, column {c + 1}") < 1:
                raise PuzzleError(f"a sum is at least 1, found {total}", where=f"sums row {r + 1}, column {c + 1}")
    one_clue_each(p.cages, p.sums, "sums")
    for cage in cells_by_cage(p.cages).values():
        if len(cage) > n:
            r, c = cage[0]
            raise PuzzleError(f"the cage of r{r + 1}c{c + 1} has {len(cage)} cells, more than {n}", where="cages")


def from_json(data: Mapping[str, Any]) -> KillerSudoku:
    """{"type": "killersudoku", "size": N, "box": [rows, columns] (optional), "cages": rows of cage ids,
    "sums": rows of sums or null (one sum per cage, in any of its cells), "diagonal": false}."""
    size = require_size(data.get("size"))
    cages = tuple(
        tuple(require_list(row, size, f"cages row {r + 1}"))
        for r, row in enumerate(require_list(data.get("cages"), size, "cages"))
    )
    sums = tuple(
        tuple(require_list(row, size, f"sums row {r + 1}"))
        for r, row in enumerate(require_list(data.get("sums"), size, "sums"))
    )
    raw_box = data.get("box")
    box = (0, 0) if raw_box is None else tuple(require_list(raw_box, 2, "box"))
    return KillerSudoku(size, cages, sums, box, data.get("diagonal", False))


def to_json(p: KillerSudoku) -> dict[str, Any]:
    return {
        "type": NAME,
        "size": p.size,
        "box": list(p.box),
        "cages": [list(row) for row in p.cages],
        "sums": [list(row) for row in p.sums],
        "diagonal": p.diagonal,
    }


def solution_from_json(p: KillerSudoku, data: Any) -> Solution:
    return number_grid_from_json(data, p.size)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]


def cell_text(solution: Solution, cell: Cell) -> str:
    return str(solution[cell[0]][cell[1]])
