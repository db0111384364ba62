"""The KenKen puzzle (janko.at's Kendoku, Tatham's Keen): a Latin square cut into cages, each with a target.

Rules: every row and column holds 1..N once; the digits of a cage reach its target with its operation: `+`
(they add up to it), `x` (multiply to it), `-` and `/` (two cells: the larger minus, or divided by, the
smaller). A target without an operation (janko.at's puzzles with hidden operators, and one-cell cages) is
reached by one of the operations the cage's size allows. Digits may repeat inside a cage.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError, shown
from satpuzzles.typekit.cagemap import Cage, cage_list, one_clue_each
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import number_grid_from_json, require_int, require_list, require_size, square_rows
from satpuzzles.typekit.textgrid import whole_number

NAME = "kenken"
MAX_SIZE = 16
OPERATIONS = ("+", "-", "x", "/")
HIDDEN = "?"  # the operation is not shown
TIMES = ("x", "*")  # puzzlekit's dataset writes both

Grid = tuple[tuple[int, ...], ...]
Clues = tuple[tuple[str | None, ...], ...]  # a cage's clue ("12+", "3") in one of its cells, None elsewhere
Solution = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Clue:
    target: int
    operation: str  # one of OPERATIONS, or HIDDEN

    @property
    def text(self) -> str:
        return str(self.target) + ("" if self.operation == HIDDEN else self.operation)


def read_clue(token: str) -> Clue | None:
    """A clue token, `12+`, `2/`, `3-`, `24x` (or `24*`) or a bare target; None when it is not one."""
    op = token[-1:] if token[-1:] in (*OPERATIONS, "*") else ""
    target = whole_number(token[: len(token) - len(op)])
    if target is None or target < 1:
        return None
    return Clue(target, "x" if op == "*" else op or HIDDEN)


@dataclass(frozen=True)
class KenKen(Drawable):
    type_name: ClassVar[str] = NAME

    size: int
    cages: Grid  # a cage id per cell
    clues: Clues

    def __post_init__(self) -> None:
        object.__setattr__(self, "cages", tuple(tuple(row) for row in self.cages))
        object.__setattr__(self, "clues", tuple(tuple(row) for row in self.clues))
        _validate(self)
        # One spelling per puzzle, whatever it was read from: cages numbered in order of first cell, clues
        # written `24x`, a one-cell cage's clue its bare target.
        order: dict[int, int] = {}
        cages = tuple(tuple(order.setdefault(v, len(order)) for v in row) for row in self.cages)
        sizes = {cage: sum(row.count(cage) for row in cages) for cage in order.values()}

        def spelled(token: str | None, cage: int) -> str | None:
            clue = None if token is None else read_clue(token)
            if clue is None:
                return None
            return str(clue.target) if sizes[cage] == 1 else clue.text

        clues = tuple(
            tuple(spelled(t, k) for t, k in zip(row, ids, strict=True))
            for row, ids in zip(self.clues, cages, strict=True)
        )
        object.__setattr__(self, "cages", cages)
        object.__setattr__(self, "clues", clues)

    def lines(self) -> list[tuple[str, list[Cell]]]:
        n = self.size
        found = [(f"row {r + 1}", [(r, c) for c in range(n)]) for r in range(n)]
        return found + [(f"column {c + 1}", [(r, c) for r in range(n)]) for c in range(n)]

    def cage_list(self) -> list[Cage[Clue]]:
        """Every cage in order of its first cell, with its clue."""
        return cage_list(self.cages, [[None if t is None else read_clue(t) for t in row] for row in self.clues])


def _validate(p: KenKen) -> None:
    n = require_size(p.size)
    if n > MAX_SIZE:
        raise PuzzleError(f"size must be at most {MAX_SIZE}, found {n}", where="size")
    for r in range(n):
        for c, cage in enumerate(require_list(require_list(p.cages, n, "cages")[r], n, f"cages row {r + 1}")):
            if require_int(cage, f"cages row {r + 1}, column {c + 1}") < 0:
                raise PuzzleError(f"cage ids are whole numbers >= 0, found {cage}", where="cages")
        for c, token in enumerate(require_list(require_list(p.clues, n, "clues")[r], n, f"clues row {r + 1}")):
            if token is not None and (not isinstance(token, str) or read_clue(token) is None):
                raise PuzzleError(
                    f"expected a target with an operation (12+, 3-, 24x, 2/) or a bare target, found {shown(token)}",
                    where=f"clues row {r + 1}, column {c + 1}",
                )
    one_clue_each(p.cages, p.clues, "clues")
    for cage in cage_list(p.cages, p.clues):
        clue = None if cage.clue is None else read_clue(cage.clue)
        if clue is not None and clue.operation in "-/" and len(cage.cells) != 2:
            r, c = cage.cells[0]
            raise PuzzleError(
                f"the cage of r{r + 1}c{c + 1} has {len(cage.cells)} cells; a {clue.operation} cage has two",
                where="clues",
            )


def from_json(data: Mapping[str, Any]) -> KenKen:
    """{"type": "kenken", "size": N, "cages": rows of cage ids, "clues": rows of clue strings ("12+", "2/",
    "3-", "24x", or a bare target "5") or null, one clue per cage in any of its cells}."""
    size = require_size(data.get("size"))
    if size > MAX_SIZE:
        raise PuzzleError(f"size must be at most {MAX_SIZE}, found {size}", where="size")
    rows = square_rows(data, size, ("cages", "clues"))
    clues = tuple(tuple(_normal(token) for token in row) for row in rows["clues"])
    return KenKen(size, rows["cages"], clues)


def _normal(token: Any) -> Any:
    """`24*` is written `24x`; anything else is left for validation."""
    if isinstance(token, str) and token.endswith("*"):
        return token[:-1] + "x"
    return token


def to_json(p: KenKen) -> dict[str, Any]:
    return {"type": NAME, "size": p.size, "cages": [list(row) for row in p.cages], "clues": [list(r) for r in p.clues]}


def solution_from_json(p: KenKen, data: Any) -> Solution:
    return number_grid_from_json(data, p.size)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]


def cell_text(solution: Solution, cell: Cell) -> str:
    return str(solution[cell[0]][cell[1]])
