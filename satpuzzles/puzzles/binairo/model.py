"""The Binairo puzzle (Takuzu, Tatham's Unruly): fill an N x N grid (N even) with 0 (white) and 1 (black).

No three equal cells follow each other in a row or column, and every row and column holds N/2 of
each. With `distinct` (Tatham's "unique rows and columns"), no two rows and no two columns are equal;
janko.at's Binairo, and the public dataset's, leave that rule out.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_int, require_list, require_size

NAME = "binairo"
WHITE, BLACK = 0, 1

Givens = tuple[tuple[int | None, ...], ...]  # None = empty
Solution = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Binairo(Drawable):
    type_name: ClassVar[str] = NAME

    size: int
    givens: Givens
    distinct: bool = False

    def __post_init__(self) -> None:
        _validate(self)


def lines(n: int) -> list[tuple[str, list[Cell]]]:
    """Every row and column, with its name."""
    found = [(f"row {r + 1}", [(r, c) for c in range(n)]) for r in range(n)]
    return found + [(f"column {c + 1}", [(r, c) for r in range(n)]) for c in range(n)]


def _validate(p: Binairo) -> None:
    n = require_size(p.size)
    if n % 2:
        raise PuzzleError(
            f"the size must be even (rows and columns are half white, half black), found {n}", where="size"
        )
    if not isinstance(p.distinct, bool):
        raise PuzzleError(f"expected true or false, found {p.distinct!r}", where="distinct")
    for r, row in enumerate(require_list(p.givens, n, "givens")):
        for c, value in enumerate(require_list(row, n, f"givens row {r + 1}")):
            if value is not None and require_int(value, f"givens row {r + 1}, column {c + 1}") not in (WHITE, BLACK):
                raise PuzzleError(
                    f"expected 0 (white), 1 (black) or null, found {value}", where=f"givens row {r + 1}, column {c + 1}"
                )


def from_json(data: Mapping[str, Any]) -> Binairo:
    """{"type": "binairo", "size": N, "givens": rows of 0 (white), 1 (black) or null, "distinct": false}."""
    size = require_size(data.get("size"))
    rows = require_list(data.get("givens"), size, "givens")
    givens = tuple(tuple(require_list(row, size, f"givens row {r + 1}")) for r, row in enumerate(rows))
    return Binairo(size, givens, data.get("distinct", False))


def to_json(p: Binairo) -> dict[str, Any]:
    return {"type": NAME, "size": p.size, "givens": [list(row) for row in p.givens], "distinct": p.distinct}


def solution_from_json(p: Binairo, data: Any) -> Solution:
    grid = []
    for r, row in enumerate(require_list(data, p.size, "solution")):
        cells = require_list(row, p.size, f"solution row {r + 1}")
        for c, value in enumerate(cells):
            if require_int(value, f"solution row {r + 1}, column {c + 1}") not in (WHITE, BLACK):
                raise PuzzleError(f"expected 0 or 1, found {value}", where=f"solution row {r + 1}, column {c + 1}")
        grid.append(tuple(cells))
    return tuple(grid)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]


def cell_text(solution: Solution, cell: Cell) -> str:
    return str(solution[cell[0]][cell[1]])
