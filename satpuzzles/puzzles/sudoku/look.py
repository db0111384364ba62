"""The picture: a grid with thick box borders, givens in black and solved values in blue."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from satpuzzles.render.canvas import CAPTION_HEIGHT, CELL, GRID, INK, Canvas, cell_attrs, num

PAD = 0.3  # cells of white space around the grid


def draw_regions(canvas: Canvas, regions: Sequence[Sequence[int]], rows: int, cols: int, thick: float = 3) -> None:
    """Thin grid lines, thick lines between different regions and a thick frame."""
    for k in range(1, rows):
        canvas.line(k, 0, k, cols, GRID, 1)
    for k in range(1, cols):
        canvas.line(0, k, rows, k, GRID, 1)
    wall = {"class": "region-border"}
    for r in range(rows):
        for c in range(cols):
            if c + 1 < cols and regions[r][c] != regions[r][c + 1]:
                canvas.line(r, c + 1, r + 1, c + 1, INK, thick, **wall)
            if r + 1 < rows and regions[r][c] != regions[r + 1][c]:
                canvas.line(r + 1, c, r + 1, c + 1, INK, thick, **wall)
    frame = {"x": num(canvas.x(0)), "y": num(canvas.y(0)), "width": num(cols * CELL), "height": num(rows * CELL)}
    canvas.add("rect", frame | {"fill": "none", "stroke": INK, "stroke-width": "4", "class": "border"})


def draw_digits(
    data: dict[str, Any], regions: Sequence[Sequence[int]], solution: Any | None, caption: tuple[str, str]
) -> str:
    """A digit-place puzzle: region borders, givens black, the solution's other values blue."""
    n, givens = data["size"], data["givens"]
    margin = PAD * CELL
    width = n * CELL + 2 * margin
    canvas = Canvas(width, width + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(caption))
    draw_regions(canvas, regions, n, n)
    size = 0.6 if n < 10 else 0.45
    for r in range(n):
        for c in range(n):
            given = givens[r][c]
            value = given if given is not None else (solution[r][c] if solution is not None else None)
            if value is not None:
                canvas.text(r, c, str(value), size, cell_attrs(r, c, value, given is not None, "value"))
    canvas.caption(caption, width + 0.35 * CELL)
    return canvas.to_string()


def draw(data: dict[str, Any], solution: Any | None) -> str:
    n, (box_rows, box_cols) = data["size"], data["box"]
    per_band = n // box_cols
    boxes = [[(r // box_rows) * per_band + c // box_cols for c in range(n)] for r in range(n)]
    caption = (f"Sudoku {n}x{n}", f"1-{n} once in every row, column and {box_rows}x{box_cols} box")
    return draw_digits(data, boxes, solution, caption)
