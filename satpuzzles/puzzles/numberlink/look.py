"""The Numberlink picture: the numbers; solved, the lines through the cell centres."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.gridlook import GridPicture, draw_grid, piece_segments


def draw(data: dict[str, Any], solution: Any | None) -> str:
    numbers = data["numbers"]
    rows, columns = len(numbers), len(numbers[0])
    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Numberlink {rows}x{columns}", "join equal numbers by lines that never cross"),
            clues={(r, c): str(v) for r, row in enumerate(numbers) for c, v in enumerate(row) if v is not None},
            segments=[] if solution is None else piece_segments(solution),
        )
    )
