"""The Yajilin picture: the arrow clues in grey cells; solved, the shaded cells and the loop."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.gridlook import GridPicture, draw_grid, piece_segments

ARROWS = {"n": "↑", "e": "→", "s": "↓", "w": "←"}


def draw(data: dict[str, Any], solution: Any | None) -> str:
    clues = data["clues"]
    rows, columns = len(clues), len(clues[0])
    cells = [(r, c) for r in range(rows) for c in range(columns)]
    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Yajilin {rows}x{columns}", "arrows count shaded cells; one loop through the rest"),
            clues={
                (r, c): clues[r][c][:-1] + ARROWS[clues[r][c][-1]] for r, c in cells if clues[r][c] not in (None, "#")
            },
            shaded=[] if solution is None else [(r, c) for r, c in cells if solution[r][c] == "x"],
            segments=[] if solution is None else piece_segments(solution),
        )
    )
