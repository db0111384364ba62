"""Country Road's generator: random regions (grown from random cells, up to MAX_REGION cells each), then the
generic recipe on them (bookdraft: a random loop from the solver, every region's count, hints hidden while the
puzzle stays unique). Some layouts have no loop at all; those are drawn again."""

from __future__ import annotations

from functools import partial
from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import GaveUp, PuzzleError
from satpuzzles.typekit.bookdraft import book_draft
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.regionmaker import grown_regions
from satpuzzles.typekit.spec import Generator

from . import encode
from .model import CountryRoad

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

MAX_REGION = 6  # cells per grown region
LAYOUTS = 10  # region layouts tried per attempt


def blank(options: Options) -> CountryRoad:
    """Each row a region, without numbers: the size of the formula a request builds."""
    n = options.size
    return CountryRoad(n, n, tuple((r,) * n for r in range(n)), ((None,) * n,) * n)


def _fixed(layout: CountryRoad, options: Options) -> CountryRoad:
    return layout


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    n = options.size
    for _ in range(LAYOUTS):
        layout = CountryRoad(n, n, grown_regions(n, n, rng, MAX_REGION), ((None,) * n,) * n)
        try:
            return book_draft(encode.RULES, partial(_fixed, layout), options, rng, oracle)
        except (PuzzleError, GaveUp):  # no loop visits these regions once each, or none is pinned by its numbers
            continue
    raise GaveUp(f"none of {LAYOUTS} random region layouts made a unique {n}x{n} Country Road")


GENERATOR = Generator(HINT_OPTIONS, draft, blank)
