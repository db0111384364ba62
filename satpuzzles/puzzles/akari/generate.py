"""Akari's generator: a random layout of black cells (symmetric under a half turn, as janko's and Tatham's
are), then the kernel's recipe (bookdraft): a random solution, every black cell numbered, numbers hidden
while the puzzle stays unique."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit.bookdraft import book_draft
from satpuzzles.typekit.generating import GeneratorOption
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.spec import Generator

from .encode import RULES
from .model import BLACK, Akari, Clue

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

BLACK_SHARE = 20  # percent of the cells, by default (about janko's)
OPTIONS = (GeneratorOption("black", int, f"Percent of the cells that are black (default {BLACK_SHARE}).", 0),)


def blank(options: Options) -> Akari:
    n = options.size
    return Akari(n, n, tuple((None,) * n for _ in range(n)))


def random_layout(n: int, share: int, rng: Random) -> Akari:
    cells: list[list[Clue]] = [[None] * n for _ in range(n)]
    for r in range(n):
        for c in range(n):
            if (r, c) <= (n - 1 - r, n - 1 - c) and rng.randrange(100) < share:
                cells[r][c] = cells[n - 1 - r][n - 1 - c] = BLACK
    return Akari(n, n, tuple(tuple(row) for row in cells))


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    layout = random_layout(options.size, options.value("black", BLACK_SHARE), rng)
    return book_draft(RULES, lambda _: layout, options, rng, oracle)


GENERATOR = Generator((*OPTIONS, *HINT_OPTIONS), draft, blank)
