"""What Slitherlink's generic generator needs: the blank grid of a request."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .model import Slitherlink

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Options

OPTIONS = ()


def blank(options: Options) -> Slitherlink:
    n = options.size
    return Slitherlink(n, n, tuple((None,) * n for _ in range(n)))
