"""Hitori as text: the native format and puzzlekit's.

Native, as printed and read back (the size is `N` or `RxC`); a solved board says `solved` and marks
each shaded cell with a trailing `*`:

    hitori 4x4                hitori 4x4 solved
    1 2 2 3                   1 2 2* 3
    ...

puzzlekit's text: `R C`, then R rows of C numbers; its solution text is `R C` and R rows of `x` (shaded)
and `-`.
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
    word_rows,
)
from satpuzzles.typekit.textgrid import content_lines, whole_number

from .model import NAME, SHADED, UNSHADED, Hitori, Solution

MARK = "*"


def to_text(p: Hitori, solution: Solution | None = None) -> str:
    cells = [
        [str(v) + (MARK if solution is not None and solution[r][c] == SHADED else "") for c, v in enumerate(row)]
        for r, row in enumerate(p.numbers)
    ]
    return padded_board(native_header(NAME, p.rows, p.columns, solution is not None), cells)


def from_text(text: str) -> tuple[Hitori, Solution | None]:
    lines = content_lines(text)
    header, rows, cols, solved = read_native_header(lines, NAME)
    tokens = word_rows(lines[1:], header, rows, cols, "numbers")
    if not solved and any(t.endswith(MARK) for row in tokens for t in row):
        raise header.error(f"'{MARK}' marks a shaded cell on a solved board: add 'solved' to the header")
    numbers = [
        [cell_number(t.removesuffix(MARK), lines[1 + r], c) for c, t in enumerate(row)] for r, row in enumerate(tokens)
    ]
    puzzle = built(lambda: Hitori(rows, cols, tuple(map(tuple, numbers))), header)
    if not solved:
        return puzzle, None
    return puzzle, tuple("".join(SHADED if t.endswith(MARK) else UNSHADED for t in row) for row in tokens)


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`R C`, then R rows of C numbers and nothing else."""
    dims = puzzlekit_size(lines[0].split())
    if dims is None or len(lines) != 1 + dims[0]:
        return False
    rows = [line.split() for line in lines[1:]]
    return all(len(row) == dims[1] and all(whole_number(t) is not None for t in row) for row in rows)


def from_puzzlekit(text: str) -> tuple[Hitori, Solution | None]:
    lines = content_lines(text)
    header, rows, cols = read_puzzlekit_header(lines)
    tokens = word_rows(lines[1:], header, rows, cols, "numbers")
    numbers = [[cell_number(t, lines[1 + r], c) for c, t in enumerate(row)] for r, row in enumerate(tokens)]
    return built(lambda: Hitori(rows, cols, tuple(map(tuple, numbers))), header), None


def to_puzzlekit(p: Hitori, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution the dataset's solution text."""
    if solution is not None:
        return solution_text((p.rows, p.columns), solution)
    return solution_text((p.rows, p.columns), p.numbers)
