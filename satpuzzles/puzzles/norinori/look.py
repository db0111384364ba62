"""The picture: thick region borders, shaded cells grey (the solver's in blue)."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, Canvas, cell_attrs
from satpuzzles.typekit.digitgrid import PAD, draw_regions


def draw(data: dict[str, Any], solution: Any | None) -> str:
    regions = data["regions"]
    rows, cols = len(regions), len(regions[0])
    caption = (f"Norinori {rows}x{cols}", "two shaded cells per region; shaded cells pair up into dominoes")
    margin = PAD * CELL
    width, height = cols * CELL + 2 * margin, rows * CELL + 2 * margin
    canvas = Canvas(width, height + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(caption))
    for r, c in data.get("shaded", []):
        canvas.cell_rect(r, c, cell_attrs(r, c, 1, True, "shaded"), inset=2)
    if solution is not None:
        for r in range(rows):
            for c in range(cols):
                if solution[r][c]:
                    canvas.cell_rect(r, c, cell_attrs(r, c, 1, False, "shaded"), inset=2)
    draw_regions(canvas, regions)
    canvas.caption(caption, height + 0.35 * CELL)
    return canvas.to_string()
