"""Shikaku's generator: a random division of the grid into rectangles (from the first free cell, a random free
rectangle of at most MAX_AREA cells), a number at a random cell of each, kept when it has a single solution."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import GaveUp, checkpoint
from satpuzzles.typekit.generating import GeneratorOption
from satpuzzles.typekit.partition import numbered
from satpuzzles.typekit.spec import Generator

from .model import Shikaku

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

LAYOUTS = 200  # random layouts tried per attempt for one with a single solution
OPTIONS = (GeneratorOption("max_area", int, "The largest rectangle (default 9 cells).", 2),)


def blank(options: Options) -> Shikaku:
    n = options.size
    return Shikaku(n, n, ((None,) * n,) * n)


def random_rectangles(rows: int, columns: int, max_area: int, rng: Random) -> list[list[int]]:
    """A random division into rectangles of at most max_area cells, as region ids."""
    grid = [[-1] * columns for _ in range(rows)]
    region = 0
    for r in range(rows):
        checkpoint()  # a row at a time: a large grid's layout takes seconds
        for c in range(columns):
            if grid[r][c] != -1:
                continue
            width = 1  # the free run to the right, as far as a rectangle may reach
            while width < max_area and c + width < columns and grid[r][c + width] == -1:
                width += 1
            shapes = [
                (h, w)
                for h in range(1, min(rows - r, max_area) + 1)
                for w in range(1, min(width, max_area // h) + 1)
                if all(grid[r + i][c + j] == -1 for i in range(h) for j in range(w))
            ]
            h, w = rng.choice([s for s in shapes if s != (1, 1)] or shapes)
            for i in range(h):
                for j in range(w):
                    grid[r + i][c + j] = region
            region += 1
    return grid


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    n = options.size
    max_area = options.value("max_area", 9)
    for tried in range(1, LAYOUTS + 1):
        solution = numbered(random_rectangles(n, n, max_area, rng))
        cells: dict[int, list[tuple[int, int]]] = {}
        for r, row in enumerate(solution):
            for c, v in enumerate(row):
                cells.setdefault(v, []).append((r, c))
        numbers: list[list[int | None]] = [[None] * n for _ in range(n)]
        for members in cells.values():
            r, c = rng.choice(members)
            numbers[r][c] = len(members)
        puzzle = Shikaku(n, n, tuple(tuple(row) for row in numbers))
        unique = oracle.other_solution(puzzle, solution) is None
        oracle.release(puzzle)
        if unique:
            return Draft(puzzle, solution, {"layouts": tried})
    raise GaveUp(f"none of {LAYOUTS} random layouts had a single solution")


GENERATOR = Generator(OPTIONS, draft, blank)
