"""The picture: white and black circles, givens outlined in black, solved cells in blue."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, INK, SOLVED, Canvas, cell_attrs
from satpuzzles.typekit.digitgrid import PAD, draw_regions


def draw(data: dict[str, Any], solution: Any | None) -> str:
    n, givens = data["size"], data["givens"]
    rule = "no two rows or columns alike" if data.get("distinct") else "half black, half white"
    caption = (f"Binairo {n}x{n}", f"no three alike in a line; every line {rule}")
    margin = PAD * CELL
    width = n * CELL + 2 * margin
    canvas = Canvas(width, width + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(caption))
    draw_regions(canvas, [[0] * n for _ in range(n)])
    for r in range(n):
        for c in range(n):
            given = givens[r][c]
            value = given if given is not None else (solution[r][c] if solution is not None else None)
            if value is None:
                continue
            attrs = cell_attrs(r, c, value, given is not None, "black" if value else "white")
            ink = INK if given is not None else SOLVED
            attrs |= {"stroke": ink, "stroke-width": "2", "fill": ink if value else "#ffffff"}
            canvas.dot(r, c, 0.36, attrs)
    canvas.caption(caption, width + 0.35 * CELL)
    return canvas.to_string()
