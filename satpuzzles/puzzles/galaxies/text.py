"""Galaxies as text: the native format and puzzlekit's.

A cell's token says which dot lies on it: `o` in its middle, `e` on its right edge, `s` on its lower edge, `se`
on its lower right corner, `.` none. Native format; a solved board adds the word `solved` and the rows of region
numbers (1.. in reading order):

    galaxies 3x3
    . o .
    . . .
    o . se

puzzlekit's text: `ROWS COLS`, then the rows with `-` for no dot and `0`, `1`, `2`, `3` for `o`, `e`, `s`, `se`;
its solution text is `ROWS COLS`, then the rows of region numbers.
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

from .model import NAME, Dot, Galaxies, Solution, dot_cell

PLACES = ("o", "e", "s", "se")  # middle, right edge, lower edge, lower right corner; puzzlekit numbers them 0..3
DIGITS = ("0", "1", "2", "3")


def _dots(grid: Grid, blank: str, tokens: Sequence[str]) -> tuple[Dot, ...]:
    dots = []
    for r, row in enumerate(grid):
        for c, token in enumerate(row):
            if token == blank:
                continue
            if token not in tokens:
                raise PuzzleError(
                    f"expected {', '.join(tokens)} or '{blank}', found {shown(token)}",
                    where=f"row {r + 1}, column {c + 1}",
                )
            place = tokens.index(token)
            dots.append((2 * r + 1 + place // 2, 2 * c + 1 + place % 2))
    return tuple(dots)


def _tokens(p: Galaxies, blank: str, tokens: Sequence[str]) -> list[list[str]]:
    grid = [[blank] * p.columns for _ in range(p.rows)]
    for dot in p.dots:
        r, c = dot_cell(dot)
        if grid[r][c] != blank:
            raise PuzzleError(f"two dots on r{r + 1}c{c + 1}: a cell's token holds one", where="dots")
        grid[r][c] = tokens[2 * (1 - dot[0] % 2) + 1 - dot[1] % 2]
    return grid


def from_text(text: str) -> tuple[Galaxies, Solution | None]:
    board = read_board(text, NAME, [Block("cells")], Block("region numbers"))
    try:
        puzzle = Galaxies(board.rows, board.columns, _dots(board.grids[0], ".", PLACES))
        return puzzle, None if board.solution is None else regions_from_tokens(board.solution)
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


def to_text(p: Galaxies, solution: Solution | None = None) -> str:
    cells = _tokens(p, ".", PLACES)
    return write_board(NAME, p.rows, p.columns, [cells], None if solution is None else region_rows(solution))


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, then rows of `-` and `0`..`3`, with some dot."""
    return looks_like_grid(lines, {"-", *DIGITS}) and any(set(DIGITS) & set(line.split()) for line in lines[1:])


def from_puzzlekit(text: str) -> tuple[Galaxies, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, [Block("cells")])
    return Galaxies(rows, columns, _dots(grids[0], "-", DIGITS)), None


def to_puzzlekit(p: Galaxies, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text (region numbers)."""
    return puzzlekit_text(p.rows, p.columns, [_tokens(p, "-", DIGITS) if solution is None else region_rows(solution)])
