"""The Skyscraper Sudoku puzzle: an immutable, validated model and its solution type.

An N x N Sudoku (N = box rows x box columns) whose rows, columns and boxes each hold 1..N once,
with Skyscrapers clues around it: a clue counts the buildings seen from its side, a taller one
hiding every lower one behind it. Givens are optional.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.grid import (
    SIDES,
    clues_and_givens_to_json,
    givens_from_json,
    number_clues_from_json,
    number_grid_from_json,
    require_int,
    require_list,
)

NAME = "skyscrapersudoku"

Clues = tuple[int, ...]  # 0 = no clue
Givens = tuple[tuple[int | None, ...], ...]  # None = not given
Solution = tuple[tuple[int, ...], ...]
Box = tuple[int, int]  # (rows, columns) of one box
Cells = list[tuple[int, int]]
MAX_SIZE = 100  # a guard against input that asks for an absurd grid; published puzzles are 9x9 or smaller


def require_size(value: Any) -> int:
    size = require_int(value, "size")
    if not 1 <= size <= MAX_SIZE:
        shown = size if size < 10**6 else "more"
        raise PuzzleError(f"size must be between 1 and {MAX_SIZE}, found {shown}", where="size")
    return size


def default_box(size: int) -> Box:
    """The squarest box for this size, never taller than wide: 9 -> 3x3, 6 -> 2x3, 8 -> 2x4, 7 -> 1x7."""
    rows = max(d for d in range(1, size + 1) if size % d == 0 and d * d <= size)
    return rows, size // rows


@dataclass(frozen=True)
class SkyscraperSudoku:
    type_name: ClassVar[str] = NAME

    size: int
    top: Clues
    bottom: Clues
    left: Clues
    right: Clues
    box: Box = (0, 0)  # (0, 0) means default_box(size)
    givens: Givens | None = None

    def __post_init__(self) -> None:
        require_size(self.size)
        if self.box == (0, 0):
            object.__setattr__(self, "box", default_box(self.size))
        _validate(self)

    def clues(self, side: str) -> Clues:
        clues: Clues = getattr(self, side)
        return clues


def units(size: int, box: Box) -> list[tuple[str, Cells]]:
    """Every row, column and box, each with a name for messages; each holds 1..size once."""
    a, b = box
    found = [(f"row {r + 1}", [(r, c) for c in range(size)]) for r in range(size)]
    found += [(f"column {c + 1}", [(r, c) for r in range(size)]) for c in range(size)]
    for k in range(size):
        top, left = (k // (size // b)) * a, (k % (size // b)) * b
        cells = [(top + i, left + j) for i in range(a) for j in range(b)]
        found.append((f"box {k + 1}", cells))
    return found


def _validate(p: SkyscraperSudoku) -> None:
    n = p.size
    a, b = p.box
    require_int(a, "box rows")
    require_int(b, "box columns")
    if a < 1 or b < 1 or a * b != n:
        raise PuzzleError(f"{a}x{b} does not tile a {n}x{n} grid (box rows x box columns must be {n})", where="box")
    for side in SIDES:
        for i, clue in enumerate(require_list(p.clues(side), n, side)):
            require_int(clue, f"{side} clue {i + 1}")
            if not 0 <= clue <= n:
                raise PuzzleError(
                    f"clue {clue} is outside 1..{n} (0 or none for no clue)", where=f"{side} clue {i + 1}"
                )
    if p.givens is None:
        return
    for r, row in enumerate(require_list(p.givens, n, "givens")):
        for c, value in enumerate(require_list(row, n, f"givens row {r + 1}")):
            if value is not None:
                where = f"given at row {r + 1}, column {c + 1}"
                require_int(value, where)
                if not 1 <= value <= n:
                    raise PuzzleError(f"value {value} is outside 1..{n}", where=where)
    for name, cells in units(n, p.box):
        values = [p.givens[r][c] for r, c in cells if p.givens[r][c] is not None]
        repeated = next((v for v in values if values.count(v) > 1), None)
        if repeated is not None:
            raise PuzzleError(f"value {repeated} is given twice in {name}", where="givens")


def _box_from_json(raw: Any) -> Box:
    if raw is None:
        return (0, 0)
    if isinstance(raw, Mapping):
        return require_int(raw.get("rows"), "box rows"), require_int(raw.get("columns"), "box columns")
    rows, columns = require_list(raw, 2, "box")
    return require_int(rows, "box rows"), require_int(columns, "box columns")


def from_json(data: Mapping[str, Any]) -> SkyscraperSudoku:
    """The JSON schema: size, box [rows, columns] (default the squarest), top/bottom/left/right, givens."""
    size = require_size(data.get("size"))
    sides = number_clues_from_json(data, size)
    givens = givens_from_json(data, size)
    return SkyscraperSudoku(size=size, box=_box_from_json(data.get("box")), givens=givens, **sides)


def to_json(p: SkyscraperSudoku) -> dict[str, Any]:
    return {"type": NAME, "size": p.size, "box": list(p.box)} | clues_and_givens_to_json(p.clues, p.givens)


def solution_from_json(p: SkyscraperSudoku, data: Any) -> Solution:
    return number_grid_from_json(data, p.size)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return str(solution[cell[0]][cell[1]])
