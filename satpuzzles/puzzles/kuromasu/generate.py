"""Kuromasu's generator: a random shading (no two shaded cells side by side, the rest connected), then numbers
on unshaded cells (what they see) until the solver finds no other solution: each time it finds one, a cell
unshaded here and shaded there gets its number, which rules that one out.

Kuromasu's numbers are its shape, so this replaces the kernel's hint-hiding recipe; the solver proves every
returned puzzle unique (Oracle.other_solution).
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.shading import Board, next_to, random_shading, sight_numbers_until_unique
from satpuzzles.typekit.spec import Generator

from .model import SHADED, UNSHADED, Kuromasu

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

SHADE_CHANCE = 0.5  # of a cell that may be shaded, in random order
START_NUMBERS = 0.1  # share of the cells numbered before the first question


def blank(options: Options) -> Kuromasu:
    n = options.size
    return Kuromasu(n, n, tuple((None,) * n for _ in range(n)))


def may_shade(board: Board, cell: Cell) -> bool:
    """No two shaded cells side by side."""
    return not next_to(board, cell, SHADED)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    n = options.size
    if n < 2:
        raise PuzzleError(f"a Kuromasu grid needs at least 2x2 cells, asked for {n}x{n}", where="size")
    solution = random_shading(n, rng, SHADE_CHANCE, may_shade, SHADED, UNSHADED)
    return sight_numbers_until_unique(
        solution,
        oracle,
        rng,
        lambda numbers: Kuromasu(n, n, numbers),
        start=START_NUMBERS,
        shaded=SHADED,
        unshaded=UNSHADED,
    )


GENERATOR = Generator((), draft, blank)
