"""Thermometer as text: the native format and puzzlekit's.

Native, as printed and read back: the column numbers on top, then each row's number and its cells; a cell
is `K.I`, the I-th cell of thermometer K counted from its bulb (I = 1), or `.` for a cell on no thermometer
(it fills freely, as a thermometer of one cell); `.` is also no number. A solved board adds `#` to every
filled cell:

    thermometer 6x6 solved
      2   4   3   3   5   3
    4 2.1# 2.2# 2.3# 2.4 2.5 10.3#
    ...

puzzlekit's text: `ROWS COLS`, the column numbers, the row numbers (`-` for none), then the rows of `K.I`
tokens; its solution text is `ROWS COLS`, then rows of `x` (filled) and `-`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.countgrid import (
    draw_board,
    header_text,
    looks_like_puzzlekit_board,
    puzzlekit_line,
    read_board,
    read_header,
    read_puzzlekit_board,
)
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import Line

from .model import FILLED, NAME, Solution, Thermometer

MARK = "#"  # after a filled cell of a solved board
NONE = "."  # a cell on no thermometer
_TOKEN = re.compile(r"(\d{1,4})\.(\d{1,4})", re.ASCII)


def _labels(p: Thermometer) -> list[list[str]]:
    grid = [[NONE] * p.columns for _ in range(p.rows)]
    for k, thermometer in enumerate(p.thermometers, start=1):
        for i, (r, c) in enumerate(thermometer, start=1):
            grid[r][c] = f"{k}.{i}"
    return grid


def to_text(p: Thermometer, solution: Solution | None = None) -> str:
    words = ["solved"] if solution is not None else []
    cells = _labels(p)
    if solution is not None:
        cells = [
            [t + (MARK if solution[r][c] == FILLED else "") for c, t in enumerate(row)] for r, row in enumerate(cells)
        ]
    board = draw_board({"top": p.column_counts, "left": p.row_counts}, cells)
    return "\n".join([header_text(NAME, p.rows, p.columns, *words), *board]) + "\n"


def _thermometers(rows: Sequence[tuple[Line, Sequence[str]]]) -> tuple[tuple[Cell, ...], ...]:
    """The thermometers of a grid of `K.I` tokens (and `.`), each ordered from its bulb."""
    found: dict[int, dict[int, Cell]] = {}
    places: dict[int, Line] = {}
    for r, (line, tokens) in enumerate(rows):
        for c, token in enumerate(tokens):
            if token == NONE:
                continue
            match = _TOKEN.fullmatch(token)
            if not match:
                raise line.error(f"column {c + 1}: expected a thermometer cell K.I or '.', found {shown(token)}")
            k, i = int(match[1]), int(match[2])
            if i in found.setdefault(k, {}):
                raise line.error(f"column {c + 1}: thermometer {k} has two cells numbered {i}")
            found[k][i] = (r, c)
            places.setdefault(k, line)
    out = []
    for k in sorted(found):
        steps = found[k]
        if sorted(steps) != list(range(1, len(steps) + 1)):
            raise places[k].error(f"thermometer {k}'s cells are not numbered 1 to {len(steps)} from its bulb")
        out.append(tuple(steps[i] for i in range(1, len(steps) + 1)))
    return tuple(out)


def from_text(text: str) -> tuple[Thermometer, Solution | None]:
    header, body = read_header(text, NAME, set(), {"solved"})
    solved = "solved" in header.flags
    numbers, rows = read_board(header, body, ("top", "left"))
    plain = [(line, [t.removesuffix(MARK) if solved else t for t in tokens]) for line, tokens in rows]
    grid = tuple("".join(FILLED if t.endswith(MARK) else "-" for t in tokens) for _, tokens in rows)
    try:
        puzzle = Thermometer(header.rows, header.columns, _thermometers(plain), numbers["left"], numbers["top"])
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None
    return puzzle, grid if solved else None


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, a line of COLS numbers, one of ROWS numbers, then ROWS rows of `K.I` tokens."""
    return looks_like_puzzlekit_board(lines, lambda token: _TOKEN.fullmatch(token) is not None)


def from_puzzlekit(text: str) -> tuple[Thermometer, Solution | None]:
    board = read_puzzlekit_board(text, "thermometer cells K.I")
    try:
        thermometers = _thermometers(board.grid)
        return Thermometer(board.rows, board.columns, thermometers, board.row_numbers, board.column_numbers), None
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


def to_puzzlekit(p: Thermometer, solution: Solution | None = None) -> str:
    """puzzlekit's problem text (every cell on a thermometer), or with a solution its solution text."""
    if solution is not None:
        return write_solution(p, solution)
    labels = _labels(p)
    if any(NONE in row for row in labels):
        raise PuzzleError("puzzlekit's Thermometer text puts every cell on a thermometer")
    lines = [f"{p.rows} {p.columns}", puzzlekit_line(p.column_counts), puzzlekit_line(p.row_counts)]
    return "\n".join([*lines, *(" ".join(row) for row in labels)]) + "\n"


def write_solution(p: Thermometer, solution: Solution) -> str:
    """The dataset's solution text: `x` filled, `-` else."""
    return solution_text((p.rows, p.columns), [list(row) for row in solution])
