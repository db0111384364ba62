"""Hitori's generator: a random shading, a random Latin square under it, and each shaded cell showing a number
an unshaded cell of its row or column shows; while the solver finds another solution, a shaded cell where
the two differ takes another such number.

Hitori's numbers are its shape, not hints, so this replaces the kernel's hint-hiding recipe; the solver
proves every returned puzzle unique (Oracle.is_unique).
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import Cell, GaveUp, PuzzleError
from satpuzzles.typekit.shading import Board, next_to, random_shading
from satpuzzles.typekit.spec import Generator

from .model import SHADED, UNSHADED, Hitori, Solution

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

RESTARTS = 20
REPAIRS = 40  # number changes per shading before a fresh one
SHADE_CHANCE = 0.6  # of a cell that may be shaded, in random order


def blank(options: Options) -> Hitori:
    """A grid of the requested size (every grid's formula has about the same size)."""
    n = options.size
    return Hitori(n, n, tuple(tuple((r + c) % n + 1 for c in range(n)) for r in range(n)))


def may_shade(board: Board, cell: Cell) -> bool:
    """No two shaded cells side by side."""
    return not next_to(board, cell, SHADED)


def latin_square(n: int, rng: Random) -> list[list[int]]:
    rows, cols, symbols = list(range(n)), list(range(n)), list(range(1, n + 1))
    rng.shuffle(rows)
    rng.shuffle(cols)
    rng.shuffle(symbols)
    return [[symbols[(rows[r] + cols[c]) % n] for c in range(n)] for r in range(n)]


def _copy_number(numbers: list[list[int]], solution: Solution, cell: Cell, rng: Random) -> None:
    """`cell` (shaded) shows the number of a random unshaded cell of its row or column."""
    r, c = cell
    n = len(numbers)
    seen = [(r, d) for d in range(n) if solution[r][d] == UNSHADED] + [
        (q, c) for q in range(n) if solution[q][c] == UNSHADED
    ]
    q, d = rng.choice(seen)
    numbers[r][c] = numbers[q][d]


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    n = options.size
    if n < 3:
        raise PuzzleError(f"a Hitori grid needs at least 3x3 cells, asked for {n}x{n}", where="size")
    for restart in range(RESTARTS):
        solution = random_shading(n, rng, SHADE_CHANCE, may_shade, SHADED, UNSHADED)
        numbers = latin_square(n, rng)
        shaded = [(r, c) for r in range(n) for c in range(n) if solution[r][c] == SHADED]
        for cell in shaded:
            _copy_number(numbers, solution, cell, rng)
        for repair in range(REPAIRS):
            puzzle = Hitori(n, n, tuple(tuple(row) for row in numbers))
            other = oracle.other_solution(puzzle, solution)
            if other is None:
                return Draft(puzzle, solution, {"restarts": restart, "repairs": repair})
            differ = [cell for cell in shaded if other[cell[0]][cell[1]] != SHADED]
            _copy_number(numbers, solution, rng.choice(differ or shaded), rng)
    raise GaveUp(f"no unique {n}x{n} Hitori after {RESTARTS} shadings")


GENERATOR = Generator((), draft, blank)
