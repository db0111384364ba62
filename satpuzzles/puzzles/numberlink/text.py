"""Numberlink as text: the native format and puzzlekit's.

Native format (`.` an empty cell, a number 1 or more; each number twice); a solved board adds the word
`solved` and the solution's rows of line pieces (`ns`, `ew`, `ne`, `nw`, `se`, `sw`, an end `n`, `e`, `s`,
`w` on a number, `-` an empty cell):

    numberlink 3x3
    1 . 2
    . . .
    1 . 2

puzzlekit's text: `ROWS COLS`, then the rows with `-` for a cell without a number; its solution text is
`ROWS COLS`, then the rows of line pieces.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.boards import (
    Block,
    looks_like_grid,
    number_cells,
    number_tokens,
    puzzlekit_text,
    read_board,
    read_puzzlekit,
    solution_pieces,
    write_board,
)
from satpuzzles.typekit.textgrid import whole_number

from .model import VALUES, Numberlink, Solution

NAME = "numberlink"


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return solution[cell[0]][cell[1]]


def from_text(text: str) -> tuple[Numberlink, Solution | None]:
    board = read_board(text, NAME, [Block("cells")], Block("line pieces"))
    try:
        puzzle = Numberlink(board.rows, board.columns, number_cells(board.grids[0], "."))
        return puzzle, None if board.solution is None else solution_pieces(board.solution, VALUES)
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


def to_text(p: Numberlink, solution: Solution | None = None) -> str:
    grid = None if solution is None else [list(row) for row in solution]
    return write_board(NAME, p.rows, p.columns, [number_tokens(p.numbers, ".")], grid)


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, then rows of `-` and numbers, each number exactly twice."""
    counts = Counter(t for line in lines[1:] for t in line.split() if t != "-")
    numbers = {t for t in counts if whole_number(t)}
    return looks_like_grid(lines, {"-", *numbers}) and bool(counts) and set(counts.values()) == {2}


def from_puzzlekit(text: str) -> tuple[Numberlink, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, [Block("cells")])
    return Numberlink(rows, columns, number_cells(grids[0], "-")), None


def to_puzzlekit(p: Numberlink, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return puzzlekit_text(p.rows, p.columns, [[list(row) for row in solution]])
    return puzzlekit_text(p.rows, p.columns, [number_tokens(p.numbers, "-")])


def solution_text(p: Numberlink, solution: Solution) -> str:
    return to_puzzlekit(p, solution)
