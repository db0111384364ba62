"""The Slitherlink picture: the numbers; solved, the loop along the grid lines."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.gridlook import GridPicture, draw_grid

from .rules import loop_lines


def draw(data: dict[str, Any], solution: Any | None) -> str:
    clues = data["clues"]
    rows, columns = len(clues), len(clues[0])
    lines = [] if solution is None else loop_lines(tuple(solution))
    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Slitherlink {rows}x{columns}", "one loop along the lines; a number counts its sides on it"),
            clues={(r, c): str(v) for r, row in enumerate(clues) for c, v in enumerate(row) if v is not None},
            segments=[(a[0], a[1], b[0], b[1]) for a, b in lines],
        )
    )
