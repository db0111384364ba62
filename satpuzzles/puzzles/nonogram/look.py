"""The Nonogram picture: the clues beside the grid (run lengths joined by dots); solved, the shaded cells."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.countgrid import read_shape
from satpuzzles.typekit.gridlook import GridPicture, draw_grid


def draw(data: dict[str, Any], solution: Any | None) -> str:
    rows, columns = read_shape(data)

    def texts(clues: list[list[int]]) -> list[str | None]:
        return [".".join(map(str, clue)) or "0" for clue in clues]

    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Nonogram {rows}x{columns}", "each line shows its runs of shaded cells, in order"),
            shaded=[]
            if solution is None
            else [(r, c) for r in range(rows) for c in range(columns) if solution[r][c] == "x"],
            beside={"top": texts(data["column_clues"]), "left": texts(data["row_clues"])},
        )
    )
