"""Skyscrapers as text: the native format (clues around the grid) and puzzlekit's format.

Native format, as printed by the tool and read back:

    skyscrapers 6 max_height=6 diagonal solved
        5 . . 2 2 .
      +-------------+
    . | 2 1 3 4 5 6 | .
    ...
      +-------------+
        . 3 4 . . 4

`.` is no clue or an unknown cell, `-` (or 0) a park, a number a height. In a solved board every
cell is filled and givens carry a trailing `*`, so the puzzle and its solution both read back.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.textgrid import (
    Line,
    content_lines,
    draw_number_board,
    number_token,
    puzzlekit_numbers,
    read_clue_board,
    read_native,
    read_puzzlekit_rows,
    whole_number,
)

from .model import Givens, Skyscrapers, Solution

PARK = "-"


def _cell_token(value: int) -> str:
    return str(value) if value else PARK


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return _cell_token(solution[cell[0]][cell[1]])


def to_text(p: Skyscrapers, solution: Solution | None = None) -> str:
    n = p.size
    words = ["skyscrapers", str(n)]
    if p.max_height != n:
        words.append(f"max_height={p.max_height}")
    if p.diagonal:
        words.append("diagonal")
    if solution is not None:
        words.append("solved")
    return draw_number_board(" ".join(words), p.clues, p.givens, solution, _cell_token)


def _cell(token: str, line: Line) -> int | None:
    return None if token == "." else number_token(token, line, "a cell")


def from_text(text: str) -> tuple[Skyscrapers, Solution | None]:
    header, body = read_native(text, {"max_height"}, {"diagonal", "solved"})
    n = header.size
    board = read_clue_board(header, body, number_token, _cell, None)
    clues, givens = board.clues, board.givens
    has_givens = any(v is not None for row in givens for v in row)
    max_height = header.int_option("max_height", n)  # names its line itself
    try:
        puzzle = Skyscrapers(
            size=n,
            max_height=max_height,
            diagonal="diagonal" in header.flags,
            top=tuple(clues["top"]),
            bottom=tuple(clues["bottom"]),
            left=tuple(clues["left"]),
            right=tuple(clues["right"]),
            givens=tuple(tuple(row) for row in givens) if has_givens else None,
        )
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None
    values = board.solution
    solution: Solution | None = None if values is None else tuple(tuple(v or 0 for v in row) for row in values)
    return puzzle, solution


def _puzzlekit_header(words: list[str]) -> list[int] | None:
    """ROWS COLS MAX_HEIGHT of a puzzlekit header 'ROWS COLS MAX_HEIGHT [D]', or None."""
    numbers = [whole_number(w) for w in words[:3]]
    if len(words) not in (3, 4) or None in numbers or (len(words) == 4 and words[3].upper() != "D"):
        return None
    return [n for n in numbers if n is not None]


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    numbers = _puzzlekit_header(lines[0].split())
    return numbers is not None and len(lines) == 1 + 4 + numbers[0]


def from_puzzlekit(text: str) -> tuple[Skyscrapers, Solution | None]:
    lines = content_lines(text)
    header = lines[0]
    words = header.text.split()
    numbers = _puzzlekit_header(words)
    if numbers is None:
        raise header.error("expected the puzzlekit header 'ROWS COLS MAX_HEIGHT [D]'")
    rows, cols, max_height = numbers
    if rows != cols:
        raise header.error(f"only square grids are supported, found {rows}x{cols}")

    def value(token: str, line: Line) -> int | None:
        return None if token == "-" else number_token(token, line, "an entry")

    found = read_puzzlekit_rows(header, lines[1:], rows, value)
    clues = [tuple(v or 0 for v in line) for line in found[:4]]
    givens: Givens = tuple(tuple(row) for row in found[4:])
    has_givens = any(v is not None for row in givens for v in row)
    try:
        puzzle = Skyscrapers(
            size=rows,
            max_height=max_height,
            diagonal=len(words) == 4,
            top=clues[0],
            bottom=clues[1],
            left=clues[2],
            right=clues[3],
            givens=givens if has_givens else None,
        )
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None
    return puzzle, None


def to_puzzlekit(p: Skyscrapers, solution: Solution | None = None) -> str:
    """puzzlekit's text: the puzzle (`-` = nothing, 0 = a given park), or with a solution its solved grid."""
    header = f"{p.size} {p.size} {p.max_height}" + (" D" if p.diagonal else "")
    return puzzlekit_numbers(header, (p.clues(side) for side in SIDES), p.givens, p.size, solution)
