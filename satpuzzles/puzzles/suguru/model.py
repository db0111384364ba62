"""The Suguru puzzle: a grid cut into regions, some cells given a digit (typekit.regiondigits).

Rules: a region of n cells holds the digits 1..n once each; two equal digits never touch, not even
diagonally.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from satpuzzles.typekit import Cell
from satpuzzles.typekit.regiondigits import RegionDigits, Solution

NAME = "suguru"


@dataclass(frozen=True)
class Suguru(RegionDigits):
    """ROWS x COLUMNS cells in regions; a region of n cells holds 1..n; equal digits never touch."""

    type_name: ClassVar[str] = NAME

    def blocks(self) -> list[tuple[str, list[Cell]]]:
        """Every 2x2 block of cells (narrower on a grid one cell wide), named by its top-left cell: two cells
        touch, diagonally included, exactly when some block holds both."""
        high, wide = min(2, self.rows), min(2, self.columns)
        return [
            (f"the block at r{r + 1}c{c + 1}", [(r + i, c + j) for i in range(high) for j in range(wide)])
            for r in range(self.rows - high + 1)
            for c in range(self.columns - wide + 1)
        ]


__all__ = ["NAME", "Solution", "Suguru"]
