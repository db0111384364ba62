"""Easy As ABC: a random solution from the SAT sampler, every clue, then hide hints.

Givens appear only when all the clues together leave several solutions, and they are the first
hints hidden again, so a puzzle keeps a given only where no choice of clues could replace it.
"""

from __future__ import annotations

from random import Random
from string import ascii_uppercase

from satpuzzles.typekit.generating import Draft, Options, Oracle, Shown
from satpuzzles.typekit.grid import SIDES, line_cells

from .model import NONE, EasyAsABC
from .rules import first_letter


def default_letters(size: int) -> int:
    """Two blanks per line, as most published puzzles have (5x5 with ABC), never fewer than two letters."""
    return min(size, max(2, size - 2))


def blank(options: Options) -> EasyAsABC:
    """The requested shape without clues: what the solver is asked about."""
    nothing = NONE * options.size
    letters = ascii_uppercase[: options.value("letters") or default_letters(options.size)]
    return EasyAsABC(
        options.size, letters, nothing, nothing, nothing, nothing, diagonal=options.value("diagonal", False)
    )


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    n = options.size
    shape = blank(options)
    letters, diagonal = shape.letters, shape.diagonal
    solution = oracle.random_solution(shape, rng)
    # Every line holds every letter, so each side position sees one.
    seen = {
        side: [first_letter([solution[r][c] for r, c in line_cells(side, i, n)]) or NONE for i in range(n)]
        for side in SIDES
    }

    def build(shown: Shown) -> EasyAsABC:
        sides = {side: "".join(seen[side][i] if (side, i) in shown.clues else NONE for i in range(n)) for side in SIDES}
        givens = tuple("".join(solution[r][c] if (r, c) in shown.givens else NONE for c in range(n)) for r in range(n))
        return EasyAsABC(n, letters, diagonal=diagonal, givens=givens, **sides)

    shown = oracle.clues_and_givens(n, build, solution, rng, options, givens_first=True)
    return Draft(build(shown), solution, {"clues": len(shown.clues), "givens": len(shown.givens)})
