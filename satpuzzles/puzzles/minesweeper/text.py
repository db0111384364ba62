"""Minesweeper as text: the native format and puzzlekit's.

Native format, as printed by the tool and read back (`.` an unnumbered cell, `#` a wall, a digit a
number; a solved board shows `x` for a mine and `-` for a safe unnumbered cell):

    minesweeper 5x5 mines=8
    . . . 2 .
    2 2 . 2 .

puzzlekit's text: `ROWS COLS MINES`, then the rows with `-` for an unnumbered cell; its solution text is
`ROWS COLS`, then rows of `x` (mine) and `-` (`.` is read as `-` too: the dataset marks some safe cells so).
Lines starting with `#` are rows of walls here, not comments.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.textgrid import Line, whole_number

from .model import MINE, SAFE, WALL, Clue, Minesweeper, Solution

MAX_SIDE = 200  # rows and columns; a larger header is a typo, refused before anything is built
UNKNOWN = "."


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return solution[cell[0]][cell[1]]


def _lines(text: str) -> list[Line]:
    """The non-blank lines with their numbers (no comment lines: `#` starts a row of walls)."""
    return [Line(number, raw.strip()) for number, raw in enumerate(text.splitlines(), start=1) if raw.strip()]


def _side(word: str, line: Line, what: str) -> int:
    value = whole_number(word)
    if value is None or not 1 <= value <= MAX_SIDE:
        raise line.error(f"expected the number of {what} (1..{MAX_SIDE}), found {shown(word)}")
    return value


def _rows(lines: list[Line], header: Line, rows: int, columns: int) -> list[tuple[Line, list[str]]]:
    if len(lines) != rows:
        raise header.error(f"expected {rows} rows after the header, found {len(lines)}")
    out = []
    for line in lines:
        tokens = line.text.split()
        if len(tokens) != columns:
            raise line.error(f"expected {columns} cells, found {len(tokens)}")
        out.append((line, tokens))
    return out


def _number(token: str, line: Line, c: int) -> int:
    value = whole_number(token)
    if value is None or value > 8:
        raise line.error(f"column {c + 1}: expected a number 0..8, '.', '-', 'x' or '#', found {shown(token)}")
    return value


def to_text(p: Minesweeper, solution: Solution | None = None) -> str:
    words = ["minesweeper", f"{p.rows}x{p.columns}"]
    if p.mines is not None:
        words.append(f"mines={p.mines}")
    if solution is not None:
        words.append("solved")

    def token(r: int, c: int) -> str:
        clue = p.clues[r][c]
        if clue is not None:
            return str(clue)
        return UNKNOWN if solution is None else solution[r][c]

    rows = [" ".join(token(r, c) for c in range(p.columns)) for r in range(p.rows)]
    return "\n".join([" ".join(words), *rows]) + "\n"


def from_text(text: str) -> tuple[Minesweeper, Solution | None]:
    lines = _lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    if len(words) < 2 or words[0].lower() != "minesweeper":
        raise header.error("expected the header 'minesweeper ROWSxCOLS [mines=N] [solved]'")
    sides = words[1].lower().split("x")
    if len(sides) != 2:
        raise header.error(f"expected the grid size ROWSxCOLS after the type, found {shown(words[1])}")
    rows, columns = _side(sides[0], header, "rows"), _side(sides[1], header, "columns")
    mines, solved = None, False
    for word in words[2:]:
        key, _, value = word.lower().partition("=")
        if key == "mines" and value:
            mines = whole_number(value)
            if mines is None:
                raise header.error(f"mines must be a whole number, found {shown(value)}")
        elif word.lower() == "solved":
            solved = True
        else:
            raise header.error(f"unknown header word {shown(word)} (known: mines=N, solved)")
    clues: list[list[Clue]] = []
    grid: list[str] = []
    for line, tokens in _rows(lines[1:], header, rows, columns):
        row: list[Clue] = []
        cells = ""
        for c, token in enumerate(tokens):
            low = token.lower()
            if low in (UNKNOWN, SAFE, MINE):
                if (low == UNKNOWN) == solved:
                    wanted = "'x' or '-'" if solved else "'.'"
                    raise line.error(
                        f"column {c + 1}: an unnumbered cell of this board is {wanted}, found {shown(token)}"
                    )
                row.append(None)
                cells += SAFE if low == UNKNOWN else low
            elif token == WALL:
                row.append(WALL)
                cells += SAFE
            else:
                row.append(_number(token, line, c))
                cells += SAFE
        clues.append(row)
        grid.append(cells)
    try:
        puzzle = Minesweeper(rows, columns, tuple(tuple(row) for row in clues), mines)
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None
    return puzzle, tuple(grid) if solved else None


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS MINES`, then at most ROWS rows (callers drop rows of walls as comments) of COLS tokens from
    `-`, `#` and 0..8, with some `-`: Star Battle's text (region labels) has no `-`."""
    words = lines[0].split()
    if len(words) != 3 or any(whole_number(word) is None for word in words):
        return False
    rows, columns = int(words[0]), int(words[1])
    tokens = [line.split() for line in lines[1:]]
    allowed = {SAFE, WALL, *map(str, range(9))}
    return (
        0 < len(tokens) <= rows
        and all(len(row) == columns and set(row) <= allowed for row in tokens)
        and any(SAFE in row for row in tokens)
    )


def from_puzzlekit(text: str) -> tuple[Minesweeper, Solution | None]:
    lines = _lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    if len(words) != 3:
        raise header.error("expected the puzzlekit header 'ROWS COLS MINES', e.g. '5 5 8'")
    rows, columns = _side(words[0], header, "rows"), _side(words[1], header, "columns")
    mines = whole_number(words[2])
    if mines is None:
        raise header.error(f"expected the number of mines, found {shown(words[2])}")
    clues: list[tuple[Clue, ...]] = []
    for line, tokens in _rows(lines[1:], header, rows, columns):
        clues.append(
            tuple(None if t == SAFE else WALL if t == WALL else _number(t, line, c) for c, t in enumerate(tokens))
        )
    try:
        return Minesweeper(rows, columns, tuple(clues), mines), None
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None


def to_puzzlekit(p: Minesweeper, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text (`x` a mine, `-` else)."""
    if solution is not None:
        return "\n".join([f"{p.rows} {p.columns}", *(" ".join(row) for row in solution)]) + "\n"
    if p.mines is None:
        raise PuzzleError("puzzlekit's Minesweeper text needs the number of mines")
    rows = [" ".join(SAFE if v is None else str(v) for v in row) for row in p.clues]
    return "\n".join([f"{p.rows} {p.columns} {p.mines}", *rows]) + "\n"


def solution_from_puzzlekit(p: Minesweeper, text: str) -> Solution:
    """A published solution text (`x` a mine; `-` and `.` safe)."""
    lines = _lines(text)
    if not lines:
        raise PuzzleError("the solution text is empty")
    out = []
    for line, tokens in _rows(lines[1:], lines[0], p.rows, p.columns):
        if set(tokens) - {MINE, SAFE, UNKNOWN}:
            raise line.error("expected 'x', '-' or '.' in a solution row")
        out.append("".join(MINE if t == MINE else SAFE for t in tokens))
    return tuple(out)
