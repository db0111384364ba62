"""Nurikabe's generator: a random shading (cells of all-shaded 2x2 areas opened one by one, never joining two
islands or splitting the shaded cells), a number in a random cell of each island, and the solver's word that
no other solution exists; a board with another solution is drawn again.

Nurikabe's numbers are its shape, so this replaces the kernel's hint-hiding recipe; the solver proves every
returned puzzle unique (Oracle.other_solution).
"""

from __future__ import annotations

from collections import Counter
from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.shadingjson import SHADED, UNSHADED
from satpuzzles.typekit.spec import Generator

from .model import Clue, Nurikabe, Solution
from .rules import pieces

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

BOARDS = 40  # random boards tried before giving up


def blank(options: Options) -> Nurikabe:
    n = options.size
    return Nurikabe(n, n, tuple((None,) * n for _ in range(n)))


def _rows(white: set[Cell], n: int) -> Solution:
    return tuple("".join(UNSHADED if (r, c) in white else SHADED for c in range(n)) for r in range(n))


def _full_squares(white: set[Cell], n: int) -> list[list[Cell]]:
    squares = ([(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)] for r in range(n - 1) for c in range(n - 1))
    return [square for square in squares if not white.intersection(square)]


def random_shading(p: Nurikabe, rng: Random) -> Solution | None:
    """Open cells of all-shaded 2x2 areas until there is none; None when an area cannot be opened."""
    n, white = p.rows, set[Cell]()
    while squares := _full_squares(white, n):
        island_of = {cell: i for i, piece in enumerate(pieces(p, _rows(white, n), UNSHADED)) for cell in piece}
        sizes = Counter(island_of.values())
        square = rng.choice(squares)
        for r, c in rng.sample(square, len(square)):
            joined = {island_of[near] for near in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if near in white}
            grows = 1 + sum(sizes[i] for i in joined)
            if len(joined) <= 1 and grows <= n and len(pieces(p, _rows(white | {(r, c)}, n), SHADED)) == 1:
                white.add((r, c))
                break
        else:
            return None
    return _rows(white, n)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    n = options.size
    if n < 2:
        raise PuzzleError(f"a Nurikabe grid needs at least 2x2 cells, asked for {n}x{n}", where="size")
    empty = blank(options)
    for board in range(1, BOARDS + 1):
        solution = random_shading(empty, rng)
        if solution is None:
            continue
        numbers: list[list[Clue]] = [[None] * n for _ in range(n)]
        for island in pieces(empty, solution, UNSHADED):
            r, c = rng.choice(sorted(island))
            numbers[r][c] = len(island)
        puzzle = Nurikabe(n, n, tuple(tuple(row) for row in numbers))
        if oracle.other_solution(puzzle, solution) is None:
            return Draft(
                puzzle, solution, {"islands": sum(v is not None for row in numbers for v in row), "boards": board}
            )
    raise PuzzleError(f"no unique {n}x{n} Nurikabe in {BOARDS} random boards; try another seed or size", where="size")


GENERATOR = Generator((), draft, blank)
