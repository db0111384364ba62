"""The Kakurasu picture: the cell values along the top and left, the sums right and below; solved, shading."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.countgrid import read_shape
from satpuzzles.typekit.gridlook import GridPicture, draw_grid


def draw(data: dict[str, Any], solution: Any | None) -> str:
    rows, columns = read_shape(data)

    def texts(values: list[int | None]) -> list[str | None]:
        return [None if v is None else str(v) for v in values]

    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Kakurasu {rows}x{columns}", "a row's number sums its shaded cells' column numbers; columns alike"),
            shaded=[]
            if solution is None
            else [(r, c) for r in range(rows) for c in range(columns) if solution[r][c] == "x"],
            beside={
                "top": [str(c + 1) for c in range(columns)],
                "left": [str(r + 1) for r in range(rows)],
                "right": texts(data["row_sums"]),
                "bottom": texts(data["column_sums"]),
            },
        )
    )
