"""Region-digit boards (typekit.regiondigits) as text: the native format (the givens, then the region map)
and puzzlekit's.

Native, as printed and read back (NAME is the type's name; the size is `N` or `ROWSxCOLUMNS`):

    NAME 4x4
    . . . .
    . 1 4 .
    . 3 2 .
    . . . .
    regions
    A A B C
    ...

`.` is an empty cell; a region label is any token (written A..Z, a..z, 0..9 in order of first appearance,
numbers beyond 62 regions). A solved board says `solved` in its header, fills every cell and marks each
given with a trailing `*`. puzzlekit's text: `R C`, R rows of givens (`-` empty), then R rows of region
numbers; its solution text is `R C` and R rows of digits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.digitgrid import (
    board_rows,
    cell_tokens,
    draw_board,
    puzzlekit_cell,
    puzzlekit_grid,
    read_cells,
    read_digit_header,
)
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.regiondigits import Givens, RegionDigits, Regions, Solution
from satpuzzles.typekit.textgrid import (
    Line,
    content_lines,
    region_label_rows,
    region_labels,
    regions_of,
    whole_number,
)

REGIONS_WORD = "regions"
R = TypeVar("R", bound=RegionDigits)


def _build(kind: type[R], rows: int, columns: int, regions: Regions, givens: Givens, line: Line) -> R:
    try:
        return kind(rows, columns, regions, givens)
    except PuzzleError as error:
        raise error.located(where=f"line {line.number}") from None


def to_text(p: RegionDigits, solution: Solution | None = None) -> str:
    size = str(p.rows) if p.rows == p.columns else f"{p.rows}x{p.columns}"
    header = f"{p.type_name} {size}" + (" solved" if solution is not None else "")
    labels = [" ".join(row) for row in region_labels(p.regions)]
    return "\n".join([header, *draw_board(cell_tokens(p.givens, solution)), REGIONS_WORD, *labels]) + "\n"


def from_text(kind: type[R], text: str) -> tuple[R, Solution | None]:
    head = read_digit_header(text, kind.type_name)
    header, rows, columns, body = head.line, head.rows, head.columns, head.body
    split = next((i for i, line in enumerate(body) if line.text.strip().lower() == REGIONS_WORD), None)
    if split is None:
        raise header.error(f"expected a line '{REGIONS_WORD}' between the grid and the region map")
    grid = board_rows(body[:split], rows, columns)
    if len(grid) != rows:
        raise body[split].error(f"expected {rows} grid rows before '{REGIONS_WORD}', found {len(grid)}")
    maps = body[split + 1 :]
    if len(maps) != rows:
        raise body[split].error(f"expected {rows} rows of region labels after '{REGIONS_WORD}', found {len(maps)}")
    givens, solution = read_cells(grid, head.solved)
    return _build(kind, rows, columns, regions_of(region_label_rows(maps, columns)), givens, header), solution


def _dims(line: str) -> tuple[int, int] | None:
    numbers = [whole_number(w, max_digits=3) for w in line.split()]
    if len(numbers) != 2 or numbers[0] is None or numbers[1] is None:
        return None
    return numbers[0], numbers[1]


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`R C`, R rows of `-` or digits (some digit: Norinori's text has rows of `-` first), then R rows of region
    numbers, each region at least as large as the digits in it; not a Jigsaw Sudoku's text (N regions of N
    cells on an N x N grid). Types on this board share the text: reading it without --type asks for one."""
    dims = _dims(lines[0])
    if dims is None or len(lines) != 1 + 2 * dims[0]:
        return False
    rows, columns = dims
    grid = [line.split() for line in lines[1:]]
    if any(len(row) != columns or any(whole_number(t) is None and t != "-" for t in row) for row in grid):
        return False
    if all(t == "-" for row in grid[:rows] for t in row):
        return False
    sizes: dict[str, int] = {}
    for label in (t for row in grid[rows:] for t in row):
        sizes[label] = sizes.get(label, 0) + 1
    if rows == columns and set(sizes.values()) == {rows}:
        return False
    return all(
        t == "-" or int(t) <= sizes[grid[rows + r][c]] for r, row in enumerate(grid[:rows]) for c, t in enumerate(row)
    )


def from_puzzlekit(kind: type[R], text: str) -> tuple[R, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    dims = _dims(header.text)
    if dims is None:
        raise header.error("expected the puzzlekit header 'ROWS COLUMNS'")
    rows, columns = dims
    if len(lines) != 1 + 2 * rows:
        raise header.error(f"expected {rows} rows of givens and {rows} rows of regions, found {len(lines) - 1} lines")
    givens = []
    for line in lines[1 : 1 + rows]:
        tokens = line.text.split()
        if len(tokens) != columns:
            raise line.error(f"expected {columns} entries, found {len(tokens)}")
        givens.append(tuple(puzzlekit_cell(token, line) for token in tokens))
    regions = regions_of(region_label_rows(lines[1 + rows :], columns))
    return _build(kind, rows, columns, regions, tuple(givens), header), None


def to_puzzlekit(p: RegionDigits, solution: Solution | None = None) -> str:
    """puzzlekit's problem text (regions numbered 1.. in order of first appearance), or with a solution its
    solution text (the digits)."""
    if solution is not None:
        return solution_text((p.rows, p.columns), solution)
    order: dict[int, int] = {}
    labels = [" ".join(str(order.setdefault(v, len(order) + 1)) for v in row) for row in p.regions]
    return "\n".join([f"{p.rows} {p.columns}", *puzzlekit_grid(p.givens), *labels]) + "\n"
