"""puzz.link Kakuro (pzprjs `kakuro`): pzprjs's grid has a black row above it and a black column left of it,
which hold the first sums; ours holds them as its row 0 and column 0, so a URL of C x R cells is a puzzle of
R + 1 rows and C + 1 columns whose first row and column are black.

The body: the cells in reading order, `k`-`z` 1 to 16 white cells, `.` a black cell without sums, or two
characters, the down sum then the across sum (`0`-`9` and `a`-`j` 0..19, `A`-`Z` 20..45, `0` or `-` no sum);
then one sum per column whose top cell is white (the sum above it), then one per row whose first cell is white
(the sum left of it).
"""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.puzzlink import PuzzLink, encode_skipping, require_end

from .model import NAME

SKIPS = "klmnopqrstuvwxyz"  # 1 to 16 white cells
LOW = "0123456789abcdefghij"  # 0..19
HIGH = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # 20..45


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns, body = link.height, link.columns, link.body
    black: list[list[int | None] | None] = [None] * (rows * columns)  # None: a white cell
    c = i = 0
    while c < len(black) and i < len(body):
        ch = body[i]
        if ch in SKIPS:
            c, i = c + SKIPS.index(ch) + 1, i + 1
            continue
        if ch == ".":
            black[c], i = [None, None], i + 1
        else:
            black[c] = [_sum(body, i), _sum(body, i + 1)]
            i += 2
        c += 1
    squares: list[list[list[int | None] | None]] = [[[None, None] for _ in range(columns + 1)]]
    squares += [[[None, None], *black[r * columns : (r + 1) * columns]] for r in range(rows)]
    for column in range(columns):
        if squares[1][column + 1] is None:
            squares[0][column + 1] = [_sum(body, i), None]
            i += 1
    for row in range(rows):
        if squares[row + 1][1] is None:
            squares[row + 1][0] = [None, _sum(body, i)]
            i += 1
    require_end(body, i, "the last sum")
    return {"type": NAME, "rows": rows + 1, "columns": columns + 1, "squares": squares}


def _sum(body: str, i: int) -> int | None:
    """The sum at body[i] (None: none, also when the body ended)."""
    ch = body[i : i + 1]
    if ch in ("", "-", "0"):
        return None
    if ch in LOW:
        return LOW.index(ch)
    if ch in HIGH:
        return 20 + HIGH.index(ch)
    raise PuzzleError(
        f"unexpected {shown(ch)}: expected a sum (0-9, a-j or A-Z) or '-'", where=f"body character {i + 1}"
    )


def dimensions(data: dict[str, Any]) -> tuple[int, int]:
    """pzprjs's columns and rows: ours without the first row and column."""
    return data["columns"] - 1, data["rows"] - 1


def encode(data: dict[str, Any]) -> str:
    squares = data["squares"]
    if len(squares) < 2 or len(squares[0]) < 2:
        raise PuzzleError("puzz.link's Kakuro needs at least 2 rows and 2 columns (the first of each holds sums)")
    for r, row in enumerate(squares):
        for c, square in enumerate(row):
            if square is None and (r == 0 or c == 0):
                raise PuzzleError(
                    f"row {r + 1}, column {c + 1} is white: puzz.link's Kakuro has a black first row and column "
                    "(the sums above and left of its grid)"
                )
    cells = [s for row in squares[1:] for s in row[1:]]
    out = encode_skipping(
        cells, SKIPS, lambda square: "." if square == [None, None] else _code(square[0]) + _code(square[1])
    )
    out += "".join(_code(squares[0][c][0]) for c in range(1, len(squares[0])) if squares[1][c] is None)
    return out + "".join(_code(squares[r][0][1]) for r in range(1, len(squares)) if squares[r][1] is None)


def _code(value: int | None) -> str:
    if value is None:
        return "0"
    return LOW[value] if value < len(LOW) else HIGH[value - len(LOW)]
