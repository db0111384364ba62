"""Skyscraper Sudoku as text: the native format (clues around the grid) and puzzlekit's format.

Native format, as printed by the tool and read back (`box=RxC` only when not the squarest box):

    skyscrapersudoku 6 box=2x3 solved
        3 . . 2 . .
      +-------------+
    . | 1 2 3 4 5 6 | .
    ...
      +-------------+
        . 3 . . . 1

`.` is no clue or an unknown cell, a number a clue or a value. In a solved board every cell is
filled and givens carry a trailing `*`, so the puzzle and its solution both read back.

puzzlekit's text: `N N`, then the top, bottom, left and right clue lines and the N grid lines,
`-` for no clue and an empty cell. It has no box shape: the squarest box is assumed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import (
    Line,
    content_lines,
    draw_number_board,
    number_token,
    puzzlekit_numbers,
    read_clue_board,
    read_native,
    read_puzzlekit_rows,
)

from satpuzzles_skyscrapersudoku.model import NAME, Box, Givens, SkyscraperSudoku, Solution, default_box


def _box(raw: str | None, size: int, line: Line) -> Box:
    if raw is None:
        return default_box(size)
    rows, sep, columns = raw.lower().partition("x")
    if not (sep and rows.isdigit() and columns.isdigit()):
        raise line.error(f"box must be ROWSxCOLUMNS, e.g. box=2x3, found {raw!r}")
    return int(rows), int(columns)


def _build(line: Line, make: Callable[[], SkyscraperSudoku]) -> SkyscraperSudoku:
    """The puzzle, with a validation error placed at the header line."""
    try:
        return make()
    except PuzzleError as error:
        raise error.located(where=f"line {line.number}") from None


def to_text(p: SkyscraperSudoku, solution: Solution | None = None) -> str:
    words = [NAME, str(p.size)]
    if p.box != default_box(p.size):
        words.append(f"box={p.box[0]}x{p.box[1]}")
    if solution is not None:
        words.append("solved")
    return draw_number_board(" ".join(words), p.clues, p.givens, solution)


def _cell(token: str, line: Line) -> int | None:
    return None if token == "." else number_token(token, line, "a cell")


def from_text(text: str) -> tuple[SkyscraperSudoku, Solution | None]:
    header, body = read_native(text, {"box"}, {"solved"})
    n = header.size
    board = read_clue_board(header, body, number_token, _cell, None)
    top, bottom, left, right = (tuple(board.clues[side]) for side in SIDES)
    givens = tuple(tuple(row) for row in board.givens)
    has_givens = any(v is not None for row in givens for v in row)
    box = _box(header.options.get("box"), n, header.line)
    puzzle = _build(
        header.line,
        lambda: SkyscraperSudoku(n, top, bottom, left, right, box=box, givens=givens if has_givens else None),
    )
    values = board.solution
    return puzzle, (None if values is None else tuple(tuple(v or 0 for v in row) for row in values))


def _puzzlekit_size(words: Sequence[str]) -> int | None:
    """N for a header `N N`, else None."""
    if len(words) == 2 and all(w.isdigit() and len(w) <= 3 for w in words) and words[0] == words[1]:
        return int(words[0])
    return None


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`N N` (Skyscrapers' header has a third number), then 4 clue lines and N grid lines of N entries, no
    grid line repeating a value (a 4x4 Jigsaw Sudoku's givens and region labels have as many lines)."""
    n = _puzzlekit_size(lines[0].split())
    if n is None or len(lines) != 1 + 4 + n or any(len(line.split()) != n for line in lines[1:]):
        return False
    givens = ([t for t in line.split() if t != "-"] for line in lines[5:])
    return all(len(set(row)) == len(row) for row in givens)


def from_puzzlekit(text: str) -> tuple[SkyscraperSudoku, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    words = header.text.split()
    n = _puzzlekit_size(words)
    if n is None:
        raise header.error("expected the puzzlekit header 'N N' (a square grid)")

    def entry(token: str, line: Line) -> int | None:
        return None if token == "-" else number_token(token, line, "an entry")

    found = read_puzzlekit_rows(header, lines[1:], n, entry)
    top, bottom, left, right = (tuple(v or 0 for v in line) for line in found[:4])
    givens: Givens = tuple(tuple(row) for row in found[4:])
    has_givens = any(v is not None for row in givens for v in row)
    puzzle = _build(
        header, lambda: SkyscraperSudoku(n, top, bottom, left, right, givens=givens if has_givens else None)
    )
    return puzzle, None


def to_puzzlekit(p: SkyscraperSudoku, solution: Solution | None = None) -> str:
    """puzzlekit's text for the puzzle, or with a solution its solved grid (as in the public dataset)."""
    if p.box != default_box(p.size):
        raise PuzzleError(f"puzzlekit text has no box shape: it cannot hold a {p.box[0]}x{p.box[1]} box")
    return puzzlekit_numbers(f"{p.size} {p.size}", (p.clues(side) for side in SIDES), p.givens, p.size, solution)


def to_puzzlekit_solution(p: SkyscraperSudoku, solution: Solution) -> str:
    """The dataset's solution text: `N N`, then the solved grid (any box shape: the grid alone says it)."""
    return solution_text((p.size, p.size), solution)
