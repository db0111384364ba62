"""Nurikabe as text: the native format and puzzlekit's (typekit.boards reads and writes both).

Native, as printed and read back (`.` a cell without a number, `?` a number not given; a solved board adds
the shading below: `x` shaded, `-` unshaded):

    nurikabe 3x4          nurikabe 3x4 solved
    2 . . .               2 . . .
    . . . 1               . . . 1
    . . . .               . . . .
                          - x x x
                          - x x -
                          x x - -  ...

puzzlekit's text: `R C`, then R rows of `-` and numbers; its solution text is `R C` and R rows of `x`
(shaded) and `-` (unshaded).
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.boards import (
    Block,
    Grid,
    looks_like_numbers,
    puzzlekit_text,
    read_board,
    read_puzzlekit,
    write_board,
)
from satpuzzles.typekit.shadingjson import SHADED, UNSHADED
from satpuzzles.typekit.textgrid import shown, whole_number

from .model import NAME, QUESTION, Clue, Nurikabe, Solution

EMPTY = "."
CELLS = Block("cells")


def _numbers(grid: Grid, empty: str) -> list[list[Clue]]:
    out: list[list[Clue]] = []
    for r, row in enumerate(grid):
        out.append([])
        for c, token in enumerate(row):
            value = None if token == empty else QUESTION if token == QUESTION else whole_number(token)
            if value is None and token != empty:
                where = f"row {r + 1}, column {c + 1}"
                raise PuzzleError(f"expected '{empty}', '?' or a number, found {shown(token)}", where=where)
            out[-1].append(value)
    return out


def _shading(grid: Grid) -> Solution:
    for r, row in enumerate(grid):
        for c, token in enumerate(row):
            if token not in (SHADED, UNSHADED):
                where = f"solution row {r + 1}, column {c + 1}"
                raise PuzzleError(f"expected '{SHADED}' or '{UNSHADED}', found {shown(token)}", where=where)
    return tuple("".join(row) for row in grid)


def from_text(text: str) -> tuple[Nurikabe, Solution | None]:
    board = read_board(text, NAME, [CELLS], solution=Block("shading marks"))
    puzzle = Nurikabe(board.rows, board.columns, tuple(map(tuple, _numbers(board.grids[0], EMPTY))))
    return puzzle, None if board.solution is None else _shading(board.solution)


def _tokens(p: Nurikabe, empty: str) -> list[list[str]]:
    return [[empty if v is None else str(v) for v in row] for row in p.numbers]


def to_text(p: Nurikabe, solution: Solution | None = None) -> str:
    shading = None if solution is None else [list(row) for row in solution]
    return write_board(NAME, p.rows, p.columns, [_tokens(p, EMPTY)], shading)


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`R C`, then R rows of C tokens, each `-` or a number, some of each."""
    return looks_like_numbers(lines, UNSHADED, {QUESTION})


def from_puzzlekit(text: str) -> tuple[Nurikabe, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, [CELLS])
    return Nurikabe(rows, columns, tuple(map(tuple, _numbers(grids[0], UNSHADED)))), None


def to_puzzlekit(p: Nurikabe, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution the dataset's solution text (`x` shaded, `-` unshaded)."""
    if solution is not None:
        return puzzlekit_text(p.rows, p.columns, [[list(row) for row in solution]])
    return puzzlekit_text(p.rows, p.columns, [_tokens(p, UNSHADED)])
