"""The Galaxies picture: the dots; solved, a thick border around every region."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.partitionlook import draw_partition


def draw(data: dict[str, Any], solution: Any | None) -> str:
    rows, columns = data["rows"], data["columns"]
    caption = (f"Galaxies {rows}x{columns}", "divide the grid into regions, one dot each, symmetric about it")
    return draw_partition(rows, columns, caption, solution, dots=[(y, x) for y, x in data["dots"]])
