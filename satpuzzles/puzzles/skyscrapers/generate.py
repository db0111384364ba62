"""Skyscrapers: a random solution grid, every clue, givens where clues are not enough, then hide hints.

With a difficulty (plain rules, no clue probability, not --minimal) the draft is Tatham's (techdraft.py).
Otherwise the grid is a uniform random Latin square (Jacobson-Matthews) for the plain rules; with parks or
the diagonal rule it comes from the randomised SAT sampler. Clues and givens are then chosen by
`hints.choose_hints`, hiding clues and givens in one shuffled order.
"""

from __future__ import annotations

from random import Random

from satpuzzles.typekit.generating import Draft, Options, Oracle, Shown
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.latin import random_latin_square
from satpuzzles.typekit.visibility import seen_clues

from .model import Skyscrapers, Solution


def blank(options: Options) -> Skyscrapers:
    """The requested shape without clues: what the solver is asked about."""
    none = (0,) * options.size
    max_height, diagonal = options.value("max_height", options.size), options.value("diagonal", False)
    return Skyscrapers(options.size, none, none, none, none, max_height=max_height, diagonal=diagonal)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft | None:
    n = options.size
    max_height, diagonal = options.value("max_height", n), options.value("diagonal", False)
    plain = max_height == n and not diagonal and options.value("clue_probability") is None
    if plain and options.difficulty is not None and not options.value("minimal"):
        from .techdraft import technique_draft  # here: it loads Tatham's solver, which `solve` never runs

        return technique_draft(n, options.difficulty, rng)  # Tatham's way: techniques decide the level
    if max_height == n and not diagonal:
        solution: Solution = random_latin_square(n, rng)
    else:
        solution = oracle.random_solution(blank(options), rng)
    seen = seen_clues(solution)

    def build(shown: Shown) -> Skyscrapers:
        sides = {side: tuple(seen[side][i] if (side, i) in shown.clues else 0 for i in range(n)) for side in SIDES}
        givens = None
        if shown.givens:
            givens = tuple(
                tuple(solution[r][c] if (r, c) in shown.givens else None for c in range(n)) for r in range(n)
            )
        return Skyscrapers(n, max_height=max_height, diagonal=diagonal, givens=givens, **sides)

    shown = oracle.clues_and_givens(n, build, solution, rng, options, givens_first=False)
    return Draft(build(shown), solution, {"clues": len(shown.clues), "givens": len(shown.givens)})
