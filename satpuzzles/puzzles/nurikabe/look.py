"""The Nurikabe picture: the numbers; solved, the shaded cells."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.gridlook import GridPicture, draw_grid


def draw(data: dict[str, Any], solution: Any | None) -> str:
    numbers = data["numbers"]
    rows, columns = len(numbers), len(numbers[0])
    cells = [(r, c) for r in range(rows) for c in range(columns)]
    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Nurikabe {rows}x{columns}", "islands of the numbers' sizes; shaded cells connected, no 2x2 shaded"),
            clues={(r, c): str(numbers[r][c]) for r, c in cells if numbers[r][c] is not None},
            shaded=[] if solution is None else [(r, c) for r, c in cells if solution[r][c] == "x"],
        )
    )
