"""Sudoku as text: the native format (the grid with its box borders) and puzzlekit's format.

Native, as printed and read back (`box=RxC` only when the box is not the squarest one):

    sudoku 4
    1 . | . .
    . . | 3 .
    ----+----
    . 4 | . .
    . . | . 2

`.` is an empty cell. `|` and lines of `-` and `+` are for the eye: reading drops them. A solved board
says `solved` in its header, fills every cell and marks each given with a trailing `*`, so the puzzle
and its solution both read back.

puzzlekit's text: `N N`, then N rows of N tokens, `-` an empty cell. It has no box shape: puzzlekit's
boxes are sqrt(N) x sqrt(N), the default box here for every square N.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.digitgrid import (
    board_rows,
    cell_tokens,
    draw_board,
    puzzlekit_cell,
    puzzlekit_grid,
    read_cells,
)
from satpuzzles.typekit.textgrid import Line, content_lines, read_native, shown, whole_number

from .model import NAME, Box, Solution, Sudoku, default_box


def to_text(p: Sudoku, solution: Solution | None = None) -> str:
    words = [NAME, str(p.size)]
    if p.box != default_box(p.size):
        words.append(f"box={p.box[0]}x{p.box[1]}")
    if solution is not None:
        words.append("solved")
    return "\n".join([" ".join(words), *draw_board(cell_tokens(p.givens, solution), p.box)]) + "\n"


def _box(raw: str | None, size: int, line: Line) -> Box:
    if raw is None:
        return default_box(size)
    rows, sep, cols = raw.lower().partition("x")
    a, b = whole_number(rows), whole_number(cols)
    if not sep or a is None or b is None:
        raise line.error(f"box must be ROWSxCOLUMNS, e.g. box=2x3, found {shown(raw)}")
    return a, b


def from_text(text: str) -> tuple[Sudoku, Solution | None]:
    header, body = read_native(text, {"box"}, {"solved"})
    n = header.size
    rows = board_rows(body, n)
    if len(rows) != n:
        raise header.line.error(f"expected {n} grid rows, found {len(rows)}")
    givens, solution = read_cells(rows, "solved" in header.flags)
    box = _box(header.options.get("box"), n, header.line)
    try:
        return Sudoku(n, givens, box), solution
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None


def puzzlekit_size(words: Sequence[str]) -> int | None:
    """N for a header `N N`, else None."""
    numbers = [whole_number(w, max_digits=3) for w in words]
    if len(numbers) == 2 and numbers[0] is not None and numbers[0] == numbers[1]:
        return numbers[0]
    return None


def _is_value(token: str, n: int) -> bool:
    value = whole_number(token, max_digits=3)
    return value is not None and 1 <= value <= n


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`N N` with N a square, then N rows of N tokens, each `-` or 1..N."""
    n = puzzlekit_size(lines[0].split())
    if n is None or round(n**0.5) ** 2 != n or len(lines) != 1 + n:
        return False
    rows = [line.split() for line in lines[1:]]
    return all(len(row) == n and all(t == "-" or _is_value(t, n) for t in row) for row in rows)


def from_puzzlekit(text: str) -> tuple[Sudoku, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    n = puzzlekit_size(header.text.split())
    if n is None:
        raise header.error("expected the puzzlekit header 'N N' (a square grid)")
    if len(lines) != 1 + n:
        raise header.error(f"expected {n} grid lines after the header, found {len(lines) - 1}")
    givens = []
    for line in lines[1:]:
        tokens = line.text.split()
        if len(tokens) != n:
            raise line.error(f"expected {n} entries, found {len(tokens)}")
        givens.append(tuple(puzzlekit_cell(token, line) for token in tokens))
    try:
        return Sudoku(n, tuple(givens)), None
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None


def to_puzzlekit(p: Sudoku, solution: Solution | None = None) -> str:
    """puzzlekit's text of the puzzle, or with a solution its solved grid (the dataset's `solution`)."""
    if p.box != default_box(p.size) or p.box[0] != p.box[1]:
        raise PuzzleError(f"puzzlekit text has square boxes only: it cannot hold {p.box[0]}x{p.box[1]} boxes")
    return "\n".join([f"{p.size} {p.size}", *puzzlekit_grid(solution or p.givens)]) + "\n"


def to_puzzlekit_solution(p: Sudoku, solution: Solution) -> str:
    """The dataset's `solution` text: `N N`, then the solved grid (any box shape)."""
    return "\n".join([f"{p.size} {p.size}", *puzzlekit_grid(solution)]) + "\n"
