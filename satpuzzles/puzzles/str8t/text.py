"""Str8t as text: the native format and puzzlekit's, one token per cell in both.

`-` an empty white cell, a digit a white cell's given, `x` a black cell, a digit and `x` (`3x`) a black cell
showing that digit. Native, as printed and read back; a solved board adds `solved` and the solution's rows
(digits, `-` for black cells):

    str8t 6x6
    3 4 x - - x
    - - 1x 6 - x

puzzlekit's text is the same grid after `N N`; its solution text is `N N` and the solution's rows, where a
black cell shows its own digit (`-` when it has none).
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.boards import Block, Grid, puzzlekit_text, read_board, read_puzzlekit, write_board
from satpuzzles.typekit.textgrid import whole_number

from .model import BLACK as BLACK_CELL
from .model import NAME, Solution, Str8t

GRID = (Block("cells"),)
EMPTY, BLACK = "-", "x"


def read_cell(token: str, n: int) -> tuple[bool, int | None] | None:
    """(black, digit) of a cell token, or None when it is not one."""
    if token in (EMPTY, BLACK):
        return token == BLACK, None
    black = token.endswith(BLACK)
    digit = whole_number(token[:-1] if black else token, max_digits=2)
    return (black, digit) if digit is not None and 1 <= digit <= n else None


def _puzzle(n: int, grid: Grid) -> Str8t:
    black, digits = [], []
    for r, row in enumerate(grid):
        cells = []
        for c, token in enumerate(row):
            cell = read_cell(token, n)
            if cell is None:
                raise PuzzleError(
                    f"expected '-', a digit 1..{n}, 'x' or a digit and 'x', found {shown(token)}",
                    where=f"row {r + 1}, column {c + 1}",
                )
            cells.append(cell)
        black.append(tuple(b for b, _ in cells))
        digits.append(tuple(d for _, d in cells))
    return Str8t(n, tuple(black), tuple(digits))


def cell_token(black: bool, digit: int | None) -> str:
    if black:
        return BLACK if digit is None else f"{digit}{BLACK}"
    return EMPTY if digit is None else str(digit)


def _tokens(p: Str8t) -> list[list[str]]:
    return [[cell_token(*cell) for cell in zip(*rows, strict=True)] for rows in zip(p.black, p.digits, strict=True)]


def _solution_tokens(solution: Sequence[Sequence[int | None]]) -> list[list[str]]:
    return [[EMPTY if v in (None, BLACK_CELL) else str(v) for v in row] for row in solution]


def _solution(p: Str8t, grid: Grid) -> Solution:
    out = []
    for r, row in enumerate(grid):
        values: list[int] = []
        for c, token in enumerate(row):
            value = BLACK_CELL if token == EMPTY else whole_number(token, max_digits=2)
            if value is None or (value == BLACK_CELL) != p.black[r][c] or value > p.size:
                wanted = "'-' (black)" if p.black[r][c] else f"a digit 1..{p.size}"
                raise PuzzleError(
                    f"expected {wanted}, found {shown(token)}", where=f"solution row {r + 1}, column {c + 1}"
                )
            values.append(value)
        out.append(tuple(values))
    return tuple(out)


def _square(rows: int, columns: int) -> int:
    if rows != columns:
        raise PuzzleError(f"a Str8t grid is square, found {rows}x{columns}", where="line 1")
    return rows


def from_text(text: str) -> tuple[Str8t, Solution | None]:
    board = read_board(text, NAME, GRID, Block("solution cells"))
    n = _square(board.rows, board.columns)
    try:
        puzzle = _puzzle(n, board.grids[0])
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None
    return puzzle, None if board.solution is None else _solution(puzzle, board.solution)


def to_text(p: Str8t, solution: Solution | None = None) -> str:
    return write_board(NAME, p.size, p.size, [_tokens(p)], None if solution is None else _solution_tokens(solution))


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`N N`, then N rows of Str8t cell tokens with some black cell showing a digit (`3x`) or a digit above 4
    (Akari's and Simple Loop's texts use `-`, `x` and 0..4 only)."""
    words = lines[0].split()
    if len(words) != 2 or words[0] != words[1] or whole_number(words[0]) is None:
        return False
    n = int(words[0])
    rows = [line.split() for line in lines[1:]]
    if len(rows) != n or any(len(row) != n for row in rows):
        return False
    tokens = [token for row in rows for token in row]
    if any(read_cell(token, n) is None for token in tokens):
        return False
    return any((token.endswith(BLACK) and token != BLACK) or (whole_number(token) or 0) > 4 for token in tokens)


def from_puzzlekit(text: str) -> tuple[Str8t, Solution | None]:
    rows, columns, _, grids = read_puzzlekit(text, GRID)
    n = _square(rows, columns)
    try:
        return _puzzle(n, grids[0]), None
    except PuzzleError as error:
        raise error.located(where="line 1") from None


def to_puzzlekit(p: Str8t, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution the dataset's solution text."""
    if solution is not None:
        return to_puzzlekit_solution(p, solution)
    return puzzlekit_text(p.size, p.size, [_tokens(p)])


def to_puzzlekit_solution(p: Str8t, solution: Solution) -> str:
    """The dataset's solution text: the digits, a black cell's own digit, `-` for a black cell without one."""
    shown = [[p.digits[r][c] if v == BLACK_CELL else v for c, v in enumerate(row)] for r, row in enumerate(solution)]
    return puzzlekit_text(p.size, p.size, [_solution_tokens(shown)])
