"""The Magnets picture: the dominoes outlined, + counts on top and left, - counts bottom and right, given
cells in black; solved, every pole or blank in blue."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, INK, Canvas, cell_attrs
from satpuzzles.typekit.countgrid import read_shape
from satpuzzles.typekit.digitgrid import PAD, draw_regions

from .model import FIELDS


def draw(data: dict[str, Any], solution: Any | None) -> str:
    rows, columns = read_shape(data)
    caption = (f"Magnets {rows}x{columns}", "each domino a magnet (+ -) or blank; equal poles never touch")
    margin = (1 + PAD) * CELL
    width, height = columns * CELL + 2 * margin, rows * CELL + 2 * margin
    canvas = Canvas(width, height + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(caption))
    draw_regions(canvas, data["dominoes"])

    def place(side: str, k: int) -> tuple[int, int]:
        return {"top": (-1, k), "bottom": (rows, k), "left": (k, -1), "right": (k, columns)}[side]

    for side, field in FIELDS.items():
        for k, value in enumerate(data[field]):
            if value is not None:
                r, c = place(side, k)
                canvas.text(
                    r,
                    c,
                    str(value),
                    0.5,
                    {"data-clue": f"{side},{k}", "data-value": str(value), "class": "clue", "fill": INK},
                )
    givens = data.get("givens")
    for r in range(rows):
        for c in range(columns):
            given = givens[r][c] if givens else "."
            value = given if given != "." else (solution[r][c] if solution is not None else None)
            if value is not None:
                canvas.text(r, c, value, 0.6, cell_attrs(r, c, value, given != ".", "value"))
    canvas.caption(caption, height + 0.35 * CELL)
    return canvas.to_string()
