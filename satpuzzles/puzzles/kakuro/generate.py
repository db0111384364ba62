"""Kakuro's generator: a random layout of black and white cells (every run 2..9 cells, a clue cell before
each), a random filling from the solver, every sum shown; while another filling has the same sums, a cell
where the two differ turns black (the filling stays valid on the shorter runs) and the sums are shown
again. A Kakuro shows every sum, so no sum is hidden (the clue values are part of the formula's shape)."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit.spec import Generator

from . import encode
from .model import Kakuro, Solution, Square

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

BLACK_SHARE = 0.2  # of the inner cells, before runs of one cell are closed
MAX_RUN = 9
LAYOUTS = 20  # attempts per puzzle
WHITE_SHARE = 0.45  # of the grid in white cells, for an attempt to be kept at once
BLACK: Square = (None, None)


def blank(options: Options) -> Kakuro:
    """The first row and column black, every other cell white (the size check of generate's formula limit)."""
    return _kakuro([[r == 0 or c == 0 for c in range(options.size)] for r in range(options.size)])


def _kakuro(black: list[list[bool]]) -> Kakuro:
    n = len(black)
    return Kakuro(n, n, tuple(tuple(BLACK if b else None for b in row) for row in black))


def _run_length(black: list[list[bool]], r: int, c: int, dr: int, dc: int) -> int:
    n, length = len(black), 1
    for sign in (1, -1):
        i, j = r + sign * dr, c + sign * dc
        while 0 <= i < n and 0 <= j < n and not black[i][j]:
            length, i, j = length + 1, i + sign * dr, j + sign * dc
    return length


def _closed(black: list[list[bool]]) -> list[list[bool]]:
    """Runs of one cell closed and runs longer than nine cut (cells turned black) until every run is 2..9 long."""
    n = len(black)
    changed = True
    while changed:
        changed = False
        for r in range(1, n):
            for c in range(1, n):
                if black[r][c]:
                    continue
                lengths = [_run_length(black, r, c, dr, dc) for dr, dc in ((0, 1), (1, 0))]
                if min(lengths) == 1 or max(lengths) > MAX_RUN:
                    black[r][c] = True
                    changed = True
    return black


def random_layout(n: int, rng: Random) -> list[list[bool]]:
    """Random black cells inside a black first row and column, closed so that every run is 2..9 long."""
    return _closed([[r == 0 or c == 0 or rng.random() < BLACK_SHARE for c in range(n)] for r in range(n)])


def _blanked(solution: Solution, black: list[list[bool]]) -> Solution:
    return tuple(tuple(0 if black[r][c] else v for c, v in enumerate(row)) for r, row in enumerate(solution))


def _unique(black: list[list[bool]], rng: Random, oracle: Oracle) -> tuple[Kakuro, Solution]:
    """A unique puzzle on this layout or a blacker one: a random filling, then a differing cell blackened while
    another filling has the same sums."""
    solution = oracle.random_solution(_kakuro(black), rng)
    while True:
        puzzle = encode.clues_of(_kakuro(black), solution)
        other = oracle.other_solution(puzzle, solution)
        if other is None:
            return puzzle, solution
        differ = [(r, c) for r, row in enumerate(solution) for c, v in enumerate(row) if other[r][c] != v]
        r, c = rng.choice(differ)
        black[r][c] = True
        black = _closed(black)
        solution = _blanked(solution, black)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    """The first of up to LAYOUTS attempts whose white cells reach WHITE_SHARE of the grid, else the whitest."""
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    best: tuple[Kakuro, Solution] | None = None
    for _ in range(LAYOUTS):
        puzzle, solution = _unique(random_layout(options.size, rng), rng, oracle)
        if best is None or len(puzzle.white_cells()) > len(best[0].white_cells()):
            best = puzzle, solution
        if len(puzzle.white_cells()) >= WHITE_SHARE * options.size**2:
            break
    assert best is not None
    return Draft(best[0], best[1], {"hints": len(best[0].runs())})


GENERATOR = Generator((), draft, blank)
