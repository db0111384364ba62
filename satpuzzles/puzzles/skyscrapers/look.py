"""The Skyscrapers picture: clues around the grid, a park is a small tree on green."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.canvas import CELL, Canvas, cell_attrs, num
from satpuzzles.typekit.clued import Look, draw_clued, text_value


def draw(data: dict[str, Any], solution: Any | None) -> str:
    return draw_clued(data, solution, look(data))


def look(data: dict[str, Any]) -> Look:
    n, m = data["size"], data["max_height"]
    parts = [f"heights 1-{m}"]
    if m < n:
        parts.append(f"{n - m} park{'s' if n - m > 1 else ''} per row and column")
    if data["diagonal"]:
        parts.append("diagonals too")

    def draw_value(canvas: Canvas, r: int, c: int, value: Any, given: bool) -> None:
        if value == 0:
            _park(canvas, r, c, given)
        else:
            text_value(canvas, r, c, value, given)

    caption = (f"Skyscrapers {n}x{n}", " · ".join(parts))
    return Look(lambda clue: str(clue) if clue else None, lambda given: given, draw_value, caption)


def _park(canvas: Canvas, r: int, c: int, given: bool) -> None:
    """A park: a small tree on green, darker when given."""
    group = canvas.add("g", cell_attrs(r, c, 0, given, "park") | {"fill": "none"})
    canvas.cell_rect(r, c, {"fill": "#a9d18e" if given else "#cfe8c0"}, inset=3, parent=group)
    x, y = canvas.x(c + 0.5), canvas.y(r + 0.5)
    trunk = {"x": num(x - 2), "y": num(y + 2), "width": "4", "height": num(0.25 * CELL), "fill": "#7a5230"}
    canvas.add("rect", trunk, parent=group)
    crown = {"cx": num(x), "cy": num(y - 3), "r": num(0.22 * CELL), "fill": "#22571a" if given else "#4f9a2f"}
    canvas.add("circle", crown, parent=group)
