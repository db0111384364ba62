"""The Hakyuu picture: thick region borders, givens in black and solved digits in blue."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.digitgrid import draw_digits


def draw(data: dict[str, Any], solution: Any | None) -> str:
    regions = data["regions"]
    rows, columns = len(regions), len(regions[0])
    caption = (f"Hakyuu {rows}x{columns}", "a region of n cells holds 1-n; equal digits d keep d cells between")
    return draw_digits(data["givens"], regions, solution, caption)
