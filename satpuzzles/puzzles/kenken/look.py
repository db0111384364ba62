"""The KenKen picture: cages with thick borders, each clue small in its cell's corner, solved digits."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.digitgrid import draw_digits

SIGNS = {"x": "\u00d7", "/": "\u00f7", "-": "\u2212"}  # the printed times, division and minus signs


def draw(data: dict[str, Any], solution: Any | None) -> str:
    n = data["size"]
    caption = (f"KenKen {n}x{n}", f"1-{n} once per row and column; each cage makes its clue")
    clues = data["clues"]
    corners = {
        (r, c): clues[r][c][:-1] + SIGNS.get(clues[r][c][-1], clues[r][c][-1])
        for r in range(n)
        for c in range(n)
        if clues[r][c] is not None
    }
    return draw_digits([[None] * n for _ in range(n)], data["cages"], solution, caption, corners)
