"""The native and puzzlekit texts of a type whose board is a plain grid of tokens, one per cell.

Native, as printed and read back: a header with the type's name, the size (`N` for a square grid, else
`ROWSxCOLUMNS`) and `solved` when the board shows a solution, then one line of tokens per row, padded to
one width:

    NAME 3x4 [solved]
    .  3  .  .
    ...

puzzlekit's: a header `R C`, then one line of tokens per row. The header reading, the padded writing and
the errors that name the line are the same for every such type, so they live here; a type states only
what its tokens mean.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from satpuzzles.errors import PuzzleError, shown
from satpuzzles.typekit.textgrid import Line, grid_size, whole_number

P = TypeVar("P")  # the type's puzzle

SOLVED = "solved"


def native_header(type_name: str, rows: int, columns: int, solved: bool) -> str:
    """`NAME N` or `NAME RxC`, then `solved` when the board shows a solution."""
    size = str(rows) if rows == columns else f"{rows}x{columns}"
    return f"{type_name} {size}" + (f" {SOLVED}" if solved else "")


def padded_board(header: str, cells: Sequence[Sequence[str]]) -> str:
    """The header, then each row's tokens padded to the widest token (columns line up), ending in a newline."""
    width = max(len(token) for row in cells for token in row)
    return "\n".join([header, *(" ".join(t.ljust(width) for t in row).rstrip() for row in cells)]) + "\n"


def read_native_header(lines: Sequence[Line], type_name: str) -> tuple[Line, int, int, bool]:
    """The header line of a native text, its size and whether it says `solved`; PuzzleError otherwise."""
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    if len(words) < 2 or words[0].lower() != type_name:
        raise header.error(f"expected the header '{type_name} N' or '{type_name} ROWSxCOLUMNS [{SOLVED}]'")
    rows, columns = grid_size(words[1], header)
    for word in words[2:]:
        if word.lower() != SOLVED:
            raise header.error(f"unknown header word {shown(word)} (known: {SOLVED})")
    return header, rows, columns, len(words) > 2


def puzzlekit_size(words: Sequence[str]) -> tuple[int, int] | None:
    """`R C` read from a puzzlekit header's words, or None when they are not two small whole numbers."""
    numbers = [whole_number(w, max_digits=3) for w in words]
    if len(numbers) != 2 or numbers[0] is None or numbers[1] is None:
        return None
    return numbers[0], numbers[1]


def read_puzzlekit_header(lines: Sequence[Line]) -> tuple[Line, int, int]:
    """The header line of a puzzlekit text and its size; PuzzleError when the text is empty or it is not `R C`."""
    if not lines:
        raise PuzzleError("the text is empty")
    size = puzzlekit_size(lines[0].text.split())
    if size is None:
        raise lines[0].error("expected the puzzlekit header 'ROWS COLS'")
    return lines[0], size[0], size[1]


def word_rows(lines: Sequence[Line], header: Line, rows: int, columns: int, what: str) -> list[list[str]]:
    """`rows` lines of `columns` words each (`what` names them in the error: "numbers", "region labels")."""
    if len(lines) != rows:
        raise header.error(f"expected {rows} rows of {what}, found {len(lines)}")
    out = []
    for line in lines:
        tokens = line.text.split()
        if len(tokens) != columns:
            raise line.error(f"expected {columns} {what}, found {len(tokens)}")
        out.append(tokens)
    return out


def cell_number(token: str, line: Line, column: int, known: str = "", most: int | None = None) -> int:
    """A cell's whole number (at most `most`); the error names the column and the other tokens `known` there."""
    value = whole_number(token)
    if value is None or (most is not None and value > most):
        wanted = "a number" if most is None else f"a number 0..{most}"
        raise line.error(
            f"column {column + 1}: expected {known + ' or ' if known else ''}{wanted}, found {shown(token)}"
        )
    return value


def built(make: Callable[[], P], line: Line) -> P:
    """The puzzle `make` builds, its validation error located at `line` (the header the grid was read under)."""
    try:
        return make()
    except PuzzleError as error:
        raise error.located(where=f"line {line.number}") from None
