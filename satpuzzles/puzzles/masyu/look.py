"""The Masyu picture: the pearls; solved, the loop through the cell centres."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.gridlook import GridPicture, draw_grid, piece_segments

from .model import BLACK


def draw(data: dict[str, Any], solution: Any | None) -> str:
    pearls = data["pearls"]
    rows, columns = len(pearls), len(pearls[0])
    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Masyu {rows}x{columns}", "one loop through every pearl: turn on black, straight on white"),
            rings={(r, c): v == BLACK for r, row in enumerate(pearls) for c, v in enumerate(row) if v is not None},
            segments=[] if solution is None else piece_segments(solution),
        )
    )
