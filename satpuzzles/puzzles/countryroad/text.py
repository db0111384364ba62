"""Country Road as text: the native format and puzzlekit's.

Native format: the rows of numbers (`.` a cell without one), then the rows of region labels (any token, each
region its own; written A..Z, a..z, 0..9 in order of first appearance, numbers beyond 62 regions; `@` a
blocked cell, in no region and off the loop); a solved
board adds the word `solved` and the solution's rows of line pieces (`ns`, `ew`, `ne`, `nw`, `se`, `sw`, `-`):

    countryroad 2x3
    2 . 4
    . . .
    A A B
    A B B

puzzlekit's text: `ROWS COLS`, the rows of numbers with `-` for a cell without one, then the rows of region
numbers (`@` a blocked cell); its solution text is `ROWS COLS`, then the rows of line pieces.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.boards import (
    Block,
    number_cells,
    number_tokens,
    puzzlekit_text,
    read_board,
    read_puzzlekit,
    solution_pieces,
    write_board,
)
from satpuzzles.typekit.textgrid import BLOCKED_REGION, region_labels, regions_of, whole_number

from .model import VALUES, CountryRoad, Solution

NAME = "countryroad"
BLOCKED = "@"  # a blocked cell, in no region, in both texts
BLOCKS = [Block("numbers"), Block("region labels")]


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return solution[cell[0]][cell[1]]


def from_text(text: str) -> tuple[CountryRoad, Solution | None]:
    board = read_board(text, NAME, BLOCKS, Block("line pieces"))
    try:
        puzzle = CountryRoad(
            board.rows, board.columns, regions_of(board.grids[1], BLOCKED), number_cells(board.grids[0], ".")
        )
        return puzzle, None if board.solution is None else solution_pieces(board.solution, VALUES)
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


def to_text(p: CountryRoad, solution: Solution | None = None) -> str:
    grid = None if solution is None else [list(row) for row in solution]
    return write_board(
        NAME, p.rows, p.columns, [number_tokens(p.numbers, "."), region_labels(p.regions, BLOCKED)], grid
    )


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, then ROWS rows of `-` and numbers with some `-`, then ROWS rows of region numbers."""
    words = lines[0].split()
    if len(words) != 2 or any(whole_number(w) is None for w in words):
        return False
    rows, columns = int(words[0]), int(words[1])
    grid = [line.split() for line in lines[1:]]
    if len(grid) != 2 * rows or any(len(row) != columns for row in grid):
        return False
    numbers, regions = grid[:rows], grid[rows:]
    return (
        any("-" in row for row in numbers)
        and all(t == "-" or whole_number(t) is not None for row in numbers for t in row)
        and all(t == BLOCKED or whole_number(t) is not None for row in regions for t in row)
    )


def from_puzzlekit(text: str) -> tuple[CountryRoad, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, BLOCKS)
    return CountryRoad(rows, columns, regions_of(grids[1], BLOCKED), number_cells(grids[0], "-")), None


def to_puzzlekit(p: CountryRoad, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return puzzlekit_text(p.rows, p.columns, [[list(row) for row in solution]])
    ids = regions_of([[str(v) for v in row] for row in p.regions], str(BLOCKED_REGION))
    regions = [[BLOCKED if v == BLOCKED_REGION else str(v + 1) for v in row] for row in ids]
    return puzzlekit_text(p.rows, p.columns, [number_tokens(p.numbers, "-"), regions])


def solution_text(p: CountryRoad, solution: Solution) -> str:
    return to_puzzlekit(p, solution)
