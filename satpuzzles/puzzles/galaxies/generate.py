"""Galaxies' generator: random symmetric regions (from a random free cell, a dot in its middle, on an edge with a
free neighbour or on a corner of a free 2x2 block, grown by random pairs of free cells mirrored about the dot,
each pair next to the region), kept when the dots have a single solution."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import GaveUp
from satpuzzles.typekit.constraints.regions import mirror, touching
from satpuzzles.typekit.partition import numbered
from satpuzzles.typekit.spec import Generator

from .model import Dot, Galaxies

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

LAYOUTS = 300  # random layouts tried per attempt for one with a single solution
GROWTH = 12  # pairs tried per region: larger regions, fewer dots


def blank(options: Options) -> Galaxies:
    n = options.size
    return Galaxies(n, n, ((n, n),))


def random_galaxies(rows: int, columns: int, rng: Random) -> tuple[list[list[int]], list[Dot]]:
    """A random division into regions symmetric about their dots, as region ids and the dots."""
    grid = [[-1] * columns for _ in range(rows)]
    dots: list[Dot] = []
    order = [(r, c) for r in range(rows) for c in range(columns)]
    rng.shuffle(order)

    def free(cell: tuple[int, int]) -> bool:
        return 0 <= cell[0] < rows and 0 <= cell[1] < columns and grid[cell[0]][cell[1]] == -1

    for r, c in order:
        if grid[r][c] != -1:
            continue
        choices = [
            (2 * r + 1 + dy, 2 * c + 1 + dx) for dy in (0, int(r + 1 < rows)) for dx in (0, int(c + 1 < columns))
        ]
        dot = rng.choice([d for d in choices if all(free(cell) for cell in touching(rows, columns, d))])
        region = set(touching(rows, columns, dot))
        for _ in range(GROWTH):
            near = [
                (y + dy, x + dx)
                for y, x in region
                for dy, dx in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if free((y + dy, x + dx)) and (y + dy, x + dx) not in region
            ]
            pairs = [(a, mirror(a, dot)) for a in near if free(mirror(a, dot)) and mirror(a, dot) not in region]
            if pairs:
                region.update(rng.choice(pairs))
        for y, x in region:
            grid[y][x] = len(dots)
        dots.append(dot)
    return grid, dots


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    n = options.size
    for tried in range(1, LAYOUTS + 1):
        grid, dots = random_galaxies(n, n, rng)
        puzzle, solution = Galaxies(n, n, tuple(dots)), numbered(grid)
        unique = oracle.other_solution(puzzle, solution) is None
        oracle.release(puzzle)
        if unique:
            return Draft(puzzle, solution, {"layouts": tried})
    raise GaveUp(f"none of {LAYOUTS} random layouts had a single solution")


GENERATOR = Generator((), draft, blank)
