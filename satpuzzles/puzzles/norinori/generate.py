"""Norinori's generator: a random layout built around a random set of dominoes, then the generic recipe.

The dominoes are placed first (none touching another side by side), each becomes the seed of a region,
and the other cells join neighbouring regions in random order: every region then holds one domino, so
the layout has a solution. The kernel's book generator (bookdraft) then solves it, gives every shaded
cell and hides the givens while the puzzle stays unique.
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookdraft import book_draft
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.spec import Generator

from .encode import RULES
from .model import Norinori

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

TRIES_PER_CELL = 4  # domino placements tried per cell of the grid


def blank(options: Options) -> Norinori:
    """A layout of the requested size (its formula has the size of every layout's): rows of two-cell regions."""
    n = options.size
    return Norinori(n, n, tuple(tuple(r * n + c // 2 for c in range(n)) for r in range(n)))


def _neighbours(n: int, cell: Cell) -> list[Cell]:
    r, c = cell
    return [(q, d) for q, d in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= q < n and 0 <= d < n]


def random_layout(n: int, rng: Random) -> Norinori:
    """Regions grown from dominoes placed at random, no two touching side by side."""
    if n < 2:
        raise PuzzleError("a Norinori grid needs at least 2x2 cells")
    region: dict[Cell, int] = {}
    shaded: set[Cell] = set()
    for _ in range(TRIES_PER_CELL * n * n):
        first = (rng.randrange(n), rng.randrange(n))
        second = rng.choice(_neighbours(n, first))
        pair = {first, second}
        if any(cell in region for cell in pair):
            continue
        if any(near in shaded and near not in pair for cell in pair for near in _neighbours(n, cell)):
            continue
        label = len(set(region.values()))
        for cell in pair:
            region[cell] = label
            shaded.add(cell)
    frontier = list(region)
    while len(region) < n * n:
        cell = frontier.pop(rng.randrange(len(frontier)))
        free = [near for near in _neighbours(n, cell) if near not in region]
        if free:
            near = rng.choice(free)
            region[near] = region[cell]
            frontier += [cell, near]
    return Norinori(n, n, tuple(tuple(region[r, c] for c in range(n)) for r in range(n)))


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    layout = random_layout(options.size, rng)
    return book_draft(RULES, lambda _: layout, options, rng, oracle)


GENERATOR = Generator(HINT_OPTIONS, draft, blank)
