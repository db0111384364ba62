"""Helpers for native text formats: header words, numbered lines, errors that name the line."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from string import ascii_lowercase, ascii_uppercase, digits
from typing import Generic, TypeVar

from satpuzzles.errors import PuzzleError
from satpuzzles.errors import shown as shown  # read here by the readers of every text format
from satpuzzles.typekit.grid import MAX_SIZE, SIDES

C = TypeVar("C")  # how a type reads a clue
V = TypeVar("V")  # and a cell


@dataclass(frozen=True)
class Line:
    number: int  # 1-based, in the original text
    text: str

    def error(self, problem: str) -> PuzzleError:
        return PuzzleError(problem, where=f"line {self.number}")


def content_lines(text: str) -> list[Line]:
    """Non-blank lines with `#` comment lines dropped, keeping their line numbers."""
    lines = []
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if stripped and not stripped.startswith("#"):
            lines.append(Line(number, raw.rstrip()))
    return lines


MAX_DIGITS = 9  # no grid, clue or count is longer; longer numbers are refused before int() sees them


def whole_number(word: str, *, signed: bool = False, max_digits: int = MAX_DIGITS) -> int | None:
    """`word` as an int when it is ASCII digits (at most `max_digits`, after a '-' when `signed`), else None.

    int() alone takes full-width digits, '+3' and '1_0', and raises on 5000 digits; isdigit() takes superscripts,
    which int() refuses.
    """
    digits = word[1:] if signed and word.startswith("-") else word
    if not (digits.isascii() and digits.isdigit()) or len(digits) > max_digits:
        return None
    return int(word)


def number_token(token: str, line: Line, what: str) -> int:
    """A clue or cell number of a board: '.' and '-' read as 0 (no clue, or nothing), else a whole number >= 0."""
    if token in (".", "-"):
        return 0
    value = whole_number(token, signed=True)
    if value is None:
        raise line.error(f"expected a number or '.' for {what}, found {shown(token)}")
    if value < 0:
        raise line.error(f"{what} cannot be negative, found {shown(token)}")
    return value


@dataclass(frozen=True, eq=False)
class Header:
    """`TYPE SIZE key=value ... flag ...`: the first content line of a native text file."""

    line: Line
    type_name: str
    size: int
    options: dict[str, str]
    flags: frozenset[str]

    def int_option(self, key: str, default: int) -> int:
        raw = self.options.get(key)
        if raw is None:
            return default
        value = whole_number(raw, signed=True)
        if value is None:
            raise self.line.error(f"{key} must be a whole number, found {shown(raw)}")
        return value

    def reject_unknown(self, options: set[str], flags: set[str]) -> None:
        for key in self.options:
            if key not in options:
                known = ", ".join(sorted(options)) or "none"
                raise self.line.error(f"unknown header option {shown(key)} (known: {known})")
        for flag in self.flags:
            if flag not in flags:
                raise self.line.error(f"unknown header word {shown(flag)} (known: {', '.join(sorted(flags))})")


def parse_header(line: Line) -> Header:
    words = line.text.split()
    if len(words) < 2:
        raise line.error("the header needs the puzzle type and its size, e.g. 'TYPE 6'")
    sides = [whole_number(word, signed=True) for word in words[1].lower().split("x")]
    if None in sides or len(sides) > 2:
        raise line.error(f"expected the grid size after the type, found {shown(words[1])}")
    if len(sides) == 2 and sides[0] != sides[1]:
        raise line.error(f"only square grids are supported, found {words[1]}")
    size = sides[0]
    assert size is not None
    if size < 1:
        raise line.error(f"size must be at least 1, found {size}")
    if size > MAX_SIZE:
        raise line.error(f"size must be at most {MAX_SIZE}, found {size}")
    options, flags = {}, set()
    for word in words[2:]:
        key, sep, value = word.partition("=")
        if sep:
            if key.lower() in options:  # which of the two would count? Neither silently.
                raise line.error(f"the header gives {shown(key.lower())} twice")
            options[key.lower()] = value
        else:
            flags.add(word.lower())
    return Header(line, words[0].lower(), size, options, frozenset(flags))


def draw_clue_grid(
    header: str,
    top: Sequence[str],
    bottom: Sequence[str],
    left: Sequence[str],
    right: Sequence[str],
    rows: Sequence[Sequence[str]],
) -> str:
    """A square grid with clue tokens on its four sides, the way a person draws it (read by read_clue_grid).

        . A . .
      +---------+
    B | . . - . | .
      +---------+
        . . C .
    """
    n = len(rows)
    width = max(len(token) for token in [*top, *bottom, *left, *right, *(t for row in rows for t in row)])
    margin = " " * (width + 3)
    border = " " * (width + 1) + "+" + "-" * (n * (width + 1) + 1) + "+"
    lines = [header, margin + " ".join(t.rjust(width) for t in top), border]
    for r, row in enumerate(rows):
        lines.append(f"{left[r].rjust(width)} | {' '.join(t.rjust(width) for t in row)} | {right[r].rjust(width)}")
    lines += [border, margin + " ".join(t.rjust(width) for t in bottom)]
    return "\n".join(line.rstrip() for line in lines) + "\n"


@dataclass(frozen=True, eq=False)
class GridRow:
    line: Line
    left: str  # "." when the row has no left clue
    cells: list[str]
    right: str


@dataclass(frozen=True, eq=False)
class ClueGrid:
    """The tokens of a grid drawn by draw_clue_grid; clue lines left out (both of them) read as all '.'."""

    top: list[str]
    top_line: Line | None
    bottom: list[str]
    bottom_line: Line | None
    rows: list[GridRow]


def _is_border(line: Line) -> bool:
    return line.text.strip().startswith("+")


def read_clue_grid(header: Line, lines: Sequence[Line], size: int) -> ClueGrid:
    """Split the lines after `header` into clue rows, and grid rows 'LEFT | cells | RIGHT'; checks the counts.

    The drawing runs: top clue line, top border, the rows, bottom border, bottom clue line. Borders and
    clue lines may be left out, but only in pairs: a top one promises its bottom one, so that a text cut
    short after its last row is refused instead of read as a puzzle without those clues.
    """
    grid_lines = [line for line in lines if "|" in line.text]
    if len(grid_lines) != size:
        raise header.error(f"expected {size} grid rows (lines with '|'), found {len(grid_lines)}")
    first, last = lines.index(grid_lines[0]), lines.index(grid_lines[-1])
    for line in lines[first:last]:
        if "|" not in line.text:
            raise line.error("unexpected line between grid rows: expected a row 'LEFT | cells | RIGHT'")
    top_line, top_border = _frame(list(lines[:first]), above=True)
    bottom_line, bottom_border = _frame(list(lines[last + 1 :]), above=False)
    last_row = grid_lines[-1]
    if top_border and not bottom_border:
        after = bottom_line or last_row
        raise after.error(
            f"expected the bottom border after the last grid row, as the top border on line {top_border.number} "
            "promises (is the text cut short?)"
        )
    if bottom_border and not top_border:
        raise (top_line or grid_lines[0]).error("a bottom border needs a top border above the first grid row")
    if top_line and not bottom_line:
        raise (bottom_border or last_row).error(
            f"expected the bottom clue line after the grid, as the top clue line on line {top_line.number} "
            "promises ('.' for no clue; is the text cut short?)"
        )
    if bottom_line and not top_line:
        raise bottom_line.error("a bottom clue line needs a top clue line above the grid ('.' for no clue)")

    def clue_row(found: Line | None, side: str) -> list[str]:
        if found is None:
            return ["."] * size
        tokens = found.text.split()
        if len(tokens) != size:
            raise found.error(f"expected {size} {side} clues, found {len(tokens)}")
        return tokens

    rows = []
    for line in grid_lines:
        parts = line.text.split("|")
        if len(parts) != 3:
            raise line.error("a grid row needs the form 'LEFT | cells | RIGHT'")
        cells = parts[1].split()
        if len(cells) != size:
            raise line.error(f"expected {size} cells, found {len(cells)}")
        rows.append(GridRow(line, parts[0].strip() or ".", cells, parts[2].strip() or "."))
    return ClueGrid(clue_row(top_line, "top"), top_line, clue_row(bottom_line, "bottom"), bottom_line, rows)


def _frame(lines: list[Line], *, above: bool) -> tuple[Line | None, Line | None]:
    """(clue line, border) of the lines above the grid (clue line first) or below it (border first)."""
    expected = "a clue line, then a border" if above else "a border, then a clue line"
    order = lines[::-1] if above else lines  # nearest the grid first
    border = order.pop(0) if order and _is_border(order[0]) else None
    clue = order.pop(0) if order and not _is_border(order[0]) else None
    if border is not None and set(border.text.strip()) - set("+-"):
        raise border.error("a border line holds only '+' and '-'")
    if order:
        place = "above" if above else "below"
        raise order[0].error(f"unexpected line: expected at most {expected} {place} the grid")
    return clue, border


def read_native(text: str, options: set[str], flags: set[str]) -> tuple[Header, list[Line]]:
    """The checked header of a native text file and the content lines after it."""
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = parse_header(lines[0])
    header.reject_unknown(options, flags)
    return header, lines[1:]


GIVEN_MARK = "*"  # after a cell of a solved board: that value was given


def board_cells(
    size: int, given: Callable[[int, int], str | None], solved: Callable[[int, int], str] | None
) -> list[list[str]]:
    """Cell tokens of a drawn grid: the givens ("." where none), or with `solved` the whole solution
    with every given marked, so that both the puzzle and its solution read back."""
    rows = []
    for r in range(size):
        cells = []
        for c in range(size):
            shown = given(r, c)
            if solved is None:
                cells.append("." if shown is None else shown)
            else:
                cells.append(solved(r, c) + (GIVEN_MARK if shown is not None else ""))
        rows.append(cells)
    return rows


@dataclass(frozen=True, eq=False)
class ClueBoard(Generic[C, V]):
    """What a native board says (read_clue_board): the clues by side, the givens, and a solved board's cells."""

    clues: dict[str, list[C]]  # by side, in SIDES order
    givens: list[list[V]]  # `unknown` where a cell is not given
    solution: list[list[V]] | None  # every cell, when the header says `solved`


