"""Simple Loop as text: the native format and puzzlekit's.

Native format (`.` an open cell, `#` a blocked one); a solved board adds the word `solved` and the
solution's rows of line pieces (`ns`, `ew`, `ne`, `nw`, `se`, `sw`; `-` for a blocked cell):

    simpleloop 3x3
    . . .
    . # .
    . . .

puzzlekit's text: `ROWS COLS`, then the rows with `-` for an open cell and `x` for a blocked one; its
solution text is `ROWS COLS`, then the rows of line pieces.
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
    solution_pieces,
    write_board,
)

from .model import VALUES, SimpleLoop, Solution

NAME = "simpleloop"


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return solution[cell[0]][cell[1]]


def _blocked(grid: Grid, open_cell: str, blocked: str) -> tuple[tuple[bool, ...], ...]:
    for r, row in enumerate(grid):
        for c, token in enumerate(row):
            if token not in (open_cell, blocked):
                raise PuzzleError(
                    f"expected '{open_cell}' (an open cell) or '{blocked}' (a blocked one), found {shown(token)}",
                    where=f"row {r + 1}, column {c + 1}",
                )
    return tuple(tuple(token == blocked for token in row) for row in grid)


def from_text(text: str) -> tuple[SimpleLoop, Solution | None]:
    board = read_board(text, NAME, [Block("cells")], Block("line pieces"))
    try:
        puzzle = SimpleLoop(board.rows, board.columns, _blocked(board.grids[0], ".", "#"))
        return puzzle, None if board.solution is None else solution_pieces(board.solution, VALUES)
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


def to_text(p: SimpleLoop, solution: Solution | None = None) -> str:
    cells = [["#" if v else "." for v in row] for row in p.blocked]
    return write_board(NAME, p.rows, p.columns, [cells], None if solution is None else [list(row) for row in solution])


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, then rows of `-` and `x` with some of each."""
    tokens = {t for line in lines[1:] for t in line.split()}
    return looks_like_grid(lines, {"-", "x"}) and tokens == {"-", "x"}


def from_puzzlekit(text: str) -> tuple[SimpleLoop, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, [Block("cells")])
    return SimpleLoop(rows, columns, _blocked(grids[0], "-", "x")), None


def to_puzzlekit(p: SimpleLoop, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return puzzlekit_text(p.rows, p.columns, [[list(row) for row in solution]])
    return puzzlekit_text(p.rows, p.columns, [[["x" if v else "-" for v in row] for row in p.blocked]])


def solution_text(p: SimpleLoop, solution: Solution) -> str:
    return to_puzzlekit(p, solution)
