"""The Akari picture: black cells with their numbers; solved, a dot on every light."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.gridlook import GridPicture, draw_grid


def draw(data: dict[str, Any], solution: Any | None) -> str:
    cells = data["cells"]
    rows, columns = len(cells), len(cells[0])
    every = [(r, c) for r in range(rows) for c in range(columns)]
    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Akari {rows}x{columns}", "light every white cell; no light lights another; numbers count lights"),
            walls=[(r, c) for r, c in every if cells[r][c] is not None],
            clues={(r, c): str(cells[r][c]) for r, c in every if isinstance(cells[r][c], int)},
            dots=[] if solution is None else [(r, c) for r, c in every if solution[r][c] == "o"],
        )
    )