def read_clue_board(
    header: Header,
    body: Sequence[Line],
    clue: Callable[[str, Line, str], C],
    cell: Callable[[str, Line], V],
    unknown: V,
) -> ClueBoard[C, V]:
    """The board drawn by draw_clue_grid after `header`, every token read by `clue(token, line, what)` (what: "a
    top clue", ...) or `cell(token, line)`. A solved board (header flag `solved`) has no `unknown` cell, and
    its givens carry GIVEN_MARK; an unsolved one gives every cell it fills."""
    solved = "solved" in header.flags
    grid = read_clue_grid(header.line, body, header.size)
    top = [clue(token, grid.top_line or header.line, "a top clue") for token in grid.top]
    bottom = [clue(token, grid.bottom_line or header.line, "a bottom clue") for token in grid.bottom]
    left, right, givens, values = [], [], [], []
    for row in grid.rows:
        left.append(clue(row.left, row.line, "a left clue"))
        right.append(clue(row.right, row.line, "a right clue"))
        given_row, value_row = [], []
        for token in row.cells:
            is_given = token.endswith(GIVEN_MARK)
            value = cell(token.rstrip(GIVEN_MARK), row.line)
            if solved and value == unknown:
                raise row.line.error("a solved board has no unknown cells ('.')")
            value_row.append(value)
            given_row.append(value if is_given or not solved else unknown)
        givens.append(given_row)
        values.append(value_row)
    clues = dict(zip(SIDES, (top, bottom, left, right), strict=True))
    return ClueBoard(clues, givens, values if solved else None)


