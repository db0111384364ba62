"""The Simple Loop picture: the blocked cells; solved, the loop through the others."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.gridlook import GridPicture, draw_grid, piece_segments


def draw(data: dict[str, Any], solution: Any | None) -> str:
    blocked = data["blocked"]
    rows, columns = len(blocked), len(blocked[0])
    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Simple Loop {rows}x{columns}", "one loop through every cell that is not blocked"),
            walls=[(r, c) for r, row in enumerate(blocked) for c, v in enumerate(row) if v],
            segments=[] if solution is None else piece_segments(solution),
        )
    )
