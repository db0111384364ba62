"""Akari as text: the native format and puzzlekit's.

Native, as printed and read back (`.` a white cell, `#` a black cell, a digit a numbered black cell; a
solved board shows `o` for a light and `-` for a white cell without one; `#` lines are rows here, not
comments):

    akari 3x3                 akari 3x3 solved
    . 1 .                     o 1 -
    . # .                     - # o
    . . .                     - o -

puzzlekit's text: `R C`, then R rows of `-` (white), `x` (black) and `0`-`4`; its solution text is the
same grid with `o` for each light.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.sizedtext import (
    built,
    cell_number,
    native_header,
    padded_board,
    puzzlekit_size,
    read_native_header,
    read_puzzlekit_header,
)
from satpuzzles.typekit.textgrid import Line, token_rows

from .model import BLACK, DARK, LIGHT, NAME, Akari, Clue, Solution

WHITE = "."
PK_WHITE, PK_BLACK = "-", "x"


def _lines(text: str) -> list[Line]:
    return [Line(number, raw.strip()) for number, raw in enumerate(text.splitlines(), start=1) if raw.strip()]


def to_text(p: Akari, solution: Solution | None = None) -> str:
    def token(r: int, c: int) -> str:
        value = p.cells[r][c]
        if value is not None:
            return str(value)
        return WHITE if solution is None else solution[r][c]

    cells = [[token(r, c) for c in range(p.columns)] for r in range(p.rows)]
    return padded_board(native_header(NAME, p.rows, p.columns, solution is not None), cells)


def from_text(text: str) -> tuple[Akari, Solution | None]:
    lines = _lines(text)
    header, rows, cols, solved = read_native_header(lines, NAME)
    cells: list[list[Clue]] = []
    grid: list[str] = []
    white = (LIGHT, DARK) if solved else (WHITE,)
    known = ", ".join(f"'{t}'" for t in (*white, BLACK))
    for line, tokens in token_rows(lines[1:], header, rows, cols):
        row: list[Clue] = []
        marks = ""
        for c, token in enumerate(tokens):
            if token in white:
                row.append(None)
                marks += LIGHT if token == LIGHT else DARK
            elif token == BLACK:
                row.append(BLACK)
                marks += DARK
            else:
                row.append(cell_number(token, line, c, known, most=4))
                marks += DARK
        cells.append(row)
        grid.append(marks)
    return built(lambda: Akari(rows, cols, tuple(map(tuple, cells))), header), tuple(grid) if solved else None


PK_TOKENS = {PK_WHITE, PK_BLACK, "0", "1", "2", "3", "4"}


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`R C`, then R rows of C tokens from `-`, `x` and `0`-`4`, with some `x` or digit and some `-`."""
    dims = puzzlekit_size(lines[0].split())
    if dims is None or len(lines) != 1 + dims[0]:
        return False
    rows = [line.split() for line in lines[1:]]
    tokens = {t for row in rows for t in row}
    return all(len(row) == dims[1] and set(row) <= PK_TOKENS for row in rows) and PK_WHITE in tokens and len(tokens) > 1


def from_puzzlekit(text: str) -> tuple[Akari, Solution | None]:
    lines = _lines(text)
    header, rows, cols = read_puzzlekit_header(lines)
    cells: list[list[Clue]] = []
    for line, tokens in token_rows(lines[1:], header, rows, cols):
        cells.append(
            [
                None if t == PK_WHITE else BLACK if t == PK_BLACK else cell_number(t, line, c, "'-', 'x'", most=4)
                for c, t in enumerate(tokens)
            ]
        )
    return built(lambda: Akari(rows, cols, tuple(map(tuple, cells))), header), None


def to_puzzlekit(p: Akari, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution the dataset's solution text (`o` for a light)."""

    def token(r: int, c: int) -> str:
        value = p.cells[r][c]
        if value is None:
            return LIGHT if solution is not None and solution[r][c] == LIGHT else PK_WHITE
        return PK_BLACK if value == BLACK else str(value)

    return solution_text((p.rows, p.columns), ([token(r, c) for c in range(p.columns)] for r in range(p.rows)))
