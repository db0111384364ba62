"""Slitherlink as text: the native format and puzzlekit's.

Native format, as printed by the tool and read back (`.` a cell without a number); a solved board adds the
word `solved` and the solution's rows, `x` inside the loop and `-` outside:

    slitherlink 3x3
    . 3 .
    . . 2
    2 . .

puzzlekit's text: `ROWS COLS`, then the rows with `-` for a cell without a number; its solution text is
`ROWS COLS`, then rows of `x` (inside the loop) and `-`.
"""

from __future__ import annotations

from collections.abc import Sequence

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

from .model import INSIDE, OUTSIDE, Clue, Slitherlink, Solution

NAME = "slitherlink"
NUMBERS = "01234"


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return solution[cell[0]][cell[1]]


def _clues(grid: Grid, blank: str) -> tuple[tuple[Clue, ...], ...]:
    out = []
    for r, row in enumerate(grid):
        clues: list[Clue] = []
        for c, token in enumerate(row):
            if token == blank:
                clues.append(None)
            elif len(token) == 1 and token in NUMBERS:
                clues.append(int(token))
            else:
                raise PuzzleError(
                    f"expected a number 0..4 or '{blank}', found {shown(token)}", where=f"row {r + 1}, column {c + 1}"
                )
        out.append(tuple(clues))
    return tuple(out)


def _solution(grid: Grid) -> Solution:
    for r, row in enumerate(grid):
        for c, token in enumerate(row):
            if token not in (INSIDE, OUTSIDE):
                raise PuzzleError(
                    f"expected '{INSIDE}' (inside the loop) or '{OUTSIDE}', found {shown(token)}",
                    where=f"solution row {r + 1}, column {c + 1}",
                )
    return tuple("".join(row) for row in grid)


def _puzzle(rows: int, columns: int, clues: tuple[tuple[Clue, ...], ...]) -> Slitherlink:
    return Slitherlink(rows, columns, clues)


def from_text(text: str) -> tuple[Slitherlink, Solution | None]:
    board = read_board(text, NAME, [Block("cells")], Block("solution cells"))
    try:
        puzzle = _puzzle(board.rows, board.columns, _clues(board.grids[0], "."))
        return puzzle, None if board.solution is None else _solution(board.solution)
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


def to_text(p: Slitherlink, solution: Solution | None = None) -> str:
    clues = [["." if v is None else str(v) for v in row] for row in p.clues]
    return write_board(NAME, p.rows, p.columns, [clues], None if solution is None else [list(row) for row in solution])


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, then rows of `-` and 0..4 with some number."""
    return looks_like_grid(lines, {"-", *NUMBERS}) and any(set(line.split()) & set(NUMBERS) for line in lines[1:])


def from_puzzlekit(text: str) -> tuple[Slitherlink, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, [Block("cells")])
    return _puzzle(rows, columns, _clues(grids[0], "-")), None


def to_puzzlekit(p: Slitherlink, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return puzzlekit_text(p.rows, p.columns, [[list(row) for row in solution]])
    return puzzlekit_text(p.rows, p.columns, [[["-" if v is None else str(v) for v in row] for row in p.clues]])


def solution_text(p: Slitherlink, solution: Solution) -> str:
    return to_puzzlekit(p, solution)
