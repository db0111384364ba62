"""The Easy As ABC picture: letter clues around the grid, a blank is a dot."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.canvas import Canvas, cell_attrs
from satpuzzles.typekit.clued import Look, draw_clued, text_value


def draw(data: dict[str, Any], solution: Any | None) -> str:
    return draw_clued(data, solution, look(data))


def look(data: dict[str, Any]) -> Look:
    n, letters = data["size"], data["letters"]
    parts = [f"letters A-{letters[-1]}" if len(letters) > 1 else "letter A"]
    if n > len(letters):
        blanks = n - len(letters)
        parts.append(f"{blanks} blank{'s' if blanks > 1 else ''} per row and column")
    if data["diagonal"]:
        parts.append("diagonals too")

    def draw_value(canvas: Canvas, r: int, c: int, value: Any, given: bool) -> None:
        if value == "-":
            canvas.dot(r, c, 0.08, cell_attrs(r, c, value, given, "blank"))
        else:
            text_value(canvas, r, c, value, given)

    return Look(
        lambda clue: None if clue == "." else clue,
        lambda given: None if given == "." else given,
        draw_value,
        (f"Easy As ABC {n}x{n}", " · ".join(parts)),
    )
