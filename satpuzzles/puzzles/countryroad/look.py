"""The Country Road picture: thick region borders and the numbers; solved, the loop through the cell centres."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, SOLVED, Canvas, cell_attrs
from satpuzzles.typekit.digitgrid import PAD, draw_regions
from satpuzzles.typekit.gridlook import piece_segments


def draw(data: dict[str, Any], solution: Any | None) -> str:
    regions, numbers = data["regions"], data["numbers"]
    rows, cols = len(regions), len(regions[0])
    caption = (f"Country Road {rows}x{cols}", "one loop visits each region once; numbers count its cells")
    margin = PAD * CELL
    width, height = cols * CELL + 2 * margin, rows * CELL + 2 * margin
    canvas = Canvas(width, height + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(caption))
    draw_regions(canvas, regions)
    for r1, c1, r2, c2 in [] if solution is None else piece_segments(solution):
        canvas.line(r1, c1, r2, c2, SOLVED, 4, **{"class": "segment solved", "stroke-linecap": "round"})
    for r, row in enumerate(numbers):
        for c, value in enumerate(row):
            if value is not None:
                canvas.text(r - 0.28, c - 0.28, str(value), 0.35, cell_attrs(r, c, str(value), True, "clue"))
    canvas.caption(caption, height + 0.35 * CELL)
    return canvas.to_string()
