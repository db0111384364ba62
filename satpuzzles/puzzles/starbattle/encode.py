"""Star Battle shape -> CNF template; the puzzle has no clues, so there are no assumptions.

Every layout is its own shape, so compiling must be cheap: the part that does not depend on the
regions (lines, blocked cells, no touching) is built once per size, stars and blocked cells, and
shared; a layout adds only its region constraints and the cells its counting arguments empty (counting.py). See
encodings/starbattle.md for the clause schemas and their counts.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import lru_cache
from itertools import chain

from satpuzzles.typekit import Cell, Legend, PrimaryCells, Template, checkpoint
from satpuzzles.typekit.cnf import Formula, at_most, exactly, exactly_each
from satpuzzles.typekit.grid import named_lines

from .blocks import add_block_counts, add_region_piece_counts, counts_line_pairs, counts_regions
from .counting import empty_cells
from .model import BLOCKED, Solution, StarBattle
from .windows import counts_windows, window_counts

# Encodings that write "at most one of four" pairwise (`auto` does for lists this short). Under
# `native` a window is one native constraint: a quarter of the items to load, and on the corpus as fast
# as the touching pairs as binary clauses (encodings/starbattle.md, "The `native` encoding").
PAIRWISE_WINDOWS = ("auto", "pairwise")
STAR_BLOCK = "star"
# The counting arguments' empty cells are added from two stars on: with one star, CDCL needs a handful of
# conflicts anyway, and deriving them cost a corpus layout more than they saved (encodings/starbattle.md).
COUNTED_FROM_STARS = 2


def shape(puzzle: StarBattle) -> Hashable:
    return ("starbattle", puzzle.size, puzzle.stars, puzzle.regions)


def compile(puzzle: StarBattle, encoding: str) -> StarBattleTemplate:
    return StarBattleTemplate(puzzle, encoding)


class StarBattleTemplate(Template[StarBattle, Solution]):
    def __init__(self, puzzle: StarBattle, encoding: str) -> None:
        checkpoint()  # the shared part below may come from its cache, which looks at no clock
        self.size = n = puzzle.size
        self.formula = f = Formula()
        # Primary variables first: star(r, c) <-> cell (r, c) holds a star.
        self.stars = f.block(STAR_BLOCK, n, n)
        self.primary = PrimaryCells(self.stars, "boolean")
        blocked = _blocked_cells(puzzle.regions)
        shared = _regionless_part(n, puzzle.stars, blocked, encoding)
        # Shared clause lists: nothing mutates a clause once written.
        f.clauses.extend(shared.clauses)
        f.atmosts.extend(shared.atmosts)
        f.pool.top = shared.num_vars
        first = self.stars.first  # star(r, c) inlined: this loop is most of a layout's compile time
        regions = puzzle.region_cells().values()
        if not counts_regions(n):
            exactly_each(f, ([first + r * n + c for r, c in cells] for cells in regions), puzzle.stars, encoding)
            if counts_windows(n, puzzle.stars, encoding):  # small grids: each region counted by windows too
                clauses, atmosts = window_counts(puzzle)
                f.clauses.extend(clauses)
                f.atmosts.extend(atmosts)
        else:  # large grids: each region counted by blocks too (blocks.py)
            literals = [[first + r * n + c for r, c in cells] for cells in regions]
            exactly_each(f, literals, puzzle.stars, encoding)
            for region, cells in zip(literals, regions, strict=True):
                add_region_piece_counts(f, region, cells, puzzle.stars, encoding)
        if puzzle.stars >= COUNTED_FROM_STARS:
            f.extend([-(first + r * n + c)] for r, c in sorted(empty_cells(puzzle)))

    def star(self, r: int, c: int) -> int:
        return self.stars.lit(r, c)

    def assumptions(self, puzzle: StarBattle) -> list[int]:
        return []  # everything the puzzle states is its shape

    def decode(self, model: Sequence[int]) -> Solution:
        # The star block is one row-major run of variables: its rows are slices of the model.
        n, start = self.size, self.stars.first - 1
        return tuple(
            tuple(1 if value > 0 else 0 for value in model[start + r * n : start + (r + 1) * n]) for r in range(n)
        )

    def solution_literals(self, solution: Solution) -> list[int]:
        first = self.stars.first
        return [first + i if star else -(first + i) for i, star in enumerate(chain.from_iterable(solution))]

    def legends(self) -> dict[str, Legend]:
        return {STAR_BLOCK: Legend(("row", "col"), "cell (row, col) holds a star")}


def _blocked_cells(regions: Sequence[Sequence[int]]) -> frozenset[Cell]:
    if not any(BLOCKED in row for row in regions):
        return frozenset()  # most layouts: a scan of the rows in C instead of a loop over every cell
    return frozenset((r, c) for r, row in enumerate(regions) for c, region in enumerate(row) if region == BLOCKED)


@lru_cache(maxsize=16)
def _regionless_part(size: int, stars: int, blocked: frozenset[Cell], encoding: str) -> Formula:
    """Blocked cells, lines, no touching and, on large tight grids, the pairs of lines counted by blocks
    (blocks.py), over the star block 1..size² (read only: shared by templates).

    Cached: a batch or a generator meets many layouts of one size, and this part is most of the formula.
    """
    f = Formula()
    star = f.block(STAR_BLOCK, size, size).lit
    free = [[(r, c) not in blocked for c in range(size)] for r in range(size)]
    f.extend([-star(r, c)] for r, c in sorted(blocked))
    for _, cells in named_lines(size):
        checkpoint()
        exactly(f, [star(r, c) for r, c in cells if free[r][c]], stars, encoding)
    if encoding in PAIRWISE_WINDOWS:
        # Pairwise, the 2x2 windows' clauses are the touching pairs, and neighbouring windows share
        # pairs: each pair is written once, directly (a third fewer clauses, no pysat.card call per window).
        for r in range(size):
            checkpoint()
            for c in range(size):
                for i, j in ((r, c + 1), (r + 1, c - 1), (r + 1, c), (r + 1, c + 1)):
                    if free[r][c] and 0 <= i < size and 0 <= j < size and free[i][j]:
                        f.add([-star(r, c), -star(i, j)])
    else:
        for r in range(size - 1):
            checkpoint()
            for c in range(size - 1):
                window = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
                at_most(f, [star(i, j) for i, j in window if free[i][j]], 1, encoding)
    if counts_line_pairs(size, stars):
        add_block_counts(f, size, stars, star, blocked, encoding)
    return f
