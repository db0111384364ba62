"""The LITS picture: thick region borders; solved, the shaded cells with their tetromino letters."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, Canvas, cell_attrs
from satpuzzles.typekit.digitgrid import PAD, draw_regions


def draw(data: dict[str, Any], solution: Any | None) -> str:
    regions = data["regions"]
    rows, cols = len(regions), len(regions[0])
    caption = (f"LITS {rows}x{cols}", "a tetromino per region; equal ones apart; no 2x2; all connected")
    margin = PAD * CELL
    width, height = cols * CELL + 2 * margin, rows * CELL + 2 * margin
    canvas = Canvas(width, height + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(caption))
    if solution is not None:
        for r in range(rows):
            for c in range(cols):
                if solution[r][c] == "x":
                    canvas.cell_rect(r, c, cell_attrs(r, c, "x", False, "shaded"), inset=2)
    draw_regions(canvas, regions)
    canvas.caption(caption, height + 0.35 * CELL)
    return canvas.to_string()
