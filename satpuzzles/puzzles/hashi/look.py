"""The Hashi picture: the islands as numbered circles; solved, the bridges between them (two lines for two)."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.gridlook import GridPicture, draw_grid

from .model import ACROSS, DOWN

GAP = 0.12  # half the distance between the lines of a double bridge, in cells


def bridge_segments(solution: list[str]) -> list[tuple[float, float, float, float]]:
    """Each bridge cell's line (or two), reaching a little into the cells beside it (islands cover the ends)."""
    out = []
    for r, row in enumerate(solution):
        for c, value in enumerate(row):
            count = ACROSS.get(value) or DOWN.get(value) or 0
            for k in range(count):
                shift = 0.5 + (0 if count == 1 else (-GAP if k == 0 else GAP))
                if value in ACROSS:
                    out.append((r + shift, c - 0.2, r + shift, c + 1.2))
                else:
                    out.append((r - 0.2, c + shift, r + 1.2, c + shift))
    return out


def draw(data: dict[str, Any], solution: Any | None) -> str:
    islands = data["islands"]
    rows, columns = len(islands), len(islands[0])
    placed = [(r, c) for r in range(rows) for c in range(columns) if islands[r][c] is not None]
    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Hashi {rows}x{columns}", "bridges join all islands; a number counts its island's bridges"),
            clues={(r, c): str(islands[r][c]) for r, c in placed},
            rings=dict.fromkeys(placed, False),
            segments=[] if solution is None else bridge_segments(solution),
        )
    )
