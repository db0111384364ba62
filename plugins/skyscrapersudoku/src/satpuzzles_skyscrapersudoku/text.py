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

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles.grid import SIDES
from satpuzzles.puzzles.textgrid import (
    GIVEN_MARK,
    Line,
    board_cells,
    content_lines,
    draw_clue_grid,
    read_clue_grid,
    read_native,
)

from satpuzzles_skyscrapersudoku.model import NAME, Box, Givens, SkyscraperSudoku, Solution, default_box


def _number(token: str, line: Line, what: str) -> int:
    if token in (".", "-"):
        return 0
    try:
        value = int(token)
    except ValueError:
        raise line.error(f"expected a number or '.' for {what}, found {token!r}") from None
    if value < 0:
        raise line.error(f"{what} cannot be negative, found {token!r}")
    return value


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
    givens = p.givens
    rows = board_cells(
        p.size,
        lambda r, c: None if givens is None or givens[r][c] is None else str(givens[r][c]),
        None if solution is None else (lambda r, c: str(solution[r][c])),
    )
    top, bottom, left, right = ([str(clue) if clue else "." for clue in p.clues(side)] for side in SIDES)
    return draw_clue_grid(" ".join(words), top, bottom, left, right, rows)


def from_text(text: str) -> tuple[SkyscraperSudoku, Solution | None]:
    header, body = read_native(text, {"box"}, {"solved"})
    n, solved = header.size, "solved" in header.flags
    grid = read_clue_grid(header.line, body, n)
    top = tuple(_number(t, grid.top_line or header.line, "a top clue") for t in grid.top)
    bottom = tuple(_number(t, grid.bottom_line or header.line, "a bottom clue") for t in grid.bottom)
    left, right, givens, values = [], [], [], []
    for row in grid.rows:
        left.append(_number(row.left, row.line, "a left clue"))
        right.append(_number(row.right, row.line, "a right clue"))
        given_row: list[int | None] = []
        value_row: list[int] = []
        for token in row.cells:
            is_given = token.endswith(GIVEN_MARK)
            token = token.rstrip(GIVEN_MARK)
            value = None if token == "." else _number(token, row.line, "a cell")
            if solved and value is None:
                raise row.line.error("a solved board has no unknown cells ('.')")
            value_row.append(value or 0)
            given_row.append(value if (is_given or not solved) else None)
        givens.append(tuple(given_row))
        values.append(tuple(value_row))
    has_givens = any(v is not None for row in givens for v in row)
    box = _box(header.options.get("box"), n, header.line)
    puzzle = _build(
        header.line,
        lambda: SkyscraperSudoku(
            n, top, bottom, tuple(left), tuple(right), box=box, givens=tuple(givens) if has_givens else None
        ),
    )
    return puzzle, (tuple(values) if solved else None)


def _puzzlekit_size(words: Sequence[str]) -> int | None:
    """N for a header `N N`, else None."""
    if len(words) == 2 and all(w.isdigit() and len(w) <= 3 for w in words) and words[0] == words[1]:
        return int(words[0])
    return None


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`N N` (Skyscrapers' header has a third number), then 4 clue lines and N grid lines of N entries."""
    n = _puzzlekit_size(lines[0].split())
    return n is not None and len(lines) == 1 + 4 + n and all(len(line.split()) == n for line in lines[1:])


def from_puzzlekit(text: str) -> tuple[SkyscraperSudoku, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    words = header.text.split()
    n = _puzzlekit_size(words)
    if n is None:
        raise header.error("expected the puzzlekit header 'N N' (a square grid)")
    if len(lines) != 1 + 4 + n:
        raise header.error(f"expected 4 clue lines and {n} grid lines after the header, found {len(lines) - 1}")

    def entries(line: Line) -> list[int | None]:
        tokens = line.text.split()
        if len(tokens) != n:
            raise line.error(f"expected {n} entries, found {len(tokens)}")
        return [None if t == "-" else _number(t, line, "an entry") for t in tokens]

    top, bottom, left, right = (tuple(v or 0 for v in entries(line)) for line in lines[1:5])
    givens: Givens = tuple(tuple(entries(line)) for line in lines[5:])
    has_givens = any(v is not None for row in givens for v in row)
    puzzle = _build(
        header, lambda: SkyscraperSudoku(n, top, bottom, left, right, givens=givens if has_givens else None)
    )
    return puzzle, None


def to_puzzlekit(p: SkyscraperSudoku, solution: Solution | None = None) -> str:
    """puzzlekit's text for the puzzle, or with a solution its solved grid (as in the public dataset)."""
    if p.box != default_box(p.size):
        raise PuzzleError(f"puzzlekit text has no box shape: it cannot hold a {p.box[0]}x{p.box[1]} box")
    header = f"{p.size} {p.size}"
    if solution is not None:
        return "\n".join([header, *(" ".join(str(v) for v in row) for row in solution)]) + "\n"
    clue_lines = [" ".join(str(c) if c else "-" for c in p.clues(side)) for side in SIDES]
    givens = p.givens or ((None,) * p.size,) * p.size
    grid = [" ".join("-" if v is None else str(v) for v in row) for row in givens]
    return "\n".join([header, *clue_lines, *grid]) + "\n"
