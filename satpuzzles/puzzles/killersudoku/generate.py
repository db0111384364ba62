"""Killer Sudoku's generator: a random Sudoku from the solver, random cages grown over it (no digit twice in
a cage), every sum shown; while another filling has the same sums, a cell where the two differ becomes a
cage of its own (its sum is its digit) and the sums are shown again. A Killer shows every sum, so none is
hidden (the sum values are part of the formula's shape)."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit.regionmaker import grown_regions, split_pieces
from satpuzzles.typekit.spec import Generator

from . import encode
from .model import KillerSudoku

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

MAX_CAGE = 4  # cells per grown cage


def blank(options: Options) -> KillerSudoku:
    """Every cell a cage of its own without a sum: a plain Sudoku (the shape a random solution is drawn on)."""
    n = options.size
    return KillerSudoku(n, tuple(tuple(range(r * n, r * n + n)) for r in range(n)), ((None,) * n,) * n)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    shape = blank(options)
    n = shape.size
    solution = oracle.random_solution(shape, rng)

    def may_join(members: list[tuple[int, int]], cell: tuple[int, int]) -> bool:
        return solution[cell[0]][cell[1]] not in {solution[r][c] for r, c in members}

    cages = [list(row) for row in grown_regions(n, n, rng, MAX_CAGE, may_join)]
    fresh = n * n
    while True:
        layout = tuple(tuple(row) for row in cages)
        puzzle = encode.clues_of(KillerSudoku(n, layout, shape.sums, shape.box), solution)
        other = oracle.other_solution(puzzle, solution)
        if other is None:
            return Draft(puzzle, solution, {"hints": len(puzzle.cage_list())})
        r, c = rng.choice([(r, c) for r in range(n) for c in range(n) if other[r][c] != solution[r][c]])
        cages[r][c] = fresh  # may split its old cage in two pieces: give each piece an id of its own
        fresh += 1
        cages = [list(row) for row in split_pieces(cages)]


GENERATOR = Generator((), draft, blank)
