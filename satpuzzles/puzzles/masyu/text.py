"""Masyu as text: the native format and puzzlekit's.

Native format (`.` a cell without a pearl, `w` a white pearl, `b` a black one); a solved board adds the
word `solved` and the solution's rows of line pieces (`ns`, `ew`, `ne`, `nw`, `se`, `sw`, `-` no line):

    masyu 3x3
    . w .
    . . .
    b . .

puzzlekit's text: `ROWS COLS`, then the rows with `-` for a cell without a pearl (some of the dataset's
texts write `1` for a white pearl and `2` for a black one, read too); its solution text is
`ROWS COLS`, then the rows of line pieces.
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

from .model import BLACK, VALUES, WHITE, Masyu, Pearl, Solution

NAME = "masyu"
DIGITS = {"1": WHITE, "2": BLACK}  # some puzzlekit texts number the pearls: 1 white, 2 black


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return solution[cell[0]][cell[1]]


def _pearls(grid: Grid, blank: str) -> tuple[tuple[Pearl, ...], ...]:
    out = []
    for r, row in enumerate(grid):
        pearls: list[Pearl] = []
        for c, token in enumerate(row):
            low = DIGITS.get(token, token.lower())
            if low not in (blank, WHITE, BLACK):
                raise PuzzleError(
                    f"expected '{WHITE}' (white pearl), '{BLACK}' (black pearl) or '{blank}', found {shown(token)}",
                    where=f"row {r + 1}, column {c + 1}",
                )
            pearls.append(None if low == blank else low)
        out.append(tuple(pearls))
    return tuple(out)


def from_text(text: str) -> tuple[Masyu, Solution | None]:
    board = read_board(text, NAME, [Block("cells")], Block("line pieces"))
    try:
        puzzle = Masyu(board.rows, board.columns, _pearls(board.grids[0], "."))
        return puzzle, None if board.solution is None else solution_pieces(board.solution, VALUES)
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


def to_text(p: Masyu, solution: Solution | None = None) -> str:
    pearls = [["." if v is None else v for v in row] for row in p.pearls]
    return write_board(NAME, p.rows, p.columns, [pearls], None if solution is None else [list(row) for row in solution])


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, then rows of `-`, `w` and `b` with some pearl."""
    return looks_like_grid(lines, {"-", WHITE, BLACK}) and any({WHITE, BLACK} & set(line.split()) for line in lines[1:])


def from_puzzlekit(text: str) -> tuple[Masyu, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, [Block("cells")])
    return Masyu(rows, columns, _pearls(grids[0], "-")), None


def to_puzzlekit(p: Masyu, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return puzzlekit_text(p.rows, p.columns, [[list(row) for row in solution]])
    return puzzlekit_text(p.rows, p.columns, [[["-" if v is None else v for v in row] for row in p.pearls]])


def solution_text(p: Masyu, solution: Solution) -> str:
    return to_puzzlekit(p, solution)
