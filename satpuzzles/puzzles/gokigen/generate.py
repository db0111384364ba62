"""What Gokigen Naname's generic generator needs: the blank grid of a request."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .model import Gokigen

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Options

OPTIONS = ()


def blank(options: Options) -> Gokigen:
    n = options.size
    return Gokigen(n, n, tuple((None,) * (n + 1) for _ in range(n + 1)))
