"""The Gokigen Naname picture: the numbers on the grid points; solved, each cell's diagonal."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.gridlook import GridPicture, draw_grid

from .model import FALLING


def draw(data: dict[str, Any], solution: Any | None) -> str:
    rows, columns, clues = data["rows"], data["columns"], data["clues"]
    diagonals = (
        []
        if solution is None
        else [
            (r, c, r + 1, c + 1) if d == FALLING else (r, c + 1, r + 1, c)
            for r, row in enumerate(solution)
            for c, d in enumerate(row)
        ]
    )
    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Gokigen Naname {rows}x{columns}", "a diagonal per cell, no loop; a number counts its diagonals"),
            points={(i, j): str(v) for i, row in enumerate(clues) for j, v in enumerate(row) if v is not None},
            segments=diagonals,
        )
    )
