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
    puzzlekit_line,
    puzzlekit_numbers,
    read_board,
    read_header,
)
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import content_lines, whole_number

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
    words = lines[0].split()
    if len(words) != 2 or any(whole_number(w) is None for w in words):
        return False
    rows, columns = int(words[0]), int(words[1])
    if len(lines) != 3 + rows:
        return False

    def numbers(line: str, count: int) -> bool:
        tokens = line.split()
        return len(tokens) == count and all(t == "-" or whole_number(t) is not None for t in tokens)

    grid = [line.split() for line in lines[3:]]
    return (
        numbers(lines[1], columns)
        and numbers(lines[2], rows)
        and all(len(row) == columns and set(row) <= {PK_TREE, PK_EMPTY} for row in grid)
    )


def from_puzzlekit(text: str) -> tuple[Tents, Solution | None]:
    lines = content_lines(text)
    if len(lines) < 3:
        raise PuzzleError("expected the puzzlekit header 'ROWS COLS', the column and row numbers, then the grid")
    header, words = lines[0], lines[0].text.split()
    sizes = [whole_number(w) for w in words]
    if len(sizes) != 2 or None in sizes or not all(0 < (s or 0) <= 200 for s in sizes):
        raise header.error("expected the puzzlekit header 'ROWS COLS', e.g. '8 8'")
    rows, columns = int(words[0]), int(words[1])
    if len(lines) != 3 + rows:
        raise header.error(
            f"expected 2 lines of numbers and {rows} grid lines after the header, found {len(lines) - 1}"
        )
    column_tents = puzzlekit_numbers(lines[1], columns, "column numbers")
    row_tents = puzzlekit_numbers(lines[2], rows, "row numbers")
    grid = []
    for line in lines[3:]:
        tokens = line.text.split()
        if len(tokens) != columns or set(tokens) - {PK_TREE, PK_EMPTY}:
            raise line.error(f"expected {columns} entries 'x' (a tree) or '-'")
        grid.append("".join(TREE if t == PK_TREE else EMPTY for t in tokens))
    try:
        return Tents(rows, columns, tuple(grid), row_tents, column_tents), None
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None


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
