"""The Dominos puzzle (Tatham's Dominosa): an immutable, validated model and its solution type.

Rules: the grid of numbers 0..N, (N + 1) x (N + 2) cells (either way round) with each number N + 2 times,
is divided into dominoes (two orthogonal neighbours each) so that every pair of numbers a-b (a <= b) is on
exactly one domino: the full set of dominoes up to double-N. While a puzzle is typed in (the console's
editor) a cell may have no number yet and the counts may be off; such a puzzle is kept and shown, and
solving it is refused with the reason (full_set_problems).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.countgrid import read_shape, shape_json
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list

NAME = "dominos"
# A cell's partner on its domino: the neighbour above, left, right or below.
STEPS = {"n": (-1, 0), "w": (0, -1), "e": (0, 1), "s": (1, 0)}
OPPOSITE = {"n": "s", "s": "n", "w": "e", "e": "w"}
Number = int | None  # a cell's number, None while it has none yet
Solution = tuple[str, ...]  # rows of partner directions


@dataclass(frozen=True)
class Dominos(Drawable):
    """A grid of numbers 0..N to divide into the full set of dominoes up to double-N."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    numbers: tuple[tuple[Number, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "numbers", tuple(tuple(row) for row in self.numbers))
        _validate(self)

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)

    @property
    def top(self) -> int:
        """N: the set runs up to double-N."""
        return min(self.rows, self.columns) - 1

    def partner(self, cell: Cell, direction: str) -> Cell | None:
        r, c = cell[0] + STEPS[direction][0], cell[1] + STEPS[direction][1]
        return (r, c) if 0 <= r < self.rows and 0 <= c < self.columns else None


def _validate(p: Dominos) -> None:
    if abs(p.rows - p.columns) != 1:
        raise PuzzleError(
            f"a full set up to double-N needs (N+1) x (N+2) cells, found {p.rows}x{p.columns}", where="rows"
        )
    n = p.top
    require_list(p.numbers, p.rows, "numbers")
    for r, row in enumerate(p.numbers):
        require_list(row, p.columns, f"numbers row {r + 1}")
        for c, value in enumerate(row):
            if value is not None and (type(value) is not int or not 0 <= value <= n):
                raise PuzzleError(
                    f"expected a number 0..{n} or null, found {shown(value)}",
                    where=f"numbers row {r + 1}, column {c + 1}",
                )


def full_set_problems(p: Dominos) -> list[str]:
    """Why the numbers are not yet the full set up to double-N (a cell without one, a number too often or
    too rarely): such a puzzle is being typed in and cannot be solved."""
    missing = [f"r{r + 1}c{c + 1}" for r, row in enumerate(p.numbers) for c, v in enumerate(row) if v is None]
    named = ", ".join(missing[:3]) + (" ..." if len(missing) > 3 else "")
    problems = [f"{named} {'has' if len(missing) == 1 else 'have'} no number"] if missing else []
    counts = Counter(v for row in p.numbers for v in row if v is not None)
    problems += [
        f"the number {value} appears {counts[value]} times, a full set has it {p.top + 2} times"
        for value in range(p.top + 1)
        if counts[value] != p.top + 2 and not missing
    ]
    return problems


def full_set(p: Dominos, purpose: str = "solving") -> tuple[tuple[int, ...], ...]:
    """The numbers of a puzzle that is the full set; PuzzleError with the first reason otherwise."""
    problems = full_set_problems(p)
    if problems:
        raise PuzzleError(f"{problems[0]}: {purpose} needs the full set up to double-{p.top}", where="numbers")
    return tuple(tuple(v for v in row if v is not None) for row in p.numbers)


def from_json(data: Mapping[str, Any]) -> Dominos:
    rows, columns = read_shape(data)
    found = require_list(data.get("numbers"), rows, "numbers")
    return Dominos(
        rows, columns, tuple(tuple(require_list(row, columns, f"numbers row {r + 1}")) for r, row in enumerate(found))
    )


def to_json(p: Dominos) -> dict[str, Any]:
    return {"type": NAME, **shape_json(p.rows, p.columns), "numbers": [list(row) for row in p.numbers]}


def solution_from_json(p: Dominos, data: Any) -> Solution:
    rows = require_list(data, p.rows, "solution")
    for r, row in enumerate(rows):
        if not isinstance(row, str) or len(row) != p.columns or set(row) - set(STEPS):
            raise PuzzleError(
                f"expected {p.columns} letters n, w, e, s (where each cell's partner is)", where=f"solution row {r + 1}"
            )
    return tuple(rows)


def solution_to_json(solution: Solution) -> list[str]:
    return list(solution)


def cell_text(solution: Solution, cell: Cell) -> str:
    return solution[cell[0]][cell[1]]
