"""Pictures of Star Battle: thick region borders over a light grid, shaded blocked cells, blue stars."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, GRID, INK, Canvas, cell_attrs, num

PAD = 0.3  # cells of white space around the grid
BLOCKED = -1


def draw(data: dict[str, Any], solution: Any | None) -> str:
    n, regions, stars = data["size"], data["regions"], data["stars"]
    caption = (f"Star Battle {n}x{n}", f"{stars} star{'s' if stars > 1 else ''} in every row, column and region")
    margin = PAD * CELL
    width = n * CELL + 2 * margin
    canvas = Canvas(width, width + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(caption))
    for k in range(1, n):
        canvas.line(0, k, n, k, GRID, 1, **{"stroke-dasharray": "2 3"})
        canvas.line(k, 0, k, n, GRID, 1, **{"stroke-dasharray": "2 3"})
    for r in range(n):
        for c in range(n):
            if regions[r][c] == BLOCKED:
                canvas.cell_rect(r, c, cell_attrs(r, c, "#", True, "blocked") | {"fill": "#6e6e6e"})
    wall = {"class": "region-border"}
    for r in range(n):
        for c in range(n):
            if c + 1 < n and regions[r][c] != regions[r][c + 1]:
                canvas.line(r, c + 1, r + 1, c + 1, INK, 3, **wall)
            if r + 1 < n and regions[r][c] != regions[r + 1][c]:
                canvas.line(r + 1, c, r + 1, c + 1, INK, 3, **wall)
    border = {"x": num(margin), "y": num(margin), "width": num(n * CELL), "height": num(n * CELL)}
    canvas.add("rect", border | {"fill": "none", "stroke": INK, "stroke-width": "4", "class": "border"})
    if solution is not None:
        # In a partial grid (a solver's position), a cell known to hold no star gets a dot, as on paper.
        partial = any(value is None for row in solution for value in row)
        for r in range(n):
            for c in range(n):
                if solution[r][c]:
                    canvas.star(r, c, 0.36, cell_attrs(r, c, 1, False, "star"))
                elif partial and solution[r][c] == 0:
                    canvas.dot(r, c, 0.08, {"class": "no-star", "data-at": f"{r},{c}", "fill": INK})
    canvas.caption(caption, width + 0.35 * CELL)
    return canvas.to_string()
