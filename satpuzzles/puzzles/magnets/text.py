"""Magnets as text: the native format and puzzlekit's.

Native, as printed and read back: the header, the + counts of the columns on top, then each row: its +
count, its cells (a domino label, a number, then the cell's given or solved value, `.` for none: `4.`,
`4+`; a solved board marks given cells with `*`: `4+*`), its - count; the - counts of the columns below.
`.` is no number:

    magnets 2x3
       1  .  .
    1  0. 0. 1.  1
    .  2. 2. 1.  .
       .  1  .

puzzlekit's text: `ROWS COLS`, the column + counts, the column - counts, the row + counts, the row -
counts (`-` for none), then optionally ROWS rows of givens (`+`, `-`, `x`, `.`), then ROWS rows of domino
labels; its solution text is `ROWS COLS`, then rows of `+`, `-` and `x`.
"""

from __future__ import annotations

import re
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

from .model import NAME, VALUES, Magnets, Solution

_CELL = re.compile(r"(\d{1,5})([.+x-])(\*?)", re.ASCII)  # a trailing * on a solved board: given


def to_text(p: Magnets, solution: Solution | None = None) -> str:
    words = ["solved"] if solution is not None else []
    cells = [
        [
            f"{p.dominoes[r][c]}{(solution[r][c] if solution is not None else p.given((r, c))) or '.'}"
            + ("*" if solution is not None and p.given((r, c)) is not None else "")
            for c in range(p.columns)
        ]
        for r in range(p.rows)
    ]
    beside = {"top": p.plus_columns, "left": p.plus_rows, "right": p.minus_rows, "bottom": p.minus_columns}
    return "\n".join([header_text(NAME, p.rows, p.columns, *words), *draw_board(beside, cells)]) + "\n"


def from_text(text: str) -> tuple[Magnets, Solution | None]:
    header, body = read_header(text, NAME, set(), {"solved"})
    solved = "solved" in header.flags
    numbers, rows = read_board(header, body, ("top", "left", "bottom", "right"))
    labels, values, marked = [], [], []
    for line, tokens in rows:
        row, found, given = [], "", ""
        for c, token in enumerate(tokens):
            match = _CELL.fullmatch(token)
            if not match or (solved and match[2] == ".") or (not solved and match[3]):
                want = "a domino label and +, - or x" if solved else "a domino label and +, -, x or ."
                raise line.error(f"column {c + 1}: expected {want} (4+), found {shown(token)}")
            row.append(int(match[1]))
            found += match[2]
            given += match[2] if match[3] or not solved else "."
        labels.append(tuple(row))
        values.append(found)
        marked.append(given)
    givens = None if all(set(row) == {"."} for row in marked) else tuple(marked)
    try:
        puzzle = Magnets(
            header.rows,
            header.columns,
            tuple(labels),
            numbers["left"],
            numbers["right"],
            numbers["top"],
            numbers["bottom"],
            givens,
        )
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None
    return puzzle, tuple(values) if solved else None


def _numbers_line(line: str, count: int) -> bool:
    tokens = line.split()
    return len(tokens) == count and all(t == "-" or whole_number(t) is not None for t in tokens)


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, four lines of counts, then ROWS (or 2 ROWS, givens first) rows of labels."""
    words = lines[0].split()
    if len(words) != 2 or any(whole_number(w) is None for w in words):
        return False
    rows, columns = int(words[0]), int(words[1])
    if len(lines) not in (5 + rows, 5 + 2 * rows):
        return False
    counts = all(_numbers_line(line, n) for line, n in zip(lines[1:5], (columns, columns, rows, rows), strict=True))
    labels = [line.split() for line in lines[-rows:]]
    return counts and all(len(row) == columns and all(t.isdigit() for t in row) for row in labels)


def from_puzzlekit(text: str) -> tuple[Magnets, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    sizes = [whole_number(w) for w in words]
    if len(sizes) != 2 or None in sizes or not all(0 < (s or 0) <= 200 for s in sizes):
        raise header.error("expected the puzzlekit header 'ROWS COLS', e.g. '6 6'")
    rows, columns = int(words[0]), int(words[1])
    if len(lines) not in (5 + rows, 5 + 2 * rows):
        raise header.error(
            f"expected 4 lines of counts and {rows} (or {2 * rows}) grid lines, found {len(lines) - 1} lines"
        )
    plus_columns = puzzlekit_numbers(lines[1], columns, "column + counts")
    minus_columns = puzzlekit_numbers(lines[2], columns, "column - counts")
    plus_rows = puzzlekit_numbers(lines[3], rows, "row + counts")
    minus_rows = puzzlekit_numbers(lines[4], rows, "row - counts")
    givens = None
    if len(lines) == 5 + 2 * rows:
        found = []
        for line in lines[5 : 5 + rows]:
            tokens = line.text.split()
            if len(tokens) != columns or set(tokens) - {*VALUES, "."}:
                raise line.error(f"expected {columns} givens +, -, x or .")
            found.append("".join(tokens))
        givens = None if all(set(row) == {"."} for row in found) else tuple(found)
    labels = []
    for line in lines[-rows:]:
        tokens = line.text.split()
        if len(tokens) != columns or not all(t.isdigit() for t in tokens):
            raise line.error(f"expected {columns} domino labels (numbers)")
        labels.append(tuple(int(t) for t in tokens))
    try:
        return Magnets(rows, columns, tuple(labels), plus_rows, minus_rows, plus_columns, minus_columns, givens), None
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None


def to_puzzlekit(p: Magnets, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return write_solution(p, solution)
    lines = [
        f"{p.rows} {p.columns}",
        *(puzzlekit_line(v) for v in (p.plus_columns, p.minus_columns, p.plus_rows, p.minus_rows)),
    ]
    if p.givens is not None:
        lines += [" ".join(row) for row in p.givens]
    return "\n".join([*lines, *(" ".join(f"{v:02d}" for v in row) for row in p.dominoes)]) + "\n"


def write_solution(p: Magnets, solution: Solution) -> str:
    """The dataset's solution text: `+`, `-` and `x` per cell."""
    return solution_text((p.rows, p.columns), [list(row) for row in solution])
