"""The Fillomino picture: givens in black; solved, the other numbers in blue and thick borders between areas."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.digitgrid import draw_digits

from .model import areas


def draw(data: dict[str, Any], solution: Any | None) -> str:
    givens = data["givens"]
    rows, columns = len(givens), len(givens[0])
    regions = [[0] * columns for _ in range(rows)]
    if solution is not None:
        for k, area in enumerate(areas(tuple(tuple(row) for row in solution))):
            for r, c in area:
                regions[r][c] = k
    caption = (f"Fillomino {rows}x{columns}", "each number is the size of its region; equal sizes never touch")
    return draw_digits(givens, regions, solution, caption)
