"""What Minesweeper's generic generator needs: the blank grid of a request and its one option."""

from __future__ import annotations

from typing import TYPE_CHECKING

from satpuzzles.typekit.generating import GeneratorOption

from .model import Minesweeper

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Options

MINE_SHARE = 0.2  # mines per cell when --mines is not given, about janko.at's share
OPTIONS = (GeneratorOption("mines", int, "Mines in the grid (default: a fifth of the cells).", 0),)


def blank(options: Options) -> Minesweeper:
    n = options.size
    mines = options.value("mines", round(MINE_SHARE * n * n))
    return Minesweeper(n, n, tuple((None,) * n for _ in range(n)), mines)
