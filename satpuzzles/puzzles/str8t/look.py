"""The Str8t picture: black cells dark with their digits, givens in black, solved digits in blue."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.gridlook import GridPicture, draw_grid


def draw(data: dict[str, Any], solution: Any | None) -> str:
    n = data["size"]
    cells = [(r, c) for r in range(n) for c in range(n)]
    black = [cell for cell in cells if data["black"][cell[0]][cell[1]]]
    digits = {cell: str(data["digits"][cell[0]][cell[1]]) for cell in cells if data["digits"][cell[0]][cell[1]]}
    marks = (
        {}
        if solution is None
        else {cell: str(solution[cell[0]][cell[1]]) for cell in cells if cell not in digits and cell not in black}
    )
    caption = (f"Str8t {n}x{n}", "no digit twice in a line; white runs hold consecutive digits")
    return draw_grid(GridPicture(n, n, caption, clues=digits, walls=black, marks=marks))
