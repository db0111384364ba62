"""Tents as text: the native format and puzzlekit's.

Native, as printed and read back: the header, the column numbers on top, then each row's number and its
cells (`T` a tree, `.` empty; a solved board shows `A` for a tent); `.` is no number:

    tents 4x5
       1 . 2 0 1
    1  T . . . .
    .  . . T . .

puzzlekit's text: `ROWS COLS`, the column numbers, the row numbers (`-` for none), then the rows of `x` (a
tree) and `-`; its solution text is `ROWS COLS`, then rows of `x` (tree), `o` (tent) and `-`.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.countgrid import (
    draw_board,
    header_text,
    looks_like_puzzlekit_board,
    puzzlekit_line,
    read_board,
    read_header,
    read_puzzlekit_board,
)
from satpuzzles.typekit.puzzlekit import solution_text

from .model import EMPTY, NAME, TENT, TREE, Solution, Tents

PK_TREE, PK_TENT, PK_EMPTY = "x", "o", "-"


def to_text(p: Tents, solution: Solution | None = None) -> str:
    words = ["solved"] if solution is not None else []
    cells = [
        [
            TREE if p.grid[r][c] == TREE else (solution[r][c] if solution is not None else EMPTY)
            for c in range(p.columns)
        ]
        for r in range(p.rows)
    ]
    board = draw_board({"top": p.column_tents, "left": p.row_tents}, cells)
    return "\n".join([header_text(NAME, p.rows, p.columns, *words), *board]) + "\n"


def from_text(text: str) -> tuple[Tents, Solution | None]:
    header, body = read_header(text, NAME, set(), {"solved"})
    solved = "solved" in header.flags
    numbers, rows = read_board(header, body, ("top", "left"))
    allowed = {TREE, EMPTY, TENT} if solved else {TREE, EMPTY}
    grid, tents = [], []
    for line, tokens in rows:
        for c, token in enumerate(tokens):
            if token not in allowed:
                want = "'T', 'A' or '.'" if solved else "'T' (a tree) or '.'"
                raise line.error(f"column {c + 1}: expected {want}, found {shown(token)}")
        grid.append("".join(TREE if t == TREE else EMPTY for t in tokens))
        tents.append("".join(tokens))
    try:
        puzzle = Tents(header.rows, header.columns, tuple(grid), numbers["left"], numbers["top"])
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None
    return puzzle, tuple(tents) if solved else None


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, a line of COLS numbers, one of ROWS numbers, then ROWS rows of `x` and `-`."""
    return looks_like_puzzlekit_board(lines, {PK_TREE, PK_EMPTY}.__contains__)


def from_puzzlekit(text: str) -> tuple[Tents, Solution | None]:
    board = read_puzzlekit_board(text, "entries 'x' (a tree) or '-'")
    grid = []
    for line, tokens in board.grid:
        if set(tokens) - {PK_TREE, PK_EMPTY}:
            raise line.error(f"expected {board.columns} entries 'x' (a tree) or '-'")
        grid.append("".join(TREE if t == PK_TREE else EMPTY for t in tokens))
    try:
        return Tents(board.rows, board.columns, tuple(grid), board.row_numbers, board.column_numbers), None
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


def to_puzzlekit(p: Tents, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return write_solution(p, solution)
    rows = [" ".join(PK_TREE if v == TREE else PK_EMPTY for v in row) for row in p.grid]
    lines = [f"{p.rows} {p.columns}", puzzlekit_line(p.column_tents), puzzlekit_line(p.row_tents), *rows]
    return "\n".join(lines) + "\n"


def write_solution(p: Tents, solution: Solution) -> str:
    """The dataset's solution text: `x` a tree, `o` a tent, `-` else."""
    grid = [
        [PK_TREE if p.grid[r][c] == TREE else PK_TENT if solution[r][c] == TENT else PK_EMPTY for c in range(p.columns)]
        for r in range(p.rows)
    ]
    return solution_text((p.rows, p.columns), grid)
