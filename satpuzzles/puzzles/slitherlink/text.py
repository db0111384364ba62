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

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.boards import (
    Block,
    looks_like_grid,
    number_grid,
    puzzlekit_text,
    read_board,
    read_puzzlekit,
    solution_rows,
    write_board,
)

from .model import INSIDE, OUTSIDE, Clue, Slitherlink, Solution

NAME = "slitherlink"
NUMBERS = "01234"
SIDES = f"'{INSIDE}' (inside the loop) or '{OUTSIDE}'"


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return solution[cell[0]][cell[1]]


def _puzzle(rows: int, columns: int, clues: tuple[tuple[Clue, ...], ...]) -> Slitherlink:
    return Slitherlink(rows, columns, clues)


def from_text(text: str) -> tuple[Slitherlink, Solution | None]:
    board = read_board(text, NAME, [Block("cells")], Block("solution cells"))
    try:
        puzzle = _puzzle(board.rows, board.columns, number_grid(board.grids[0], ".", 4))
        return puzzle, None if board.solution is None else solution_rows(
            board.solution, (INSIDE, OUTSIDE), f"'{INSIDE}' (inside the loop) or '{OUTSIDE}'"
        )
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
    return _puzzle(rows, columns, number_grid(grids[0], "-", 4)), None


def to_puzzlekit(p: Slitherlink, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return puzzlekit_text(p.rows, p.columns, [[list(row) for row in solution]])
    return puzzlekit_text(p.rows, p.columns, [[["-" if v is None else str(v) for v in row] for row in p.clues]])


def solution_text(p: Slitherlink, solution: Solution) -> str:
    return to_puzzlekit(p, solution)
