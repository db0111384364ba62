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

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import Line, content_lines, grid_size, shown, whole_number

from .model import NAME, SHADED, UNSHADED, Hitori, Solution

MARK = "*"


def _grid(lines: Sequence[Line], header: Line, rows: int, cols: int) -> list[list[str]]:
    if len(lines) != rows:
        raise header.error(f"expected {rows} rows of numbers, found {len(lines)}")
    out = []
    for line in lines:
        tokens = line.text.split()
        if len(tokens) != cols:
            raise line.error(f"expected {cols} numbers, found {len(tokens)}")
        out.append(tokens)
    return out


def _number(token: str, line: Line, c: int) -> int:
    value = whole_number(token)
    if value is None:
        raise line.error(f"column {c + 1}: expected a number, found {shown(token)}")
    return value


def _build(rows: int, cols: int, numbers: list[list[int]], line: Line) -> Hitori:
    try:
        return Hitori(rows, cols, tuple(tuple(row) for row in numbers))
    except PuzzleError as error:
        raise error.located(where=f"line {line.number}") from None


def to_text(p: Hitori, solution: Solution | None = None) -> str:
    size = str(p.rows) if p.rows == p.columns else f"{p.rows}x{p.columns}"
    header = f"{NAME} {size}" + (" solved" if solution is not None else "")
    cells = [
        [str(v) + (MARK if solution is not None and solution[r][c] == SHADED else "") for c, v in enumerate(row)]
        for r, row in enumerate(p.numbers)
    ]
    width = max(len(token) for row in cells for token in row)
    return "\n".join([header, *(" ".join(t.ljust(width) for t in row).rstrip() for row in cells)]) + "\n"


def from_text(text: str) -> tuple[Hitori, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    if len(words) < 2 or words[0].lower() != NAME:
        raise header.error("expected the header 'hitori N' or 'hitori ROWSxCOLUMNS [solved]'")
    rows, cols = grid_size(words[1], header)
    for word in words[2:]:
        if word.lower() != "solved":
            raise header.error(f"unknown header word {shown(word)} (known: solved)")
    solved = len(words) > 2
    tokens = _grid(lines[1:], header, rows, cols)
    if not solved and any(t.endswith(MARK) for row in tokens for t in row):
        raise header.error(f"'{MARK}' marks a shaded cell on a solved board: add 'solved' to the header")
    numbers = [
        [_number(t.removesuffix(MARK), lines[1 + r], c) for c, t in enumerate(row)] for r, row in enumerate(tokens)
    ]
    puzzle = _build(rows, cols, numbers, header)
    if not solved:
        return puzzle, None
    return puzzle, tuple("".join(SHADED if t.endswith(MARK) else UNSHADED for t in row) for row in tokens)


def _dims(words: Sequence[str]) -> tuple[int, int] | None:
    numbers = [whole_number(w, max_digits=3) for w in words]
    if len(numbers) != 2 or numbers[0] is None or numbers[1] is None:
        return None
    return numbers[0], numbers[1]


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`R C`, then R rows of C numbers and nothing else."""
    dims = _dims(lines[0].split())
    if dims is None or len(lines) != 1 + dims[0]:
        return False
    rows = [line.split() for line in lines[1:]]
    return all(len(row) == dims[1] and all(whole_number(t) is not None for t in row) for row in rows)


def from_puzzlekit(text: str) -> tuple[Hitori, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    dims = _dims(header.text.split())
    if dims is None:
        raise header.error("expected the puzzlekit header 'ROWS COLS'")
    rows, cols = dims
    tokens = _grid(lines[1:], header, rows, cols)
    numbers = [[_number(t, lines[1 + r], c) for c, t in enumerate(row)] for r, row in enumerate(tokens)]
    return _build(rows, cols, numbers, header), None


def to_puzzlekit(p: Hitori, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution the dataset's solution text."""
    if solution is not None:
        return solution_text((p.rows, p.columns), solution)
    return solution_text((p.rows, p.columns), p.numbers)
