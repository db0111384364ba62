"""Fillomino's generator: a random division of the grid, every cell's number, then numbers hidden in random
order while the solver finds no other solution (the kernel's shapedraft.hidden_while_unique).

The cells' domains depend on the givens (model.bounds), so the givens are the shape and each smaller puzzle is
asked about as a whole, not by assumptions on one formula (whose blank would let every cell hold up to the
cell count). The division: regions grown from random cells up to `--region` cells, then cells moved between
touching regions of one size until no two touch.
"""

from __future__ import annotations

from collections import Counter
from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import Cell, PuzzleError, checkpoint
from satpuzzles.typekit.generating import GeneratorOption
from satpuzzles.typekit.regionmaker import connected, grown_regions
from satpuzzles.typekit.shapedraft import hidden_while_unique
from satpuzzles.typekit.spec import Generator

from .model import Fillomino, Solution

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

DEFAULT_REGION = 5
OPTIONS = (GeneratorOption("region", int, f"Largest region grown, in cells (default {DEFAULT_REGION}).", 1, 20),)


def _size(options: Options) -> int:
    n = options.size
    if n < 2:
        raise PuzzleError(f"a Fillomino grid needs at least 2x2 cells, asked for {n}x{n}", where="size")
    return n


def division(n: int, largest: int, rng: Random) -> Solution:
    """Each cell's region size, for random regions where no two of one size share an edge: grown regions,
    then, while two of one size touch, a cell of one that borders the other moves across (its region stays
    connected), or the two join when no cell can."""
    layout = [list(row) for row in grown_regions(n, n, rng, largest)]
    while True:
        checkpoint()
        sizes = Counter(v for row in layout for v in row)
        borders = sorted(
            {
                (cell, layout[q][d])
                for r in range(n)
                for c in range(n)
                for cell in [(r, c)]
                for q, d in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
                if 0 <= q < n
                and 0 <= d < n
                and layout[r][c] != layout[q][d]
                and sizes[layout[r][c]] == sizes[layout[q][d]]
            }
        )
        if not borders:
            return tuple(tuple(sizes[v] for v in row) for row in layout)
        rng.shuffle(borders)
        for (r, c), into in borders:
            home = layout[r][c]
            layout[r][c] = into
            if sizes[home] > 1 and connected(layout, home):
                break
            layout[r][c] = home
        else:
            (r, c), into = borders[0]
            joined = layout[r][c]
            layout = [[into if v == joined else v for v in row] for row in layout]


def _without(p: Fillomino, cell: Cell) -> Fillomino:
    givens = [list(row) for row in p.givens]
    givens[cell[0]][cell[1]] = None
    return Fillomino(p.rows, p.columns, tuple(tuple(row) for row in givens))


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    n = _size(options)
    solution = division(n, options.value("region", DEFAULT_REGION), rng)
    full = Fillomino(n, n, solution)
    cells = [(r, c) for r in range(n) for c in range(n)]
    puzzle, hidden = hidden_while_unique(full, solution, cells, _without, rng, oracle)
    return Draft(puzzle, solution, {"givens": n * n - hidden})


# No blank: the questions are about puzzles with givens, whose formulas are far smaller than the empty grid's.
GENERATOR = Generator(OPTIONS, draft)
