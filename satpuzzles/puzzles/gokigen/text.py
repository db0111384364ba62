"""Gokigen Naname as text: the native format and puzzlekit's.

Native format, as printed by the tool and read back: the header gives the cells, then ROWS + 1 rows of
COLUMNS + 1 grid points (`.` a point without a number, 0..4 a number); a solved board adds the word `solved`
and the solution's ROWS rows of `/` and `\\`:

    gokigen 2x2
    . 0 .
    1 . 1
    . . .

puzzlekit's text: `ROWS COLS`, then the ROWS + 1 rows of points with `-` for a point without a number; its
solution text is `ROWS COLS`, then rows of `/` and `\\`.
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

from .model import FALLING, NAME, RISING, Gokigen, Solution

NUMBERS = "01234"
POINTS = Block("grid points", more=1)
DIAGONALS = f"'{RISING}' or '{FALLING}'"


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return solution[cell[0]][cell[1]]


def from_text(text: str) -> tuple[Gokigen, Solution | None]:
    board = read_board(text, NAME, [POINTS], Block("solution cells"))
    try:
        puzzle = Gokigen(board.rows, board.columns, number_grid(board.grids[0], ".", 4))
        return puzzle, None if board.solution is None else solution_rows(
            board.solution, (RISING, FALLING), f"'{RISING}' or '{FALLING}'"
        )
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


def _tokens(p: Gokigen, blank: str) -> list[list[str]]:
    return [[blank if v is None else str(v) for v in row] for row in p.clues]


def to_text(p: Gokigen, solution: Solution | None = None) -> str:
    diagonals = None if solution is None else [list(row) for row in solution]
    return write_board(NAME, p.rows, p.columns, [_tokens(p, ".")], diagonals)


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, then rows of ROWS + 1 tokens, `-` and 0..4, with some number."""
    return looks_like_grid(lines, {"-", *NUMBERS}, more=1) and any(
        set(line.split()) & set(NUMBERS) for line in lines[1:]
    )


def from_puzzlekit(text: str) -> tuple[Gokigen, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, [POINTS])
    return Gokigen(rows, columns, number_grid(grids[0], "-", 4)), None


def to_puzzlekit(p: Gokigen, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return puzzlekit_text(p.rows, p.columns, [[list(row) for row in solution]])
    return puzzlekit_text(p.rows, p.columns, [_tokens(p, "-")])


def solution_text(p: Gokigen, solution: Solution) -> str:
    return to_puzzlekit(p, solution)
