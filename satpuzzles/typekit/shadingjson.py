"""Solutions of the shading types as JSON: rows of `x` (shaded) and `-` (unshaded), read with one clear error."""

from __future__ import annotations

from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.grid import require_list

SHADED, UNSHADED = "x", "-"
Shading = tuple[str, ...]  # rows of SHADED and UNSHADED


def shading_from_json(rows: int, columns: int, data: Any) -> Shading:
    """ROWS strings of COLUMNS characters `x` or `-`."""
    out = []
    for r, row in enumerate(require_list(data, rows, "solution")):
        if not isinstance(row, str) or len(row) != columns or set(row) - {SHADED, UNSHADED}:
            raise PuzzleError(
                f"expected {columns} characters '{SHADED}' (shaded) or '{UNSHADED}'", where=f"solution row {r + 1}"
            )
        out.append(row)
    return tuple(out)


def shading_to_json(solution: Shading) -> list[str]:
    return list(solution)


def shading_cell_text(solution: Shading, cell: Cell) -> str:
    return solution[cell[0]][cell[1]]
