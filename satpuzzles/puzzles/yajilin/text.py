"""Yajilin as text: the native format and puzzlekit's.

Native format (`.` an open cell, `2w` an arrow clue: a number and n, e, s or w, `#` a clue cell without a
number); a solved board adds the word `solved` and the solution's rows (`x` shaded, line pieces, `-`):

    yajilin 3x3
    . 1w .
    . . .
    # . .

puzzlekit's text: `ROWS COLS`, then the rows with `-` for an open cell, arrow clues as above and `x` or `@`
for a clue cell without a number; its solution text is `ROWS COLS`, then the solution's rows.
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

from .model import ARROW, BLANK_CLUE, VALUES, Clue, Solution, Yajilin

NAME = "yajilin"


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return solution[cell[0]][cell[1]]


def _clues(grid: Grid, open_cell: str, blanks: Sequence[str]) -> tuple[tuple[Clue, ...], ...]:
    out = []
    for r, row in enumerate(grid):
        clues: list[Clue] = []
        for c, token in enumerate(row):
            low = token.lower()
            if low == open_cell:
                clues.append(None)
            elif low in blanks:
                clues.append(BLANK_CLUE)
            elif ARROW.fullmatch(low):
                clues.append(str(int(low[:-1])) + low[-1])
            else:
                raise PuzzleError(
                    f"expected '{open_cell}', an arrow clue such as '2w' or '{blanks[0]}', found {shown(token)}",
                    where=f"row {r + 1}, column {c + 1}",
                )
        out.append(tuple(clues))
    return tuple(out)


def from_text(text: str) -> tuple[Yajilin, Solution | None]:
    board = read_board(text, NAME, [Block("cells")], Block("solution cells"))
    try:
        puzzle = Yajilin(board.rows, board.columns, _clues(board.grids[0], ".", (BLANK_CLUE,)))
        return puzzle, None if board.solution is None else solution_pieces(board.solution, VALUES)
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


def to_text(p: Yajilin, solution: Solution | None = None) -> str:
    cells = [["." if v is None else v for v in row] for row in p.clues]
    return write_board(NAME, p.rows, p.columns, [cells], None if solution is None else [list(row) for row in solution])


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, then rows of `-` and arrow clues (`2w`), with some arrow."""
    tokens = {t for line in lines[1:] for t in line.split()}
    arrows = {t for t in tokens if ARROW.fullmatch(t)}
    return bool(arrows) and looks_like_grid(lines, {"-", "x", "@", *arrows})


def from_puzzlekit(text: str) -> tuple[Yajilin, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, [Block("cells")])
    return Yajilin(rows, columns, _clues(grids[0], "-", ("x", "@"))), None


def to_puzzlekit(p: Yajilin, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return puzzlekit_text(p.rows, p.columns, [[list(row) for row in solution]])
    cells = [["-" if v is None else "x" if v == BLANK_CLUE else v for v in row] for row in p.clues]
    return puzzlekit_text(p.rows, p.columns, [cells])


def solution_text(p: Yajilin, solution: Solution) -> str:
    return to_puzzlekit(p, solution)
