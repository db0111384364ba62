"""Kakurasu as text: the native format and puzzlekit's.

Native, as printed and read back (janko.at's layout: each row's sum on its right, each column's below the
grid; `.` is no number, a cell is `.` unknown; a solved board shows `x` shaded and `-` empty):

    kakurasu 4x4
    . . . .  5
    . . . .  .
    . . . .  4
    . . . .  7
    3 . 6 .

puzzlekit's text: `ROWS COLS`, the column sums, then the row sums (`-` for none); its solution text is
`ROWS COLS`, then rows of `x` (shaded) and `-`.
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

from .model import EMPTY, NAME, SHADED, Kakurasu, Solution

UNKNOWN = "."


def to_text(p: Kakurasu, solution: Solution | None = None) -> str:
    words = ["solved"] if solution is not None else []
    cells = [list(row) for row in solution] if solution is not None else [[UNKNOWN] * p.columns for _ in range(p.rows)]
    board = draw_board({"right": p.row_sums, "bottom": p.column_sums}, cells)
    return "\n".join([header_text(NAME, p.rows, p.columns, *words), *board]) + "\n"


def from_text(text: str) -> tuple[Kakurasu, Solution | None]:
    header, body = read_header(text, NAME, set(), {"solved"})
    solved = "solved" in header.flags
    numbers, rows = read_board(header, body, ("bottom", "right"))
    allowed = {SHADED, EMPTY} if solved else {UNKNOWN}
    grid = []
    for line, tokens in rows:
        for c, token in enumerate(tokens):
            if token not in allowed:
                want = "'x' or '-'" if solved else "'.' (the cells of a puzzle are unknown)"
                raise line.error(f"column {c + 1}: expected {want}, found {shown(token)}")
        grid.append("".join(tokens))
    try:
        puzzle = Kakurasu(header.rows, header.columns, numbers["right"], numbers["bottom"])
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None
    return puzzle, tuple(grid) if solved else None


def _numbers_line(line: str, count: int) -> bool:
    tokens = line.split()
    return len(tokens) == count and all(t == "-" or whole_number(t) is not None for t in tokens)


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, a line of COLS sums and one of ROWS sums, and nothing else."""
    words = lines[0].split()
    if len(lines) != 3 or len(words) != 2 or any(whole_number(w) is None for w in words):
        return False
    return _numbers_line(lines[1], int(words[1])) and _numbers_line(lines[2], int(words[0]))


def from_puzzlekit(text: str) -> tuple[Kakurasu, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    sizes = [whole_number(w) for w in words]
    if len(sizes) != 2 or None in sizes or not all(0 < (s or 0) <= 200 for s in sizes):
        raise header.error("expected the puzzlekit header 'ROWS COLS', e.g. '8 8'")
    rows, columns = int(words[0]), int(words[1])
    if len(lines) < 3:
        raise header.error("expected the column sums and the row sums after the header")
    extra = [line for line in lines[3:] if set(line.text.split()) - {"-"}]
    if extra:
        raise extra[0].error("expected nothing after the row sums (a Kakurasu grid starts empty)")
    column_sums = puzzlekit_numbers(lines[1], columns, "column sums")
    row_sums = puzzlekit_numbers(lines[2], rows, "row sums")
    try:
        return Kakurasu(rows, columns, row_sums, column_sums), None
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None


def to_puzzlekit(p: Kakurasu, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return write_solution(p, solution)
    return "\n".join([f"{p.rows} {p.columns}", puzzlekit_line(p.column_sums), puzzlekit_line(p.row_sums)]) + "\n"


def write_solution(p: Kakurasu, solution: Solution) -> str:
    """The dataset's solution text: `x` shaded, `-` else."""
    return solution_text((p.rows, p.columns), [list(row) for row in solution])
