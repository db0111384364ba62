"""Fillomino as text: the native format and puzzlekit's.

Native, as printed and read back (the size is `N` or `ROWSxCOLUMNS`; `.` a cell without a given; a solved
board says `solved` in its header, fills every cell and marks each given with a trailing `*`):

    fillomino 6
    5 . 5 . . 5
    . 4 . . . 3

puzzlekit's text: `R C`, then R rows of numbers and `-` (the dataset writes `.` in a few: read as `-`);
its solution text is `R C` and R rows of numbers.
Kuromasu and Cave write the same shape, so puzzlekit text is read as Fillomino with `--type fillomino` (or
from a dataset file named Fillomino).
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
    read_digit_header,
)
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import content_lines, token_rows, whole_number

from .model import NAME, Fillomino, Givens, Solution


def to_text(p: Fillomino, solution: Solution | None = None) -> str:
    size = str(p.rows) if p.rows == p.columns else f"{p.rows}x{p.columns}"
    header = f"{NAME} {size}" + (" solved" if solution is not None else "")
    return "\n".join([header, *draw_board(cell_tokens(p.givens, solution))]) + "\n"


def _build(rows: int, columns: int, givens: Givens, number: int) -> Fillomino:
    try:
        return Fillomino(rows, columns, givens)
    except PuzzleError as error:
        raise error.located(where=f"line {number}") from None


def from_text(text: str) -> tuple[Fillomino, Solution | None]:
    head = read_digit_header(text, NAME)
    header, rows, columns = head.line, head.rows, head.columns
    grid = board_rows(head.body, rows, columns)
    if len(grid) != rows:
        raise header.error(f"expected {rows} grid rows, found {len(grid)}")
    givens, solution = read_cells(grid, head.solved)
    return _build(rows, columns, givens, header.number), solution


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """Never by the look alone: Kuromasu's and Cave's texts have the same shape."""
    return False


def from_puzzlekit(text: str) -> tuple[Fillomino, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    words = header.text.split()
    sides = [whole_number(w, max_digits=3) for w in words]
    if len(sides) != 2 or sides[0] is None or sides[1] is None:
        raise header.error("expected the puzzlekit header 'ROWS COLUMNS'")
    rows, columns = sides[0], sides[1]
    givens = tuple(
        tuple(puzzlekit_cell("-" if t == "." else t, line) for t in tokens)
        for line, tokens in token_rows(lines[1:], header, rows, columns)
    )
    return _build(rows, columns, givens, header.number), None


def to_puzzlekit(p: Fillomino, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text (the numbers)."""
    if solution is not None:
        return solution_text((p.rows, p.columns), solution)
    return "\n".join([f"{p.rows} {p.columns}", *puzzlekit_grid(p.givens)]) + "\n"
