"""Rectangular boards of tokens as text: the native `NAME ROWSxCOLS` format and puzzlekit's `ROWS COLS` grids.

Types whose puzzle is one or more grids of tokens (a clue per cell, a region label per cell, a number per grid
point) and whose solution is a grid of tokens (a line piece, a shading mark) share these readers:

    NAME ROWSxCOLS [solved]
    <grid rows, one token per cell>
    [<the solution's rows, when the header says `solved`>]

Errors name the line and the problem (PuzzleError); sizes are checked before anything is built. Lines
starting with `#` are rows here, not comments (`#` is a blocked cell in some boards).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.textgrid import Line, shown, whole_number

MAX_SIDE = 200  # rows or columns: a larger header is a typo, refused before anything is built
Grid = list[list[str]]


@dataclass(frozen=True)
class Block:
    """One grid a text holds: what its tokens are (for error messages) and its size beyond the board's (a grid of
    grid points has one more row and column than the board of cells)."""

    what: str = "cells"
    more: int = 0


@dataclass(frozen=True)
class _Sized:
    rows: int
    columns: int
    what: str


@dataclass(frozen=True)
class Board:
    """A native text read: the size, the grids (as asked for) and, on a solved board, the solution grid."""

    rows: int
    columns: int
    grids: list[Grid]
    solution: Grid | None
    header: Line


def _lines(text: str) -> list[Line]:
    """The non-blank lines with their numbers (no comment lines: `#` may be a board's token)."""
    return [Line(number, raw.strip()) for number, raw in enumerate(text.splitlines(), start=1) if raw.strip()]


def _side(word: str, line: Line, what: str) -> int:
    value = whole_number(word)
    if value is None or not 1 <= value <= MAX_SIDE:
        raise line.error(f"expected the number of {what} (1..{MAX_SIDE}), found {shown(word)}")
    return value


def _grid(lines: Sequence[Line], block: _Sized, after: Line) -> Grid:
    if len(lines) < block.rows:
        raise after.error(f"expected {block.rows} rows of {block.what} after this line, found {len(lines)}")
    grid = []
    for line in lines[: block.rows]:
        tokens = line.text.split()
        if len(tokens) != block.columns:
            raise line.error(f"expected {block.columns} {block.what}, found {len(tokens)}")
        grid.append(tokens)
    return grid


def _read_grids(header: Line, lines: Sequence[Line], blocks: Sequence[_Sized]) -> list[Grid]:
    """The grids of `blocks`, one after another, filling `lines` exactly."""
    grids, rest, after = [], list(lines), header
    for block in blocks:
        grids.append(_grid(rest, block, after))
        after = rest[block.rows - 1] if block.rows else after
        rest = rest[block.rows :]
    if rest:
        raise rest[0].error(f"unexpected line after the {blocks[-1].what}: {shown(rest[0].text.strip())}")
    return grids


def read_board(text: str, name: str, blocks: Sequence[Block], solution: Block | None = None) -> Board:
    """A native board: header `NAME ROWSxCOLS [solved]`, the grids of `blocks`, and the solution grid when the
    header says `solved`. Comment lines before the header (`# unique solution ...`, as `solve` prints a solved
    board) are skipped; after it, `#` may be a token (a blocked cell)."""
    lines = _lines(text)
    while lines and lines[0].text.startswith("#"):
        lines = lines[1:]
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    if len(words) < 2 or words[0].lower() != name:
        raise header.error(f"expected the header '{name} ROWSxCOLS [solved]'")
    sides = words[1].lower().split("x")
    if len(sides) != 2:
        raise header.error(f"expected the grid size ROWSxCOLS after the type, found {shown(words[1])}")
    rows, columns = _side(sides[0], header, "rows"), _side(sides[1], header, "columns")
    flags = [word.lower() for word in words[2:]]
    if any(flag != "solved" for flag in flags):
        bad = next(flag for flag in words[2:] if flag.lower() != "solved")
        raise header.error(f"unknown header word {shown(bad)} (known: solved)")
    sized = [_Sized(rows + b.more, columns + b.more, b.what) for b in blocks]
    wanted = sized
    if flags:
        if solution is None:
            raise header.error(f"a {name} board has no solved form")
        wanted = [*sized, _Sized(rows + solution.more, columns + solution.more, solution.what)]
    grids = _read_grids(header, lines[1:], wanted)
    return Board(rows, columns, grids[: len(sized)], grids[len(sized)] if flags else None, header)


def write_board(
    name: str, rows: int, columns: int, grids: Sequence[Sequence[Sequence[str]]], solution: Grid | None
) -> str:
    """The native text: header, grids, and with a solution the word `solved` and the solution's rows."""
    head = f"{name} {rows}x{columns}" + (" solved" if solution is not None else "")
    body = [" ".join(row) for grid in [*grids, *([solution] if solution is not None else [])] for row in grid]
    return "\n".join([head, *body]) + "\n"


def read_puzzlekit(text: str, blocks: Sequence[Block], *, extra: int = 0) -> tuple[int, int, list[str], list[Grid]]:
    """puzzlekit's text: `ROWS COLS` (and `extra` more header words), then the grids of `blocks`. Returns rows,
    columns, the extra words and the grids."""
    lines = _lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    if len(words) != 2 + extra:
        raise header.error(f"expected the puzzlekit header 'ROWS COLS{' ...' * bool(extra)}' ({2 + extra} words)")
    rows, columns = _side(words[0], header, "rows"), _side(words[1], header, "columns")
    sized = [_Sized(rows + b.more, columns + b.more, b.what) for b in blocks]
    return rows, columns, words[2:], _read_grids(header, lines[1:], sized)


def looks_like_grid(lines: Sequence[str], tokens: set[str], *, extra: int = 0, more: int = 0) -> bool:
    """Whether puzzlekit lines are `ROWS COLS` (plus `extra` numbers) then at most ROWS + `more` rows of COLS +
    `more` tokens from `tokens` (callers may drop some rows as comments)."""
    words = lines[0].split()
    if len(words) != 2 + extra or any(whole_number(word) is None for word in words):
        return False
    rows, columns = int(words[0]) + more, int(words[1]) + more
    grid = [line.split() for line in lines[1:]]
    return 0 < len(grid) <= rows and all(len(row) == columns and set(row) <= tokens for row in grid)


def looks_like_numbers(lines: Sequence[str], empty: str, others: Collection[str] = ()) -> bool:
    """Whether puzzlekit lines are `ROWS COLS`, then ROWS rows of COLS tokens, each `empty`, a number or one of
    `others`, with both empty cells and numbers (the grids of numbered-cell types: Nurikabe, Kuromasu, Cave)."""
    words = lines[0].split()
    if len(words) != 2 or any(whole_number(word, max_digits=3) is None for word in words):
        return False
    rows, columns = int(words[0]), int(words[1])
    grid = [line.split() for line in lines[1:]]
    tokens = {token for row in grid for token in row}
    return (
        len(grid) == rows
        and all(len(row) == columns for row in grid)
        and all(token == empty or token in others or whole_number(token) is not None for token in tokens)
        and empty in tokens
        and len(tokens) > 1
    )


def puzzlekit_text(rows: int, columns: int, grids: Sequence[Sequence[Sequence[str]]], extra: Sequence[str] = ()) -> str:
    """puzzlekit's text of grids of tokens after the header `ROWS COLS [extra]`."""
    head = " ".join([str(rows), str(columns), *extra])
    return "\n".join([head, *(" ".join(row) for grid in grids for row in grid)]) + "\n"


def line_piece(token: str, values: Sequence[str]) -> str | None:
    """The one of `values` a typed line piece names (letters in any order, any case: `EN` is `ne`), or None."""
    key = "".join(sorted(token.strip().lower()))
    return next((v for v in values if "".join(sorted(v)) == key), None)


def piece_entry(values: Sequence[str]) -> Callable[[Mapping[str, Any], str], str | None]:
    """A console editor's Solve-mode entry for line pieces: a typed piece (line_piece), or None for "" and "."."""

    def entry(data: Mapping[str, Any], text: str) -> str | None:
        if text.strip() in ("", "."):
            return None
        value = line_piece(text, values)
        if value is None:
            raise PuzzleError(f"expected a line piece ({', '.join(values)}), found {shown(text.strip())}", where="cell")
        return value

    return entry


def solution_pieces(grid: Grid, values: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """A solution's rows of line pieces (letters in any order: `en` is `ne`), each one of `values`."""
    out = []
    for r, row in enumerate(grid):
        cells = []
        for c, token in enumerate(row):
            value = line_piece(token, values)
            if value is None:
                where = f"solution row {r + 1}, column {c + 1}"
                raise PuzzleError(f"expected one of {', '.join(values)}, found {shown(token)}", where=where)
            cells.append(value)
        out.append(tuple(cells))
    return tuple(out)


def number_cells(grid: Grid, blank: str) -> tuple[tuple[int | None, ...], ...]:
    """A grid of numbers 1 or more, `blank` for a cell without one (None)."""
    out = []
    for r, row in enumerate(grid):
        numbers: list[int | None] = []
        for c, token in enumerate(row):
            value = None if token == blank else whole_number(token)
            if token != blank and not value:
                raise PuzzleError(
                    f"expected a number 1 or more or '{blank}', found {shown(token)}",
                    where=f"row {r + 1}, column {c + 1}",
                )
            numbers.append(value)
        out.append(tuple(numbers))
    return tuple(out)


def number_tokens(numbers: Sequence[Sequence[int | None]], blank: str) -> list[list[str]]:
    """number_cells' grid back as tokens."""
    return [[blank if v is None else str(v) for v in row] for row in numbers]


def number_grid(grid: Grid, blank: str, most: int) -> tuple[tuple[int | None, ...], ...]:
    """A grid of numbers 0..`most` (single digits) and `blank` (None); PuzzleError names the bad token's place."""
    digits = "0123456789"[: most + 1]
    out = []
    for r, row in enumerate(grid):
        values: list[int | None] = []
        for c, token in enumerate(row):
            if token == blank:
                values.append(None)
            elif len(token) == 1 and token in digits:
                values.append(int(token))
            else:
                raise PuzzleError(
                    f"expected a number 0..{most} or '{blank}', found {shown(token)}",
                    where=f"row {r + 1}, column {c + 1}",
                )
        out.append(tuple(values))
    return tuple(out)


def solution_rows(grid: Grid, values: Sequence[str], meaning: str) -> tuple[str, ...]:
    """A solution grid of one-character tokens from `values` as row strings; `meaning` says what they are
    in the error message ("'x' (inside the loop) or '-'")."""
    for r, row in enumerate(grid):
        for c, token in enumerate(row):
            if token not in values:
                raise PuzzleError(
                    f"expected {meaning}, found {shown(token)}", where=f"solution row {r + 1}, column {c + 1}"
                )
    return tuple("".join(row) for row in grid)
