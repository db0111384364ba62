"""Yajilin's generator: where the clue cells stand is the shape, so each attempt first places them, then the
kernel's recipe runs on that layout (bookdraft: a random solution from the solver, every clue cell's arrow,
arrows hidden while the puzzle stays unique).

The clue cells are shaded cells of random solutions (a shaded cell may hold a clue instead: the loop never
passes it and it touches no other shaded cell), so every layout has a solution.
Each clue cell's arrow points in a random direction with cells beyond it.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import Cell, GaveUp, PuzzleError
from satpuzzles.typekit.bookdraft import book_draft
from satpuzzles.typekit.generating import GeneratorOption
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.spec import Generator

from .encode import RULES
from .model import BLANK_CLUE, DIRECTIONS, SHADED, Solution, Yajilin

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

LAYOUTS = 10  # clue-cell layouts tried per attempt
DEFAULT_CLUE_CELLS = 0.15
OPTIONS = (
    GeneratorOption(
        "clue_cells", float, f"Share of the cells that are clue cells (default {DEFAULT_CLUE_CELLS}).", 0.0, 0.5
    ),
)


def blank(options: Options) -> Yajilin:
    """The open grid: no clue cells (the size of the formula a request builds)."""
    n = options.size
    if n < 2:
        raise PuzzleError(f"a Yajilin grid needs at least 2x2 cells, asked for {n}x{n}", where="size")
    return Yajilin(n, n, ((None,) * n,) * n)


def arrows(rng: Random, layout: Yajilin, solution: Solution) -> Yajilin:
    """Every clue cell with an arrow in a random direction that has cells, counting the shaded ones there."""
    clues = [list(row) for row in layout.clues]
    for cell in layout.clue_cells():
        direction = rng.choice([d for d in DIRECTIONS if layout.seen(cell, d)])
        count = sum(solution[r][c] == SHADED for r, c in layout.seen(cell, direction))
        clues[cell[0]][cell[1]] = f"{count}{direction}"
    return replace(layout, clues=tuple(tuple(row) for row in clues))


def layout(n: int, wanted: int, rng: Random, oracle: Oracle) -> Yajilin:
    """Clue cells placed where a random solution shades, again on the new layout, until there are `wanted`
    (or a solution shades nothing more); each layout has a solution, the one its last clue cells came from."""
    clue_cells: set[Cell] = set()
    puzzle = Yajilin(n, n, ((None,) * n,) * n)
    while len(clue_cells) < wanted:
        solution = oracle.random_solution(puzzle, rng)
        shaded = [(r, c) for r in range(n) for c in range(n) if solution[r][c] == SHADED]
        if not shaded:
            break
        oracle.release(puzzle)
        clue_cells.update(rng.sample(shaded, min(len(shaded), wanted - len(clue_cells))))
        clues = tuple(tuple(BLANK_CLUE if (r, c) in clue_cells else None for c in range(n)) for r in range(n))
        puzzle = Yajilin(n, n, clues)
    return puzzle


def _fixed(shape: Yajilin, options: Options) -> Yajilin:
    return shape


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    n = blank(options).rows
    wanted = max(1, round(options.value("clue_cells", DEFAULT_CLUE_CELLS) * n * n))
    rules = replace(RULES, clues_of=lambda layout, solution: arrows(rng, layout, solution))
    for _ in range(LAYOUTS):
        shape = layout(n, wanted, rng, oracle)
        try:
            return book_draft(rules, partial(_fixed, shape), options, rng, oracle)
        except GaveUp:  # no random solution of this layout was the only one with every arrow shown
            oracle.release(shape)
    raise GaveUp(f"none of {LAYOUTS} random clue-cell layouts made a unique {n}x{n} Yajilin")


GENERATOR = Generator((*OPTIONS, *HINT_OPTIONS), draft, blank)
