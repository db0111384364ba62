"""Dominos' generator: a random tiling of the (N+1) x (N+2) grid (parallel dominoes, then random
flips of 2x2 squares holding two parallel dominoes), the full set laid on it in random order, kept when no
other tiling lays every domino once."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import GaveUp
from satpuzzles.typekit.spec import Generator
from satpuzzles.typekit.tilings import random_domino_tiling

from .model import Dominos

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

LAYOUTS = 200  # random layouts tried per attempt for one with a single solution


def blank(options: Options) -> Dominos:
    """The set up to double-N for --size N + 1 rows, laid in reading order (its formula's size is the real one's)."""
    n = max(options.size - 1, 1)
    pairs = [(a, b) for a in range(n + 1) for b in range(a, n + 1)]
    cells = [v for pair in pairs for v in pair]
    return Dominos(n + 1, n + 2, tuple(tuple(cells[r * (n + 2) : (r + 1) * (n + 2)]) for r in range(n + 1)))


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    shape = blank(options)
    n, rows, columns = shape.top, shape.rows, shape.columns
    for tried in range(1, LAYOUTS + 1):
        solution = tuple(random_domino_tiling(rows, columns, rng))
        pairs = [(a, b) for a in range(n + 1) for b in range(a, n + 1)]
        rng.shuffle(pairs)
        numbers = [[0] * columns for _ in range(rows)]
        for r in range(rows):
            for c in range(columns):
                partner = {"e": (r, c + 1), "s": (r + 1, c)}.get(solution[r][c])
                if partner is not None:
                    a, b = pairs.pop()
                    if rng.random() < 0.5:
                        a, b = b, a
                    numbers[r][c], numbers[partner[0]][partner[1]] = a, b
        puzzle = Dominos(rows, columns, tuple(tuple(row) for row in numbers))
        unique = oracle.other_solution(puzzle, solution) is None
        oracle.release(puzzle)
        if unique:
            return Draft(puzzle, solution, {"layouts": tried})
    raise GaveUp(f"none of {LAYOUTS} random layouts had a single solution")


GENERATOR = Generator((), draft, blank)
