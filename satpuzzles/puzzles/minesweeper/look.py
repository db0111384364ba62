"""The Minesweeper picture: numbers and walls; solved, a dot on every mine."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.gridlook import GridPicture, draw_grid


def draw(data: dict[str, Any], solution: Any | None) -> str:
    clues = data["clues"]
    rows, columns = len(clues), len(clues[0])
    cells = [(r, c) for r in range(rows) for c in range(columns)]
    mines = data.get("mines")
    rule = "a number counts the mines around it" + ("" if mines is None else f"; {mines} mines")
    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Minesweeper {rows}x{columns}", rule),
            clues={(r, c): str(clues[r][c]) for r, c in cells if isinstance(clues[r][c], int)},
            walls=[(r, c) for r, c in cells if clues[r][c] == "#"],
            dots=[] if solution is None else [(r, c) for r, c in cells if solution[r][c] == "x"],
        )
    )
