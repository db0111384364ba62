"""Binairo as text: the native format (0 white, 1 black, `.` empty) and puzzlekit's format.

Native, as printed and read back (the header word `distinct` adds the unique rows and columns rule):

    binairo 6
    1 . . 0 . .
    . . . . . 0
    ...

A solved board says `solved` in its header, fills every cell and marks each given with a trailing `*`,
so the puzzle and its solution both read back.

puzzlekit's text: `N N`, then N rows of `1` (white), `2` (black) or `-` (empty); a solution uses the
same tokens. It has no `distinct` rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.digitgrid import board_rows, cell_tokens, draw_board, read_cells
from satpuzzles.typekit.textgrid import content_lines, read_native, shown, whole_number

from .model import BLACK, NAME, WHITE, Binairo, Givens, Solution

PUZZLEKIT_TOKENS = {"1": WHITE, "2": BLACK}
PUZZLEKIT_OF = {WHITE: "1", BLACK: "2"}


def to_text(p: Binairo, solution: Solution | None = None) -> str:
    words = [NAME, str(p.size)] + (["distinct"] if p.distinct else []) + (["solved"] if solution is not None else [])
    return "\n".join([" ".join(words), *draw_board(cell_tokens(p.givens, solution))]) + "\n"


def from_text(text: str) -> tuple[Binairo, Solution | None]:
    header, body = read_native(text, set(), {"solved", "distinct"})
    n = header.size
    rows = board_rows(body, n)
    if len(rows) != n:
        raise header.line.error(f"expected {n} grid rows, found {len(rows)}")
    givens, solution = read_cells(rows, "solved" in header.flags)
    try:
        puzzle = Binairo(n, givens, "distinct" in header.flags)
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None
    if solution is not None and any(v not in (WHITE, BLACK) for row in solution for v in row):
        raise header.line.error("a solved board holds 0 and 1 only")
    return puzzle, solution


def _size(words: Sequence[str]) -> int | None:
    numbers = [whole_number(w, max_digits=3) for w in words]
    return numbers[0] if len(numbers) == 2 and numbers[0] is not None and numbers[0] == numbers[1] else None


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`N N` with N even, then N rows of N tokens, each `1`, `2` or `-`."""
    n = _size(lines[0].split())
    if n is None or n % 2 or len(lines) != 1 + n:
        return False
    rows = [line.split() for line in lines[1:]]
    return all(len(row) == n and set(row) <= {"1", "2", "-"} for row in rows)


def from_puzzlekit(text: str) -> tuple[Binairo, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    n = _size(header.text.split())
    if n is None:
        raise header.error("expected the puzzlekit header 'N N' (a square grid)")
    if len(lines) != 1 + n:
        raise header.error(f"expected {n} grid lines after the header, found {len(lines) - 1}")
    givens: list[tuple[int | None, ...]] = []
    for line in lines[1:]:
        tokens = line.text.split()
        if len(tokens) != n:
            raise line.error(f"expected {n} entries, found {len(tokens)}")
        for token in tokens:
            if token != "-" and token not in PUZZLEKIT_TOKENS:
                raise line.error(f"expected 1 (white), 2 (black) or '-', found {shown(token)}")
        givens.append(tuple(PUZZLEKIT_TOKENS.get(token) for token in tokens))
    try:
        return Binairo(n, tuple(givens)), None
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None


def to_puzzlekit(p: Binairo, solution: Solution | None = None) -> str:
    """puzzlekit's text of the puzzle, or with a solution its solved grid (the dataset's `solution`)."""
    if p.distinct:
        raise PuzzleError("puzzlekit's Binairo text has no unique rows and columns rule")
    grid: Givens = solution if solution is not None else p.givens
    rows = [" ".join("-" if v is None else PUZZLEKIT_OF[v] for v in row) for row in grid]
    return "\n".join([f"{p.size} {p.size}", *rows]) + "\n"
