"""The Thermometer picture: each bulb a disc, each later cell an arrow from the cell before it, the numbers
beside the grid; solved, the filled cells shaded."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.countgrid import read_shape
from satpuzzles.typekit.gridlook import GridPicture, draw_grid

ARROWS = {(-1, 0): "↑", (1, 0): "↓", (0, -1): "←", (0, 1): "→"}  # the step from the cell before


def draw(data: dict[str, Any], solution: Any | None) -> str:
    rows, columns = read_shape(data)
    marks: dict[tuple[int, int], str] = {}
    for thermometer in data["thermometers"]:
        for i, (r, c) in enumerate(thermometer):
            if i == 0:
                marks[r, c] = "●"
            else:
                before = thermometer[i - 1]
                marks[r, c] = ARROWS[r - before[0], c - before[1]]

    def texts(values: list[int | None]) -> list[str | None]:
        return [None if v is None else str(v) for v in values]

    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Thermometer {rows}x{columns}", "fill each thermometer from its bulb; numbers count filled cells"),
            clues=marks,
            shaded=[]
            if solution is None
            else [(r, c) for r in range(rows) for c in range(columns) if solution[r][c] == "x"],
            beside={"top": texts(data["column_counts"]), "left": texts(data["row_counts"])},
        )
    )
