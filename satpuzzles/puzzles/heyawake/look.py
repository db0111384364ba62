"""The Heyawake picture: thick room borders and the numbers; solved, the shaded cells."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, Canvas, cell_attrs
from satpuzzles.typekit.digitgrid import PAD, draw_regions


def draw(data: dict[str, Any], solution: Any | None) -> str:
    rooms, numbers = data["rooms"], data["numbers"]
    rows, cols = len(rooms), len(rooms[0])
    caption = (f"Heyawake {rows}x{cols}", "room counts; shaded apart; unshaded connected, no run past two borders")
    margin = PAD * CELL
    width, height = cols * CELL + 2 * margin, rows * CELL + 2 * margin
    canvas = Canvas(width, height + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(caption))
    for r in range(rows):
        for c in range(cols):
            if solution is not None and solution[r][c] == "x":
                canvas.cell_rect(r, c, cell_attrs(r, c, "x", False, "shaded"), inset=2)
            if numbers[r][c] is not None:
                canvas.text(r, c, str(numbers[r][c]), 0.55, cell_attrs(r, c, numbers[r][c], True, "clue"))
    draw_regions(canvas, rooms)
    canvas.caption(caption, height + 0.35 * CELL)
    return canvas.to_string()