T = TypeVar("T")


def read_puzzlekit_rows(
    header: Line, lines: Sequence[Line], size: int, entry: Callable[[str, Line], T]
) -> list[list[T]]:
    """The four clue lines (top, bottom, left, right) and `size` grid lines after a puzzlekit header, `size`
    entries each, every entry read by `entry(token, line)`: puzzlekit's text for the clued-grid types."""
    if len(lines) != 4 + size:
        raise header.error(f"expected 4 clue lines and {size} grid lines after the header, found {len(lines)}")
    rows = []
    for line in lines:
        tokens = line.text.split()
        if len(tokens) != size:
            raise line.error(f"expected {size} entries, found {len(tokens)}")
        rows.append([entry(token, line) for token in tokens])
    return rows


def puzzlekit_numbers(
    header: str,
    clues: Iterable[Sequence[int]],
    givens: Sequence[Sequence[int | None]] | None,
    size: int,
    solution: Sequence[Sequence[int]] | None = None,
) -> str:
    """puzzlekit's text of a number puzzle: the header, then with a solution its grid, else the clue lines
    (top, bottom, left, right; `-` = no clue) and the givens (`-` = not given)."""
    if solution is not None:
        return "\n".join([header, *(" ".join(str(v) for v in row) for row in solution)]) + "\n"
    clue_lines = [" ".join(str(c) if c else "-" for c in line) for line in clues]
    grid = [" ".join("-" if v is None else str(v) for v in row) for row in givens or ((None,) * size,) * size]
    return "\n".join([header, *clue_lines, *grid]) + "\n"


