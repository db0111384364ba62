"""What Kakurasu's generic generator needs: the blank grid of a request (no sums)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .model import Kakurasu

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Options


def blank(options: Options) -> Kakurasu:
    n = options.size
    return Kakurasu(n, n, (None,) * n, (None,) * n)
