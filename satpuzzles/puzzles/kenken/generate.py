"""KenKen's generator: a random Latin square from the solver, random cages of up to four cells grown over it,
each with a random operation its digits allow; while another filling has the same clues, a cell where the
two differ becomes a cage of its own (its clue is its digit). Every clue is shown (the targets are part of the
formula's shape, and a cage without its clue says nothing)."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit.regionmaker import grown_regions, split_pieces
from satpuzzles.typekit.spec import Generator

from .encode import clue_of, operations_for
from .model import KenKen

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

MAX_CAGE = 4  # cells per grown cage


def blank(options: Options) -> KenKen:
    """Every cell a cage of its own without a clue: a plain Latin square (the shape a solution is drawn on)."""
    n = options.size
    return KenKen(n, tuple(tuple(range(r * n, r * n + n)) for r in range(n)), ((None,) * n,) * n)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    n = options.size
    solution = oracle.random_solution(blank(options), rng)
    cages = [list(row) for row in grown_regions(n, n, rng, MAX_CAGE)]
    operations: dict[tuple[int, int], str] = {}  # by a cage's first cell, kept while its cage is unchanged
    fresh = n * n
    while True:
        layout = split_pieces(cages)
        puzzle = KenKen(n, layout, ((None,) * n,) * n)
        clues = [[None for _ in range(n)] for _ in range(n)]
        for cage in puzzle.cage_list():
            values = [solution[r][c] for r, c in cage.cells]
            key = cage.cells[0]
            if operations.get(key) not in operations_for(values):
                operations[key] = rng.choice(operations_for(values))
            clues[key[0]][key[1]] = clue_of(values, operations[key]).text  # type: ignore[call-overload]
        puzzle = KenKen(n, layout, tuple(tuple(row) for row in clues))
        other = oracle.other_solution(puzzle, solution)
        if other is None:
            return Draft(puzzle, solution, {"hints": len(puzzle.cage_list())})
        r, c = rng.choice([(r, c) for r in range(n) for c in range(n) if other[r][c] != solution[r][c]])
        cages[r][c] = fresh
        fresh += 1


GENERATOR = Generator((), draft, blank)
