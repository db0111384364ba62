"""Cave as text: the native format and puzzlekit's.

Native, as printed and read back (`.` a cell without a number; a solved board shows `x` for a shaded cell
and `-` for an unshaded one without a number):

    cave 3x3              cave 3x3 solved
    . 3 .                     x 3 -
    . . .                     - - -
    4 . .                     4 - x

puzzlekit's text: `R C`, then R rows of `-` and numbers; its solution text is `R C` and R rows of `x`
(an unshaded cell, inside the cave) and `-` (shaded).
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
from satpuzzles.typekit.textgrid import Line, content_lines, token_rows, whole_number

from .model import NAME, QUESTION, SHADED, UNSHADED, Cave, Clue, Solution

EMPTY = "."


def _clue(token: str, line: Line, c: int, known: str) -> Clue:
    return QUESTION if token == QUESTION else cell_number(token, line, c, f"{known}, '?'")


def to_text(p: Cave, solution: Solution | None = None) -> str:
    def token(r: int, c: int) -> str:
        value = p.numbers[r][c]
        if value is not None:
            return str(value)
        return EMPTY if solution is None else solution[r][c]

    cells = [[token(r, c) for c in range(p.columns)] for r in range(p.rows)]
    return padded_board(native_header(NAME, p.rows, p.columns, solution is not None), cells)


def from_text(text: str) -> tuple[Cave, Solution | None]:
    lines = content_lines(text)
    header, rows, cols, solved = read_native_header(lines, NAME)
    empty = (SHADED, UNSHADED) if solved else (EMPTY,)
    known = " or ".join(f"'{t}'" for t in empty)
    numbers: list[list[Clue]] = []
    grid: list[str] = []
    for line, tokens in token_rows(lines[1:], header, rows, cols):
        numbers.append([None if t in empty else _clue(t, line, c, known) for c, t in enumerate(tokens)])
        grid.append("".join(SHADED if t == SHADED else UNSHADED for t in tokens))
    return built(lambda: Cave(rows, cols, tuple(map(tuple, numbers))), header), tuple(grid) if solved else None


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`R C`, then R rows of C tokens, each `-` or a number, some of each."""
    dims = puzzlekit_size(lines[0].split())
    if dims is None or len(lines) != 1 + dims[0]:
        return False
    rows = [line.split() for line in lines[1:]]
    tokens = {t for row in rows for t in row}
    return (
        all(len(row) == dims[1] for row in rows)
        and all(t in (UNSHADED, QUESTION) or whole_number(t) is not None for t in tokens)
        and UNSHADED in tokens
        and len(tokens) > 1
    )


def from_puzzlekit(text: str) -> tuple[Cave, Solution | None]:
    lines = content_lines(text)
    header, rows, cols = read_puzzlekit_header(lines)
    numbers = [
        [None if t == UNSHADED else _clue(t, line, c, "'-'") for c, t in enumerate(tokens)]
        for line, tokens in token_rows(lines[1:], header, rows, cols)
    ]
    return built(lambda: Cave(rows, cols, tuple(map(tuple, numbers))), header), None


def to_puzzlekit(p: Cave, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution the dataset's solution text, which marks the cave: `x` for
    an unshaded cell, `-` for a shaded one (the other way round from the shading types)."""
    if solution is not None:
        inside = {UNSHADED: "x", SHADED: "-"}
        return solution_text((p.rows, p.columns), ([inside[v] for v in row] for row in solution))
    return solution_text((p.rows, p.columns), ([UNSHADED if v is None else v for v in row] for row in p.numbers))
