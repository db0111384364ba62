"""Hashi as text: the native format and puzzlekit's.

Native format, as printed by the tool and read back (`.` a cell without an island, a number 1..8 an island,
`?` an island without a number); a solved board adds the word `solved` and the solution's rows, `.` no
bridge, `-` `=` one or two bridges across, `|` `"` one or two down:

    hashi 3x5
    1 . 3 . 1
    . . . . .
    1 . 2 . .

puzzlekit's text: `ROWS COLS`, then the rows with `-` for a cell without an island; its solution text is
`ROWS COLS`, then rows of `-` (no bridge, islands too), `1` `2` (bridges across) and `a` `b` (bridges down).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.boards import (
    Block,
    Grid,
    looks_like_grid,
    puzzlekit_text,
    read_board,
    read_puzzlekit,
    write_board,
)

from .model import ASKED, MOST, NAME, NONE, ONE_ACROSS, ONE_DOWN, TWO_ACROSS, TWO_DOWN, VALUES, Hashi, Island, Solution

NUMBERS = [str(k) for k in range(1, MOST + 1)]
# the dataset's solution tokens for our cell values
PUZZLEKIT = {NONE: "-", ONE_ACROSS: "1", TWO_ACROSS: "2", ONE_DOWN: "a", TWO_DOWN: "b"}


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return solution[cell[0]][cell[1]]


def _islands(grid: Grid, blank: str) -> tuple[tuple[Island, ...], ...]:
    out = []
    for r, row in enumerate(grid):
        cells: list[Island] = []
        for c, token in enumerate(row):
            if token == blank:
                cells.append(None)
            elif token == ASKED:
                cells.append(ASKED)
            elif token in NUMBERS:
                cells.append(int(token))
            else:
                raise PuzzleError(
                    f"expected an island's number 1..{MOST}, '{ASKED}' or '{blank}', found {shown(token)}",
                    where=f"row {r + 1}, column {c + 1}",
                )
        out.append(tuple(cells))
    return tuple(out)


def _solution(grid: Grid) -> Solution:
    for r, row in enumerate(grid):
        for c, token in enumerate(row):
            if token not in VALUES:
                raise PuzzleError(
                    f"expected a bridge {' '.join(VALUES)}, found {shown(token)}",
                    where=f"solution row {r + 1}, column {c + 1}",
                )
    return tuple("".join(row) for row in grid)


def from_text(text: str) -> tuple[Hashi, Solution | None]:
    board = read_board(text, NAME, [Block("cells")], Block("solution cells"))
    try:
        puzzle = Hashi(board.rows, board.columns, _islands(board.grids[0], NONE))
        return puzzle, None if board.solution is None else _solution(board.solution)
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


def _tokens(p: Hashi, blank: str) -> list[list[str]]:
    return [[blank if v is None else str(v) for v in row] for row in p.islands]


def to_text(p: Hashi, solution: Solution | None = None) -> str:
    bridges = None if solution is None else [list(row) for row in solution]
    return write_board(NAME, p.rows, p.columns, [_tokens(p, NONE)], bridges)


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, then rows of `-` and 1..8 with some island and no two islands side by side."""
    if not looks_like_grid(lines, {"-", *NUMBERS}):
        return False
    grid = [line.split() for line in lines[1:]]
    touching = any(a != "-" and b != "-" for line in [*grid, *zip(*grid, strict=True)] for a, b in pairwise(line))
    return any(set(row) - {"-"} for row in grid) and not touching


def from_puzzlekit(text: str) -> tuple[Hashi, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, [Block("cells")])
    return Hashi(rows, columns, _islands(grids[0], "-")), None


def to_puzzlekit(p: Hashi, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return puzzlekit_text(p.rows, p.columns, [[[PUZZLEKIT[v] for v in row] for row in solution]])
    if any(v == ASKED for row in p.islands for v in row):
        raise PuzzleError(f"puzzlekit's Hashi text has no island without a number ('{ASKED}')")
    return puzzlekit_text(p.rows, p.columns, [_tokens(p, "-")])


def solution_text(p: Hashi, solution: Solution) -> str:
    return to_puzzlekit(p, solution)
