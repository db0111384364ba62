"""Hakyuu's generator: a random region map (regions of 1..MAX_REGION cells grown at random), a random
filling of it from the solver, every digit shown, then givens hidden while the puzzle stays unique
(bookdraft.book_draft). A map no filling obeys is dropped for a fresh one."""

from __future__ import annotations

from functools import partial
from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import GaveUp, PuzzleError
from satpuzzles.typekit.bookdraft import book_draft
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.regionmaker import grown_regions
from satpuzzles.typekit.spec import Generator

from .encode import RULES
from .model import Hakyuu

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

MAX_REGION = 5  # cells per grown region: janko's maps mostly hold regions of 1 to 5 cells
MAPS = 20  # region maps tried per attempt


def blank(options: Options) -> Hakyuu:
    """Each row cut into strips of MAX_REGION cells: a blank board for the console and the formula size
    `generate` checks up front (each attempt draws a map of its own)."""
    n = options.size
    return Hakyuu(n, n, tuple(tuple(r * n + c // MAX_REGION for c in range(n)) for r in range(n)), ((None,) * n,) * n)


def _drawn(shape: Hakyuu, options: Options) -> Hakyuu:
    return shape


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    n = options.size
    for _ in range(MAPS):
        shape = Hakyuu(n, n, grown_regions(n, n, rng, MAX_REGION), ((None,) * n,) * n)
        try:
            return book_draft(RULES, partial(_drawn, shape), options, rng, oracle)
        except PuzzleError:  # no filling obeys this map
            oracle.release(shape)
    raise GaveUp(f"none of {MAPS} random region maps had a filling")


GENERATOR = Generator(HINT_OPTIONS, draft, blank)
