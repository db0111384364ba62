"""The picture: a grid with thick box borders, givens in black and solved values in blue."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.digitgrid import draw_digits


def draw(data: dict[str, Any], solution: Any | None) -> str:
    n, (box_rows, box_cols) = data["size"], data["box"]
    per_band = n // box_cols
    boxes = [[(r // box_rows) * per_band + c // box_cols for c in range(n)] for r in range(n)]
    caption = (f"Sudoku {n}x{n}", f"1-{n} once in every row, column and {box_rows}x{box_cols} box")
    return draw_digits(data["givens"], boxes, solution, caption)
