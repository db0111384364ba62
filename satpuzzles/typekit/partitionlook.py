"""The picture of a grid divided into regions (rectangles around numbers, regions around dots): clues in cells,
dots anywhere on the grid's half-cell lattice, and, solved, thick borders between regions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, INK, Canvas, cell_attrs
from satpuzzles.typekit.digitgrid import PAD, draw_regions
from satpuzzles.typekit.partition import regions_of_joins


def draw_partition(
    rows: int,
    columns: int,
    caption: tuple[str, str],
    solution: Sequence[Sequence[str]] | None,
    clues: Mapping[Cell, str] | None = None,
    dots: Sequence[tuple[int, int]] = (),
) -> str:
    """`solution` as its JSON (rows of partition.JOINS values); `dots` in doubled coordinates: (2r + 1, 2c + 1)
    the middle of cell (r, c), even values on lines and corners."""
    margin = PAD * CELL
    width, height = columns * CELL + 2 * margin, rows * CELL + 2 * margin
    canvas = Canvas(width, height + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(caption))
    draw_regions(canvas, regions_of_joins(solution) if solution is not None else [[0] * columns for _ in range(rows)])
    for (r, c), text in (clues or {}).items():
        canvas.text(r, c, text, 0.55, cell_attrs(r, c, text, True, "clue"))
    for y, x in dots:
        attrs = {"data-dot": f"{y},{x}", "class": "dot given", "fill": "#ffffff", "stroke": INK, "stroke-width": "2"}
        canvas.dot((y - 1) / 2, (x - 1) / 2, 0.18, attrs)
    canvas.caption(caption, height + 0.35 * CELL)
    return canvas.to_string()
