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

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import Line, content_lines, grid_size, shown, token_rows, whole_number

from .model import NAME, QUESTION, SHADED, UNSHADED, Cave, Clue, Solution

EMPTY = "."


def _number(token: str, line: Line, c: int, known: str) -> int:
    value = whole_number(token)
    if value is None:
        raise line.error(f"column {c + 1}: expected {known} or a number, found {shown(token)}")
    return value


def _clue(token: str, line: Line, c: int, known: str) -> Clue:
    return QUESTION if token == QUESTION else _number(token, line, c, f"{known}, '?'")


def _build(rows: int, cols: int, numbers: list[list[Clue]], line: Line) -> Cave:
    try:
        return Cave(rows, cols, tuple(tuple(row) for row in numbers))
    except PuzzleError as error:
        raise error.located(where=f"line {line.number}") from None


def to_text(p: Cave, solution: Solution | None = None) -> str:
    size = str(p.rows) if p.rows == p.columns else f"{p.rows}x{p.columns}"
    header = f"{NAME} {size}" + (" solved" if solution is not None else "")

    def token(r: int, c: int) -> str:
        value = p.numbers[r][c]
        if value is not None:
            return str(value)
        return EMPTY if solution is None else solution[r][c]

    cells = [[token(r, c) for c in range(p.columns)] for r in range(p.rows)]
    width = max(len(t) for row in cells for t in row)
    return "\n".join([header, *(" ".join(t.ljust(width) for t in row).rstrip() for row in cells)]) + "\n"


def from_text(text: str) -> tuple[Cave, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    if len(words) < 2 or words[0].lower() != NAME:
        raise header.error("expected the header 'cave N' or 'cave ROWSxCOLUMNS [solved]'")
    rows, cols = grid_size(words[1], header)
    for word in words[2:]:
        if word.lower() != "solved":
            raise header.error(f"unknown header word {shown(word)} (known: solved)")
    solved = len(words) > 2
    empty = (SHADED, UNSHADED) if solved else (EMPTY,)
    known = " or ".join(f"'{t}'" for t in empty)
    numbers: list[list[Clue]] = []
    grid: list[str] = []
    for line, tokens in token_rows(lines[1:], header, rows, cols):
        numbers.append([None if t in empty else _clue(t, line, c, known) for c, t in enumerate(tokens)])
        grid.append("".join(SHADED if t == SHADED else UNSHADED for t in tokens))
    return _build(rows, cols, numbers, header), tuple(grid) if solved else None


def _dims(words: Sequence[str]) -> tuple[int, int] | None:
    numbers = [whole_number(w, max_digits=3) for w in words]
    if len(numbers) != 2 or numbers[0] is None or numbers[1] is None:
        return None
    return numbers[0], numbers[1]


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`R C`, then R rows of C tokens, each `-` or a number, some of each."""
    dims = _dims(lines[0].split())
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
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    dims = _dims(header.text.split())
    if dims is None:
        raise header.error("expected the puzzlekit header 'ROWS COLS'")
    rows, cols = dims
    numbers = [
        [None if t == UNSHADED else _clue(t, line, c, "'-'") for c, t in enumerate(tokens)]
        for line, tokens in token_rows(lines[1:], header, rows, cols)
    ]
    return _build(rows, cols, numbers, header), None


def to_puzzlekit(p: Cave, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution the dataset's solution text, which marks the cave: `x` for
    an unshaded cell, `-` for a shaded one (the other way round from the shading types)."""
    if solution is not None:
        inside = {UNSHADED: "x", SHADED: "-"}
        return solution_text((p.rows, p.columns), ([inside[v] for v in row] for row in solution))
    return solution_text((p.rows, p.columns), ([UNSHADED if v is None else v for v in row] for row in p.numbers))
