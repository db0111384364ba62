"""Pictures of the puzzles with clues around the grid, for the types' looks to build on.

Clues stand outside the grid, givens are bold black, solved values blue; with the diagonal rule
both diagonals are shaded. A type's Look says how its clues, givens and values read and draw.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, GRID, INK, Canvas, cell_attrs, num
from satpuzzles.typekit.grid import SIDES

PAD = 0.25  # cells of white space around the clues
CLUE_SIZE, VALUE_SIZE = 0.5, 0.6  # font sizes, in cells


@dataclass(frozen=True)
class Look:
    """How one puzzle type's JSON object reads for the picture."""

    clue: Callable[[Any], str | None]  # a clue as text, None for no clue
    given: Callable[[Any], Any | None]  # a givens entry, None when the cell is not given
    draw_value: Callable[[Canvas, int, int, Any, bool], None]
    caption: tuple[str, str]  # the type and size, then the rules that vary


def clue_cell(side: str, index: int, n: int) -> tuple[int, int]:
    """Where a clue is drawn: the cell position just outside the grid on its side."""
    return {"top": (-1, index), "bottom": (n, index), "left": (index, -1), "right": (index, n)}[side]


def draw_clued(data: dict[str, Any], solution: list[Any] | None, look: Look) -> str:
    n = data["size"]
    margin = (1 + PAD) * CELL
    width = n * CELL + 2 * margin
    canvas = Canvas(width, width + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(look.caption))
    if data.get("diagonal"):
        for r, c in sorted({cell for i in range(n) for cell in ((i, i), (i, n - 1 - i))}):
            canvas.cell_rect(r, c, {"fill": "#e6edf7", "class": "diagonal"})
    for k in range(1, n):
        canvas.line(0, k, n, k, GRID, 1)
        canvas.line(k, 0, k, n, GRID, 1)
    border = {"x": num(margin), "y": num(margin), "width": num(n * CELL), "height": num(n * CELL)}
    canvas.add("rect", border | {"fill": "none", "stroke": INK, "stroke-width": "3", "class": "border"})
    for side in SIDES:
        for index, clue in enumerate(data[side]):
            text = look.clue(clue)
            if text is not None:
                r, c = clue_cell(side, index, n)
                attrs = {"data-clue": f"{side},{index}", "data-value": text, "class": "clue", "fill": INK}
                canvas.text(r, c, text, CLUE_SIZE, attrs)
    givens = data.get("givens")
    for r in range(n):
        for c in range(n):
            given = look.given(givens[r][c]) if givens is not None else None
            value = given if given is not None else (solution[r][c] if solution is not None else None)
            if value is not None:
                look.draw_value(canvas, r, c, value, given is not None)
    canvas.caption(look.caption, width + 0.35 * CELL)
    return canvas.to_string()


def text_value(canvas: Canvas, r: int, c: int, value: Any, given: bool) -> None:
    """A value as text in its cell: bold when given."""
    attrs = cell_attrs(r, c, value, given, "value")
    if given:
        attrs["font-weight"] = "bold"
    canvas.text(r, c, str(value), VALUE_SIZE, attrs)
