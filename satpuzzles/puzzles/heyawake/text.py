"""Heyawake as text: the native format and puzzlekit's (typekit.boards reads and writes both).

Native, as printed and read back: the numbers (`.` none), then the room labels (any tokens; written A..Z,
a..z, 0..9, numbers beyond 62 rooms); a solved board adds the shading below (`x` shaded, `-` unshaded):

    heyawake 3x4
    2 . . .
    . . 0 .
    . . . .
    A A B B
    A A C C
    D D C C

puzzlekit's text: `R C`, R rows of `-` and numbers (a room's number in one of its cells), then R rows of
room numbers; its solution text is `R C` and R rows of `x` (shaded) and `-` (unshaded).
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.boards import Block, Grid, puzzlekit_text, read_board, read_puzzlekit, write_board
from satpuzzles.typekit.shadingjson import SHADED, UNSHADED
from satpuzzles.typekit.textgrid import region_labels, regions_of, shown, whole_number

from .model import NAME, Clue, Heyawake, Solution

EMPTY = "."
BLOCKS = (Block("numbers"), Block("room labels"))


def _numbers(grid: Grid, empty: str) -> tuple[tuple[Clue, ...], ...]:
    out = []
    for r, row in enumerate(grid):
        values = [None if token == empty else whole_number(token) for token in row]
        for c, (token, value) in enumerate(zip(row, values, strict=True)):
            if value is None and token != empty:
                where = f"numbers row {r + 1}, column {c + 1}"
                raise PuzzleError(f"expected '{empty}' or a number, found {shown(token)}", where=where)
        out.append(tuple(values))
    return tuple(out)


def _shading(grid: Grid) -> Solution:
    for r, row in enumerate(grid):
        for c, token in enumerate(row):
            if token not in (SHADED, UNSHADED):
                where = f"solution row {r + 1}, column {c + 1}"
                raise PuzzleError(f"expected '{SHADED}' or '{UNSHADED}', found {shown(token)}", where=where)
    return tuple("".join(row) for row in grid)


def _number_tokens(p: Heyawake, empty: str) -> list[list[str]]:
    return [[empty if v is None else str(v) for v in row] for row in p.numbers]


def from_text(text: str) -> tuple[Heyawake, Solution | None]:
    board = read_board(text, NAME, BLOCKS, solution=Block("shading marks"))
    numbers, labels = board.grids
    puzzle = Heyawake(board.rows, board.columns, regions_of(labels), _numbers(numbers, EMPTY))
    return puzzle, None if board.solution is None else _shading(board.solution)


def to_text(p: Heyawake, solution: Solution | None = None) -> str:
    shading = None if solution is None else [list(row) for row in solution]
    return write_board(NAME, p.rows, p.columns, [_number_tokens(p, EMPTY), region_labels(p.rooms)], shading)


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`R C`, R rows of `-` and numbers, then R rows of numbers (the rooms)."""
    words = lines[0].split()
    if len(words) != 2 or any(whole_number(w, max_digits=3) is None for w in words):
        return False
    rows, columns = int(words[0]), int(words[1])
    grid = [line.split() for line in lines[1:]]
    if len(grid) != 2 * rows or any(len(row) != columns for row in grid):
        return False
    numbers = all(t == UNSHADED or whole_number(t) is not None for row in grid[:rows] for t in row)
    return numbers and all(whole_number(t) is not None for row in grid[rows:] for t in row)


def from_puzzlekit(text: str) -> tuple[Heyawake, Solution | None]:
    rows, columns, _, (numbers, rooms) = read_puzzlekit(text, BLOCKS)
    return Heyawake(rows, columns, regions_of(rooms), _numbers(numbers, UNSHADED)), None


def to_puzzlekit(p: Heyawake, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution the dataset's solution text (`x` shaded, `-` unshaded)."""
    if solution is not None:
        return puzzlekit_text(p.rows, p.columns, [[list(row) for row in solution]])
    rooms = [[str(v + 1) for v in row] for row in regions_of([[str(v) for v in row] for row in p.rooms])]
    return puzzlekit_text(p.rows, p.columns, [_number_tokens(p, UNSHADED), rooms])
