"""Kakuro as text: the native format and puzzlekit's.

Native, as printed and read back (a black cell is `-`, or its sums `DOWN,ACROSS` with either left out:
`16,` a down sum, `,7` an across sum; `.` a white cell; a solved board fills the white cells with digits):

    kakuro 4x4
    -   4,  8,  -
    ,7  .   .   10,
    ,17 .   .   .
    -   ,9  .   .

puzzlekit's text: `ROWS COLS`, then the same rows with `0` for a white cell; its solution text has `-`
in black cells and the digits elsewhere.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import Line, content_lines, shown, whole_number

from .model import NAME, Kakuro, Solution, Square

MAX_SIDE = 100
WHITE, BLACK = ".", "-"
PUZZLEKIT_WHITE = "0"


def square_token(square: Square) -> str:
    if square is None:
        return WHITE
    down, across = square
    if down is None and across is None:
        return BLACK
    return f"{'' if down is None else down},{'' if across is None else across}"


def read_square(token: str, line: Line, c: int, white: str) -> tuple[Square, int | None]:
    """(the square, its digit on a solved board or None)."""
    if token == white:
        return None, None
    if token == BLACK:
        return (None, None), None
    down, sep, across = token.partition(",")
    if sep:
        sums = [None if not part else whole_number(part) for part in (down, across)]
        if any(part and value is None for part, value in zip((down, across), sums, strict=True)):
            raise line.error(f"column {c + 1}: expected sums DOWN,ACROSS, found {shown(token)}")
        return (sums[0], sums[1]), None
    digit = whole_number(token)
    if digit is None or not 1 <= digit <= 9:
        raise line.error(f"column {c + 1}: expected '{white}', '-', DOWN,ACROSS or a digit, found {shown(token)}")
    return None, digit


def _size(words: Sequence[str], line: Line) -> tuple[int, int]:
    sides = [whole_number(w) for w in words]
    if len(sides) != 2 or any(s is None or not 1 <= s <= MAX_SIDE for s in sides):
        raise line.error(f"expected ROWS and COLS (1..{MAX_SIDE})")
    return sides[0] or 0, sides[1] or 0


def _grid(lines: Sequence[Line], header: Line, rows: int, columns: int, white: str) -> tuple[Kakuro, Solution | None]:
    if len(lines) != rows:
        raise header.error(f"expected {rows} rows after the header, found {len(lines)}")
    squares: list[tuple[Square, ...]] = []
    digits: list[tuple[int, ...]] = []
    filled = empty = 0
    for line in lines:
        tokens = line.text.split()
        if len(tokens) != columns:
            raise line.error(f"expected {columns} cells, found {len(tokens)}")
        read = [read_square(t, line, c, white) for c, t in enumerate(tokens)]
        squares.append(tuple(s for s, _ in read))
        digits.append(tuple(d or 0 for _, d in read))
        filled += sum(d is not None for _, d in read)
        empty += sum(s is None and d is None for s, d in read)
    if filled and empty:
        raise header.error("a board fills either no white cell or all of them")
    try:
        puzzle = Kakuro(rows, columns, tuple(squares))
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None
    return puzzle, tuple(digits) if filled else None


def to_text(p: Kakuro, solution: Solution | None = None) -> str:
    def token(r: int, c: int) -> str:
        square = p.squares[r][c]
        if square is None and solution is not None:
            return str(solution[r][c])
        return square_token(square)

    grid = [[token(r, c) for c in range(p.columns)] for r in range(p.rows)]
    width = max(len(t) for row in grid for t in row)
    header = f"{NAME} {p.rows}x{p.columns}" + (" solved" if solution is not None else "")
    return "\n".join([header, *(" ".join(t.ljust(width) for t in row).rstrip() for row in grid)]) + "\n"


def from_text(text: str) -> tuple[Kakuro, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    if len(words) < 2 or words[0].lower() != NAME or words[2:] not in ([], ["solved"]):
        raise header.error(f"expected the header '{NAME} ROWSxCOLS [solved]'")
    rows, columns = _size(words[1].lower().split("x"), header)
    return _grid(lines[1:], header, rows, columns, WHITE)


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, then rows of `-`, `0` and sums with a comma (some sum present)."""
    words = lines[0].split()
    if len(words) != 2 or any(whole_number(w) is None for w in words):
        return False
    rows, columns = int(words[0]), int(words[1])
    tokens = [line.split() for line in lines[1:]]
    if len(tokens) != rows or any(len(row) != columns for row in tokens):
        return False
    flat = [t for row in tokens for t in row]
    return any("," in t for t in flat) and all(
        t in (BLACK, PUZZLEKIT_WHITE) or ("," in t and t.replace(",", "").isdigit() and t.count(",") == 1) for t in flat
    )


def from_puzzlekit(text: str) -> tuple[Kakuro, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    rows, columns = _size(header.text.split(), header)
    return _grid(lines[1:], header, rows, columns, PUZZLEKIT_WHITE)


def to_puzzlekit(p: Kakuro, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution the dataset's solution text."""
    if solution is not None:
        return to_puzzlekit_solution(p, solution)
    rows = [[PUZZLEKIT_WHITE if s is None else square_token(s) for s in row] for row in p.squares]
    return solution_text(f"{p.rows} {p.columns}", rows)


def to_puzzlekit_solution(p: Kakuro, solution: Solution) -> str:
    grid = [[BLACK if p.squares[r][c] is not None else solution[r][c] for c in range(p.columns)] for r in range(p.rows)]
    return solution_text(f"{p.rows} {p.columns}", grid)
