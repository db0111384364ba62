"""The Tents picture: trees and the numbers beside the grid; solved, a dot on every tent."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.countgrid import read_shape
from satpuzzles.typekit.gridlook import GridPicture, draw_grid


def draw(data: dict[str, Any], solution: Any | None) -> str:
    rows, columns = read_shape(data)
    cells = [(r, c) for r in range(rows) for c in range(columns)]

    def texts(values: list[int | None]) -> list[str | None]:
        return [None if v is None else str(v) for v in values]

    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Tents {rows}x{columns}", "a tent beside each tree, one to one; tents never touch"),
            clues={(r, c): "T" for r, c in cells if data["grid"][r][c] == "T"},
            dots=[] if solution is None else [(r, c) for r, c in cells if solution[r][c] == "A"],
            beside={"top": texts(data["column_tents"]), "left": texts(data["row_tents"])},
        )
    )
