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

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import Line, grid_size, shown, token_rows, whole_number

from .model import BLACK, DARK, LIGHT, NAME, Akari, Clue, Solution

WHITE = "."
PK_WHITE, PK_BLACK = "-", "x"


def _lines(text: str) -> list[Line]:
    return [Line(number, raw.strip()) for number, raw in enumerate(text.splitlines(), start=1) if raw.strip()]


def _number(token: str, line: Line, c: int, known: str) -> int:
    value = whole_number(token)
    if value is None or value > 4:
        raise line.error(f"column {c + 1}: expected {known} or a number 0..4, found {shown(token)}")
    return value


def _build(rows: int, cols: int, cells: list[list[Clue]], line: Line) -> Akari:
    try:
        return Akari(rows, cols, tuple(tuple(row) for row in cells))
    except PuzzleError as error:
        raise error.located(where=f"line {line.number}") from None


def to_text(p: Akari, solution: Solution | None = None) -> str:
    size = str(p.rows) if p.rows == p.columns else f"{p.rows}x{p.columns}"
    header = f"{NAME} {size}" + (" solved" if solution is not None else "")

    def token(r: int, c: int) -> str:
        value = p.cells[r][c]
        if value is not None:
            return str(value)
        return WHITE if solution is None else solution[r][c]

    return "\n".join([header, *(" ".join(token(r, c) for c in range(p.columns)) for r in range(p.rows))]) + "\n"


def from_text(text: str) -> tuple[Akari, Solution | None]:
    lines = _lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    if len(words) < 2 or words[0].lower() != NAME:
        raise header.error("expected the header 'akari N' or 'akari ROWSxCOLUMNS [solved]'")
    rows, cols = grid_size(words[1], header)
    for word in words[2:]:
        if word.lower() != "solved":
            raise header.error(f"unknown header word {shown(word)} (known: solved)")
    solved = len(words) > 2
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
                row.append(_number(token, line, c, known))
                marks += DARK
        cells.append(row)
        grid.append(marks)
    return _build(rows, cols, cells, header), tuple(grid) if solved else None


def _dims(words: Sequence[str]) -> tuple[int, int] | None:
    numbers = [whole_number(w, max_digits=3) for w in words]
    if len(numbers) != 2 or numbers[0] is None or numbers[1] is None:
        return None
    return numbers[0], numbers[1]


PK_TOKENS = {PK_WHITE, PK_BLACK, "0", "1", "2", "3", "4"}


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`R C`, then R rows of C tokens from `-`, `x` and `0`-`4`, with some `x` or digit and some `-`."""
    dims = _dims(lines[0].split())
    if dims is None or len(lines) != 1 + dims[0]:
        return False
    rows = [line.split() for line in lines[1:]]
    tokens = {t for row in rows for t in row}
    return all(len(row) == dims[1] and set(row) <= PK_TOKENS for row in rows) and PK_WHITE in tokens and len(tokens) > 1


def from_puzzlekit(text: str) -> tuple[Akari, Solution | None]:
    lines = _lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    dims = _dims(header.text.split())
    if dims is None:
        raise header.error("expected the puzzlekit header 'ROWS COLS'")
    rows, cols = dims
    cells: list[list[Clue]] = []
    for line, tokens in token_rows(lines[1:], header, rows, cols):
        cells.append(
            [
                None if t == PK_WHITE else BLACK if t == PK_BLACK else _number(t, line, c, "'-', 'x'")
                for c, t in enumerate(tokens)
            ]
        )
    return _build(rows, cols, cells, header), None


def to_puzzlekit(p: Akari, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution the dataset's solution text (`o` for a light)."""

    def token(r: int, c: int) -> str:
        value = p.cells[r][c]
        if value is None:
            return LIGHT if solution is not None and solution[r][c] == LIGHT else PK_WHITE
        return PK_BLACK if value == BLACK else str(value)

    return solution_text((p.rows, p.columns), ([token(r, c) for c in range(p.columns)] for r in range(p.rows)))