def draw_number_board(
    header: str,
    clues: Callable[[str], Sequence[int]],
    givens: Sequence[Sequence[int | None]] | None,
    solution: Sequence[Sequence[int]] | None = None,
    cell: Callable[[int], str] = str,
) -> str:
    """The native board of a number puzzle (draw_clue_grid): `clues(side)` around the grid ('.' for 0), the
    givens ('.' for None), or with a solution every cell with its givens marked; `cell` writes a value."""

    def given(r: int, c: int) -> str | None:
        value = None if givens is None else givens[r][c]
        return None if value is None else cell(value)

    rows = board_cells(len(clues(SIDES[0])), given, None if solution is None else (lambda r, c: cell(solution[r][c])))
    top, bottom, left, right = ([str(clue) if clue else "." for clue in clues(side)] for side in SIDES)
    return draw_clue_grid(header, top, bottom, left, right, rows)


# Region maps (Norinori, Jigsaw Sudoku): one label per cell, each region a label of its own.
REGION_ALPHABET = ascii_uppercase + ascii_lowercase + digits


BLOCKED_REGION = -1  # the region id of a cell in no region, where a type has such cells (regions_of's `blocked`)


def region_labels(regions: Sequence[Sequence[int]], blocked: str = "") -> list[list[str]]:
    """Labels in order of first appearance: letters, or numbers (all one width) beyond 62 regions; a cell in no
    region (BLOCKED_REGION) is labelled `blocked`."""
    order: dict[int, int] = {}
    for row in regions:
        for v in row:
            if v != BLOCKED_REGION:
                order.setdefault(v, len(order))
    if len(order) <= len(REGION_ALPHABET):
        return [[blocked if v == BLOCKED_REGION else REGION_ALPHABET[order[v]] for v in row] for row in regions]
    width = len(str(len(order)))
    return [[blocked if v == BLOCKED_REGION else str(order[v] + 1).rjust(width) for v in row] for row in regions]


def regions_of(rows: Sequence[Sequence[str]], blocked: str = "") -> tuple[tuple[int, ...], ...]:
    """Region ids from labels (any tokens), numbered in order of first appearance; the label `blocked` (when
    given) marks a cell in no region (BLOCKED_REGION)."""
    ids: dict[str, int] = {blocked: BLOCKED_REGION} if blocked else {}
    return tuple(tuple(ids.setdefault(label, len(ids) - bool(blocked)) for label in row) for row in rows)


def region_label_rows(lines: Sequence[Line], columns: int) -> list[list[str]]:
    """The labels of a region map's lines, `columns` on each (an error naming the line otherwise)."""
    rows = []
    for line in lines:
        tokens = line.text.split()
        if len(tokens) != columns:
            raise line.error(f"expected {columns} region labels, found {len(tokens)}")
        rows.append(tokens)
    return rows


def grid_size(word: str, line: Line) -> tuple[int, int]:
    """A header's size word, N or ROWSxCOLUMNS, each side 1 to MAX_SIZE."""
    sides = [whole_number(w) for w in word.lower().split("x")]
    if len(sides) > 2 or None in sides:
        raise line.error(f"expected the size N or ROWSxCOLUMNS after the type, found {shown(word)}")
    rows, cols = sides[0], sides[-1]
    assert rows is not None and cols is not None
    if not (1 <= rows <= MAX_SIZE and 1 <= cols <= MAX_SIZE):
        raise line.error(f"each side must be 1 to {MAX_SIZE}, found {word}")
    return rows, cols


def token_rows(lines: Sequence[Line], header: Line, rows: int, cols: int) -> list[tuple[Line, list[str]]]:
    """The grid's lines after `header`, each split into its `cols` whitespace-separated tokens."""
    if len(lines) != rows:
        raise header.error(f"expected {rows} rows after the header, found {len(lines)}")
    out = []
    for line in lines:
        tokens = line.text.split()
        if len(tokens) != cols:
            raise line.error(f"expected {cols} cells, found {len(tokens)}")
        out.append((line, tokens))
    return out
