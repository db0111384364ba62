"""KenKen as text: the native format and puzzlekit's.

Native, as printed and read back: the clues (`.` a cell without one), then the cage map (a label per cell,
any tokens); a solved board adds the word `solved` and the digits:

    kenken 4x4
    24x 2/ . 3-
    . . 7+ .
    3- 5+ . 3
    . . 2/ .
    A B B C
    A A D C
    E F D G
    E F H H

A clue is a target and its operation (`+`, `-`, `x` or `*`, `/`), or a bare target (one cell, or an
operation the puzzle hides). puzzlekit's text is the same grids after `N N`, with `-` (or `.`) for no
clue and numbered cages; its solution text is `N N` and the digits.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.boards import Block, Grid, puzzlekit_text, read_board, read_puzzlekit, write_board
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import region_labels, regions_of, whole_number

from .model import NAME, KenKen, Solution, read_clue

GRIDS = (Block("clues"), Block("cage labels"))
BLANKS = (".", "-")


def _clues(grid: Grid) -> tuple[tuple[str | None, ...], ...]:
    out = []
    for r, row in enumerate(grid):
        found: list[str | None] = []
        for c, token in enumerate(row):
            clue = None if token in BLANKS else read_clue(token)
            if clue is None and token not in BLANKS:
                raise PuzzleError(
                    f"expected a clue (12+, 3-, 24x, 2/, 5) or '.', found {shown(token)}",
                    where=f"clues row {r + 1}, column {c + 1}",
                )
            found.append(None if clue is None else clue.text)
        out.append(tuple(found))
    return tuple(out)


def _digits(grid: Grid, n: int) -> Solution:
    out = []
    for r, row in enumerate(grid):
        values = [whole_number(token) for token in row]
        for c, value in enumerate(values):
            if value is None or not 1 <= value <= n:
                raise PuzzleError(f"expected a digit 1..{n}, found {shown(row[c])}", where=f"solution row {r + 1}")
        out.append(tuple(v or 0 for v in values))
    return tuple(out)


def _square(rows: int, columns: int) -> int:
    if rows != columns:
        raise PuzzleError(f"a KenKen grid is square, found {rows}x{columns}", where="line 1")
    return rows


def _puzzle(n: int, clues: Grid, cages: Grid) -> KenKen:
    return KenKen(n, regions_of(cages), _clues(clues))


def from_text(text: str) -> tuple[KenKen, Solution | None]:
    board = read_board(text, NAME, GRIDS, Block("digits"))
    n = _square(board.rows, board.columns)
    try:
        puzzle = _puzzle(n, *board.grids)
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None
    return puzzle, None if board.solution is None else _digits(board.solution, n)


def to_text(p: KenKen, solution: Solution | None = None) -> str:
    clues = [["." if token is None else token for token in row] for row in p.clues]
    digits = None if solution is None else [[str(v) for v in row] for row in solution]
    return write_board(NAME, p.size, p.size, [clues, region_labels(p.cages)], digits)


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`N N`, N rows of clues or `-`/`.` (some clue with an operation), then N rows of cage labels."""
    words = lines[0].split()
    if len(words) != 2 or words[0] != words[1] or whole_number(words[0]) is None:
        return False
    n = int(words[0])
    rows = [line.split() for line in lines[1:]]
    if len(rows) != 2 * n or any(len(row) != n for row in rows):
        return False
    clues = [token for row in rows[:n] for token in row if token not in BLANKS]
    return all(read_clue(t) is not None for t in clues) and any(not t.isdigit() for t in clues)


def from_puzzlekit(text: str) -> tuple[KenKen, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, GRIDS)
    n = _square(rows, columns)
    try:
        return _puzzle(n, *grids), None
    except PuzzleError as error:
        raise error.located(where="line 1") from None


def to_puzzlekit(p: KenKen, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution the dataset's solution text."""
    if solution is not None:
        return to_puzzlekit_solution(p, solution)
    clues = [["-" if token is None else token for token in row] for row in p.clues]
    cages = [[str(label + 1) for label in row] for row in regions_of([[str(v) for v in row] for row in p.cages])]
    return puzzlekit_text(p.size, p.size, [clues, cages])


def to_puzzlekit_solution(p: KenKen, solution: Solution) -> str:
    return solution_text(f"{p.size} {p.size}", solution)
