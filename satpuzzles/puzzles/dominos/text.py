"""Dominos as text: the native format and puzzlekit's.

Native, as printed and read back: the header and the rows of numbers; a solved board adds to every number
where its partner is (`n`, `w`, `e`, `s`: above, left, right, below):

    dominos 2x3             dominos 2x3 solved
    0 0 1                   0e 0w 1s
    1 1 0                   1e 1w 0n

A cell without a number yet (a puzzle being typed in) is `.`.

puzzlekit's text: `ROWS COLS`, then the rows of numbers; its solution text is `ROWS COLS`, then the rows of
domino labels (cells of one domino share a label; compared as a partition).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.countgrid import header_text, read_header
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import Line, content_lines, whole_number

from .model import NAME, Dominos, Solution

_SOLVED = re.compile(r"(\d{1,3})([nwes])", re.ASCII)


def to_text(p: Dominos, solution: Solution | None = None) -> str:
    words = ["solved"] if solution is not None else []
    shown_numbers = [["." if v is None else str(v) for v in row] for row in p.numbers]
    width = max(len(v) for row in shown_numbers for v in row) + (solution is not None)
    rows = [
        " ".join((v + (solution[r][c] if solution is not None else "")).rjust(width) for c, v in enumerate(row))
        for r, row in enumerate(shown_numbers)
    ]
    return "\n".join([header_text(NAME, p.rows, p.columns, *words), *rows]) + "\n"


def _rows(lines: Sequence[Line], header: Line, rows: int, columns: int) -> list[tuple[Line, list[str]]]:
    if len(lines) != rows:
        raise header.error(f"expected {rows} rows after the header, found {len(lines)}")
    out = []
    for line in lines:
        tokens = line.text.split()
        if len(tokens) != columns:
            raise line.error(f"expected {columns} numbers, found {len(tokens)}")
        out.append((line, tokens))
    return out


def from_text(text: str) -> tuple[Dominos, Solution | None]:
    header, body = read_header(text, NAME, set(), {"solved"})
    solved = "solved" in header.flags
    numbers: list[tuple[int | None, ...]] = []
    partners = []
    for line, tokens in _rows(body, header.line, header.rows, header.columns):
        row: list[int | None] = []
        where = ""
        for c, token in enumerate(tokens):
            match = _SOLVED.fullmatch(token) if solved else None
            value = int(match[1]) if match else (whole_number(token) if not solved else None)
            if value is None and (solved or token != "."):
                want = "a number and its partner's side (3e)" if solved else "a number or ."
                raise line.error(f"column {c + 1}: expected {want}, found {shown(token)}")
            row.append(value)
            where += match[2] if match else ""
        numbers.append(tuple(row))
        partners.append(where)
    try:
        puzzle = Dominos(header.rows, header.columns, tuple(numbers))
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None
    return puzzle, tuple(partners) if solved else None


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS` with the sides one apart, then ROWS rows of COLS numbers below the smaller side."""
    words = lines[0].split()
    if len(words) != 2 or any(whole_number(w) is None for w in words):
        return False
    rows, columns = int(words[0]), int(words[1])
    if abs(rows - columns) != 1 or len(lines) != 1 + rows:
        return False
    grid = [line.split() for line in lines[1:]]
    top = min(rows, columns) - 1
    return all(len(row) == columns and all((whole_number(t) or 0) <= top and t.isdigit() for t in row) for row in grid)


def from_puzzlekit(text: str) -> tuple[Dominos, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    sizes = [whole_number(w) for w in words]
    if len(sizes) != 2 or None in sizes or not all(0 < (s or 0) <= 200 for s in sizes):
        raise header.error("expected the puzzlekit header 'ROWS COLS', e.g. '7 8'")
    rows, columns = int(words[0]), int(words[1])
    numbers = []
    for line, tokens in _rows(lines[1:], header, rows, columns):
        row = []
        for c, token in enumerate(tokens):
            value = whole_number(token)
            if value is None:
                raise line.error(f"column {c + 1}: expected a number, found {shown(token)}")
            row.append(value)
        numbers.append(tuple(row))
    try:
        return Dominos(rows, columns, tuple(numbers)), None
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None


def to_puzzlekit(p: Dominos, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return write_solution(p, solution)
    if any(v is None for row in p.numbers for v in row):
        raise PuzzleError("a cell has no number yet; puzzlekit text gives every cell one")
    return "\n".join([f"{p.rows} {p.columns}", *(" ".join(map(str, row)) for row in p.numbers)]) + "\n"


def write_solution(p: Dominos, solution: Solution) -> str:
    """The dataset's solution text: each domino a label, numbered in reading order of its first cell."""
    labels = [[-1] * p.columns for _ in range(p.rows)]
    count = 0
    for r in range(p.rows):
        for c in range(p.columns):
            if labels[r][c] < 0:
                other = p.partner((r, c), solution[r][c])
                labels[r][c] = count
                if other is not None:
                    labels[other[0]][other[1]] = count
                count += 1
    return solution_text((p.rows, p.columns), labels)
