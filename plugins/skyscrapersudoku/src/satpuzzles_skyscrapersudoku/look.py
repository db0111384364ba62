"""The picture: the shared clued-grid drawing (clues outside, givens bold black, solved values blue)
with the box borders drawn thicker on top of it."""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import quoteattr

from satpuzzles.typekit.canvas import CELL, INK, num
from satpuzzles.typekit.clued import PAD, Look, draw_clued, text_value

BOX_STROKE = 2.5  # the grid lines are 1, the outer border 3


def _box_lines(n: int, box_rows: int, box_columns: int) -> str:
    """SVG lines along the inner box borders, in the grid coordinates draw_clued uses."""
    origin = (1 + PAD) * CELL
    far = num(origin + n * CELL)
    lines = []
    for k in range(1, n):
        at = num(origin + k * CELL)
        if k % box_columns == 0:
            lines.append((at, num(origin), at, far))
        if k % box_rows == 0:
            lines.append((num(origin), at, far, at))
    attrs = f'stroke={quoteattr(INK)} stroke-width="{num(BOX_STROKE)}" stroke-linecap="square" class="box"'
    return "".join(f'  <line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" {attrs} />\n' for x1, y1, x2, y2 in lines)


def draw(data: dict[str, Any], solution: Any | None) -> str:
    """The SVG of a puzzle in the JSON schema, with its solution (JSON) drawn in when given."""
    n = data["size"]
    box_rows, box_columns = data["box"]
    caption = (f"Skyscraper Sudoku {n}x{n}", f"values 1-{n} · boxes {box_rows}x{box_columns}")
    look = Look(lambda clue: str(clue) if clue else None, lambda given: given, text_value, caption)
    svg = draw_clued(data, solution, look)
    end = svg.rindex("</svg>")
    return svg[:end] + _box_lines(n, box_rows, box_columns) + svg[end:]
