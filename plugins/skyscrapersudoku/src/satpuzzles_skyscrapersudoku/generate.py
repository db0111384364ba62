"""Generation: a random solution grid from the solver's sampler, every clue, givens where clues are not
enough, then every hint that is not needed hidden again (the shared hint chooser; uniqueness is proven
by the solver at each step)."""

from __future__ import annotations

from random import Random

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.generating import Draft, GeneratorOption, Options, Oracle, Shown
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.visibility import seen_clues

from satpuzzles_skyscrapersudoku.model import SkyscraperSudoku, Solution, default_box

BOX_ROWS = GeneratorOption("box_rows", int, "Rows of a box; size / box rows is its columns (default: the squarest).", 1)
OPTIONS = (BOX_ROWS, *HINT_OPTIONS)


def blank(options: Options) -> SkyscraperSudoku:
    """The requested grid and boxes without clues or givens."""
    n = options.size
    box_rows: int = options.value("box_rows", default_box(n)[0])
    if n % box_rows:
        raise PuzzleError(f"{box_rows} does not divide size {n}", where="box rows")
    none = (0,) * n
    return SkyscraperSudoku(n, none, none, none, none, box=(box_rows, n // box_rows))


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    n = options.size
    empty = blank(options)
    box = empty.box
    solution: Solution = oracle.random_solution(empty, rng)
    seen = seen_clues(solution)

    def build(shown: Shown) -> SkyscraperSudoku:
        top, bottom, left, right = (
            tuple(seen[side][i] if (side, i) in shown.clues else 0 for i in range(n)) for side in SIDES
        )
        givens = None
        if shown.givens:
            givens = tuple(
                tuple(solution[r][c] if (r, c) in shown.givens else None for c in range(n)) for r in range(n)
            )
        return SkyscraperSudoku(n, top, bottom, left, right, box=box, givens=givens)

    shown = oracle.clues_and_givens(n, build, solution, rng, options, givens_first=False)
    return Draft(build(shown), solution, {"clues": len(shown.clues), "givens": len(shown.givens)})
