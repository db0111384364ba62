"""Simple Loop's generator: its blocked cells are the puzzle, and a loop through every other cell fixes them,
so no clue can be hidden; instead the loop shrinks until it is the only one (the kernel's repair recipe,
shapedraft, with repairs that change the solution too).

A random loop through the open grid from the solver (an odd grid has a corner blocked: a loop visits as many
cells of one chessboard colour as of the other); then, while the solver finds another loop, two cells next to
each other on the drawn loop, where the other loop runs differently, are blocked and the drawn loop takes the
shortcut past them (the cells before and after them are neighbours: the four make a 2x2 block). Every earlier
loop passed the newly blocked cells, so none comes back; the drawn loop stays a solution, and the puzzle
returned is the one the solver last found no other loop for.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.linepaths import adjacent, drawn, lines_of
from satpuzzles.typekit.shapedraft import Drawn, repaired_draft
from satpuzzles.typekit.spec import Generator

from .model import SimpleLoop, Solution
from .rules import violations

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

DRAWS = 10  # random loops drawn per attempt before giving up
SHORTEST = 4  # the smallest loop (a 2x2 block)


def blank(options: Options) -> SimpleLoop:
    """The open grid, a corner blocked when the cell count is odd."""
    n = options.size
    if n < 2:
        raise PuzzleError(f"a Simple Loop grid needs at least 2x2 cells, asked for {n}x{n}", where="size")
    odd = n % 2 == 1
    return SimpleLoop(n, n, tuple(tuple(odd and r == c == 0 for c in range(n)) for r in range(n)))


def shortcuts(loop: list[Cell], other: Solution, solution: Solution, rng: Random) -> list[int]:
    """Each place i where the loop can skip loop[i] and loop[i + 1] (loop[i - 1] and loop[i + 2] are
    neighbours), those where `other` differs from `solution` first, in random order within each."""
    count = len(loop)
    places = []
    for i in range(count):
        before, first, second, after = (loop[(i + k) % count] for k in (-1, 0, 1, 2))
        if count > SHORTEST and adjacent(before, after):
            differs = any(other[r][c] != solution[r][c] for r, c in (first, second))
            places.append((not differs, rng.random(), i))
    return [i for *_, i in sorted(places)]


def repairs(
    puzzle: SimpleLoop, solution: Solution, other: Solution, rng: Random
) -> Iterator[Drawn[SimpleLoop, Solution]]:
    """The puzzle with two cells of the loop blocked and the loop past them (shortcuts)."""
    [loop] = lines_of(solution)
    for i in shortcuts(loop, other, solution, rng):
        gone = {loop[i], loop[(i + 1) % len(loop)]}
        blocked = tuple(tuple(v or (r, c) in gone for c, v in enumerate(row)) for r, row in enumerate(puzzle.blocked))
        shorter = [cell for cell in loop if cell not in gone]
        yield Drawn(
            SimpleLoop(puzzle.rows, puzzle.columns, blocked), drawn(puzzle.rows, puzzle.columns, [shorter], closed=True)
        )


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    start = blank(options)
    return repaired_draft(
        lambda r, o: Drawn(start, o.random_solution(start, r)),
        repairs,
        lambda p, s: bool(violations(p, s)),
        rng,
        oracle,
        draws=DRAWS,
        steps=start.rows * start.columns // 2,  # each repair blocks two cells
        what="Simple Loop",
    )


GENERATOR = Generator((), draft, blank)
