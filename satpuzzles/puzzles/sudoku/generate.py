"""What Sudoku's generic generator needs: the empty grid of the requested size (its squarest box)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .model import Sudoku

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Options


def blank(options: Options) -> Sudoku:
    n = options.size
    return Sudoku(n, ((None,) * n,) * n)
