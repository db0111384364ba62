"""The Shikaku picture: the numbers; solved, a thick border around every rectangle."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.partitionlook import draw_partition


def draw(data: dict[str, Any], solution: Any | None) -> str:
    rows, columns = data["rows"], data["columns"]
    clues = {(r, c): str(v) for r, row in enumerate(data["numbers"]) for c, v in enumerate(row) if v is not None}
    caption = (f"Shikaku {rows}x{columns}", "divide the grid into rectangles, one number each, its area")
    return draw_partition(rows, columns, caption, solution, clues)
