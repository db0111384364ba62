"""What Battleship's generic generator needs: the blank grid of a request, its one option, the fleet's longest
ship (janko.at's fleets: one ship of the longest length, two of the next, and so on), and which hints stay:
every row's and column's number, as janko.at shows them; the givens are thinned out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.generating import GeneratorOption

from .model import NOTHING, Battleship

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Options

OPTIONS = (
    GeneratorOption(
        "longest",
        int,
        "The longest ship: one of it, two one shorter, ... (default: 3 up to 7x7, 4 up to 10x10, else 5).",
        1,
        9,
    ),
)


def blank(options: Options) -> Battleship:
    n = options.size
    longest = options.value("longest", 3 if n <= 7 else 4 if n <= 10 else 5)
    fleet = tuple(range(longest, 0, -1))  # fleet[k] ships of length k + 1
    return Battleship(n, n, fleet, (None,) * n, (None,) * n, (NOTHING * n,) * n)


def numbered(hint: Switch) -> bool:
    """A row's or column's number (a given's hint names a cell instead)."""
    return "line" in hint.json
