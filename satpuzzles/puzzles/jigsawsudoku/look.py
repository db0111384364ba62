"""The picture: a grid with thick region borders, givens in black and solved values in blue."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.digitgrid import draw_digits


def draw(data: dict[str, Any], solution: Any | None) -> str:
    n = data["size"]
    where = "row, column, region and main diagonal" if data.get("diagonal") else "row, column and region"
    caption = (f"Jigsaw Sudoku {n}x{n}", f"1-{n} once in every {where}")
    return draw_digits(data["givens"], data["regions"], solution, caption)
