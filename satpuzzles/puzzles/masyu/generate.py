"""What Masyu's generic generator needs: the blank grid of a request."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .model import Masyu

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Options

OPTIONS = ()


def blank(options: Options) -> Masyu:
    n = options.size
    return Masyu(n, n, tuple((None,) * n for _ in range(n)))
