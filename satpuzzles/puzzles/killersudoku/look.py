"""The Killer Sudoku picture: cages with thick borders, each sum small in its cell's corner, solved digits."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.digitgrid import draw_digits


def draw(data: dict[str, Any], solution: Any | None) -> str:
    n, (box_rows, box_cols) = data["size"], data["box"]
    caption = (f"Killer Sudoku {n}x{n}", f"1-{n} once per row, column and {box_rows}x{box_cols} box; cages add up")
    sums = data["sums"]
    corners = {(r, c): str(sums[r][c]) for r in range(n) for c in range(n) if sums[r][c] is not None}
    return draw_digits([[None] * n for _ in range(n)], data["cages"], solution, caption, corners)
