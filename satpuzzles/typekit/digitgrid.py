"""Helpers for puzzles that fill a square grid with digits inside regions (Sudoku, Jigsaw Sudoku).

The board text draws rows of cell tokens, `|` between boxes and `-+-` lines between bands; a solved
board marks each given with a trailing `*`. The picture draws thick region borders, givens in black
and solved values in blue. Simon Tatham's Solo writes the givens of both in one grid description.
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, GRID, INK, Canvas, cell_attrs, num
from satpuzzles.typekit.textgrid import GIVEN_MARK, Line, content_lines, grid_size, shown, whole_number

Givens = tuple[tuple[int | None, ...], ...]  # None = empty
Grid = tuple[tuple[int, ...], ...]
BORDER_CHARS = frozenset("-+ ")
PAD = 0.3  # cells of white space around a picture's grid


def cell_tokens(givens: Givens, solution: Grid | None) -> list[list[str]]:
    """The givens (`.` where none), or the whole solution with every given marked."""

    def token(r: int, c: int) -> str:
        given = givens[r][c]
        if solution is None:
            return "." if given is None else str(given)
        return str(solution[r][c]) + (GIVEN_MARK if given is not None else "")

    return [[token(r, c) for c in range(len(row))] for r, row in enumerate(givens)]


def draw_board(rows: Sequence[Sequence[str]], box: tuple[int, int] | None = None) -> list[str]:
    """Rows of tokens, every column one width; with a box, `|` between boxes and `-+-` between bands."""
    width = max(len(t) for row in rows for t in row)
    box_rows, box_cols = box or (len(rows), len(rows[0]))
    lines = []
    for r, row in enumerate(rows):
        if r and r % box_rows == 0:
            lines.append("-+-".join("-" * ((width + 1) * box_cols - 1) for _ in range(len(row) // box_cols)))
        groups = [" ".join(t.ljust(width) for t in row[c : c + box_cols]) for c in range(0, len(row), box_cols)]
        lines.append(" | ".join(groups).rstrip())
    return lines


def board_rows(body: Sequence[Line], n: int, columns: int | None = None) -> list[tuple[Line, list[str]]]:
    """The cell rows of a drawn board (border lines and `|` dropped), each checked for n tokens (or `columns`);
    at most n."""
    width = n if columns is None else columns
    rows = [line for line in body if not set(line.text) <= BORDER_CHARS]
    if len(rows) > n:
        raise rows[n].error(f"more than {n} grid rows")
    found = []
    for line in rows:
        tokens = line.text.replace("|", " ").split()
        if len(tokens) != width:
            raise line.error(f"expected {width} cells, found {len(tokens)}")
        found.append((line, tokens))
    return found


@dataclass(frozen=True)
class DigitHeader:
    """`NAME N` or `NAME ROWSxCOLUMNS`, then `solved` on a solved board, and the lines after it."""

    line: Line
    rows: int
    columns: int
    solved: bool
    body: list[Line]


def read_digit_header(text: str, name: str) -> DigitHeader:
    """The header of a rectangular digit board's native text (the type's name, the size, `solved`)."""
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    if len(words) < 2 or words[0].lower() != name:
        raise header.error(f"expected the header '{name} N' or '{name} ROWSxCOLUMNS [solved]'")
    rows, columns = grid_size(words[1], header)
    for word in words[2:]:
        if word.lower() != "solved":
            raise header.error(f"unknown header word {shown(word)} (known: solved)")
    return DigitHeader(header, rows, columns, len(words) > 2, lines[1:])


def read_cells(rows: Sequence[tuple[Line, Sequence[str]]], solved: bool) -> tuple[Givens, Grid | None]:
    """The givens of board rows, and on a solved board (every cell filled, givens marked) the solution."""
    givens: list[tuple[int | None, ...]] = []
    values: list[tuple[int, ...]] = []
    for line, tokens in rows:
        cells = [_cell(token, line, solved) for token in tokens]
        givens.append(tuple(value if given else None for value, given in cells))
        values.append(tuple(value or 0 for value, _ in cells))
    return tuple(givens), tuple(values) if solved else None


def _cell(token: str, line: Line, solved: bool) -> tuple[int | None, bool]:
    marked = token.endswith(GIVEN_MARK)
    digits = token.removesuffix(GIVEN_MARK)
    if digits == "." and not marked:
        if solved:
            raise line.error("a solved board fills every cell")
        return None, False
    value = whole_number(digits)
    if value is None:
        raise line.error(f"expected a value or '.', found {shown(token)}")
    if marked and not solved:
        raise line.error(f"{shown(token)}: '*' marks a given on a solved board; add 'solved' to the header")
    return value, marked or not solved


def puzzlekit_cell(token: str, line: Line) -> int | None:
    """A puzzlekit grid entry: `-` empty, else a whole number."""
    if token == "-":
        return None
    value = whole_number(token)
    if value is None:
        raise line.error(f"expected a value or '-', found {shown(token)}")
    return value


def puzzlekit_grid(grid: Sequence[Sequence[int | None]]) -> list[str]:
    return [" ".join("-" if v is None else str(v) for v in row) for row in grid]


def draw_regions(canvas: Canvas, regions: Sequence[Sequence[Any]], thick: float = 3) -> None:
    """Thin grid lines, thick lines between cells of different regions, and a thick frame."""
    rows, cols = len(regions), len(regions[0])
    for k in range(1, rows):
        canvas.line(k, 0, k, cols, GRID, 1)
    for k in range(1, cols):
        canvas.line(0, k, rows, k, GRID, 1)
    wall = {"class": "region-border"}
    for r in range(rows):
        for c in range(cols):
            if c + 1 < cols and regions[r][c] != regions[r][c + 1]:
                canvas.line(r, c + 1, r + 1, c + 1, INK, thick, **wall)
            if r + 1 < rows and regions[r][c] != regions[r + 1][c]:
                canvas.line(r + 1, c, r + 1, c + 1, INK, thick, **wall)
    frame = {"x": num(canvas.x(0)), "y": num(canvas.y(0)), "width": num(cols * CELL), "height": num(rows * CELL)}
    canvas.add("rect", frame | {"fill": "none", "stroke": INK, "stroke-width": "4", "class": "border"})


def draw_digits(
    givens: Sequence[Sequence[int | None]],
    regions: Sequence[Sequence[Any]],
    solution: Sequence[Sequence[int]] | None,
    caption: tuple[str, str],
    corners: Mapping[tuple[int, int], str] | None = None,
) -> str:
    """The SVG of a digit puzzle: region borders, givens black, the solution's other values blue, and small
    text in the top-left corner of some cells (a cage's sum)."""
    rows, columns = len(givens), len(givens[0])
    margin = PAD * CELL
    width, height = columns * CELL + 2 * margin, rows * CELL + 2 * margin
    canvas = Canvas(width, height + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(caption))
    draw_regions(canvas, regions)
    size = 0.6 if max(rows, columns) < 10 else 0.45
    for r in range(rows):
        for c in range(columns):
            given = givens[r][c]
            value = given if given is not None else (solution[r][c] if solution is not None else None)
            if value is not None:
                canvas.text(r, c, str(value), size, cell_attrs(r, c, value, given is not None, "value"))
    for (r, c), text in (corners or {}).items():
        canvas.text(r - 0.3, c - 0.3, text, 0.25, cell_attrs(r, c, text, True, "sum"))
    canvas.caption(caption, height + 0.35 * CELL)
    return canvas.to_string()


# --- Simon Tatham's Solo game IDs -----------------------------------------------------------------------


def split_solo_id(text: str) -> tuple[str, str]:
    params, sep, desc = text.strip().partition(":")
    if not sep:
        raise PuzzleError("expected a Solo game ID '<params>:<description>', e.g. 3x3:a1b...")
    return params, desc


def read_solo_grid(desc: str, area: int, limit: int) -> tuple[list[int | None], str]:
    """The cells of a Solo grid description (None = empty) and what follows its ','. A letter a..z is a run
    of 1..26 empty cells, a number a given, `_` separates two adjacent numbers."""
    cells: list[int | None] = []
    i = 0
    while i < len(desc) and desc[i] != ",":
        ch = desc[i]
        if ch in string.ascii_lowercase:
            cells += [None] * (ord(ch) - ord("a") + 1)
            i += 1
        elif ch == "_":
            i += 1
        elif ch in "123456789":
            j = i
            while j < len(desc) and desc[j] in "0123456789":  # isdigit() passes "¹", which int() refuses
                j += 1
            digits = desc[i:j]  # compared by length first: int() refuses 5,000 digits
            if len(digits) > len(str(limit)) or int(digits) > limit:
                shown_value = digits if len(digits) <= 12 else digits[:12] + "..."
                raise PuzzleError(f"value {shown_value} is outside 1..{limit}", where=f"game ID character {i + 1}")
            cells.append(int(digits))
            i = j
        else:
            raise PuzzleError(f"unexpected {ch!r} in the grid", where=f"game ID character {i + 1}")
        if len(cells) > area:
            raise PuzzleError(f"the grid describes more than {area} cells")
    if len(cells) != area:
        raise PuzzleError(f"the grid describes {len(cells)} cells, expected {area}")
    return cells, desc[i + 1 :] if i < len(desc) else ""


def write_solo_grid(cells: list[int | None]) -> str:
    out: list[str] = []
    run = 0
    for value in [*cells, -1]:  # -1: the end, which flushes the last run
        if value is None:
            run += 1
            continue
        if run:
            while run > 0:
                step = min(run, 26)
                out.append(chr(ord("a") - 1 + step))
                run -= step
        elif out and value > 0:
            out.append("_")
        if value > 0:
            out.append(str(value))
    return "".join(out)


SOLO_NO_WALLS_RUN = 26  # `z`


def _solo_places(n: int) -> list[tuple[int, int]]:
    """The cell pairs (as indices r * n + c) of every wall place, in Solo's order."""
    across = [(y * n + x, y * n + x + 1) for y in range(n) for x in range(n - 1)]
    down = [(y * n + x, (y + 1) * n + x) for x in range(n) for y in range(n - 1)]
    return across + down


def read_solo_blocks(desc: str, n: int) -> Grid:
    """The regions (an id per cell, numbered in reading order) that a Solo block structure of an N x N grid
    describes: its walls, between horizontal neighbours in reading order, then between vertical ones column
    by column, then one closing wall; `_` a wall, `a`-`y` 1 to 25 places without one and then a wall, `z` 26
    places without a wall and no wall after them."""
    places = _solo_places(n)
    parent = list(range(n * n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    pos = 0
    for k, ch in enumerate(desc):
        if ch == "_":
            run = 0
        elif "a" <= ch <= "z":
            run = ord(ch) - ord("a") + 1
        else:
            raise PuzzleError(f"unexpected {ch!r} in the block structure", where=f"block character {k + 1}")
        if pos + run > len(places):
            raise PuzzleError("the block structure describes more walls than the grid has")
        for a, b in places[pos : pos + run]:
            parent[find(a)] = find(b)
        pos += run + (run != SOLO_NO_WALLS_RUN)
    if pos != len(places) + 1:
        raise PuzzleError("the block structure does not describe every wall of the grid")
    ids: dict[int, int] = {}
    return tuple(tuple(ids.setdefault(find(r * n + c), len(ids)) for c in range(n)) for r in range(n))


def write_solo_blocks(regions: Sequence[Sequence[int]]) -> str:
    """The Solo block structure whose walls stand between cells of different ids."""
    n = len(regions)
    walls = [regions[a // n][a % n] != regions[b // n][b % n] for a, b in _solo_places(n)] + [True]
    out: list[str] = []
    run = 0
    for wall in walls:
        if not wall:
            run += 1
            continue
        while run >= SOLO_NO_WALLS_RUN:
            out.append("z")
            run -= SOLO_NO_WALLS_RUN
        out.append(chr(ord("a") - 1 + run) if run else "_")
        run = 0
    return "".join(out)
