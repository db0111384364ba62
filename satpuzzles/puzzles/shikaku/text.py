"""Shikaku as text: the native format and puzzlekit's.

Native format (`.` a cell without a number); a solved board adds the word `solved` and the rows of region
numbers (1.. in reading order):

    shikaku 3x4
    . 4 . .
    . . . 4
    4 . . .

puzzlekit's text: `ROWS COLS`, then the rows with `-` for a cell without a number; its solution text is
`ROWS COLS`, then the rows of region numbers.
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
from satpuzzles.typekit.partition import region_rows, regions_from_tokens
from satpuzzles.typekit.textgrid import whole_number

from .model import NAME, Number, Shikaku, Solution


def _numbers(grid: Grid, blank: str) -> tuple[tuple[Number, ...], ...]:
    out = []
    for r, row in enumerate(grid):
        cells: list[Number] = []
        for c, token in enumerate(row):
            value = None if token == blank else whole_number(token)
            if token != blank and not value:
                raise PuzzleError(
                    f"expected a number or '{blank}', found {shown(token)}", where=f"row {r + 1}, column {c + 1}"
                )
            cells.append(value)
        out.append(tuple(cells))
    return tuple(out)


def _tokens(p: Shikaku, blank: str) -> list[list[str]]:
    return [[blank if v is None else str(v) for v in row] for row in p.numbers]


def from_text(text: str) -> tuple[Shikaku, Solution | None]:
    board = read_board(text, NAME, [Block("cells")], Block("region numbers"))
    try:
        puzzle = Shikaku(board.rows, board.columns, _numbers(board.grids[0], "."))
        return puzzle, None if board.solution is None else regions_from_tokens(board.solution)
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


def to_text(p: Shikaku, solution: Solution | None = None) -> str:
    return write_board(NAME, p.rows, p.columns, [_tokens(p, ".")], None if solution is None else region_rows(solution))


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, then rows of `-` and numbers, with some number."""
    words = lines[0].split()
    tokens = {token for line in lines[1:] for token in line.split()}
    numbers = {token for token in tokens if whole_number(token)}
    return len(words) == 2 and bool(numbers) and looks_like_grid(lines, {"-", *numbers})


def from_puzzlekit(text: str) -> tuple[Shikaku, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, [Block("cells")])
    return Shikaku(rows, columns, _numbers(grids[0], "-")), None


def to_puzzlekit(p: Shikaku, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text (region numbers)."""
    return puzzlekit_text(p.rows, p.columns, [_tokens(p, "-") if solution is None else region_rows(solution)])
