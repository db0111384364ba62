"""Star Battle shape -> CNF template; the puzzle has no clues, so there are no assumptions.

See encodings/starbattle.md for the clause schemas and their counts.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.cnf import Formula, at_most, exactly
from satpuzzles.puzzles.base import Legend, Template
from satpuzzles.puzzles.grid import named_lines
from satpuzzles.puzzles.starbattle.model import Solution, StarBattle

# Encodings that write "at most one of four" pairwise (`auto` does for lists this short).
PAIRWISE_WINDOWS = ("auto", "pairwise")


class StarBattleTemplate(Template[StarBattle, Solution]):
    def __init__(self, puzzle: StarBattle, encoding: str) -> None:
        self.size = n = puzzle.size
        self.formula = f = Formula()
        # Primary variables first: star(r, c) <-> cell (r, c) holds a star.
        self.stars = f.block("star", n, n)
        free = [[not puzzle.is_blocked(r, c) for c in range(n)] for r in range(n)]
        for r in range(n):
            for c in range(n):
                if not free[r][c]:
                    f.add([-self.star(r, c)])
        for _, cells in named_lines(n):
            exactly(f, [self.star(r, c) for r, c in cells if free[r][c]], puzzle.stars, encoding)
        for cells in puzzle.region_cells().values():
            exactly(f, [self.star(r, c) for r, c in cells], puzzle.stars, encoding)
        self._no_touching(free, encoding)

    def _no_touching(self, free: list[list[bool]], encoding: str) -> None:
        """At most one star in every 2x2 window: every pair of neighbours (diagonal too) shares one."""
        f, n = self.formula, self.size
        if encoding in PAIRWISE_WINDOWS:
            # Pairwise, the windows' clauses are the touching pairs, and neighbouring windows share pairs:
            # each pair is written once, directly (a third fewer clauses, no pysat.card call per window).
            for r in range(n):
                for c in range(n):
                    for i, j in ((r, c + 1), (r + 1, c - 1), (r + 1, c), (r + 1, c + 1)):
                        if free[r][c] and 0 <= i < n and 0 <= j < n and free[i][j]:
                            f.add([-self.star(r, c), -self.star(i, j)])
            return
        for r in range(n - 1):
            for c in range(n - 1):
                window = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
                at_most(f, [self.star(i, j) for i, j in window if free[i][j]], 1, encoding)

    def star(self, r: int, c: int) -> int:
        return self.stars.lit(r, c)

    def assumptions(self, puzzle: StarBattle) -> list[int]:
        return []  # everything the puzzle states is its shape

    def decode(self, model: Sequence[int]) -> Solution:
        n = self.size
        return tuple(tuple(1 if model[self.star(r, c) - 1] > 0 else 0 for c in range(n)) for r in range(n))

    def solution_literals(self, solution: Solution) -> list[int]:
        return [self.star(r, c) if v else -self.star(r, c) for r, row in enumerate(solution) for c, v in enumerate(row)]

    def legends(self) -> dict[str, Legend]:
        return {"star": Legend(("row", "col"), "cell (row, col) holds a star")}
