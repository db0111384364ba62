"""A grid with one JSON entry per cell, and a solution written as rows of marks.

Many types store their puzzle as `{"type": T, "size": N (or "rows" and "columns"), FIELD: R rows of C
entries}` and their solution as R strings of marks (`x` shaded, `-` not). Reading and writing that shape
is the same everywhere, so it lives here; a type checks only what one of its entries may hold.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.countgrid import read_shape, shape_json
from satpuzzles.typekit.grid import require_list, require_size

Entries = tuple[tuple[Any, ...], ...]
Marks = tuple[str, ...]  # one string per row, one mark per cell


def read_cell_grid(data: Mapping[str, Any], field: str, *, square_size: bool = True) -> tuple[int, int, Entries]:
    """The grid's size and `data[field]` as rows of entries, checked for shape only (PuzzleError names the
    row); the type's model validates the entries themselves. `square_size=False`: the type's schema has
    only `rows` and `columns`, no `size`."""
    if square_size:
        rows, columns = read_shape(data)
    else:
        rows, columns = require_size(data.get("rows"), "rows"), require_size(data.get("columns"), "columns")
    grid = require_list(data.get(field), rows, field)
    return rows, columns, tuple(tuple(require_list(row, columns, f"{field} row {r + 1}")) for r, row in enumerate(grid))


def cell_grid_json(
    type_name: str, field: str, rows: int, columns: int, grid: Sequence[Sequence[Any]], *, square_size: bool = True
) -> dict[str, Any]:
    """The JSON object `read_cell_grid` reads back: the type, the size (`size` for a square grid unless
    `square_size=False`), then `field`."""
    shape = shape_json(rows, columns) if square_size else {"rows": rows, "columns": columns}
    return {"type": type_name, **shape, field: [list(row) for row in grid]}


def marks_from_json(data: Any, rows: int, columns: int, mark: str, meaning: str, blank: str) -> Marks:
    """A solution given as `rows` strings of `columns` characters, each `mark` (what it means: `meaning`) or
    `blank`; PuzzleError names the first row that is not."""
    out = []
    for r, row in enumerate(require_list(data, rows, "solution")):
        if not isinstance(row, str) or len(row) != columns or set(row) - {mark, blank}:
            raise PuzzleError(
                f"expected {columns} characters '{mark}' ({meaning}) or '{blank}'", where=f"solution row {r + 1}"
            )
        out.append(row)
    return tuple(out)


def marks_to_json(marks: Marks) -> list[str]:
    """The JSON form of a solution of marks: the list of its rows."""
    return list(marks)


def mark_at(marks: Marks, cell: tuple[int, int]) -> str:
    """One cell's mark (what `ModelCodec.cell_text` lists where two solutions differ)."""
    return marks[cell[0]][cell[1]]
