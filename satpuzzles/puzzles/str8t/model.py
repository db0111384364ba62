"""The Str8t puzzle (janko.at's Straights): white and black cells, some holding digits.

Rules: each white cell holds a digit 1..N; no digit appears twice in a row or column, the digits of black
cells included (a black cell's digit is a clue, never a place to fill); each maximal run of white cells
in a row or column (a compartment) holds consecutive digits in any order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.constraints.sightlines import sight_segments
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_int, require_list, require_size, square_rows

NAME = "str8t"
MAX_SIZE = 16

Flags = tuple[tuple[bool, ...], ...]
Digits = tuple[tuple[int | None, ...], ...]
Solution = tuple[tuple[int, ...], ...]  # BLACK (0) in black cells
BLACK = 0


@dataclass(frozen=True)
class Str8t(Drawable):
    type_name: ClassVar[str] = NAME

    size: int
    black: Flags
    digits: Digits  # a white cell's given, or a black cell's clue digit; None elsewhere

    def __post_init__(self) -> None:
        object.__setattr__(self, "black", tuple(tuple(row) for row in self.black))
        object.__setattr__(self, "digits", tuple(tuple(row) for row in self.digits))
        _validate(self)

    def lines(self) -> list[tuple[str, list[Cell]]]:
        n = self.size
        found = [(f"row {r + 1}", [(r, c) for c in range(n)]) for r in range(n)]
        return found + [(f"column {c + 1}", [(r, c) for r in range(n)]) for c in range(n)]

    def compartments(self) -> list[list[Cell]]:
        """The maximal runs of white cells in rows, then in columns."""
        return sight_segments([[not b for b in row] for row in self.black])

    def givens(self) -> Digits:
        """The white cells' givens (None elsewhere)."""
        return tuple(
            tuple(None if black else digit for black, digit in zip(flags, row, strict=True))
            for flags, row in zip(self.black, self.digits, strict=True)
        )


def compartment_name(cells: list[Cell]) -> str:
    (r1, c1), (r2, c2) = cells[0], cells[-1]
    return f"r{r1 + 1}c{c1 + 1}" if len(cells) == 1 else f"r{r1 + 1}c{c1 + 1}-r{r2 + 1}c{c2 + 1}"


def _validate(p: Str8t) -> None:
    n = require_size(p.size)
    if n > MAX_SIZE:
        raise PuzzleError(f"size must be at most {MAX_SIZE}, found {n}", where="size")
    for r in range(n):
        for c, black in enumerate(require_list(require_list(p.black, n, "black")[r], n, f"black row {r + 1}")):
            if not isinstance(black, bool):
                raise PuzzleError(
                    f"expected true or false, found {black!r}", where=f"black row {r + 1}, column {c + 1}"
                )
        for c, digit in enumerate(require_list(require_list(p.digits, n, "digits")[r], n, f"digits row {r + 1}")):
            if digit is not None and not 1 <= require_int(digit, f"digits row {r + 1}, column {c + 1}") <= n:
                raise PuzzleError(f"a digit is 1..{n}, found {digit}", where=f"digits row {r + 1}, column {c + 1}")


def from_json(data: Mapping[str, Any]) -> Str8t:
    """{"type": "str8t", "size": N, "black": rows of true (black) / false (white), "digits": rows of digits or
    null (a white cell's given, a black cell's clue)}."""
    size = require_size(data.get("size"))
    if size > MAX_SIZE:
        raise PuzzleError(f"size must be at most {MAX_SIZE}, found {size}", where="size")
    rows = square_rows(data, size, ("black", "digits"))
    return Str8t(size, rows["black"], rows["digits"])


def to_json(p: Str8t) -> dict[str, Any]:
    return {"type": NAME, "size": p.size, "black": [list(r) for r in p.black], "digits": [list(r) for r in p.digits]}


def solution_from_json(p: Str8t, data: Any) -> Solution:
    """N rows of N entries: a digit 1..N in a white cell, 0 in a black one."""
    rows = require_list(data, p.size, "solution")
    out = []
    for r, row in enumerate(rows):
        values: list[int] = []
        for c, value in enumerate(require_list(row, p.size, f"solution row {r + 1}")):
            where = f"solution row {r + 1}, column {c + 1}"
            if p.black[r][c]:
                if value != BLACK:
                    raise PuzzleError(f"a black cell holds 0, found {value!r}", where=where)
                values.append(BLACK)
            else:
                values.append(require_int(value, where))
        out.append(tuple(values))
    return tuple(out)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]


def cell_text(solution: Solution, cell: Cell) -> str:
    value = solution[cell[0]][cell[1]]
    return "-" if value == BLACK else str(value)
