"""What Binairo's generic generator needs: the blank grid of a request and its one option."""

from __future__ import annotations

from typing import TYPE_CHECKING

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.generating import GeneratorOption

from .model import Binairo

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Options

OPTIONS = (GeneratorOption("distinct", bool, "No two rows and no two columns equal (Tatham's Unruly 'u')."),)


def blank(options: Options) -> Binairo:
    n = options.size
    if n % 2:
        raise PuzzleError(f"the size must be even, found {n}", where="size")
    return Binairo(n, tuple((None,) * n for _ in range(n)), bool(options.value("distinct", False)))
