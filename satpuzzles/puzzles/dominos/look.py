"""The Dominos picture: the numbers; solved, a thick border around every domino."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, Canvas, cell_attrs
from satpuzzles.typekit.countgrid import read_shape
from satpuzzles.typekit.digitgrid import PAD, draw_regions

from .model import STEPS


def draw(data: dict[str, Any], solution: Any | None) -> str:
    rows, columns = read_shape(data)
    caption = (f"Dominos {rows}x{columns}", "divide the grid into every domino of the set, each once")
    margin = PAD * CELL
    width, height = columns * CELL + 2 * margin, rows * CELL + 2 * margin
    canvas = Canvas(width, height + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(caption))
    labels = [[r * columns + c for c in range(columns)] for r in range(rows)]
    if solution is not None:
        for r in range(rows):
            for c in range(columns):
                if solution[r][c] is None:  # a partial position (a hint's, a step's): this cell not yet paired
                    continue
                dr, dc = STEPS[solution[r][c]]
                if (dr, dc) in ((0, 1), (1, 0)):
                    labels[r + dr][c + dc] = labels[r][c]
    draw_regions(canvas, labels if solution is not None else [[0] * columns for _ in range(rows)])
    for r, row in enumerate(data["numbers"]):
        for c, value in enumerate(row):
            if value is None:  # a puzzle being typed in: no number here yet
                continue
            canvas.text(r, c, str(value), 0.55, cell_attrs(r, c, value, True, "clue"))
    canvas.caption(caption, height + 0.35 * CELL)
    return canvas.to_string()
