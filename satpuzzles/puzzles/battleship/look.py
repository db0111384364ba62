"""The Battleship picture: the numbers beside the grid and the givens; solved, every segment shaded and
showing its part of its ship."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.countgrid import read_shape
from satpuzzles.typekit.gridlook import GridPicture, draw_grid

from .model import EAST, MIDDLE, NORTH, SHIP, SOUTH, SUB, WATER, WEST, fleet_text, part_of

SYMBOLS = {SUB: "●", MIDDLE: "■", NORTH: "▲", SOUTH: "▼", WEST: "◀", EAST: "▶", WATER: "~"}


def draw(data: dict[str, Any], solution: Any | None) -> str:
    rows, columns = read_shape(data)
    cells = [(r, c) for r in range(rows) for c in range(columns)]
    givens = data["givens"]

    def texts(values: list[int | None]) -> list[str | None]:
        return [None if v is None else str(v) for v in values]

    grid: list[str] = [] if solution is None else list(solution)
    segments = [(r, c) for r, c in cells if grid and grid[r][c] == SHIP]
    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Battleship {rows}x{columns}", f"{fleet_text(data['fleet'])}; ships never touch"),
            clues={(r, c): SYMBOLS[givens[r][c]] for r, c in cells if givens[r][c] in SYMBOLS},
            shaded=segments,
            marks={cell: SYMBOLS[part_of(grid, cell)] for cell in segments if givens[cell[0]][cell[1]] == "."},
            beside={"top": texts(data["column_counts"]), "left": texts(data["row_counts"])},
        )
    )
