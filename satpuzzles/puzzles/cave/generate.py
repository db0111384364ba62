"""Cave's generator: a random shading (walls grown from the edge, the rest connected), then numbers
on unshaded cells (what they see) until the solver finds no other solution: each time it finds one, a cell
unshaded here and shaded there gets its number, which rules that one out.

Cave's numbers are its shape, so this replaces the kernel's hint-hiding recipe; the solver proves every
returned puzzle unique (Oracle.other_solution).
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.spec import Generator

from .model import SHADED, UNSHADED, Cave, Clue, Solution
from .rules import seen, white_pieces

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

SHADE_CHANCE = 0.5  # of a cell that may be shaded, in random order
START_NUMBERS = 0.1  # share of the cells numbered before the first question


def blank(options: Options) -> Cave:
    n = options.size
    return Cave(n, n, tuple((None,) * n for _ in range(n)))


def random_shading(n: int, rng: Random) -> Solution:
    empty = blank_of(n)
    rows = [[UNSHADED] * n for _ in range(n)]
    cells = [(r, c) for r in range(n) for c in range(n)]
    rng.shuffle(cells)
    for r, c in cells:
        on_edge = r in (0, n - 1) or c in (0, n - 1)
        if rng.random() > SHADE_CHANCE or not (
            on_edge or any(rows[q][d] == SHADED for q, d in empty.neighbours((r, c)))
        ):
            continue
        rows[r][c] = SHADED
        if white_pieces(empty, tuple("".join(row) for row in rows)) > 1:
            rows[r][c] = UNSHADED
    return tuple("".join(row) for row in rows)


def blank_of(n: int) -> Cave:
    return Cave(n, n, tuple((None,) * n for _ in range(n)))


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    n = options.size
    if n < 2:
        raise PuzzleError(f"a Cave grid needs at least 2x2 cells, asked for {n}x{n}", where="size")
    solution = random_shading(n, rng)
    empty = blank_of(n)
    white = [(r, c) for r in range(n) for c in range(n) if solution[r][c] == UNSHADED]
    numbers: list[list[Clue]] = [[None] * n for _ in range(n)]
    for r, c in rng.sample(white, max(1, round(START_NUMBERS * n * n))):
        numbers[r][c] = seen(empty, solution, (r, c))
    questions = 0
    while True:
        puzzle = Cave(n, n, tuple(tuple(row) for row in numbers))
        other = oracle.other_solution(puzzle, solution)
        questions += 1
        if other is None:
            return Draft(puzzle, solution, {"numbers": len(puzzle.clues()), "questions": questions})
        differ = [
            (r, c)
            for r, c in white
            if other[r][c] == SHADED or seen(empty, other, (r, c)) != seen(empty, solution, (r, c))
        ]
        r, c = rng.choice(differ)
        numbers[r][c] = seen(empty, solution, (r, c))


GENERATOR = Generator((), draft, blank)
